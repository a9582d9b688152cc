/** docs/behaviour.md §7: crawler profiles, their fallbacks and flags. */
import { describe, expect, it } from 'vitest';
import { PRESET_PROFILES, PROFILE_CATEGORIES, findProfile, rawTokenProfile, validateProfile } from '../../src/core/index.ts';
import { outcome, verdict } from '../support/robots.ts';

describe('profile fallbacks', () => {
  const robots = ['User-agent: *', 'Disallow: /all', 'User-agent: googlebot', 'Disallow: /gb'];
  it('Googlebot-Image falls back to Googlebot', () => {
    expect(outcome(robots, '/gb', 'googlebot-image')).toEqual([false, 4]);
    expect(outcome(robots, '/all', 'googlebot-image')).toEqual([true, 0]);
    const v = verdict(robots, '/gb', 'googlebot-image');
    expect(v.token).toBe('googlebot');
    expect(v.explanation).toMatchObject({ fallback: { code: 'token-fallback', tried: ['googlebot-image'], token: 'googlebot' } });
  });
  it('Googlebot-Image uses its own group when there is one', () => {
    expect(outcome([...robots, 'User-agent: Googlebot-Image', 'Disallow: /img'], '/gb', 'googlebot-image')).toEqual([true, 0]);
  });
  it('Applebot falls back to Googlebot', () => {
    expect(outcome(robots, '/gb', 'applebot')).toEqual([false, 4]);
  });
  it('Storebot-Google does not fall back to Googlebot', () => {
    expect(outcome(robots, '/gb', 'storebot-google')).toEqual([true, 0]);
    expect(outcome(robots, '/all', 'storebot-google')).toEqual([false, 2]);
  });
  it('AdsBot ignores the * group', () => {
    const v = verdict(['User-agent: *', 'Disallow: /'], '/x', 'adsbot-google');
    expect([v.allowed, v.reason, v.decidingLine]).toEqual([true, 'no-group', 0]);
    expect(v.explanation).toEqual({ code: 'no-group', ignoredGlobal: true });
    expect(outcome(['User-agent: *', 'Disallow: /', 'User-agent: AdsBot-Google', 'Disallow: /x'], '/x', 'adsbot-google')).toEqual([
      false,
      4,
    ]);
    expect(outcome(['User-agent: *', 'Disallow: /'], '/x', 'mediapartners-google')).toEqual([true, 0]);
  });
  it('AI crawlers use their own token and fall back to *', () => {
    const ai = ['User-agent: GPTBot', 'Disallow: /', 'User-agent: *', 'Allow: /'];
    expect(outcome(ai, '/x', 'gptbot')).toEqual([false, 2]);
    expect(outcome(ai, '/x', 'claudebot')).toEqual([true, 4]);
  });
});

describe('the preset list', () => {
  it('has the documented crawlers with bare lower-case tokens and a category each', () => {
    const names = PRESET_PROFILES.map((p) => p.name);
    for (const n of [
      'Googlebot',
      'Googlebot-Image',
      'Storebot-Google',
      'Google-Extended',
      'AdsBot-Google',
      'Bingbot',
      'Applebot',
      'GPTBot',
      'ClaudeBot',
      'Bytespider',
      'coccocbot-web',
      'coccocbot-image',
    ]) {
      expect(names).toContain(n);
    }
    for (const p of PRESET_PROFILES) {
      expect(p.tokens.length).toBeGreaterThan(0);
      for (const t of p.tokens) expect(t).toMatch(/^[a-z_-]+$/);
      expect(PROFILE_CATEGORIES).toContain(p.category);
    }
    expect(new Set(PRESET_PROFILES.map((p) => p.id)).size).toBe(PRESET_PROFILES.length);
  });
  it('finds profiles by id or name, case-insensitively, custom ones first', () => {
    expect(findProfile('GPTBOT')?.name).toBe('GPTBot');
    const custom = { ...rawTokenProfile('googlebot'), id: 'my', name: 'Googlebot' };
    expect(findProfile('googlebot', [custom])?.id).toBe('my');
  });
  it('validates custom profiles', () => {
    expect(validateProfile({ ...rawTokenProfile('x'), name: '' })).toEqual([{ code: 'no-name' }]);
    expect(validateProfile({ ...rawTokenProfile('x'), tokens: [' '] })).toEqual([{ code: 'no-token' }]);
    expect(validateProfile({ ...rawTokenProfile('MJ12bot') })).toEqual([{ code: 'token-unreadable', token: 'MJ12bot' }]);
    expect(validateProfile(rawTokenProfile('my-bot'))).toEqual([]);
  });
});
