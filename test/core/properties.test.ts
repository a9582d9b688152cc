/** Property tests (fast-check): robustness and agreement with the simple reference. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, evaluate, lintRobotsTxt, parseRobotsTxt, displayLines, utf8Bytes } from '../../src/core/index.ts';
import { compilePattern, literalPrefix, patternMatches } from '../../src/core/pattern.ts';
import { RuleSet } from '../../src/core/rule-set.ts';
import type { RuleLine } from '../../src/core/model.ts';
import { referenceDecide, referenceMatches } from '../support/google-reference.ts';

const patternChars = fc.constantFrom('a', 'b', '/', '*', '$', '?', '=', '%', 'x', '.');
const pathChars = fc.constantFrom('a', 'b', '/', '$', '?', '=', '*', 'x', '.', '%');
const pattern = fc.array(patternChars, { maxLength: 12 }).map((cs) => cs.join(''));
const path = fc.array(pathChars, { maxLength: 16 }).map((cs) => '/' + cs.join(''));

describe('the parser never throws', () => {
  it('on arbitrary bytes, and gives a verdict and diagnostics', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), fc.string(), (bytes, tail) => {
        const model = parseRobotsTxt(bytes);
        const v = evaluate(model, `https://example.com/${tail}`, 'googlebot');
        expect(typeof v.allowed).toBe('boolean');
        expect(Array.isArray(lintRobotsTxt(bytes))).toBe(true);
        expect(displayLines(bytes).length).toBe(model.lineCount);
      }),
      { numRuns: 400 },
    );
  });

  it('on arbitrary robots-like text', () => {
    const line = fc.oneof(
      fc.constantFrom('User-agent: *', 'user-agent: FooBot', 'Disallow: /', 'Allow: /a', 'Sitemap: x', '', '# c', 'Crawl-delay: 5'),
      fc.tuple(fc.constantFrom('Disallow:', 'Allow:', 'user-agent:', 'disalow', 'foo:'), fc.string()).map(([k, v]) => `${k} ${v}`),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.constantFrom('\n', '\r\n', '\r'), (lines, eol) => {
        const bytes = utf8Bytes(lines.join(eol));
        const model = parseRobotsTxt(bytes);
        expect(() => evaluate(model, 'https://example.com/a/b?c', 'foobot')).not.toThrow();
        expect(() => lintRobotsTxt(bytes)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});

describe('the fast matcher agrees with the simple reference matcher', () => {
  it('on random patterns and paths', () => {
    fc.assert(
      fc.property(pattern, path, (p, s) => {
        expect(patternMatches(compilePattern(p), s)).toBe(referenceMatches(s, p));
      }),
      { numRuns: 5000 },
    );
  });

  it('the index files a rule under the prefix its compiled pattern has (literalPrefix, found without compiling)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pattern,
          pattern.map((p) => `${p}$`),
        ),
        (p) => {
          expect(literalPrefix(p)).toBe(compilePattern(p).prefix);
        },
      ),
      { numRuns: 5000 },
    );
  });

  const plainRule = fc.record({
    kind: fc.constantFrom<'allow' | 'disallow'>('allow', 'disallow'),
    pattern: pattern.map((p) => (p.startsWith('*') ? p : '/' + p)),
  });
  // Crowded wildcard prefixes exercise the 3-byte piece index.
  const wildRule = fc.record({
    kind: fc.constantFrom<'allow' | 'disallow'>('allow', 'disallow'),
    pattern: fc.tuple(fc.constantFrom('/*', '*', '/a/*', '/a*'), pattern).map(([a, b]) => a + b),
  });
  it.each([
    ['mixed rules', plainRule],
    ['crowded wildcard rules', wildRule],
  ] as const)('the indexed rule set finds the same best matches as trying every rule (%s)', (_name, rule) => {
    fc.assert(
      fc.property(fc.array(rule, { minLength: 13, maxLength: 80 }), fc.array(path, { minLength: 1, maxLength: 10 }), (rules, paths) => {
        const lines: RuleLine[] = rules.map((r, i) => ({
          kind: r.kind,
          line: i + 1,
          pattern: r.pattern,
          escaped: r.pattern,
          groupIndex: 0,
        }));
        const indexed = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false });
        for (const p of paths) {
          const got = indexed.best(p);
          // Linear reference: each rule tried in file order, Google's strict '<' keeps the first.
          let allowP = -1,
            allowL = 0,
            disP = -1,
            disL = 0;
          for (const l of lines) {
            let prio = referenceMatches(p, l.escaped) ? l.escaped.length : -1;
            if (prio < 0 && l.kind === 'allow') {
              const slash = l.escaped.lastIndexOf('/');
              if (slash !== -1 && l.escaped.startsWith('/index.htm', slash)) {
                const alt = l.escaped.slice(0, slash + 1) + '$';
                if (referenceMatches(p, alt)) prio = alt.length;
              }
            }
            if (prio < 0) continue;
            if (l.kind === 'allow' && prio > allowP) [allowP, allowL] = [prio, l.line];
            if (l.kind === 'disallow' && prio > disP) [disP, disL] = [prio, l.line];
          }
          expect(got).toEqual({ allowPriority: allowP, allowLine: allowL, disallowPriority: disP, disallowLine: disL });
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** Random robots.txt files built from the constructs that matter to grouping and matching. */
const robotsLine = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'User-agent: *',
      'User-agent: FooBot',
      'user-agent: foobot/1.2',
      'User-agent: BarBot',
      'User-agent: * foo',
      'User-agent: *foo',
      'useragent: foobot',
      'User-agent FooBot',
    ),
  },
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom('Allow', 'Disallow', 'disalow', 'allow', 'DISALLOW'), fc.constantFrom(':', ': ', ' '), pattern)
      .map(([k, s, p]) => `${k}${s}${p.startsWith('*') || p === '' ? p : '/' + p}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '# comment',
      'Sitemap: https://example.com/s.xml',
      'Crawl-delay: 3',
      'Disallow: /index.html',
      'Allow: /a/index.htm',
      'Disallow:',
      'Allow:',
      'junk line here',
    ),
  },
);
const robotsFile = fc.array(robotsLine, { maxLength: 25 });
const agent = fc.constantFrom('FooBot', 'foobot', 'BarBot', 'BazBot', 'foo', '');

describe('decide() agrees with Google’s streaming matcher', () => {
  it('on random files: verdict and deciding line', () => {
    fc.assert(
      fc.property(robotsFile, path, agent, fc.constantFrom('\n', '\r\n', '\r'), (lines, p, a, eol) => {
        const body = utf8Bytes(lines.join(eol));
        const url = `https://example.com${p}`;
        const expected = referenceDecide(body, url, a);
        const got = decide(parseRobotsTxt(body), url, a);
        expect({ allowed: got.allowed, line: got.line }).toEqual(expected);
        const v = evaluate(parseRobotsTxt(body), url, a);
        expect({ allowed: v.allowed, line: v.decidingLine }).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('line endings do not change the verdict', () => {
  it('LF, CRLF and CR give the same verdict and line numbers', () => {
    fc.assert(
      fc.property(robotsFile, path, agent, (lines, p, a) => {
        const url = `https://example.com${p}`;
        const [lf, crlf, cr] = ['\n', '\r\n', '\r'].map((eol) => decide(parseRobotsTxt(utf8Bytes(lines.join(eol) + eol)), url, a));
        expect(crlf).toEqual(lf);
        expect(cr).toEqual(lf);
      }),
      { numRuns: 1000 },
    );
  });
});
