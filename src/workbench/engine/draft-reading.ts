/**
 * The draft's verdicts for one crawler over every URL, redone after an edit
 * only where the edit can change them.
 *
 * One DraftReading per way of reading the draft (engine, and the token or `*`
 * that named the groups), so crawlers that read the same groups share it and
 * it survives edits that renumber groups. After an edit it takes the
 * crawler's new rules (ShardedRules keeps every shard whose rules did not
 * change), then decides again only the URLs whose shards were rebuilt; the
 * others keep their deciding rule and look up its line, which may have moved.
 */
import type { RuleLine } from '../../core/model.ts';
import type { EngineName } from '../../core/engine-name.ts';
import type { ReadingColumn } from '../evaluation-facts.ts';
import { ShardedRules, type ShardedDecision } from './rule-shards.ts';
import type { UrlSet } from './url-set.ts';

interface Computed {
  urls: UrlSet;
  /** ShardedRules.updates when the column was last brought up to date. */
  at: number;
  column: ReadingColumn;
  /** Per URL: the deciding rule sits in the common shard (1) or the URL's own (0), and its place there (0: none). */
  common: Uint8Array;
  places: Uint32Array;
}

export class DraftReading {
  private readonly shards: ShardedRules;
  private rulesOf: unknown = null;
  private computed: Computed | null = null;
  /** URLs decided by the last column() (the benchmark and tests read it). */
  decided = 0;

  constructor(engine: EngineName) {
    this.shards = new ShardedRules(engine);
  }

  /** Shards rebuilt by the last update. */
  get rebuilt(): number {
    return this.shards.rebuilt;
  }

  /** The crawler's rules in the current draft; `source` identifies the draft they come from, so a second crawler reading them costs nothing. */
  setRules(source: unknown, rules: () => readonly RuleLine[]): void {
    if (this.rulesOf === source) return;
    this.rulesOf = source;
    this.shards.update(rules());
  }

  /** The verdicts for `urls` under the rules last set (the engine's own column: copy it before handing it on). */
  column(urls: UrlSet): ReadingColumn {
    const shards = this.shards;
    const now = shards.updates;
    let c = this.computed;
    this.decided = 0;
    if (c !== null && c.urls === urls && c.at === now) return c.column;
    const fresh = c === null || c.urls !== urls;
    if (fresh) {
      const n = urls.size;
      c = this.computed = {
        urls,
        at: now,
        column: { states: new Uint8Array(n), lines: new Uint32Array(n) },
        common: new Uint8Array(n),
        places: new Uint32Array(n),
      };
    }
    const computed = c!;
    const since = computed.at;
    const { states, lines } = computed.column;
    const { common, places } = computed;
    const { paths, segments } = urls;
    const out: ShardedDecision = { allowed: true, line: 0, common: false, place: 0 };
    let decided = 0;
    for (let i = 0; i < paths.length; i++) {
      const segment = segments[i]!;
      if (!fresh && shards.changedAt(segment) <= since) {
        // Same deciding rule as before the edit: only its line may have moved.
        lines[i] = shards.lineOf(segment, common[i] === 1, places[i]!);
        continue;
      }
      shards.decide(paths[i]!, segment, out);
      states[i] = out.allowed ? 0 : 1;
      lines[i] = out.line;
      common[i] = out.common ? 1 : 0;
      places[i] = out.place;
      decided++;
    }
    computed.at = now;
    this.decided = decided;
    return computed.column;
  }
}
