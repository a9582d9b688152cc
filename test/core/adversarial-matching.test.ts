/**
 * Matching cost under hostile robots.txt: every lookup costs O(path length +
 * file size) (times log of the file size), for any rule set, and stays
 * Google-exact.
 *
 * Work is counted, not timed (RuleSetWork): how many rules were looked at and
 * how many of their patterns were tried, how
 * many characters the piece searches compared (an upper bound where V8's
 * indexOf does the comparing), how many 3-byte windows of the path were
 * looked up in piece indexes, and a sweep's path characters and steps
 * (piece-automaton.ts). The bound checked for every lookup:
 * - each rule is looked at, and its pattern (and index.htm rewrite) tried, at
 *   most once rule by rule and once more if the lookup then sweeps;
 * - rule by rule, the piece searches and piece-index scans read at most
 *   scanBudget(n) path characters, plus one rule's overrun (2 n), each
 *   comparing at most MAX_PER_CHAR characters: O(n) whatever the rules;
 * - a sweep reads the path once and takes at most (log2 S + 2) × (n + 4 S)
 *   steps, S being the length of all patterns and rewrites.
 * So no lookup costs rules × path length.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, evaluate, parseRobotsTxt, utf8Bytes } from '../../src/core/index.ts';
import type { RuleLine } from '../../src/core/model.ts';
import { compilePattern, indexHtmlAlternative, patternMatches } from '../../src/core/pattern.ts';
import { PieceSearches, type MatchWork } from '../../src/core/piece-search.ts';
import { PieceAutomaton } from '../../src/core/piece-automaton.ts';
import { RuleSet, scanBudget, type BestMatches, type RawMatch, type RuleSetWork } from '../../src/core/rule-set.ts';
import { lineSource } from '../../src/core/rule-source.ts';
import { StreamedRules } from '../../src/core/streamed-rules.ts';
import { referenceDecide, referenceMatches } from '../support/google-reference.ts';

/** indexOf compares at most the piece's length per character, and pieces that long or shorter use it. */
const MAX_PER_CHAR = 32;

interface Rule {
  kind: 'allow' | 'disallow';
  pattern: string;
}

function ruleLines(rules: readonly Rule[]): RuleLine[] {
  return rules.map((r, i) => ({ kind: r.kind, line: i + 1, pattern: r.pattern, escaped: r.pattern, groupIndex: 0 }));
}

function newWork(): RuleSetWork {
  return { candidates: 0, patterns: 0, compared: 0, windows: 0, swept: 0, steps: 0 };
}

function emptyBest(): BestMatches {
  return { allowPriority: -1, allowLine: 0, disallowPriority: -1, disallowLine: 0 };
}

/** Google's index.htm rewrite, when the rule has one. */
function rewriteOf(l: RuleLine): string | null {
  return l.kind === 'allow' ? indexHtmlAlternative(l.escaped) : null;
}

/** The priority a rule matches `path` with, as Google's matcher finds it (-1: no match). */
function referencePriority(l: RuleLine, path: string, memo: Map<string, boolean>): { priority: number; viaIndexHtml: boolean } {
  const matches = (pattern: string) => {
    let m = memo.get(pattern);
    if (m === undefined) memo.set(pattern, (m = referenceMatches(path, pattern)));
    return m;
  };
  if (matches(l.escaped)) return { priority: l.escaped.length, viaIndexHtml: false };
  const alt = rewriteOf(l);
  if (alt !== null && matches(alt)) return { priority: alt.length, viaIndexHtml: true };
  return { priority: -1, viaIndexHtml: false };
}

/** Every rule tried in file order; Google's strict '<' keeps the first of equals. */
function referenceBest(lines: readonly RuleLine[], path: string): { best: BestMatches; matches: string[] } {
  const best = emptyBest();
  const matches: string[] = [];
  const memo = new Map<string, boolean>();
  for (const l of lines) {
    const { priority, viaIndexHtml } = referencePriority(l, path, memo);
    if (priority < 0) continue;
    matches.push(`${l.line}:${priority}:${viaIndexHtml}`);
    if (l.kind === 'allow' && priority > best.allowPriority) [best.allowPriority, best.allowLine] = [priority, l.line];
    if (l.kind === 'disallow' && priority > best.disallowPriority) [best.disallowPriority, best.disallowLine] = [priority, l.line];
  }
  return { best, matches: matches.sort() };
}

function describeMatches(found: readonly RawMatch[]): string[] {
  return found.map((m) => `${m.rule.line}:${m.priority}:${m.viaIndexHtml}`).sort();
}

/** The work bound of one lookup, checked piece by piece so a failure says which part grew. */
function expectLinearWork(work: RuleSetWork, lines: readonly RuleLine[], path: string, budget = scanBudget(path.length)): void {
  const rewrites = lines.map(rewriteOf).filter((r) => r !== null);
  const tries = lines.length + rewrites.length;
  const n = path.length + 1;
  const text = lines.reduce((sum, l) => sum + l.escaped.length, 0) + rewrites.reduce((sum, r) => sum + r.length, 0);
  expect(work.candidates, 'candidate rules').toBeLessThanOrEqual(2 * lines.length);
  expect(work.patterns, 'patterns tried').toBeLessThanOrEqual(2 * tries);
  expect(work.compared, 'characters compared').toBeLessThanOrEqual(work.patterns * MAX_PER_CHAR * n);
  expect(work.compared, 'characters compared, rule by rule').toBeLessThanOrEqual(MAX_PER_CHAR * (budget + 2 * n));
  expect(work.windows, 'windows looked up').toBeLessThanOrEqual(Math.min(lines.length * n, budget + n));
  expect(work.swept, 'characters swept').toBeLessThanOrEqual(n);
  expect(work.steps, 'sweep steps').toBeLessThanOrEqual((Math.ceil(Math.log2(text + 1)) + 2) * (n + 4 * text));
}

/**
 * best() and matches() on `path`, indexed and streamed, rule by rule and swept
 * (scanBudget 0: the first search that reads the path starts a sweep):
 * Google's answer, within the work bound.
 */
function checkLookup(lines: readonly RuleLine[], path: string): void {
  const expected = referenceBest(lines, path);
  for (const indexRuleLimit of [undefined, 0]) {
    for (const budget of [undefined, 0]) {
      const work = newWork();
      const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false, work, indexRuleLimit, scanBudget: budget });
      expect(set.best(path)).toEqual(expected.best);
      expectLinearWork(work, lines, path, budget);
      Object.assign(work, newWork());
      expect(describeMatches(set.matches(path))).toEqual(expected.matches);
      expectLinearWork(work, lines, path, budget);
    }
  }
}

// ---------------------------------------------------------------------------
// Generated adversarial rule sets and paths.

/** Runs of one letter, mostly `a`: long runs make every 3-byte piece of `a`s occur everywhere. */
const letter = fc.constantFrom('a', 'a', 'a', 'b', 'c', '/');
const run = fc.tuple(letter, fc.integer({ min: 1, max: 5 })).map(([c, k]) => c.repeat(k));
const shortPiece = fc.array(run, { maxLength: 3 }).map((rs) => rs.join(''));
/** Longer than indexOf is trusted with: `a…a?a…a` is V8's worst case. */
const longPiece = fc
  .tuple(fc.integer({ min: 30, max: 70 }), letter, fc.integer({ min: 0, max: 70 }))
  .map(([x, c, y]) => 'a'.repeat(x) + c + 'a'.repeat(y));
const piece = fc.oneof({ weight: 5, arbitrary: shortPiece }, { weight: 1, arbitrary: longPiece });
const head = fc.constantFrom('/', '/a', '/aa', '/aaa', '/a/', '/*', '*', '/b');
const freePattern = fc
  .tuple(head, fc.array(piece, { maxLength: 4 }), fc.boolean())
  .map(([h, ps, anchored]) => `${h}${ps.join('*')}${anchored ? '$' : ''}`);
/** The issue's shape and its relatives: many wildcard rules filed under the same 3-byte piece. */
const sharedPiecePattern = fc.constantFrom(
  '/*aaa*bc',
  '/*aaa*ab',
  '/*aaa*b$',
  '/*aaaa*a*c',
  '/a*aaa*',
  '/*aaa*aaa*b',
  '/*aaa$',
  '/aa*aaa*ba',
);
const indexHtmlPattern = fc
  .tuple(head, shortPiece, fc.constantFrom('/index.htm', '/index.html', '/index.html$'))
  .map(([h, p, i]) => `${h}${p}${i}`);
const rule: fc.Arbitrary<Rule> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('allow' as const, 'disallow' as const), pattern: sharedPiecePattern }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constantFrom('allow' as const, 'disallow' as const), pattern: freePattern }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('allow' as const), pattern: indexHtmlPattern }) },
);
const ruleSet = fc.array(rule, { minLength: 10, maxLength: 80 });
/** Long runs of repeated characters, with the odd other piece. */
const adversarialPath = fc
  .array(fc.tuple(fc.constantFrom('a', 'a', 'b', 'c', '/', 'ab', 'aab', 'index.html'), fc.integer({ min: 1, max: 300 })), {
    minLength: 1,
    maxLength: 5,
  })
  .map((parts) => '/' + parts.map(([s, k]) => s.repeat(k)).join(''));

describe('adversarial rule sets: Google’s answer in linear work', () => {
  it('best() and matches() agree with Google’s matcher and stay within the bound', () => {
    fc.assert(
      fc.property(ruleSet, fc.array(adversarialPath, { minLength: 1, maxLength: 3 }), (rules, paths) => {
        const lines = ruleLines(rules);
        for (const path of paths) checkLookup(lines, path);
      }),
      { numRuns: 150 },
    );
  });

  it('decide() and evaluate() on such a file agree with Google’s streaming matcher', () => {
    fc.assert(
      fc.property(ruleSet, adversarialPath, (rules, path) => {
        const body = utf8Bytes(
          ['User-agent: *', ...rules.map((r) => `${r.kind === 'allow' ? 'Allow' : 'Disallow'}: ${r.pattern}`)].join('\n'),
        );
        const url = `https://example.com${path}`;
        const expected = referenceDecide(body, url, 'foobot');
        const model = parseRobotsTxt(body);
        const got = decide(model, url, 'foobot');
        expect({ allowed: got.allowed, line: got.line }).toEqual(expected);
        const v = evaluate(model, url, 'foobot');
        expect({ allowed: v.allowed, line: v.decidingLine }).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the issue’s file: 400 × `Disallow: /*aaa*bc`', () => {
  const lines = ruleLines(Array.from({ length: 400 }, () => ({ kind: 'disallow' as const, pattern: '/*aaa*bc' })));
  it.each([30_000, 60_000])('against %i × a: each rule tried at most once, nothing matches', (count) => {
    const path = '/' + 'a'.repeat(count);
    const work = newWork();
    const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false, work });
    expect(set.best(path)).toEqual(emptyBest());
    expectLinearWork(work, lines, path);
    Object.assign(work, newWork());
    expect(set.matches(path)).toEqual([]);
    expectLinearWork(work, lines, path);
  });

  it('and with a `bc` at the end every rule matches, the first line decides', () => {
    const path = '/' + 'a'.repeat(30_000) + 'bc';
    checkLookup(lines.slice(0, 40), path);
    const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false });
    expect(set.best(path)).toEqual({ allowPriority: -1, allowLine: 0, disallowPriority: 8, disallowLine: 1 });
    expect(set.matches(path)).toHaveLength(400);
  });
});

describe('rules that share a piece search a long path for it once per lookup', () => {
  const path = '/' + 'a'.repeat(30_000);
  it.each([
    ['400 × /*aaa*ab', Array.from({ length: 400 }, () => '/*aaa*ab')],
    ['/*aaa*ab … /*a{402}*ab', Array.from({ length: 400 }, (_, i) => `/*${'a'.repeat(3 + i)}*ab`)],
    [
      '/*aaa*ab$, /*aaa*a*b, …',
      Array.from({ length: 400 }, (_, i) => ['/*aaa*ab$', '/*aaa*a*b', '/*aa*ab', '/*aaa*aab*'][i % 4]! + '*'.repeat(i >> 2)),
    ],
  ])('%s against 30,000 a: compared as if two rules were tried', (_name, patterns) => {
    const lines = ruleLines(patterns.map((pattern) => ({ kind: 'disallow' as const, pattern })));
    const work = newWork();
    const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false, work });
    // Every pattern needs a `b`: none matches.
    expect(set.best(path)).toEqual(emptyBest());
    expect(work.compared).toBeLessThanOrEqual(2 * MAX_PER_CHAR * (path.length + 1));
  });
});

describe('a rule set too large to index (streamed)', () => {
  const lines = ruleLines(
    Array.from({ length: 200_001 }, (_, i) => ({ kind: i % 3 ? ('disallow' as const) : ('allow' as const), pattern: `/p${i}/x*y` })),
  );
  it('compiles and tries only the rules whose literal prefix starts the path', () => {
    const work = newWork();
    const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false, work });
    expect(set.best('/p500/x-y')).toEqual({ allowPriority: -1, allowLine: 0, disallowPriority: 9, disallowLine: 501 });
    expect(set.matches('/p500/x-y').map((m) => m.rule.line)).toEqual([501]);
    expect(work.candidates).toBe(2);
    expect(work.patterns).toBe(2);
  });

  it('with more candidates than it keeps compiled, every lookup still finds the deciding rule', () => {
    const floating = ruleLines(Array.from({ length: 200_001 }, (_, i) => ({ kind: 'disallow' as const, pattern: `/*-${i}$` })));
    const set = new RuleSet(floating, { indexHtml: true, dropEmptyAllow: false });
    for (const n of [150_000, 7, 150_000, 200_000]) {
      expect(set.best(`/a-${n}`)).toEqual({ allowPriority: -1, allowLine: 0, disallowPriority: `/*-${n}$`.length, disallowLine: n + 1 });
    }
    expect(set.matches('/b/-199999').map((m) => m.rule.line)).toEqual([200_000]);
  });

  it('finds exactly the rules whose literal prefix starts the path, whatever the prefixes', () => {
    const char = fc.constantFrom('a', 'b', '/', '\u0000', '\u00ff', '*', '$');
    const text = (max: number) => fc.array(char, { maxLength: max }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(
        fc.array(text(10), { minLength: 1, maxLength: 60 }),
        fc.array(text(12), { minLength: 1, maxLength: 5 }),
        (patterns, paths) => {
          const lines = ruleLines(patterns.map((pattern) => ({ kind: 'disallow' as const, pattern })));
          const streamed = new StreamedRules(lineSource(lines), false, (line) => line);
          for (const path of paths) {
            const found: number[] = [];
            streamed.forEachCandidate(path, (line) => found.push(line.line));
            const fits = lines.filter((l) => path.startsWith(compilePattern(l.escaped).prefix)).map((l) => l.line);
            expect(found.sort((x, y) => x - y)).toEqual(fits);
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('an index.htm allow is still found by its rewrite', () => {
    const small = ruleLines([
      { kind: 'disallow', pattern: '/d' },
      { kind: 'allow', pattern: '/d/index.html' },
      { kind: 'allow', pattern: '/*/index.htm$' },
      { kind: 'disallow', pattern: '/d/$' },
    ]);
    for (const path of ['/d/', '/e/', '/d/index.html', '/d/index.htm']) checkLookup(small, path);
    const set = new RuleSet(small, { indexHtml: true, dropEmptyAllow: false, indexRuleLimit: 0 });
    expect(set.best('/d/')).toEqual({ allowPriority: 4, allowLine: 2, disallowPriority: 4, disallowLine: 4 });
  });
});

describe('one pattern against one path is linear', () => {
  const long = (count: number) => 'a'.repeat(count);
  it.each([
    ['a long piece with one odd letter (V8’s indexOf: quadratic)', `/*${long(8_000)}b${long(8_000)}`, 60_000],
    ['a long piece, then the end', `/*${long(8_000)}b${long(8_000)}$`, 60_000],
    ['many long pieces', `/${`*${long(40)}b`.repeat(300)}`, 60_000],
    ['many stars', `/${'*'.repeat(5_000)}a${'*'.repeat(5_000)}b$`, 100_000],
  ])('%s', (_name, pattern, count) => {
    const path = '/' + 'a'.repeat(count);
    const work: MatchWork = { patterns: 0, compared: 0 };
    expect(patternMatches(compilePattern(pattern), path, new PieceSearches(work))).toBe(false);
    expect(work.compared).toBeLessThanOrEqual(MAX_PER_CHAR * (path.length + 1));
  });

  it('agrees with Google’s matcher on long pieces over two letters', () => {
    const ab = fc.constantFrom('a', 'a', 'a', 'b');
    const text = (max: number) => fc.array(ab, { minLength: 1, maxLength: max }).map((cs) => cs.join(''));
    const pattern = fc
      .tuple(
        fc.array(
          fc.oneof(
            text(8),
            fc.tuple(text(40), text(40)).map(([x, y]) => `${'a'.repeat(33)}${x}${y}`),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.boolean(),
      )
      .map(([ps, anchored]) => `/*${ps.join('*')}${anchored ? '$' : ''}`);
    const path = fc
      .array(fc.tuple(fc.constantFrom('a', 'b', 'ab'), fc.integer({ min: 1, max: 120 })), { minLength: 1, maxLength: 6 })
      .map((parts) => '/' + parts.map(([s, k]) => s.repeat(k)).join(''));
    fc.assert(
      fc.property(pattern, path, (p, s) => {
        const work: MatchWork = { patterns: 0, compared: 0 };
        expect(patternMatches(compilePattern(p), s, new PieceSearches(work))).toBe(referenceMatches(s, p));
        expect(work.compared).toBeLessThanOrEqual(MAX_PER_CHAR * (s.length + 1));
      }),
      { numRuns: 2_000 },
    );
  });
});

// ---------------------------------------------------------------------------
// Every rule its own piece: no index rules any out, and rule by rule each one
// would read the whole path.

/** A path of `length` in which every 3-letter word over a…h occurs (each word written out, over and over). */
function everyTrigramPath(length: number): string {
  const letters = 'abcdefgh';
  let words = '';
  for (const x of letters) for (const y of letters) for (const z of letters) words += x + y + z;
  return ('/' + words.repeat(Math.ceil(length / words.length))).slice(0, length);
}

/** `count` distinct 5-letter words over a…h that do not occur in `path` (each of their 3-letter windows does). */
function absentPieces(path: string, count: number, seed: number): string[] {
  const out = new Set<string>();
  let state = seed;
  while (out.size < count) {
    let piece = '';
    for (let i = 0; i < 5; i++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      piece += 'abcdefgh'[state >>> 29]!;
    }
    if (!path.includes(piece)) out.add(piece);
  }
  return [...out];
}

describe('every rule its own piece (`/*<5 letters>`, each 3-byte window in the path, the piece not)', () => {
  const path = everyTrigramPath(20_000);
  const pieces = absentPieces(path, 1_500, 20);

  it('nothing matches, in work linear in the path and the file (rule by rule: 1,500 × the path)', () => {
    const lines = ruleLines(pieces.map((p) => ({ kind: 'disallow' as const, pattern: `/*${p}` })));
    checkLookup(lines, path);
    const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false });
    expect(set.best(path)).toEqual(emptyBest());
  });

  it('with pieces placed at the end, the right rules match and the first of equals decides', () => {
    const lines = ruleLines([
      ...pieces.slice(0, 700).map((p) => ({ kind: 'disallow' as const, pattern: `/*${p}` })),
      ...pieces.slice(700, 1_400).map((p, i) => ({ kind: 'allow' as const, pattern: i % 2 ? `/*${p}$` : `/*${p}*${pieces[i]}` })),
    ]);
    const end = `${path}${pieces[3]}${pieces[703]}${pieces[0]}`;
    checkLookup(lines, end);
    const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false });
    // `/*<piece 3>` (line 4) and `/*<piece 0>` (line 1) both match: the first line of equals decides.
    expect(set.best(end)).toEqual({ allowPriority: -1, allowLine: 0, disallowPriority: 7, disallowLine: 1 });
  });

  it('crowded prefixes along the path: one piece index each, 200 of them, still linear', () => {
    const run = 'x'.repeat(200);
    const crowded = `/${run}${path.slice(1)}`;
    const lines = ruleLines(
      Array.from({ length: 200 }, (_, depth) =>
        pieces.slice(depth * 9, depth * 9 + 9).map((p) => ({ kind: 'disallow' as const, pattern: `/${'x'.repeat(depth)}*${p}` })),
      ).flat(),
    );
    checkLookup(lines, crowded);
  });
});

describe('the piece automaton', () => {
  it('says of many patterns at once what patternMatches says of each', () => {
    const ab = fc.constantFrom('a', 'a', 'b', 'ab', 'ba', 'c');
    const text = (min: number, max: number) => fc.array(ab, { minLength: min, maxLength: max }).map((cs) => cs.join(''));
    const pattern = fc
      .tuple(fc.constantFrom('', '/', '/a'), fc.array(text(0, 4), { minLength: 0, maxLength: 4 }), fc.boolean())
      .map(([h, ps, anchored]) => `${h}${ps.length > 0 ? '*' : ''}${ps.join('*')}${anchored ? '$' : ''}`);
    const path = text(0, 60).map((t) => `/${t}`);
    fc.assert(
      fc.property(fc.array(pattern, { minLength: 1, maxLength: 30 }), fc.array(path, { minLength: 1, maxLength: 4 }), (sources, paths) => {
        const patterns = sources.map(compilePattern);
        const automaton = new PieceAutomaton(patterns.flatMap((p) => (p.pieces ?? []).slice(1)));
        for (const s of paths) {
          const work = { patterns: 0, compared: 0, swept: 0, steps: 0 };
          const got = [...automaton.sweep(patterns, s, work)].map((m) => m === 1);
          expect(got).toEqual(patterns.map((p) => patternMatches(p, s)));
          expect(got).toEqual(sources.map((p) => referenceMatches(s, p)));
          expect(work.swept).toBeLessThanOrEqual(s.length);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('has at most one node per character of its pieces', () => {
    const pieces = absentPieces(everyTrigramPath(4_000), 1_000, 7);
    expect(new PieceAutomaton(pieces).nodes).toBeLessThanOrEqual(1 + pieces.reduce((n, p) => n + p.length, 0));
  });
});

describe('a long path decided in steps (the extension’s worker lets other work run between them)', () => {
  it('yields every 16,384 path characters at most, gives best()’s answer, and best() then answers from it', () => {
    const path = everyTrigramPath(200_000);
    const pieces = absentPieces(path, 1_500, 21);
    const lines = ruleLines([
      ...pieces.map((p) => ({ kind: 'disallow' as const, pattern: `/*${p}` })),
      { kind: 'allow', pattern: `/*${pieces[7]}$` },
    ]);
    const end = `${path}${pieces[5]}${pieces[7]}`;
    const work = newWork();
    const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false, work });
    const steps = set.bestSteps(end);
    let yields = 0;
    let largest = 0;
    let before = work.swept;
    let result: BestMatches | null = null;
    while (result === null) {
      const next = steps.next();
      largest = Math.max(largest, work.swept - before);
      before = work.swept;
      if (next.done) result = next.value;
      else yields++;
    }
    expect(result).toEqual(new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false }).best(end));
    expect(result).toEqual({ allowPriority: 8, allowLine: 1_501, disallowPriority: 7, disallowLine: 6 });
    expect(work.swept).toBeGreaterThan(end.length / 2);
    expect(yields).toBeGreaterThanOrEqual(Math.floor(work.swept / 16_384));
    expect(largest).toBeLessThanOrEqual(16_384);
    // The next best() of the same path is the kept answer: no work at all.
    Object.assign(work, newWork());
    expect(set.best(end)).toEqual(result);
    expect(work).toEqual(newWork());
  });

  it('lists every matching rule in steps too (the explanation), the same rules as matches(), and matches() then answers from it', () => {
    const path = everyTrigramPath(200_000);
    const pieces = absentPieces(path, 1_500, 21);
    const lines = ruleLines([
      ...pieces.map((p) => ({ kind: 'disallow' as const, pattern: `/*${p}` })),
      { kind: 'allow', pattern: `/*${pieces[7]}$` },
      { kind: 'allow', pattern: '/index.html' },
    ]);
    const end = `${path}${pieces[5]}${pieces[7]}`;
    const work = newWork();
    const set = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false, work });
    const steps = set.matchesSteps(end);
    let yields = 0;
    let largest = 0;
    let before = work.swept;
    let listed: RawMatch[] | null = null;
    while (listed === null) {
      const next = steps.next();
      largest = Math.max(largest, work.swept - before);
      before = work.swept;
      if (next.done) listed = next.value;
      else yields++;
    }
    const byLine = (ms: readonly RawMatch[]) =>
      ms.map((m) => [m.rule.line, m.priority, m.matchedPattern, m.viaIndexHtml]).sort((a, b) => Number(a[0]) - Number(b[0]));
    const expected = new RuleSet(lines, { indexHtml: true, dropEmptyAllow: false }).matches(end);
    expect(byLine(listed)).toEqual(byLine(expected));
    // The rules the path ends with are among them, and each rule listed matches on its own (pattern.ts).
    const listedLines = listed.map((m) => m.rule.line);
    expect(listedLines).toEqual(expect.arrayContaining([6, 8, 1_501]));
    for (const m of listed) expect(patternMatches(compilePattern(m.matchedPattern), end)).toBe(true);
    expect(yields).toBeGreaterThanOrEqual(Math.floor(work.swept / 16_384));
    expect(largest).toBeLessThanOrEqual(16_384);
    // The next matches() of the same path is the kept list: no work at all; another path is matched afresh.
    Object.assign(work, newWork());
    expect(byLine(set.matches(end))).toEqual(byLine(expected));
    expect(work).toEqual(newWork());
    expect(set.matches(`${end}x`).map((m) => m.rule.line)).not.toContain(1_501);
  });
});
