/** Custom crawler profiles from the options form: what is accepted, what is refused and why. */
import { expect, test } from 'vitest';
import { PRESET_PROFILES, isUsableProfile, validateProfile } from '../../../src/core/index.ts';
import { draftProblems, newProfileId, profileFromDraft, splitTokens } from '../../../src/pages/options/profile-draft.ts';

test('tokens are comma-separated, trimmed, in order', () => {
  expect(splitTokens(' mybot , googlebot,,')).toEqual(['mybot', 'googlebot']);
  const p = profileFromDraft(
    { name: ' Staging bot ', tokens: 'stagingbot, googlebot', engine: 'google', ignoreGlobal: true },
    'custom-staging-bot',
  );
  expect(p).toMatchObject({
    id: 'custom-staging-bot',
    name: 'Staging bot',
    tokens: ['stagingbot', 'googlebot'],
    category: 'custom',
    ignoreGlobal: true,
  });
  expect(validateProfile(p)).toEqual([]);
});

test('the engine’s own checks are shown, plus clashes with presets and other profiles', () => {
  const ok = { name: 'Mine', tokens: 'mybot', engine: 'google' as const, ignoreGlobal: false };
  expect(draftProblems(ok, [], null)).toEqual([]);
  expect(draftProblems({ ...ok, name: '' }, [], null)).toContainEqual({ code: 'no-name' });
  expect(draftProblems({ ...ok, tokens: ' , ' }, [], null)).toContainEqual({ code: 'no-token' });
  expect(draftProblems({ ...ok, tokens: 'my bot' }, [], null)).toEqual([{ code: 'token-unreadable', token: 'my bot' }]);
  // Coc Coc reads names by prefix, so a version-like token is not refused for it.
  expect(draftProblems({ ...ok, engine: 'coccoc', tokens: 'coccocbot-web/1.0' }, [], null)).toEqual([]);
  expect(draftProblems({ ...ok, name: 'googlebot' }, [], null)).toEqual([{ code: 'preset-name', name: 'googlebot' }]);
  const existing = profileFromDraft(ok, 'custom-mine');
  expect(draftProblems(ok, [existing], null)).toEqual([{ code: 'duplicate-name', name: ok.name }]);
  expect(draftProblems(ok, [existing], 'custom-mine')).toEqual([]);
  expect(draftProblems({ ...ok, tokens: 'a, A' }, [], null)).toEqual([{ code: 'duplicate-token', token: 'A' }]);
});

test('new ids never collide with presets or earlier profiles', () => {
  const first = newProfileId('My Bot!', []);
  expect(first).toBe('custom-my-bot');
  const second = newProfileId('my bot', [profileFromDraft({ name: 'My Bot!', tokens: 'x', engine: 'google', ignoreGlobal: false }, first)]);
  expect(second).toBe('custom-my-bot-2');
  expect(newProfileId('???', [])).toBe('custom-crawler');
  expect(PRESET_PROFILES.some((p) => p.id.startsWith('custom-'))).toBe(false);
});

test('a name or token that is not what it looks like is refused, saying why', () => {
  const ok = { name: 'Mine', tokens: 'mybot', engine: 'google' as const, ignoreGlobal: false };
  // Zero-width and control characters survive the form's trimming when inside the text.
  expect(draftProblems({ ...ok, name: 'Google\u200Bbot' }, [], null)).toContainEqual({
    code: 'typed-text',
    field: 'name',
    text: 'Google\u200Bbot',
    problem: { code: 'hidden', codePoint: 0x200b },
  });
  for (const engine of ['google', 'coccoc'] as const) {
    expect(draftProblems({ ...ok, engine, tokens: 'my\u200Bbot' }, [], null)).toEqual([
      { code: 'typed-text', field: 'token', text: 'my\u200Bbot', problem: { code: 'hidden', codePoint: 0x200b } },
    ]);
    expect(draftProblems({ ...ok, engine, tokens: 'ｍｙｂｏｔ' }, [], null)).toEqual([
      { code: 'typed-text', field: 'token', text: 'ｍｙｂｏｔ', problem: { code: 'lookalike', plain: 'mybot' } },
    ]);
  }
  // A full-width name reads as the preset it imitates.
  expect(draftProblems({ ...ok, name: 'Ｇｏｏｇｌｅｂｏｔ' }, [], null)).toEqual([{ code: 'preset-name', name: 'Ｇｏｏｇｌｅｂｏｔ' }]);
});

test('a stored profile (settings, an import) with a leading line feed or space is refused', () => {
  const stored = profileFromDraft({ name: 'Mine', tokens: 'mybot', engine: 'google', ignoreGlobal: false }, 'custom-mine');
  expect(validateProfile({ ...stored, name: '\nMine' })).toEqual([
    { code: 'typed-text', field: 'name', text: '\nMine', problem: { code: 'hidden', codePoint: 0x0a } },
  ]);
  expect(validateProfile({ ...stored, tokens: [' mybot'] })).toEqual([
    { code: 'typed-text', field: 'token', text: ' mybot', problem: { code: 'edge-space' } },
  ]);
  expect(validateProfile({ ...stored, tokens: ['my＝bot'] })).toEqual([
    { code: 'typed-text', field: 'token', text: 'my＝bot', problem: { code: 'lookalike', plain: 'my=bot' } },
  ]);
});

test('a stored profile saved before these checks is kept unless Google cannot read its token', () => {
  const stored = profileFromDraft({ name: 'Mine', tokens: 'mybot', engine: 'coccoc', ignoreGlobal: false }, 'custom-mine');
  expect(isUsableProfile({ ...stored, name: 'Mi\u200Bne' })).toBe(true);
  expect(isUsableProfile({ ...stored, tokens: ['ｍｙｂｏｔ'] })).toBe(true);
  expect(isUsableProfile({ ...stored, engine: 'google', tokens: ['ｍｙｂｏｔ'] })).toBe(false);
  expect(isUsableProfile({ ...stored, engine: 'google', tokens: ['my bot'] })).toBe(false);
  expect(isUsableProfile({ ...stored, name: '' })).toBe(false);
});
