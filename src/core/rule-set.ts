/**
 * The rules that apply to one crawler, compiled and indexed so that a URL is
 * decided without scanning every rule. Google's own matcher tries every rule
 * of the group for every URL; with 13,000 rules that is far too slow for a
 * popup that re-evaluates as you switch crawlers, so rules are indexed by
 * their literal prefix (the text before the first `*`): only rules whose
 * prefix is a prefix of the path can match.
 *
 * The distinct literal prefixes are kept sorted and linked to their own
 * prefixes (prefix-index.ts): one binary search and a short walk find every
 * prefix of a path that some rule has, longest first.
 *
 * Wildcard rules share short prefixes (`/*?sort=`, `/*.pdf$`, `/user/*` + `/x`
 * all sit under `/` or `/user/`), so a crowded prefix gets a second index:
 * each wildcard rule is filed under one 3-byte piece of its literal text
 * after the prefix (the rarest in that bucket). A rule can only match a path
 * that contains that piece, so the path's own 3-byte windows find its
 * candidates in one pass. A piece can occur thousands of times in a path
 * (`aaa` in a run of `a`s): its rules are tried once per lookup all the same,
 * so a lookup tries each rule at most once, and one rule is matched in one
 * left-to-right pass (pattern.ts): the work stays linear in the path length.
 */
import type { RuleLine } from './model.ts';
import { compilePattern, indexHtmlAlternative, indexKey, matchesAfterPrefix, patternMatches, type CompiledPattern } from './pattern.ts';
import { finish, PieceAutomaton, searchedPieces, type SweepWork } from './piece-automaton.ts';
import { PieceSearches, type MatchWork } from './piece-search.ts';
import { PrefixIndex } from './prefix-index.ts';
import { lineSource, type RuleSource } from './rule-source.ts';
import { StreamedRules } from './streamed-rules.ts';

export interface RuleSetOptions {
  /** Google: `Allow: /x/index.htm…` also allows `/x/` (tried as `/x/$`). */
  indexHtml: boolean;
  /** Coc Coc: an empty `Allow:` is ignored altogether. */
  dropEmptyAllow: boolean;
  /** Counts the work of every lookup (tests only). */
  work?: RuleSetWork | null;
  /** More rules than this are streamed, not indexed (tests only; default INDEX_RULE_LIMIT). */
  indexRuleLimit?: number;
  /** Path characters read rule by rule before sweeping (tests only; default scanBudget()). */
  scanBudget?: number;
}

/** The matcher's work, plus the rule set's own. */
export interface RuleSetWork extends MatchWork, SweepWork {
  /** Rules looked at as candidates, including those skipped because they could not win. */
  candidates: number;
  /** 3-byte windows of paths looked up in piece indexes. */
  windows: number;
}

/** A rule ready to match: its own compiled pattern, flattened in for fewer objects and pointer hops. */
interface CompiledRule extends CompiledPattern {
  rule: RuleLine;
  allow: boolean;
  /** A copy of `rule.line`, read for every candidate. */
  line: number;
  /** Google's index.htm rewrite, tried only when `main` does not match. */
  alt: CompiledPattern | null;
}

/** Best allow and best disallow for one path: priority -1 and line 0 when none matched. */
export interface BestMatches {
  allowPriority: number;
  allowLine: number;
  disallowPriority: number;
  disallowLine: number;
}

export interface RawMatch {
  rule: RuleLine;
  priority: number;
  matchedPattern: string;
  viaIndexHtml: boolean;
}

const LINEAR_SCAN_MAX = 12;
/**
 * Beyond this many rules (only a file far over Google's 500 KiB limit has
 * them), no rule is compiled ahead and no prefix index is built, so a million
 * rules cost time, not memory: a lookup compiles and matches only the rules
 * whose literal prefix starts the path, found in a sorted array of the
 * prefixes (streamed-rules.ts).
 */
export const INDEX_RULE_LIMIT = 200_000;
/** A bucket with more wildcard rules than this gets the 3-byte piece index. */
const PIECE_INDEX_MIN = 8;

/**
 * Rule by rule, a lookup reads the path once per distinct piece it searches
 * for (piece-search.ts) and once per crowded bucket's piece index: fine for
 * a few, rules × path length when every rule has its own piece. So a lookup
 * reads at most scanBudget(path length) characters that way (16 times the
 * path, plus a million); past that, it starts again and matches every
 * wildcard rule of its prefixes at once, in one pass over the path
 * (piece-automaton.ts). Rule by rule, a lookup thus costs O(path length)
 * character reads (each comparing at most 32 characters, piece-search.ts),
 * plus its rules' own text; swept, O((path length + the rules' text) ×
 * log2 of the pieces).
 */
const SWEEP_AFTER = 16;
const SWEEP_BUDGET = 1 << 20;

/**
 * bestSteps() works in steps on paths at least this long (a page can push a
 * path of a million characters); shorter ones are decided at once, within
 * scanBudget(), a few milliseconds.
 */
const STEPPED_PATH_MIN = 1 << 16;

/** How many path characters a lookup on a path of `length` may read rule by rule before sweeping (tests). */
export function scanBudget(length: number): number {
  return SWEEP_AFTER * (length + 1) + SWEEP_BUDGET;
}

/**
 * Rules sharing one literal prefix: usually just the rules, highest priority
 * first (no wrapper object, to keep the index small); a crowded bucket also
 * files its wildcard rules by piece.
 */
type Bucket = CompiledRule[] | PieceBucket;

interface PieceBucket {
  /** Rules always tried when the prefix matches, highest priority first. */
  direct: CompiledRule[];
  /** The rules filed by piece, all together (for a sweep). */
  filed: CompiledRule[];
  /** The highest priority of any rule in the bucket (a rule cannot score more). */
  maxPriority: number;
  /** Wildcard rules filed by a 3-byte piece (code = b0 << 16 | b1 << 8 | b2). */
  byPiece: Map<number, PieceRules>;
  /** Quick "certainly absent" filter over the piece codes (hashed to 16 bits). */
  pieceFilter: Uint8Array;
  /** The prefix length: pieces are looked for from here on. */
  from: number;
}

/** The wildcard rules filed under one 3-byte piece. */
interface PieceRules {
  rules: CompiledRule[];
  /** The last lookup (RuleSet.lookups) that tried them: the piece occurring again in the same path adds nothing. */
  lookup: number;
}

function trigramAt(s: string, i: number): number {
  return (s.charCodeAt(i) << 16) | (s.charCodeAt(i + 1) << 8) | s.charCodeAt(i + 2);
}

function pieceHash(code: number): number {
  return Math.imul(code, 0x9e3779b1) >>> 16;
}

/** The 3-byte windows of a rule's literal text after its prefix (empty when every piece is shorter). */
function windowsAfterPrefix(r: CompiledRule): number[] {
  const out: number[] = [];
  const pieces = r.pieces;
  if (pieces === null) return out;
  for (let p = 1; p < pieces.length; p++) {
    const piece = pieces[p]!;
    for (let i = 0; i + 3 <= piece.length; i++) out.push(trigramAt(piece, i));
  }
  return out;
}

/** Highest priority first; the sort is stable, so file order stays among equals. */
function byPriority(a: CompiledRule, b: CompiledRule): number {
  return b.priority - a.priority;
}

/** Files under the piece index: a wildcard rule without an index.htm rewrite. */
function isFloating(r: CompiledRule): boolean {
  return r.alt === null && r.pieces !== null;
}

/**
 * The bucket for `rules` (an array the bucket may keep and reorder), which
 * share a literal prefix of length `from`. Kept small on purpose: it runs for
 * every prefix a lookup first reaches, so it gets hot and optimised, and the
 * rare crowded bucket's work (pieceBucket) stays out of what is optimised.
 */
function makeBucket(rules: CompiledRule[], from: number): Bucket {
  // Most prefixes have a rule or two: the array is the bucket, with no copy and no counting.
  if (rules.length === 1) return rules;
  if (rules.length <= PIECE_INDEX_MIN) return rules.sort(byPriority);
  let floating = 0;
  for (let i = 0; i < rules.length; i++) if (isFloating(rules[i]!)) floating++;
  return floating <= PIECE_INDEX_MIN ? rules.sort(byPriority) : pieceBucket(rules, from);
}

/**
 * A crowded bucket: its wildcard rules filed by their rarest 3-byte piece.
 * Plain loops, no callbacks: a bucket of a thousand rules runs them long
 * enough to be compiled while running, and small code compiles quickly.
 */
function pieceBucket(rules: CompiledRule[], from: number): PieceBucket {
  let maxPriority = -1;
  const direct: CompiledRule[] = [];
  const wild: CompiledRule[] = [];
  const windows: number[][] = [];
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    if (r.priority > maxPriority) maxPriority = r.priority;
    if (isFloating(r)) {
      wild.push(r);
      windows.push(windowsAfterPrefix(r));
    } else {
      direct.push(r);
    }
  }
  // How many rules have each piece (a rule counts once however often it has the piece).
  const frequency = new Map<number, number>();
  const lastCounted = new Map<number, number>();
  for (let i = 0; i < windows.length; i++) {
    const ws = windows[i]!;
    for (let k = 0; k < ws.length; k++) {
      const w = ws[k]!;
      if (lastCounted.get(w) === i) continue;
      lastCounted.set(w, i);
      frequency.set(w, (frequency.get(w) ?? 0) + 1);
    }
  }
  const byPiece = new Map<number, PieceRules>();
  const pieceFilter = new Uint8Array(65536);
  const filedRules: CompiledRule[] = [];
  for (let i = 0; i < wild.length; i++) {
    const r = wild[i]!;
    const ws = windows[i]!;
    if (ws.length === 0) {
      direct.push(r);
      continue;
    }
    filedRules.push(r);
    let best = ws[0]!;
    let bestCount = frequency.get(best)!;
    for (let k = 1; k < ws.length; k++) {
      const count = frequency.get(ws[k]!)!;
      if (count < bestCount) {
        best = ws[k]!;
        bestCount = count;
      }
    }
    const filed = byPiece.get(best);
    if (filed) filed.rules.push(r);
    else byPiece.set(best, { rules: [r], lookup: 0 });
    pieceFilter[pieceHash(best)] = 1;
  }
  if (direct.length > 1) direct.sort(byPriority);
  return { direct, filed: filedRules, maxPriority, byPiece, pieceFilter, from };
}

export class RuleSet {
  /** Every rule, compiled, when the set is small enough to scan (else empty: the index has them). */
  private readonly rules: CompiledRule[] = [];
  /** The rules' distinct literal prefixes (null when the set is small enough to scan, or streamed). */
  private readonly prefixes: PrefixIndex | null = null;
  /**
   * Each prefix's rules (by place in `prefixes`), compiled into their bucket
   * the first time a path reaches that prefix: a lookup only ever needs the
   * buckets along its path, so a file's 13,000 rules cost an index of their
   * prefixes up front, and each bucket's compiling only when some URL gets there.
   */
  private readonly buckets: (Bucket | undefined)[] = [];
  /** Each prefix's first rule (an index into `source`), and each rule's next one under the same prefix, -1 at the end: file order. */
  private readonly firstRule: Int32Array = new Int32Array(0);
  private readonly nextRule: Int32Array = new Int32Array(0);
  private readonly source: RuleSource;
  private readonly options: RuleSetOptions;
  /** The prefixes of the current path (places in `prefixes`), reused from lookup to lookup by matches(). */
  private readonly chain: number[] = [];

  /** Set instead of `rules` for a rule set too large to compile ahead (see INDEX_RULE_LIMIT). */
  private readonly streamed: StreamedRules<CompiledRule> | null = null;
  /** The piece searches of the current lookup, and the work counter (tests). */
  private readonly searches: PieceSearches<RuleSetWork>;
  /** Counts lookups, to try the rules under a piece once per lookup (see PieceRules). */
  private lookups = 0;
  /** The pieces of every wildcard rule, in one automaton, made for the first lookup that sweeps (null until then). */
  private automaton: PieceAutomaton | null = null;
  /**
   * Rules bestSteps() compiled (in steps) for prefixes no lookup has made a
   * bucket of yet, by place: kept for the next long path, and handed to the
   * bucket when one is made.
   */
  private readonly stepped = new Map<number, CompiledRule[]>();
  /** The last path bestSteps() decided, and its answer: best() gives it again without a second pass. */
  private settled: { path: string; best: BestMatches } | null = null;
  /** The last path matchesSteps() listed, and its matches: matches() gives them again without a second pass. */
  private listed: { path: string; found: readonly RawMatch[] } | null = null;

  /** `rules`: the rules in file order, as RuleLines or read from a source (rule-source.ts). */
  constructor(rules: readonly RuleLine[] | RuleSource, options: RuleSetOptions) {
    this.searches = new PieceSearches(options.work ?? null);
    this.options = options;
    const source = Array.isArray(rules) ? lineSource(rules as readonly RuleLine[]) : (rules as RuleSource);
    this.source = source;
    const n = source.length;
    if (n > (options.indexRuleLimit ?? INDEX_RULE_LIMIT)) {
      this.streamed = new StreamedRules(source, options.indexHtml, (line) => compileRule(line, options));
      return;
    }
    if (n <= LINEAR_SCAN_MAX) {
      for (let i = 0; i < n; i++) {
        const r = compileRule(source.ruleAt(i), options);
        if (r !== null) this.rules.push(r);
      }
      return;
    }
    // Each rule's prefix, numbered in order of first sight; a Map finds a prefix seen before.
    const seen = new Map<string, number>();
    const keys: string[] = [];
    const keyOfRule = new Int32Array(n);
    let lastKey = '';
    let last = -1;
    for (let i = 0; i < n; i++) {
      const escaped = source.escapedAt(i);
      const allow = source.allowAt(i);
      if (isDropped(escaped, allow, options)) {
        keyOfRule[i] = -1;
        continue;
      }
      const key = indexKey(escaped, allow, options.indexHtml);
      // Rules of one prefix often follow each other: no lookup for those.
      if (last === -1 || key !== lastKey) {
        last = seen.get(key) ?? -1;
        if (last === -1) {
          last = keys.length;
          keys.push(key);
          seen.set(key, last);
        }
        lastKey = key;
      }
      keyOfRule[i] = last;
    }
    const prefixes = new PrefixIndex(keys);
    // Sorting moved the prefixes: each first-sight number's place in the index.
    const placeOf = new Int32Array(keys.length);
    for (let place = 0; place < keys.length; place++) placeOf[seen.get(keys[place]!)!] = place;
    const firstRule = new Int32Array(keys.length).fill(-1);
    const nextRule = new Int32Array(n);
    for (let i = n - 1; i >= 0; i--) {
      if (keyOfRule[i] === -1) continue;
      const place = placeOf[keyOfRule[i]!]!;
      nextRule[i] = firstRule[place]!;
      firstRule[place] = i;
    }
    this.prefixes = prefixes;
    this.firstRule = firstRule;
    this.nextRule = nextRule;
    this.buckets = new Array<Bucket | undefined>(keys.length);
  }

  /** The bucket of the prefix at `place`, compiled now if no path reached it before. */
  private bucketAt(place: number): Bucket {
    return this.buckets[place] ?? this.compileBucket(place);
  }

  /** Apart from bucketAt, so that lookups, where bucketAt is inlined, do not carry this code. */
  private compileBucket(place: number): Bucket {
    let compiled = this.stepped.get(place);
    if (compiled === undefined) {
      compiled = [];
      for (let i = this.firstRule[place]!; i !== -1; i = this.nextRule[i]!)
        compiled.push(compileRule(this.source.ruleAt(i), this.options)!);
    } else {
      this.stepped.delete(place);
    }
    const bucket = makeBucket(compiled, this.prefixes!.keys[place]!.length);
    this.buckets[place] = bucket;
    return bucket;
  }

  /**
   * Calls `visit` once for every rule that could match `path` (a superset of
   * the matches). Each piece index scanned reads the path, counted in
   * `searches.scanned`; stops, returning false, before that count would pass `budget`.
   */
  private forEachCandidate(path: string, visit: (r: CompiledRule, prefixKnown: boolean) => void, budget = Infinity): boolean {
    if (this.streamed !== null) {
      this.streamed.forEachCandidate(path, (r) => visit(r, false));
      return true;
    }
    const prefixes = this.prefixes;
    if (prefixes === null) {
      for (const r of this.rules) visit(r, false);
      return true;
    }
    const lookup = ++this.lookups;
    // Shortest prefix first, as the rules come in the file: the walk gives the longest first.
    const chain = this.chain;
    chain.length = 0;
    for (let place = prefixes.longest(path); place !== -1; place = prefixes.parentOf(place)) chain.push(place);
    for (let c = chain.length - 1; c >= 0; c--) {
      const bucket = this.bucketAt(chain[c]!);
      if (Array.isArray(bucket)) {
        for (const r of bucket) visit(r, true);
        continue;
      }
      for (const r of bucket.direct) visit(r, true);
      if ((this.searches.scanned += Math.max(0, path.length - bucket.from)) > budget) return false;
      const byPiece = bucket.byPiece;
      const filter = bucket.pieceFilter;
      if (this.searches.work !== null) this.searches.work.windows += Math.max(0, path.length - 2 - bucket.from);
      for (let i = bucket.from; i + 3 <= path.length; i++) {
        const code = trigramAt(path, i);
        if (filter[pieceHash(code)] === 0) continue;
        const filed = byPiece.get(code);
        if (filed === undefined || filed.lookup === lookup) continue;
        filed.lookup = lookup;
        for (const r of filed.rules) visit(r, true);
      }
    }
    return true;
  }

  /** Every rule of every prefix of `path` (indexed sets only): what a sweep matches, without the piece indexes' scans. */
  private chainRules(path: string): CompiledRule[] {
    const out: CompiledRule[] = [];
    const prefixes = this.prefixes!;
    for (let place = prefixes.longest(path); place !== -1; place = prefixes.parentOf(place)) {
      const bucket = this.bucketAt(place);
      if (Array.isArray(bucket)) {
        for (const r of bucket) out.push(r);
      } else {
        for (const r of bucket.direct) out.push(r);
        for (const r of bucket.filed) out.push(r);
      }
    }
    return out;
  }

  /**
   * Which of `rules` match `path`, and through which pattern: 1 the rule's
   * own, 2 its index.htm rewrite, 0 none; all in one pass (piece-automaton.ts).
   */
  private sweep(rules: readonly CompiledRule[], path: string): Uint8Array {
    return finish(this.sweepSteps(rules, path));
  }

  private *sweepSteps(rules: readonly CompiledRule[], path: string): Generator<void, Uint8Array, void> {
    const patterns: CompiledPattern[] = [];
    for (const r of rules) {
      patterns.push(r);
      if (r.alt !== null) patterns.push(r.alt);
    }
    // Kept for an indexed set (made of all its rules' pieces, so it has every piece a sweep waits for);
    // a streamed set, whose rules are not all kept, makes one of these rules alone each time.
    const automaton =
      this.prefixes !== null
        ? (this.automaton ??= yield* PieceAutomaton.building(this.allPieces()))
        : new PieceAutomaton(patterns.flatMap(searchedPieces));
    const matched = yield* automaton.sweeping(patterns, path, this.searches.work);
    const how = new Uint8Array(rules.length);
    for (let i = 0, k = 0; i < rules.length; i++) {
      const r = rules[i]!;
      if (matched[k++] === 1) how[i] = 1;
      if (r.alt !== null && matched[k++] === 1 && how[i] === 0) how[i] = 2;
    }
    return how;
  }

  /** The pieces every wildcard rule of the set (and its index.htm rewrite) waits for. */
  private *allPieces(): Generator<string> {
    const { source, options } = this;
    for (let i = 0; i < source.length; i++) {
      const escaped = source.escapedAt(i);
      const allow = source.allowAt(i);
      if (isDropped(escaped, allow, options) || escaped.indexOf('*') === -1) continue;
      yield* searchedPieces(compilePattern(escaped));
      const alt = allow && options.indexHtml ? indexHtmlAlternative(escaped) : null;
      if (alt !== null) yield* searchedPieces(compilePattern(alt));
    }
  }

  /** best() by one sweep over every rule of the path's prefixes (see SWEEP_AFTER). */
  private sweepBest(rules: readonly CompiledRule[], path: string, out: BestMatches): BestMatches {
    return finish(this.sweepBestSteps(rules, path, out));
  }

  private *sweepBestSteps(rules: readonly CompiledRule[], path: string, out: BestMatches): Generator<void, BestMatches, void> {
    const work = this.searches.work;
    if (work !== null) work.candidates += rules.length;
    const how = yield* this.sweepSteps(rules, path);
    for (let i = 0; i < rules.length; i++) {
      if (how[i] === 0) continue;
      const r = rules[i]!;
      record(r, how[i] === 1 ? r.priority : r.alt!.priority, out);
    }
    return out;
  }

  /**
   * best(path) in steps, for a caller that must not be held up for long (the
   * extension's worker, between tabs): on a long path, the generator yields
   * every few thousand rules compiled, pieces and nodes of the automaton and
   * path characters swept, and the answer is kept, so that the next
   * best(path) gives it at once. A short path is decided in one step.
   */
  *bestSteps(path: string): Generator<void, BestMatches, void> {
    if (this.prefixes === null || path.length < STEPPED_PATH_MIN) return this.best(path);
    const known = this.settled;
    if (known !== null && known.path === path) return { ...known.best };
    this.searches.begin(path);
    const rules = yield* this.prefixRulesSteps(path);
    const best = yield* this.sweepBestSteps(rules, path, { allowPriority: -1, allowLine: 0, disallowPriority: -1, disallowLine: 0 });
    this.settled = { path, best: { ...best } };
    return best;
  }

  /**
   * matches(path) in steps, as bestSteps() is best(path): on a long path every
   * rule of its prefixes is swept in one pass that yields now and then, and the
   * list is kept, so that the next matches(path) (the explanation) gives it at
   * once. The same rules match as in matches(), which sweeps the same rules
   * when matching them one by one would cost too much.
   */
  *matchesSteps(path: string): Generator<void, RawMatch[], void> {
    if (this.prefixes === null || path.length < STEPPED_PATH_MIN) return this.matches(path);
    const known = this.listed;
    if (known !== null && known.path === path) return [...known.found];
    this.searches.begin(path);
    const rules = yield* this.prefixRulesSteps(path);
    const how = yield* this.sweepSteps(rules, path);
    const found = matchesOf(rules, how);
    this.listed = { path, found };
    return [...found];
  }

  /** Every rule of the path's prefixes, compiled here (in steps) when no lookup compiled its bucket yet. */
  private *prefixRulesSteps(path: string): Generator<void, CompiledRule[], void> {
    const rules: CompiledRule[] = [];
    const prefixes = this.prefixes!;
    let compiled = 0;
    for (let place = prefixes.longest(path); place !== -1; place = prefixes.parentOf(place)) {
      const bucket = this.buckets[place];
      if (bucket === undefined) {
        let list = this.stepped.get(place);
        if (list === undefined) {
          list = [];
          for (let i = this.firstRule[place]!; i !== -1; i = this.nextRule[i]!) {
            list.push(compileRule(this.source.ruleAt(i), this.options)!);
            if ((++compiled & 1023) === 0) yield;
          }
          this.stepped.set(place, list);
        }
        for (const r of list) rules.push(r);
      } else if (Array.isArray(bucket)) {
        for (const r of bucket) rules.push(r);
      } else {
        for (const r of bucket.direct) rules.push(r);
        for (const r of bucket.filed) rules.push(r);
      }
    }
    return rules;
  }

  /**
   * Best allow and disallow priorities and lines for `path` (a byte string from `matchPathOf`).
   * `seed`: what other rules already found for the path (the workbench splits a group into
   * several rule sets): rules that cannot beat or tie it are skipped, and the answer keeps the
   * seed's values where no rule here did better (on a tie, the lower line).
   */
  best(path: string, seed?: BestMatches): BestMatches {
    const out: BestMatches =
      seed === undefined
        ? { allowPriority: -1, allowLine: 0, disallowPriority: -1, disallowLine: 0 }
        : {
            allowPriority: seed.allowPriority,
            allowLine: seed.allowLine,
            disallowPriority: seed.disallowPriority,
            disallowLine: seed.disallowLine,
          };
    const known = this.settled;
    if (seed === undefined && known !== null && known.path === path) return { ...known.best };
    const searches = this.searches;
    searches.begin(path);
    const budget = this.options.scanBudget ?? scanBudget(path.length);
    if (this.streamed !== null) {
      const candidates: CompiledRule[] = [];
      this.forEachCandidate(path, (r) => candidates.push(r));
      let done = true;
      for (const r of candidates) {
        consider(r, path, false, out, searches);
        if (searches.scanned > budget) {
          done = false;
          break;
        }
      }
      if (done) return out;
      reset(out, seed);
      return this.sweepBest(candidates, path, out);
    }
    const prefixes = this.prefixes;
    if (prefixes === null) {
      for (const r of this.rules) consider(r, path, false, out, searches);
      return out;
    }
    if (this.bestRuleByRule(path, out, budget)) return out;
    // Too costly one by one: every rule of the path's prefixes at once, from the seed again.
    reset(out, seed);
    return this.sweepBest(this.chainRules(path), path, out);
  }

  /** best()'s usual way, rule by rule, into `out`; false when it gave up, having read `budget` path characters. */
  private bestRuleByRule(path: string, out: BestMatches, budget: number): boolean {
    const searches = this.searches;
    const prefixes = this.prefixes!;
    // The hot path of decide(): the same walk as forEachCandidate, without a
    // callback, deepest prefix first (its rules tend to be the longest), and
    // skipping every rule that could not beat what is already found.
    const lookup = ++this.lookups;
    for (let place = prefixes.longest(path); place !== -1; place = prefixes.parentOf(place)) {
      const bucket = this.bucketAt(place);
      const floor = out.allowPriority < out.disallowPriority ? out.allowPriority : out.disallowPriority;
      const plain = Array.isArray(bucket);
      const direct = plain ? bucket : bucket.direct;
      if ((plain ? direct[0]!.priority : (bucket as PieceBucket).maxPriority) < floor) continue;
      for (let i = 0; i < direct.length; i++) {
        const r = direct[i]!;
        if (r.priority < floor) break;
        consider(r, path, true, out, searches);
        if (searches.scanned > budget) return false;
      }
      if (plain) continue;
      const { byPiece, pieceFilter: filter } = bucket as PieceBucket;
      const from = bucket.from;
      if (from + 3 > path.length) continue;
      if ((searches.scanned += path.length - from) > budget) return false;
      if (searches.work !== null) searches.work.windows += path.length - 2 - from;
      // Rolling 3-byte window: one new char per step.
      let code = (path.charCodeAt(from) << 8) | path.charCodeAt(from + 1);
      for (let i = from + 2; i < path.length; i++) {
        code = ((code << 8) | path.charCodeAt(i)) & 0xffffff;
        if (filter[pieceHash(code)] === 0) continue;
        const filed = byPiece.get(code);
        if (filed === undefined || filed.lookup === lookup) continue;
        filed.lookup = lookup;
        const hits = filed.rules;
        for (let h = 0; h < hits.length; h++) {
          consider(hits[h]!, path, true, out, searches);
          if (searches.scanned > budget) return false;
        }
      }
    }
    return true;
  }

  /** Every rule that matches `path`, with its priority (for explanations). */
  matches(path: string): RawMatch[] {
    const listed = this.listed;
    if (listed !== null && listed.path === path) return [...listed.found];
    const found: RawMatch[] = [];
    const searches = this.searches;
    searches.begin(path);
    const indexed = this.prefixes !== null || this.streamed !== null;
    const budget = indexed ? (this.options.scanBudget ?? scanBudget(path.length)) : Infinity;
    const candidates: CompiledRule[] = [];
    let prefixKnown = false;
    const complete = this.forEachCandidate(
      path,
      (r, known) => {
        candidates.push(r);
        prefixKnown = known;
      },
      budget,
    );
    let done = complete;
    for (let i = 0; done && i < candidates.length; i++) {
      const r = candidates[i]!;
      if (searches.work !== null) searches.work.candidates++;
      if (prefixKnown && !r.alt ? matchesAfterPrefix(r, path, searches) : patternMatches(r, path, searches)) {
        found.push({ rule: r.rule, priority: r.priority, matchedPattern: r.source, viaIndexHtml: false });
      } else if (r.alt && (prefixKnown ? matchesAfterPrefix(r.alt, path, searches) : patternMatches(r.alt, path, searches))) {
        found.push({ rule: r.rule, priority: r.alt.priority, matchedPattern: r.alt.source, viaIndexHtml: true });
      }
      if (searches.scanned > budget) done = false;
    }
    if (done) return found;
    // Too costly one by one (see SWEEP_AFTER): every candidate at once, or every rule of the path's prefixes.
    const rules = complete ? candidates : this.chainRules(path);
    if (searches.work !== null) searches.work.candidates += rules.length;
    return matchesOf(rules, this.sweep(rules, path));
  }
}

/** The rules a sweep found matching (`how`, see sweepSteps), each with the pattern that matched. */
function matchesOf(rules: readonly CompiledRule[], how: Uint8Array): RawMatch[] {
  const found: RawMatch[] = [];
  for (let i = 0; i < rules.length; i++) {
    const r = rules[i]!;
    if (how[i] === 1) found.push({ rule: r.rule, priority: r.priority, matchedPattern: r.source, viaIndexHtml: false });
    else if (how[i] === 2) found.push({ rule: r.rule, priority: r.alt!.priority, matchedPattern: r.alt!.source, viaIndexHtml: true });
  }
  return found;
}

/** A rule the engine ignores (Coc Coc's empty Allow). */
function isDropped(escaped: string, allow: boolean, options: RuleSetOptions): boolean {
  return options.dropEmptyAllow && allow && escaped === '';
}

/** A rule ready to match, or null for a rule the engine ignores (Coc Coc's empty Allow). */
function compileRule(rule: RuleLine, options: RuleSetOptions): CompiledRule | null {
  if (isDropped(rule.escaped, rule.kind === 'allow', options)) return null;
  const allow = rule.kind === 'allow';
  const altSource = allow && options.indexHtml ? indexHtmlAlternative(rule.escaped) : null;
  const p = compilePattern(rule.escaped);
  // One literal with a fixed field order: every rule shares a hidden class.
  return {
    source: p.source,
    priority: p.priority,
    prefix: p.prefix,
    pieces: p.pieces,
    anchored: p.anchored,
    borders: p.borders,
    rule,
    allow,
    line: rule.line,
    alt: altSource === null ? null : compilePattern(altSource),
  };
}

/** `out` back to `seed` (or to nothing found). */
function reset(out: BestMatches, seed: BestMatches | undefined): void {
  out.allowPriority = seed === undefined ? -1 : seed.allowPriority;
  out.allowLine = seed === undefined ? 0 : seed.allowLine;
  out.disallowPriority = seed === undefined ? -1 : seed.disallowPriority;
  out.disallowLine = seed === undefined ? 0 : seed.disallowLine;
}

/** A rule that matched with `priority`, kept when it beats the best of its kind (the lower line on a tie, as Google's file order gives). */
function record(r: CompiledRule, priority: number, out: BestMatches): void {
  if (r.allow) {
    if (priority > out.allowPriority || (priority === out.allowPriority && r.line < out.allowLine)) {
      out.allowPriority = priority;
      out.allowLine = r.line;
    }
  } else if (priority > out.disallowPriority || (priority === out.disallowPriority && r.line < out.disallowLine)) {
    out.disallowPriority = priority;
    out.disallowLine = r.line;
  }
}

/** Google's strict '<' in file order keeps the first line among equal priorities. */
function consider(r: CompiledRule, path: string, prefixKnown: boolean, out: BestMatches, searches: PieceSearches<RuleSetWork>): void {
  if (searches.work !== null) searches.work.candidates++;
  // A rule that cannot beat the best of its kind needs no matching.
  const ceiling = r.priority;
  const line = r.line;
  if (
    r.allow
      ? ceiling < out.allowPriority || (ceiling === out.allowPriority && line > out.allowLine)
      : ceiling < out.disallowPriority || (ceiling === out.disallowPriority && line > out.disallowLine)
  )
    return;
  const priority = matchPriority(r, path, prefixKnown, searches);
  if (priority < 0) return;
  if (r.allow) {
    if (priority > out.allowPriority || (priority === out.allowPriority && line < out.allowLine)) {
      out.allowPriority = priority;
      out.allowLine = line;
    }
  } else if (priority > out.disallowPriority || (priority === out.disallowPriority && line < out.disallowLine)) {
    out.disallowPriority = priority;
    out.disallowLine = line;
  }
}

function matchPriority(r: CompiledRule, path: string, prefixKnown: boolean, searches: PieceSearches): number {
  if (r.alt === null) {
    return (prefixKnown ? matchesAfterPrefix(r, path, searches) : patternMatches(r, path, searches)) ? r.priority : -1;
  }
  if (patternMatches(r, path, searches)) return r.priority;
  return (prefixKnown ? matchesAfterPrefix(r.alt, path, searches) : patternMatches(r.alt, path, searches)) ? r.alt.priority : -1;
}
