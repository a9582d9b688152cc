/**
 * The draft's verdicts for one crawler over every URL, redone after an edit
 * only where the edit can change them.
 *
 * One DraftReading per way of reading the draft (engine, and the token or `*`
 * that named the groups), so crawlers that read the same groups share it and
 * it survives edits that renumber groups. After an edit it takes the
 * crawler's new rules (ShardedRules keeps every shard whose rules did not
 * change), then decides again only the URLs the change can concern: those
 * whose deciding rule went and those a new rule matches. The others keep
 * their deciding rule and look up its line, which may have moved.
 */
import type { RuleLine } from '../../../core/model.ts';
import type { EngineName } from '../../../core/engine-name.ts';
import type { ReadingColumn } from './evaluation-facts.ts';
import { PrefixTree } from '../../../core/prefix-tree.ts';
import { COMMON, placeAfter, ShardedRules, type ShardChange, type ShardedDecision } from './rule-shards.ts';
import type { UrlSet } from './url-set.ts';

interface Computed {
  urls: UrlSet;
  column: ReadingColumn;
  /** Per URL: the shard that holds its deciding rule (null: none decided) and the rule's place there. */
  shards: (object | null)[];
  places: Uint32Array;
}

export class DraftReading {
  private readonly rules: ShardedRules;
  private rulesOf: unknown = null;
  private computed: Computed | null = null;
  /** The rules changed (or only moved) since the column was last brought up to date. */
  private updated = false;
  /** URLs decided when the column was last brought up to date (the benchmark and tests read it). */
  decided = 0;

  constructor(engine: EngineName) {
    this.rules = new ShardedRules(engine);
  }

  /** Shards rebuilt by the last update. */
  get rebuilt(): number {
    return this.rules.rebuilt;
  }

  /** The crawler's rules in the current draft; `source` identifies the draft they come from, so a second crawler reading them costs nothing. */
  setRules(source: unknown, rules: () => readonly RuleLine[]): void {
    if (this.rulesOf === source) return;
    this.rulesOf = source;
    this.rules.update(rules());
    this.updated = true;
  }

  /** The verdicts for `urls` under the rules last set (the engine's own column: copy it before handing it on). */
  column(urls: UrlSet): ReadingColumn {
    const changes = this.rules.takeChanges();
    let c = this.computed;
    const fresh = c === null || c.urls !== urls;
    if (fresh) {
      const n = urls.size;
      c = this.computed = {
        urls,
        column: { states: new Uint8Array(n), lines: new Uint32Array(n) },
        shards: new Array<object | null>(n).fill(null),
        places: new Uint32Array(n),
      };
    }
    const computed = c!;
    // A second crawler reading the same groups gets the column as it is (and `decided` keeps the first one's count).
    if (!fresh && !this.updated) return computed.column;
    this.updated = false;
    const every = fresh || changes === null;
    // The changes by the key of their shard: those of the common shard concern every path.
    const forAll: ShardChange[] = [];
    const byKey = new PrefixTree<ShardChange[]>();
    if (!every) for (const change of changes) (change.key === COMMON ? forAll : byKey.getOrAdd(change.key, () => [])).push(change);
    const found: ShardChange[][] = [];
    const { states, lines } = computed.column;
    const { shards, places } = computed;
    const paths = urls.paths;
    const rules = this.rules;
    const out: ShardedDecision = { allowed: true, line: 0, shard: null, place: 0 };
    let decided = 0;
    for (let i = 0; i < paths.length; i++) {
      const path = paths[i]!;
      if (!every) {
        found.length = 0;
        byKey.prefixesOf(path, found);
        let again = false;
        for (let k = -1; k < found.length && !again; k++) {
          const list = k === -1 ? forAll : found[k]!;
          for (let j = 0; j < list.length && !again; j++) again = this.follow(list[j]!, path, shards, places, i);
        }
        if (!again) {
          // Same deciding rule as before the edit: only its line may have moved.
          lines[i] = rules.lineOf(shards[i]!, places[i]!);
          continue;
        }
      }
      this.rules.decide(path, out);
      states[i] = out.allowed ? 0 : 1;
      lines[i] = out.line;
      shards[i] = out.shard;
      places[i] = out.place;
      decided++;
    }
    this.decided = decided;
    return computed.column;
  }

  /**
   * Follows URL `i`'s deciding rule through a shard's change; true when the
   * URL must be decided again: its deciding rule went, a rule that came
   * matches it, or too many rules came to look at one by one. A rule that went
   * without deciding changes nothing: the verdict and the line are the
   * deciding rule's, and the best rule of the other kind only matters when
   * it outranks (then it decides) or ties an allow (then the allow decides).
   */
  private follow(change: ShardChange, path: string, shards: (object | null)[], places: Uint32Array, i: number): boolean {
    if (change.added === null) return true;
    if (shards[i] === change.old && change.old !== null) {
      const place = placeAfter(change, places[i]!);
      if (place === 0) return true;
      shards[i] = change.fresh;
      places[i] = place;
    }
    const best = change.added.best(path);
    return best.allowLine !== 0 || best.disallowLine !== 0;
  }
}
