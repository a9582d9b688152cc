/**
 * The rules a rule set is made from, read one at a time. Indexing needs only
 * each rule's escaped pattern and kind; a RuleLine object (with its display
 * form) is made only for the rules a lookup reaches. A file's 13,000-rule
 * group then costs its index and no 13,000 objects, which matters most to a
 * command that parses a file, answers a batch and exits.
 */
import type { Group, RuleLine } from './model.ts';
import { type RuleStore, StoredGroup } from './rule-store.ts';

export interface RuleSource {
  readonly length: number;
  /** Rule i's pattern as matched (RuleLine.escaped). */
  escapedAt(i: number): string;
  allowAt(i: number): boolean;
  /** Rule i as a RuleLine (made on first use and kept by its owner). */
  ruleAt(i: number): RuleLine;
}

/** Rules already made. */
export function lineSource(lines: readonly RuleLine[]): RuleSource {
  return {
    length: lines.length,
    escapedAt: (i) => lines[i]!.escaped,
    allowAt: (i) => lines[i]!.kind === 'allow',
    ruleAt: (i) => lines[i]!,
  };
}

/** Rules made already (`before`), then the rules of the store at `indexes`. */
class StoreSource implements RuleSource {
  readonly length: number;

  constructor(
    private readonly before: readonly RuleLine[],
    private readonly store: RuleStore,
    private readonly indexes: Int32Array,
  ) {
    this.length = before.length + indexes.length;
  }

  escapedAt(i: number): string {
    const k = i - this.before.length;
    return k < 0 ? this.before[i]!.escaped : this.store.escapedAt(this.indexes[k]!);
  }

  allowAt(i: number): boolean {
    const k = i - this.before.length;
    return k < 0 ? this.before[i]!.kind === 'allow' : this.store.allowAt(this.indexes[k]!);
  }

  ruleAt(i: number): RuleLine {
    const k = i - this.before.length;
    return k < 0 ? this.before[i]! : this.store.rule(this.indexes[k]!);
  }
}

/**
 * The rules of `before` then of `groups`, in that order: read from the parse's
 * rule store when every group was parsed into the same one (always, for a
 * parsed model), else from the groups' rule lists.
 */
export function groupsSource(groups: readonly Group[], before: readonly RuleLine[]): RuleSource {
  const first = groups[0];
  const store = first instanceof StoredGroup ? first.store : null;
  if (store === null || !groups.every((g) => g instanceof StoredGroup && g.store === store)) {
    return lineSource([...before, ...groups.flatMap((g) => g.rules)]);
  }
  const stored = groups as readonly StoredGroup[];
  const indexes = new Int32Array(stored.reduce((n, g) => n + g.ruleCount, 0));
  let at = 0;
  for (const g of stored) for (let i = g.firstRule; i < g.ruleEnd; i++) indexes[at++] = i;
  return new StoreSource(before, store, indexes);
}
