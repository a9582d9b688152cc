/**
 * A draft's rules for one crawler, indexed so that an edit rebuilds little.
 *
 * Core's RuleSet indexes a group at once (tens of milliseconds for 13,000
 * rules): right for a file fetched once, too slow to redo at every keystroke.
 * Here the rules are split by the first path segment their literal text fixes
 * (`/products/`, `/en/`…); rules that fix none (`/`, `/*.pdf$`, `/search?q=`)
 * make one common shard that every path consults. Each shard is a core
 * RuleSet. A path can only match rules of its own segment's shard and of the
 * common one, so a lookup asks two rule sets and keeps, for each kind, the
 * higher priority and then the earlier rule: exactly what one rule set over
 * all the rules would answer.
 *
 * Shards number their rules by place in the crawler's rule list, not by file
 * line, and are compared by content (kind and escaped pattern): an edit that
 * only moves lines or touches another group rebuilds nothing, and an edit to
 * a rule rebuilds that rule's shard alone. Places become lines after lookup.
 */
import { isAllowed, matchingLine } from '../../core/evaluate.ts';
import type { EngineName } from '../../core/engine-name.ts';
import type { RuleLine } from '../../core/model.ts';
import { indexHtmlSlash } from '../../core/pattern.ts';
import { RuleSet, type BestMatches, type RuleSetOptions } from '../../core/rule-set.ts';

/** The common shard's key: rules whose literal text fixes no first segment. */
const COMMON = '';

/** `/seg/` when `text` starts with a whole first segment, else ''. Paths and rules use the same cut. */
export function firstSegment(text: string): string {
  if (text.charCodeAt(0) !== 47) return COMMON;
  const slash = text.indexOf('/', 1);
  return slash === -1 ? COMMON : text.slice(0, slash + 1);
}

/** The segment every match of the rule starts with ('' when none is certain). */
function shardKeyOf(rule: RuleLine, indexHtml: boolean): string {
  const escaped = rule.escaped;
  const key = firstSegment(escaped);
  if (key === COMMON) return COMMON;
  const star = escaped.indexOf('*');
  if (star !== -1 && star < key.length) return COMMON;
  // Google's `/x/index.htm` allow also matches `/x/$`: the same segment unless the rewrite cuts at the first slash.
  if (indexHtml && rule.kind === 'allow') {
    const slash = indexHtmlSlash(escaped);
    if (slash !== -1 && slash < key.length - 1) return COMMON;
  }
  return key;
}

interface Shard {
  /** The crawler's rules in this shard, in file order (their content is what an update compares). */
  rules: readonly RuleLine[];
  /** Built on first lookup, over the rules renumbered 1…n by place in the shard. */
  set: RuleSet | null;
  /** Place in the shard − 1 → place in the crawler's rule list (1-based). */
  places: Int32Array;
  /** The update that built it (see ShardedRules.updates). */
  builtAt: number;
}

/** A lookup's answer: the verdict and the deciding line (0 when none), and where the deciding rule sits. */
export interface ShardedDecision {
  allowed: boolean;
  line: number;
  /** The deciding rule is in the common shard (else in the path's own). */
  common: boolean;
  /** Its place in that shard (1-based), 0 when no rule decided: lineOf() finds its line after later edits. */
  place: number;
}

/** The best allow and disallow so far, by place in the crawler's list, and where each sits. */
interface Merged extends BestMatches {
  allowCommon: boolean;
  allowPlace: number;
  disallowCommon: boolean;
  disallowPlace: number;
}

function sameRules(a: readonly RuleLine[], b: readonly RuleLine[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.kind !== y.kind || x.escaped !== y.escaped) return false;
  }
  return true;
}

export class ShardedRules {
  private readonly options: RuleSetOptions;
  private readonly indexHtml: boolean;
  private shards = new Map<string, Shard>();
  /** Place in the crawler's rule list − 1 → file line. */
  private lines = new Int32Array(0);
  /** Segments whose shard an update dropped (no rule of theirs left), and which update. */
  private readonly dropped = new Map<string, number>();
  /** Counts updates; a shard remembers the one that built it. */
  updates = 0;
  /** Shards built by the last update (tests and the benchmark read it). */
  rebuilt = 0;
  private readonly merged: Merged = {
    allowPriority: -1,
    allowLine: 0,
    disallowPriority: -1,
    disallowLine: 0,
    allowCommon: false,
    allowPlace: 0,
    disallowCommon: false,
    disallowPlace: 0,
  };

  constructor(engine: EngineName) {
    this.indexHtml = engine === 'google';
    this.options = { indexHtml: this.indexHtml, dropEmptyAllow: engine === 'coccoc' };
  }

  /** Takes the crawler's rules (file order, as core's rule set would get them), keeping every shard whose rules did not change. */
  update(rules: readonly RuleLine[]): void {
    const update = ++this.updates;
    const byKey = new Map<string, { rules: RuleLine[]; places: number[] }>();
    const lines = new Int32Array(rules.length);
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      lines[i] = rule.line;
      const key = shardKeyOf(rule, this.indexHtml);
      const group = byKey.get(key);
      if (group) {
        group.rules.push(rule);
        group.places.push(i + 1);
      } else byKey.set(key, { rules: [rule], places: [i + 1] });
    }
    const next = new Map<string, Shard>();
    let rebuilt = 0;
    for (const [key, group] of byKey) {
      const old = this.shards.get(key);
      const places = Int32Array.from(group.places);
      if (old && sameRules(old.rules, group.rules)) {
        old.rules = group.rules;
        old.places = places;
        next.set(key, old);
      } else {
        next.set(key, { rules: group.rules, set: null, places, builtAt: update });
        rebuilt++;
      }
    }
    for (const key of this.shards.keys()) if (!next.has(key)) this.dropped.set(key, update);
    for (const key of next.keys()) this.dropped.delete(key);
    this.shards = next;
    this.lines = lines;
    this.rebuilt = rebuilt;
  }

  /** The last update that built or dropped a shard a path with this segment reads (its own or the common one). */
  changedAt(segment: string): number {
    const at = (key: string) => this.shards.get(key)?.builtAt ?? this.dropped.get(key) ?? 0;
    return segment === COMMON ? at(COMMON) : Math.max(at(COMMON), at(segment));
  }

  /** The verdict for `path` (a byte string from matchPathOf) whose first segment is `segment`. */
  decide(path: string, segment: string, out: ShardedDecision): void {
    const m = this.merged;
    m.allowPriority = -1;
    m.allowLine = 0;
    m.disallowPriority = -1;
    m.disallowLine = 0;
    m.allowPlace = 0;
    m.disallowPlace = 0;
    const common = this.shards.get(COMMON);
    if (common !== undefined) this.mergeFrom(common, true, path);
    if (segment !== COMMON) {
      const own = this.shards.get(segment);
      if (own !== undefined) this.mergeFrom(own, false, path);
    }
    out.allowed = isAllowed(m);
    const place = matchingLine(m);
    out.line = place === 0 ? 0 : this.lines[place - 1]!;
    // matchingLine() chose the disallow exactly when it outranks the allow.
    const disallow = m.disallowPriority > m.allowPriority;
    out.common = disallow ? m.disallowCommon : m.allowCommon;
    out.place = disallow ? m.disallowPlace : m.allowPlace;
  }

  /**
   * The line, now, of the rule a lookup found at `place` of the common shard
   * or of the segment's own: valid while that shard was not rebuilt since
   * (changedAt), whatever lines moved around it.
   */
  lineOf(segment: string, common: boolean, place: number): number {
    if (place === 0) return 0;
    const shard = this.shards.get(common ? COMMON : segment);
    return shard === undefined ? 0 : shard.rules[place - 1]!.line;
  }

  private mergeFrom(shard: Shard, common: boolean, path: string): void {
    let set = shard.set;
    if (set === null) {
      // Renumbered copies: a rule's line becomes its place in the shard (the rule set breaks ties by it).
      const local = shard.rules.map((r, i): RuleLine => ({ ...r, line: i + 1 }));
      set = shard.set = new RuleSet(local, this.options);
    }
    const best = set.best(path);
    const m = this.merged;
    const places = shard.places;
    if (best.allowLine !== 0) {
      const place = places[best.allowLine - 1]!;
      if (best.allowPriority > m.allowPriority || (best.allowPriority === m.allowPriority && place < m.allowLine)) {
        m.allowPriority = best.allowPriority;
        m.allowLine = place;
        m.allowCommon = common;
        m.allowPlace = best.allowLine;
      }
    }
    if (best.disallowLine !== 0) {
      const place = places[best.disallowLine - 1]!;
      if (best.disallowPriority > m.disallowPriority || (best.disallowPriority === m.disallowPriority && place < m.disallowLine)) {
        m.disallowPriority = best.disallowPriority;
        m.disallowLine = place;
        m.disallowCommon = common;
        m.disallowPlace = best.disallowLine;
      }
    }
  }
}
