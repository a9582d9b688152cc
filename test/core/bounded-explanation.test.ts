/**
 * Explanations stay bounded when the file is hostile, and the
 * badge's brief verdict (decideVerdict) agrees with the full one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideVerdict, evaluate, parseRobotsTxt, utf8Bytes, type EngineName } from '../../src/core/index.ts';
import { profile } from '../support/robots.ts';

const URL = 'https://example.com/private/page';

describe('a bounded explanation', () => {
  const many = parseRobotsTxt(utf8Bytes(`User-agent: *\nAllow: /private/p\n${'Disallow: /\n'.repeat(5000)}Disallow:\n`));

  it('keeps the best matches and the exact count', () => {
    const full = evaluate(many, URL, profile('googlebot'));
    const bounded = evaluate(many, URL, profile('googlebot'), undefined, { maxMatches: 20 });
    expect(full.matches).toHaveLength(5002);
    expect(full.matchCount).toBe(5002);
    expect(bounded.matchCount).toBe(5002);
    expect(bounded.matches).toEqual(full.matches.slice(0, 20));
    expect(bounded.decidingRule).toEqual(full.decidingRule);
    expect(bounded.explanation).toEqual(full.explanation);
  });

  it('still names an empty Disallow that sorts past the bound', () => {
    const empties = parseRobotsTxt(utf8Bytes(`User-agent: *\n${'Allow:\n'.repeat(50)}Disallow:\n`));
    const full = evaluate(empties, URL, profile('googlebot'));
    const bounded = evaluate(empties, URL, profile('googlebot'), undefined, { maxMatches: 5 });
    expect(bounded.matches).toHaveLength(5);
    expect(bounded.explanation).toEqual(full.explanation);
  });

  it('keeps the site text of the explanation as the file wrote it: the quoted rule, the path', () => {
    const v = evaluate(
      parseRobotsTxt(utf8Bytes('User-agent: *\nDisallow: /\u202Egnp.exe/\n')),
      'https://example.com/%E2%80%AEgnp.exe/x',
      profile('googlebot'),
    );
    expect(v.explanation).toMatchObject({ code: 'longest-match', line: 2, rule: 'Disallow: /\u202Egnp.exe/' });
  });
});

describe('decideVerdict (the badge) agrees with evaluate', () => {
  const line = fc.constantFrom(
    'User-agent: *',
    'User-agent: googlebot',
    'User-agent: coccocbot-web',
    'Disallow: /',
    'Disallow:',
    'Disallow: /a',
    'Allow: /a/',
    'Allow: /a/index.html',
    'Allow: /a/b',
    'Disallow: /*b$',
    'Allow:',
    'Crawl-delay: 4',
  );
  const path = fc.constantFrom('/', '/a', '/a/', '/a/b', '/a/index.html', '/x/b', '/ab');
  it('on random files, paths and engines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 14 }), path, fc.constantFrom<EngineName>('google', 'coccoc'), (lines, p, engine) => {
        const model = parseRobotsTxt(utf8Bytes(lines.join('\n')));
        const crawler = profile(engine === 'google' ? 'googlebot' : 'coccocbot-web');
        const full = evaluate(model, `https://example.com${p}`, crawler, engine);
        const brief = decideVerdict(model, `https://example.com${p}`, crawler, engine);
        expect([brief.allowed, brief.decidingLine, brief.reason, brief.scope, brief.token]).toEqual([
          full.allowed,
          full.decidingLine,
          full.reason,
          full.scope,
          full.token,
        ]);
        expect(brief.decidingRule).toEqual(full.decidingRule);
        expect(brief.crawlDelay).toEqual(full.crawlDelay);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('a bounded explanation of the groups', () => {
  it('names the first user-agent lines of 40,000 merged groups and counts the rest', () => {
    const body = 'User-agent: googlebot\nDisallow: /x\n'.repeat(40_000);
    const v = evaluate(parseRobotsTxt(utf8Bytes(body)), URL, profile('googlebot'));
    expect(v.groups).toHaveLength(40_000);
    expect(v.explanation).toMatchObject({ groups: { scope: 'specific', groupCount: 40_000, lines: [1, 3, 5, 7, 9], moreLines: 39_995 } });
  });
});
