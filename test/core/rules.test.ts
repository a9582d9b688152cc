/** docs/behaviour.md §5 (google): which URL part is matched, escaping, wildcards, priority and the deciding line. */
import { describe, expect, it } from 'vitest';
import { escapePattern } from '../../src/core/pattern.ts';
import { pathParamsQuery } from '../../src/core/url-path.ts';
import { outcome, verdict } from '../support/robots.ts';

describe('the part of the URL that is matched', () => {
  it.each([
    ['https://example.com', '/'],
    ['https://example.com/', '/'],
    ['https://example.com/a/b;p=1?q=2#frag', '/a/b;p=1?q=2'],
    ['https://example.com/a?', '/a?'],
    ['https://example.com?x', '/?x'],
    ['https://example.com;x', '/;x'],
    ['http://a.com#x/y', '/'],
    ['//a.com/b', '/b'],
    ['/just/a/path', '/just/a/path'],
    ['https://example.com/a/../b/%2f%7E', '/a/../b/%2f%7E'],
  ])('%s → %s', (url, path) => {
    expect(pathParamsQuery(url)).toBe(path);
  });
  it('is case-sensitive and never normalised', () => {
    expect(outcome(['User-agent: *', 'Disallow: /Private'], '/private', 'googlebot')).toEqual([true, 0]);
    expect(outcome(['User-agent: *', 'Disallow: /a/%7e'], '/a/~', 'googlebot')).toEqual([true, 0]);
    expect(outcome(['User-agent: *', 'Disallow: /b'], '/a/../b', 'googlebot')).toEqual([true, 0]);
  });
});

describe('pattern escaping', () => {
  it('percent-encodes bytes >= 0x80 with upper-case hex', () => {
    expect(escapePattern('/caf\u00c3\u00a9')).toBe('/caf%C3%A9');
    expect(outcome(['User-agent: *', 'Disallow: /café'], '/caf%C3%A9', 'googlebot')).toEqual([false, 2]);
  });
  it('upper-cases existing escapes and decodes nothing', () => {
    expect(escapePattern('/a%2fb%62')).toBe('/a%2Fb%62');
    expect(outcome(['User-agent: *', 'Disallow: /%62'], '/b', 'googlebot')).toEqual([true, 0]);
    expect(outcome(['User-agent: *', 'Disallow: /a%2fb'], '/a%2Fb', 'googlebot')).toEqual([false, 2]);
  });
  it('keeps spaces literal', () => {
    expect(outcome(['User-agent: *', 'Disallow: /a b'], '/a b', 'googlebot')).toEqual([false, 2]);
  });
});

describe('wildcards', () => {
  it('* matches any sequence, including / and ?', () => {
    const robots = ['User-agent: *', 'Disallow: /*.pdf'];
    expect(outcome(robots, '/a/b/c.pdf', 'googlebot')[0]).toBe(false);
    expect(outcome(['User-agent: *', 'Disallow: /a*c'], '/a/?/c', 'googlebot')[0]).toBe(false);
  });
  it('$ anchors only as the last character; elsewhere it is literal', () => {
    expect(outcome(['User-agent: *', 'Disallow: /*.pdf$'], '/a.pdf?x', 'googlebot')[0]).toBe(true);
    expect(outcome(['User-agent: *', 'Disallow: /*.pdf$'], '/a.pdf', 'googlebot')[0]).toBe(false);
    expect(outcome(['User-agent: *', 'Disallow: /a$b'], '/a$bc', 'googlebot')[0]).toBe(false);
    expect(outcome(['User-agent: *', 'Disallow: /a$b'], '/a', 'googlebot')[0]).toBe(true);
  });
  it('patterns are anchored at the start and have an implicit trailing *', () => {
    expect(outcome(['User-agent: *', 'Disallow: /fish'], '/fish.html', 'googlebot')[0]).toBe(false);
    expect(outcome(['User-agent: *', 'Disallow: /fish'], '/Fish', 'googlebot')[0]).toBe(true);
    expect(outcome(['User-agent: *', 'Disallow: fish'], '/fish', 'googlebot')[0]).toBe(true);
  });
  it('a pattern that starts with neither / nor * cannot match', () => {
    expect(outcome(['User-agent: *', 'Disallow: x/'], '/x/', 'googlebot')).toEqual([true, 0]);
  });
  it('stays fast on /*a*a*a*a*a*a*a*a*a*a*b against a 4 KB URL (no backtracking)', () => {
    const v = verdict(['User-agent: *', 'Disallow: /*a*a*a*a*a*a*a*a*a*a*b'], '/' + 'a'.repeat(4096), 'googlebot');
    expect(v.allowed).toBe(true);
  });
});

describe('priority', () => {
  it('the longest matching pattern wins', () => {
    const robots = ['User-agent: *', 'Allow: /p', 'Disallow: /'];
    expect(outcome(robots, '/page', 'googlebot')).toEqual([true, 2]);
    expect(outcome(['User-agent: *', 'Allow: /folder', 'Disallow: /folder/'], '/folder/page', 'googlebot')).toEqual([false, 3]);
  });
  it('counts * and $ in the length: Disallow: /**$ beats Allow: /x$', () => {
    expect(outcome(['User-agent: *', 'Allow: /x$', 'Disallow: /**$'], '/x', 'googlebot')).toEqual([false, 3]);
  });
  it('on a tie, allow wins', () => {
    expect(outcome(['User-agent: *', 'Disallow: /page', 'Allow: /page'], '/page', 'googlebot')).toEqual([true, 3]);
    expect(outcome(['User-agent: *', 'Allow: /$', 'Disallow: /'], '/', 'googlebot')).toEqual([true, 2]);
    const v = verdict(['User-agent: *', 'Disallow: /page', 'Allow: /page'], '/page', 'googlebot');
    expect(v.matches.map((m) => [m.rule.line, m.outcome])).toEqual([
      [3, 'decided'],
      [2, 'tie-allow-wins'],
    ]);
  });
  it('among equal rules the first in the file is the deciding line', () => {
    expect(outcome(['User-agent: *', 'Disallow: /a', 'Disallow: /a'], '/a', 'googlebot')).toEqual([false, 2]);
    expect(outcome(['User-agent: *', 'Disallow: /a*', 'Disallow: /*a'], '/a', 'googlebot')).toEqual([false, 2]);
  });
  it('rules from the specific group decide; global rules are not consulted', () => {
    const robots = ['User-agent: *', 'Allow: /private/ok', 'User-agent: googlebot', 'Disallow: /private'];
    expect(outcome(robots, '/private/ok', 'googlebot')).toEqual([false, 4]);
  });
});

describe('empty rules', () => {
  it('Disallow: alone allows everything, and is reported as the deciding line with "no rule matched"', () => {
    const v = verdict(['User-agent: *', 'Disallow:'], '/x', 'googlebot');
    expect([v.allowed, v.decidingLine, v.reason, v.decidingRule]).toEqual([true, 2, 'no-rule-matched', null]);
    expect(v.explanation).toMatchObject({ code: 'no-rule-matched', emptyDisallowLine: 2 });
  });
  it('Allow: alone overrides nothing', () => {
    expect(outcome(['User-agent: *', 'Allow:', 'Disallow: /x'], '/x', 'googlebot')).toEqual([false, 3]);
  });
  it('an empty Allow and an empty Disallow tie: allow wins, its line is reported', () => {
    expect(outcome(['User-agent: *', 'Disallow:', 'Allow:'], '/x', 'googlebot')).toEqual([true, 3]);
  });
  it('the group still claims the crawler', () => {
    expect(outcome(['User-agent: *', 'Disallow: /', 'User-agent: googlebot', 'Disallow:'], '/x', 'googlebot')).toEqual([true, 4]);
  });
});

describe('index.htm', () => {
  it('Allow: /d/index.html also allows /d/ (tried as /d/$)', () => {
    const robots = ['User-agent: *', 'Disallow: /d/', 'Allow: /d/index.html'];
    expect(outcome(robots, '/d/', 'googlebot')).toEqual([true, 3]);
    expect(outcome(robots, '/d/other', 'googlebot')).toEqual([false, 2]);
    const v = verdict(robots, '/d/', 'googlebot');
    expect(v.decidingRule?.viaIndexHtml).toBe(true);
    expect(v.decidingRule?.priority).toBe('/d/$'.length);
    expect(v.decidingRule?.matchedPattern).toBe('/d/$');
  });
  it('the rewrite has priority len(prefix/) + 1, so a longer disallow still wins', () => {
    expect(outcome(['User-agent: *', 'Allow: /d/index.htm', 'Disallow: /d/$x'], '/d/', 'googlebot')).toEqual([true, 2]);
    expect(outcome(['User-agent: *', 'Allow: /index.htm', 'Disallow: /$'], '/', 'googlebot')).toEqual([true, 2]);
    expect(outcome(['User-agent: *', 'Allow: /index.htm', 'Disallow: /*$'], '/', 'googlebot')).toEqual([false, 3]);
  });
  it('does not apply to disallow', () => {
    expect(outcome(['User-agent: *', 'Disallow: /d/index.html'], '/d/', 'googlebot')).toEqual([true, 0]);
  });
});

describe('the explanation', () => {
  it('names the deciding rule, the group and the rules that lost', () => {
    const robots = [
      'User-agent: googlebot',
      'User-agent: bingbot',
      'Disallow: /shop',
      'Allow: /shop/public',
      'Disallow: /shop/public/secret',
      'Disallow:',
    ];
    const v = verdict(robots, '/shop/public/page', 'googlebot');
    expect(v.allowed).toBe(true);
    expect(v.decidingRule).toMatchObject({
      priority: 12,
      outcome: 'decided',
      rule: { line: 4, kind: 'allow', pattern: '/shop/public', escaped: '/shop/public' },
    });
    expect(v.groups).toEqual([{ index: 0, userAgentLines: [1, 2] }]);
    expect(v.matches.map((m) => [m.rule.line, m.outcome])).toEqual([
      [4, 'decided'],
      [3, 'shorter'],
      [6, 'empty'],
    ]);
    expect(v.token).toBe('googlebot');
    expect(v.scope).toBe('specific');
    expect(v.explanation).toEqual({
      code: 'longest-match',
      line: 4,
      rule: 'Allow: /shop/public',
      groups: { scope: 'specific', groupCount: 1, token: 'googlebot', lines: [1], moreLines: 0, withOrphans: false },
      indexHtml: null,
      tie: null,
      fallback: null,
    });
  });
  it('keeps the pattern as written and as escaped', () => {
    const v = verdict(['User-agent: *', 'Disallow: /café'], '/caf%C3%A9/x', 'googlebot');
    expect(v.decidingRule?.rule.pattern).toBe('/café');
    expect(v.decidingRule?.rule.escaped).toBe('/caf%C3%A9');
    expect(v.decidingRule?.priority).toBe(10);
  });
});
