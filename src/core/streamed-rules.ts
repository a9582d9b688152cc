/**
 * A rule set too large to index (see INDEX_RULE_LIMIT in rule-set.ts): a
 * lookup compiles and matches only the rules whose literal prefix (the text
 * before the first `*`) starts the path.
 *
 * Those are found without visiting every rule: the literal prefixes are
 * copied back to back into one byte array and sorted once, and the prefixes
 * that start a path are found by narrowing the sorted range one path byte at
 * a time (a binary search per byte). So 200,000 rules cost a few bytes each
 * (the prefix, three numbers) rather than compiled objects and a prefix tree,
 * and a URL a few hundred byte comparisons rather than a visit to every rule.
 *
 * Rules with a short prefix (`/*.pdf$`) are candidates for almost every URL:
 * the first KEPT_MAX compiled candidates are kept, so memory stays bounded
 * and the common ones are compiled once.
 */
import type { RuleLine } from './model.ts';
import { indexKey } from './pattern.ts';
import type { RuleSource } from './rule-source.ts';

/** At most this many compiled rules are kept (a few hundred bytes each). */
const KEPT_MAX = 50_000;

export class StreamedRules<T> {
  /** Each rule's literal prefix (escaped patterns are ASCII), back to back. */
  private readonly prefixes: Uint8Array;
  /** Rule indexes sorted by literal prefix (bytewise; a prefix sorts before its extensions). */
  private readonly order: Int32Array;
  /** In sorted order: where each prefix starts in `prefixes`, and its length. */
  private readonly starts: Int32Array;
  private readonly lengths: Int32Array;
  /** Compiled rules by rule index: undefined when not compiled or not kept; null for a rule the engine ignores. */
  private readonly kept: (T | null | undefined)[];
  private keptCount = 0;

  constructor(
    /** The rules, read one at a time: a million of them are never all made into RuleLines. */
    private readonly source: RuleSource,
    indexHtml: boolean,
    /** Compiles a rule, or null for a rule the engine ignores. */
    private readonly compile: (line: RuleLine) => T | null,
  ) {
    const n = source.length;
    const keyOf = (i: number) => indexKey(source.escapedAt(i), source.allowAt(i), indexHtml);
    const fileStarts = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) fileStarts[i + 1] = fileStarts[i]! + keyOf(i).length;
    const prefixes = new Uint8Array(fileStarts[n]!);
    for (let i = 0; i < n; i++) {
      // Each key is made again rather than kept: a million strings would be the memory this class saves.
      const key = keyOf(i);
      const start = fileStarts[i]!;
      for (let k = 0; k < key.length; k++) prefixes[start + k] = key.charCodeAt(k);
    }
    this.prefixes = prefixes;
    // The first 6 bytes as a number (zeros past the end) order most pairs without a loop.
    const heads = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let head = 0;
      for (let k = 0; k < 6; k++) head = head * 256 + (fileStarts[i]! + k < fileStarts[i + 1]! ? prefixes[fileStarts[i]! + k]! : 0);
      heads[i] = head;
    }
    const order = Int32Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => heads[a]! - heads[b]! || compareBytes(prefixes, fileStarts[a]!, fileStarts[a + 1]!, fileStarts[b]!, fileStarts[b + 1]!),
    );
    this.order = order;
    this.starts = order.map((i) => fileStarts[i]!);
    this.lengths = order.map((i) => fileStarts[i + 1]! - fileStarts[i]!);
    this.kept = new Array<T | null | undefined>(n);
  }

  /** Calls `visit` for every rule whose literal prefix starts `path` (compiled, unless the engine ignores it). */
  forEachCandidate(path: string, visit: (rule: T) => void): void {
    const { order, lengths } = this;
    // Invariant: sorted places [lo, hi) hold the prefixes whose first `depth` bytes are path's.
    let lo = 0;
    let hi = order.length;
    for (let depth = 0; lo < hi; depth++) {
      // Those exactly `depth` long sort first: each is a prefix of the path.
      for (; lo < hi && lengths[lo] === depth; lo++) {
        const rule = this.compiled(order[lo]!);
        if (rule !== null) visit(rule);
      }
      if (depth === path.length) return;
      const c = path.charCodeAt(depth);
      lo = this.firstWithByteAtLeast(lo, hi, depth, c);
      hi = this.firstWithByteAtLeast(lo, hi, depth, c + 1);
    }
  }

  private compiled(i: number): T | null {
    const known = this.kept[i];
    if (known !== undefined) return known;
    const rule = this.compile(this.source.ruleAt(i));
    if (this.keptCount < KEPT_MAX) {
      this.kept[i] = rule;
      this.keptCount++;
    }
    return rule;
  }

  /** In sorted places [lo, hi), all longer than `depth`: the first whose byte at `depth` is at least `c`. */
  private firstWithByteAtLeast(lo: number, hi: number, depth: number, c: number): number {
    const { starts, prefixes } = this;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (prefixes[starts[mid]! + depth]! < c) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

function compareBytes(bytes: Uint8Array, i: number, iEnd: number, j: number, jEnd: number): number {
  while (i < iEnd && j < jEnd) {
    const d = bytes[i++]! - bytes[j++]!;
    if (d !== 0) return d;
  }
  return iEnd - i - (jEnd - j);
}
