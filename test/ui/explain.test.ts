/** The why panel's words, checked against verdicts from the real engine. */
import { expect, test } from 'vitest';
import { messageText } from '../../src/core/index.ts';
import { matchOutcomeText, scopeText } from '../../src/ui/explain.ts';
import { verdict } from '../support/robots.ts';

test('every matching rule that lost says why, naming the line that won', () => {
  const v = verdict(
    ['User-agent: googlebot', 'Disallow: /private/', 'Allow: /private/page', 'Disallow: /private/page?'],
    '/private/page?x=1',
    'googlebot',
  );
  expect(v.decidingLine).toBe(4);
  const lost = v.matches.filter((m) => m.outcome !== 'decided');
  expect(lost.map((m) => m.rule.line).sort()).toEqual([2, 3]);
  for (const m of lost) {
    expect(m.outcome).toBe('shorter');
    expect(matchOutcomeText(m, v.decidingRule)).toMatch(/^Lost: line 4 has a longer pattern/);
  }
  expect(messageText(scopeText(v))).toBe('the group for “googlebot”');
});

test('a tie goes to allow, and the disallow is told so', () => {
  const v = verdict(['User-agent: *', 'Disallow: /page', 'Allow: /page'], '/page', 'googlebot');
  expect(v.allowed).toBe(true);
  expect(v.decidingLine).toBe(3);
  const loser = v.matches.find((m) => m.rule.line === 2);
  expect(loser?.outcome).toBe('tie-allow-wins');
  expect(loser && matchOutcomeText(loser, v.decidingRule)).toContain('allow wins');
  expect(messageText(scopeText(v))).toBe('the “User-agent: *” group');
});

test('no group at all is said plainly', () => {
  const v = verdict(['User-agent: bingbot', 'Disallow: /'], '/page', 'googlebot');
  expect(v.scope).toBe('none');
  expect(messageText(scopeText(v))).toBe('no group');
});
