/**
 * The verdict's reasons in English, rendered from the engine's facts: a few
 * sentences checked whole, so the catalog's English stays readable. The
 * engine's own tests assert the facts (codes and parameters).
 */
import { describe, expect, it } from 'vitest';
import { evaluate, parseRobotsTxt, utf8Bytes, type MessagePart } from '../../src/core/index.ts';
import { text } from '../../src/text/bundled.ts';
import th from '../../src/text/catalogs/th/index.ts';
import vi from '../../src/text/catalogs/vi/index.ts';
import { createText } from '../../src/text/text.ts';
import {
  appliedGroupsMessage,
  explanationMessages,
  explanationText,
  lineList,
  matchOutcomeMessage,
  notApplicableMessage,
  verdictReasonParts,
} from '../../src/text/verdict-text.ts';
import { readFetchOutcome } from '../../src/core/fetch-outcome.ts';
import { profile, verdict } from '../support/robots.ts';

const plain = (parts: readonly MessagePart[]) => parts.map((p) => (typeof p === 'string' ? p : `[${p.site}]`)).join('');

describe('the verdict reason in English', () => {
  it('names the deciding line, the rule and the group', () => {
    const v = verdict(['User-agent: googlebot', 'Disallow: /shop/', 'Allow: /shop/public', 'Disallow:'], '/shop/public/page', 'googlebot');
    expect(explanationText(text, v)).toBe(
      'Googlebot may fetch /shop/public/page: line 3 “Allow: /shop/public” is the longest matching rule in the group for “googlebot” (user-agent on line 1).',
    );
  });

  it('names 5 of 12 user-agent lines and counts the 7 more, through Intl.ListFormat and a plural', () => {
    const body = [
      'User-agent: googlebot\nDisallow: /x'.repeat(1),
      ...Array.from({ length: 11 }, () => 'User-agent: googlebot\nDisallow: /y'),
    ].join('\n');
    const v = evaluate(parseRobotsTxt(utf8Bytes(body)), 'https://example.com/x', profile('googlebot'));
    expect(v.explanation).toMatchObject({ groups: { lines: [1, 3, 5, 7, 9], moreLines: 7 } });
    expect(explanationText(text, v)).toBe(
      'Googlebot may not fetch /x: line 2 “Disallow: /x” is the longest matching rule in the 12 groups for “googlebot” (user-agent on lines 1, 3, 5, 7, 9, and 7 more).',
    );
  });

  it('says a tie goes to allow', () => {
    const v = verdict(['User-agent: *', 'Disallow: /page', 'Allow: /page'], '/page', 'googlebot');
    expect(explanationText(text, v)).toBe(
      'Googlebot may fetch /page: line 3 “Allow: /page” is the longest matching rule in the “User-agent: *” group (user-agent on line 1). ' +
        'It is exactly as long as line 2 “Disallow: /page”, and allow wins ties. ' +
        'No group names Googlebot, so the “User-agent: *” rules apply.',
    );
  });

  it('explains the index.htm rewrite', () => {
    const v = verdict(['User-agent: *', 'Disallow: /shop/', 'Allow: /shop/index.html'], '/shop/', 'googlebot');
    expect(v.allowed).toBe(true);
    expect(explanationMessages(text, v).map((m) => m.key)).toEqual([
      'verdict.reason.longest-match',
      'verdict.reason.index-html',
      'verdict.reason.global-fallback',
    ]);
    expect(text.render(explanationMessages(text, v)[1]!)).toBe(
      'Google reads “/shop/index.html” as also allowing the folder itself (/shop/$).',
    );
  });

  it('lists lines with the locale’s own conjunction', () => {
    expect(lineList(text, [3, 5, 12], 0)).toBe('3, 5, and 12');
    expect(lineList(createText('vi', vi), [3, 5, 12], 0)).toBe('3, 5 và 12');
    expect(lineList(createText('th', th), [1, 3], 40)).toBe(new Intl.ListFormat('th').format(['1', '3', 'อีก 40 บรรทัด']));
    expect(lineList(text, [1234], 0)).toBe('1234');
  });

  it('marks the path and the rule as site text, so the popup isolates them', () => {
    const v = evaluate(
      parseRobotsTxt(utf8Bytes('User-agent: *\nDisallow: /\u202Egnp.exe/\n')),
      'https://example.com/%E2%80%AEgnp.exe/x',
      profile('googlebot'),
    );
    const parts = verdictReasonParts(text, {
      verdict: v,
      reading: readFetchOutcome({ kind: 'response', status: 200, redirects: 0 }, 'google'),
    });
    const site = parts.filter((p) => typeof p !== 'string').map((p) => (p as { site: string }).site);
    expect(site).toEqual([v.path, 'Disallow: /\u202Egnp.exe/']);
    for (const p of parts) if (typeof p === 'string') expect(p).not.toContain('\u202E');
  });
});

describe('the why panel’s words', () => {
  it('every matching rule that lost says why, naming the line that won', () => {
    const v = verdict(
      ['User-agent: googlebot', 'Disallow: /private/', 'Allow: /private/page', 'Disallow: /private/page?'],
      '/private/page?x=1',
      'googlebot',
    );
    const lost = v.matches.filter((m) => m.outcome !== 'decided');
    expect(lost.map((m) => matchOutcomeMessage(m, v.decidingRule))).toEqual([
      { key: 'verdict.match.shorter', params: { priority: 13, line: 4, deciderPriority: 14 } },
      { key: 'verdict.match.shorter', params: { priority: 9, line: 4, deciderPriority: 14 } },
    ]);
    expect(text.render(matchOutcomeMessage(lost[0]!, v.decidingRule))).toBe('Lost: line 4 has a longer pattern (priority 14 beats 13).');
    expect(plain(text.renderParts(appliedGroupsMessage(v)))).toBe('Applied: the group for “[googlebot]”');
  });

  it('names the * group and no group plainly', () => {
    expect(text.render(appliedGroupsMessage(verdict(['User-agent: *', 'Disallow: /page'], '/page', 'googlebot')))).toBe(
      'Applied: the “User-agent: *” group',
    );
    expect(text.render(appliedGroupsMessage(verdict(['User-agent: bingbot', 'Disallow: /'], '/page', 'googlebot')))).toBe(
      'Applied: no group',
    );
  });

  it('says why a page has no robots.txt', () => {
    expect(text.render(notApplicableMessage({ code: 'browser-page', scheme: 'chrome' }))).toBe(
      'chrome: pages belong to the browser itself: crawlers never see them and they have no robots.txt.',
    );
  });
});
