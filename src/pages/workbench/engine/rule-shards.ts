/**
 * A draft's rules for one crawler, indexed so that an edit rebuilds little.
 *
 * Core's RuleSet indexes a group at once (tens of milliseconds for 13,000
 * rules): right for a file fetched once, too slow to redo at every keystroke.
 * Here the rules are split into shards by the leading path segments their
 * literal text fixes: `/blog/`, or `/products/apparel/` when `/products/`
 * alone holds too many rules; rules that fix no whole segment (`/`,
 * `/*.pdf$`, `/search?q=`) make one common shard. Each shard is a core
 * RuleSet. A path can only match rules of the shards whose key starts it and
 * of the common one, so a lookup asks those (the deepest first, each seeded
 * with what the deeper ones found, so it skips what cannot win) and keeps,
 * for each kind, the higher priority and then the earlier rule: exactly what
 * one rule set over all the rules answers.
 *
 * Shards number their rules by place in the crawler's rule list, not by file
 * line, and are compared by content (kind and escaped pattern): an edit that
 * only moves lines or touches another group rebuilds nothing, and an edit to
 * a rule rebuilds the one shard that holds it. Places become lines after the
 * lookup.
 */
import { isAllowed, matchingLine } from '../../../core/evaluate.ts';
import type { EngineName } from '../../../core/engine-name.ts';
import type { RuleLine } from '../../../core/model.ts';
import { indexHtmlSlash } from '../../../core/pattern.ts';
import { PrefixTree } from '../../../core/prefix-tree.ts';
import { RuleSet, type BestMatches, type RuleSetOptions } from '../../../core/rule-set.ts';

/** The common shard's key: rules whose literal text fixes no whole first segment. */
export const COMMON = '';
/** A shard with more rules than this is split by the next segment (what its rules fix of it). */
const SPLIT = 256;
/** Segments a shard key may hold at most (`/a/b/c/d/`). */
const MAX_DEPTH = 4;
/** A seed's line: "found elsewhere", never a line of the rule set asked. */
const ELSEWHERE = 0x7fffffff;

/** Where the `depth`-th segment of `text[0, end)` ends (after its slash), or -1 when the text has no such whole segment. */
function segmentEnd(text: string, end: number, depth: number): number {
  if (text.charCodeAt(0) !== 47) return -1;
  let at = 0;
  for (let d = 0; d < depth; d++) {
    at = text.indexOf('/', at + 1);
    if (at === -1 || at >= end) return -1;
  }
  return at + 1;
}

/** How far the rule's literal text goes: every match starts with `escaped[0, end)`. */
function literalEnd(rule: RuleLine, indexHtml: boolean): number {
  const escaped = rule.escaped;
  const star = escaped.indexOf('*');
  let end = star === -1 ? escaped.length : star;
  // Google's `/x/index.htm` allow also matches `/x/$`: its literal ends at that slash.
  if (indexHtml && rule.kind === 'allow') {
    const slash = indexHtmlSlash(escaped);
    if (slash !== -1 && slash + 1 < end) end = slash + 1;
  }
  return end;
}

interface Shard {
  key: string;
  /** The crawler's rules in this shard, in file order (their content is what an update compares). */
  rules: readonly RuleLine[];
  /** Built on first lookup, over the rules renumbered 1…n by place in the shard. */
  set: RuleSet | null;
  /** Place in the shard − 1 → place in the crawler's rule list (1-based). */
  places: Int32Array;
}

/** A lookup's answer: the verdict and deciding line (0 when none), and where the deciding rule sits. */
export interface ShardedDecision {
  allowed: boolean;
  line: number;
  /** The shard that holds the deciding rule (null when none decided), and the rule's place in it: lineOf() finds its line after later edits. */
  shard: object | null;
  place: number;
}

/** The best allow and disallow so far, by place in the crawler's list, and where each sits. */
interface Merged extends BestMatches {
  allowShard: Shard | null;
  allowPlace: number;
  disallowShard: Shard | null;
  disallowPlace: number;
}

/**
 * How a shard's rules changed: the rules both lists begin with and end with
 * are kept (an edit touches one run of rules), the rest of the old list went
 * and the rest of the new one came.
 */
export interface ShardChange {
  key: string;
  /** The shard before (null: new) and after (null: dropped). */
  old: object | null;
  fresh: object | null;
  /** Rules kept at the start and at the end. */
  head: number;
  tail: number;
  /** Rules the old list had, the new one has. */
  oldCount: number;
  newCount: number;
  /** The rules that came, as a small rule set, to find the paths they match; null when too many came (decide the shard's paths again). */
  added: RuleSet | null;
}

/** At most this many new rules are matched one path at a time; more, and the shard's paths are decided again. */
const ADDED_MAX = 64;

function sameRule(x: RuleLine, y: RuleLine): boolean {
  return x.kind === y.kind && x.escaped === y.escaped;
}

/** Rules `a` and `b` share at the start, and then at the end. */
function keptRuns(a: readonly RuleLine[], b: readonly RuleLine[]): { head: number; tail: number } {
  const most = Math.min(a.length, b.length);
  let head = 0;
  while (head < most && sameRule(a[head]!, b[head]!)) head++;
  let tail = 0;
  while (tail < most - head && sameRule(a[a.length - 1 - tail]!, b[b.length - 1 - tail]!)) tail++;
  return { head, tail };
}

/** Where a kept rule at `place` (1-based) of the old shard sits in the new one; 0 when it went. */
export function placeAfter(change: ShardChange, place: number): number {
  if (change.fresh === null) return 0;
  if (place <= change.head) return place;
  if (place > change.oldCount - change.tail) return place + change.newCount - change.oldCount;
  return 0;
}

/** Each rule's shard key: its first segment, or more of its literal text where a segment holds more than SPLIT rules. */
function shardKeys(rules: readonly RuleLine[], indexHtml: boolean): string[] {
  const ends = rules.map((r) => literalEnd(r, indexHtml));
  const keys = new Array<string>(rules.length);
  let groups = new Map<string, number[]>();
  rules.forEach((r, i) => {
    const cut = segmentEnd(r.escaped, ends[i]!, 1);
    const key = cut === -1 ? COMMON : r.escaped.slice(0, cut);
    keys[i] = key;
    const members = groups.get(key);
    if (members) members.push(i);
    else groups.set(key, [i]);
  });
  for (let depth = 2; depth <= MAX_DEPTH; depth++) {
    const next = new Map<string, number[]>();
    for (const [key, members] of groups) {
      if (key === COMMON || members.length <= SPLIT) continue;
      for (const i of members) {
        const escaped = rules[i]!.escaped;
        const cut = segmentEnd(escaped, ends[i]!, depth);
        if (cut === -1) continue;
        const deeper = escaped.slice(0, cut);
        keys[i] = deeper;
        const list = next.get(deeper);
        if (list) list.push(i);
        else next.set(deeper, [i]);
      }
    }
    if (next.size === 0) break;
    groups = next;
  }
  return keys;
}

export class ShardedRules {
  private readonly options: RuleSetOptions;
  private readonly indexHtml: boolean;
  private shards = new Map<string, Shard>();
  private common: Shard | null = null;
  /** The shards by key, to find those whose key starts a path. */
  private tree = new PrefixTree<Shard>();
  /** Place in the crawler's rule list − 1 → file line. */
  private lines = new Int32Array(0);
  /** The rules last taken, to see at once when an edit left them all as they were. */
  private previous: readonly RuleLine[] | null = null;
  /** Shards built by the last update. */
  rebuilt = 0;
  /** How shards changed since takeChanges(); null when the rules were set more than once since (take it all as changed). */
  private changes: ShardChange[] | null = [];
  private updates = 0;
  private readonly chain: Shard[] = [];
  private readonly seed: BestMatches = { allowPriority: -1, allowLine: ELSEWHERE, disallowPriority: -1, disallowLine: ELSEWHERE };
  private readonly merged: Merged = {
    allowPriority: -1,
    allowLine: 0,
    disallowPriority: -1,
    disallowLine: 0,
    allowShard: null,
    allowPlace: 0,
    disallowShard: null,
    disallowPlace: 0,
  };

  constructor(engine: EngineName) {
    this.indexHtml = engine === 'google';
    this.options = { indexHtml: this.indexHtml, dropEmptyAllow: engine === 'coccoc' };
  }

  /** Takes the crawler's rules (file order, as core's rule set would get them), keeping every shard whose rules did not change. */
  update(rules: readonly RuleLine[]): void {
    if (++this.updates > 1) this.changes = null;
    const previous = this.previous;
    this.previous = rules;
    if (previous !== null && previous.length === rules.length && keptRuns(previous, rules).head === rules.length) {
      // The same rules, perhaps on other lines (the edit was elsewhere): every shard stands, only lines move.
      this.lines = Int32Array.from(rules, (r) => r.line);
      this.rebuilt = 0;
      return;
    }
    const keys = shardKeys(rules, this.indexHtml);
    const byKey = new Map<string, { rules: RuleLine[]; places: number[] }>();
    const lines = new Int32Array(rules.length);
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      lines[i] = rule.line;
      const key = keys[i]!;
      const group = byKey.get(key);
      if (group) {
        group.rules.push(rule);
        group.places.push(i + 1);
      } else byKey.set(key, { rules: [rule], places: [i + 1] });
    }
    const next = new Map<string, Shard>();
    const tree = new PrefixTree<Shard>();
    let rebuilt = 0;
    for (const [key, group] of byKey) {
      const old = this.shards.get(key);
      const places = Int32Array.from(group.places);
      const kept = old ? keptRuns(old.rules, group.rules) : { head: 0, tail: 0 };
      let shard: Shard;
      if (old && kept.head === old.rules.length && kept.head === group.rules.length) {
        old.rules = group.rules;
        old.places = places;
        shard = old;
      } else {
        shard = { key, rules: group.rules, set: null, places };
        this.changed(key, old ?? null, shard, kept, group.rules);
        rebuilt++;
      }
      next.set(key, shard);
      if (key !== COMMON) tree.getOrAdd(key, () => shard);
    }
    for (const [key, old] of this.shards) if (!next.has(key)) this.changed(key, old, null, { head: 0, tail: 0 }, []);
    this.shards = next;
    this.common = next.get(COMMON) ?? null;
    this.tree = tree;
    this.lines = lines;
    this.rebuilt = rebuilt;
  }

  private changed(
    key: string,
    old: Shard | null,
    fresh: Shard | null,
    kept: { head: number; tail: number },
    rules: readonly RuleLine[],
  ): void {
    if (this.changes === null) return;
    const came = rules.slice(kept.head, rules.length - kept.tail);
    this.changes.push({
      key,
      old,
      fresh,
      head: kept.head,
      tail: kept.tail,
      oldCount: old?.rules.length ?? 0,
      newCount: rules.length,
      added: came.length > ADDED_MAX ? null : new RuleSet(came, this.options),
    });
  }

  /**
   * How the shards changed since the last call (a path that no changed shard's
   * key starts, COMMON starting every path, reads as before), or null when
   * everything must be taken as changed.
   */
  takeChanges(): ShardChange[] | null {
    const changes = this.changes;
    this.changes = [];
    this.updates = 0;
    return changes;
  }

  /** The verdict for `path` (a byte string from matchPathOf). */
  decide(path: string, out: ShardedDecision): void {
    const m = this.merged;
    m.allowPriority = -1;
    m.allowLine = 0;
    m.disallowPriority = -1;
    m.disallowLine = 0;
    m.allowShard = null;
    m.allowPlace = 0;
    m.disallowShard = null;
    m.disallowPlace = 0;
    const chain = this.chain;
    chain.length = 0;
    this.tree.prefixesOf(path, chain);
    // Deepest first: its rules are the longest, so the shallower shards skip more.
    for (let k = chain.length - 1; k >= 0; k--) this.mergeFrom(chain[k]!, path);
    if (this.common !== null) this.mergeFrom(this.common, path);
    out.allowed = isAllowed(m);
    const place = matchingLine(m);
    out.line = place === 0 ? 0 : this.lines[place - 1]!;
    // matchingLine() chose the disallow exactly when it outranks the allow.
    const disallow = m.disallowPriority > m.allowPriority;
    out.shard = disallow ? m.disallowShard : m.allowShard;
    out.place = disallow ? m.disallowPlace : m.allowPlace;
  }

  /** The line, now, of the rule a lookup found at `place` of `shard` (valid while the shard is not rebuilt, whatever lines moved around it). */
  lineOf(shard: object | null, place: number): number {
    return shard === null || place === 0 ? 0 : this.lines[(shard as Shard).places[place - 1]! - 1]!;
  }

  private mergeFrom(shard: Shard, path: string): void {
    let set = shard.set;
    if (set === null) {
      // Renumbered copies: a rule's line becomes its place in the shard (the rule set breaks ties by it).
      const local = shard.rules.map((r, i): RuleLine => ({ ...r, line: i + 1 }));
      set = shard.set = new RuleSet(local, this.options);
    }
    const m = this.merged;
    const seed = this.seed;
    seed.allowPriority = m.allowPriority;
    seed.disallowPriority = m.disallowPriority;
    const best = set.best(path, seed);
    const places = shard.places;
    if (best.allowLine !== ELSEWHERE && best.allowLine !== 0) {
      const place = places[best.allowLine - 1]!;
      if (best.allowPriority > m.allowPriority || place < m.allowLine) {
        m.allowPriority = best.allowPriority;
        m.allowLine = place;
        m.allowShard = shard;
        m.allowPlace = best.allowLine;
      }
    }
    if (best.disallowLine !== ELSEWHERE && best.disallowLine !== 0) {
      const place = places[best.disallowLine - 1]!;
      if (best.disallowPriority > m.disallowPriority || place < m.disallowLine) {
        m.disallowPriority = best.disallowPriority;
        m.disallowLine = place;
        m.disallowShard = shard;
        m.disallowPlace = best.disallowLine;
      }
    }
  }
}
