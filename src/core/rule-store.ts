/**
 * Allow/disallow lines kept compactly while parsing: line number, kind and
 * the value's place in the body, in typed arrays. A RuleLine object (with its
 * escaped pattern and display form) is made only when someone asks for the
 * group's rules — the first evaluation for a crawler, the explainer, the
 * linter — so parsing allocates almost nothing per rule.
 */
import { displayFromByteText } from './bytes.ts';
import type { Group, RuleLine } from './model.ts';
import { escapePattern, mayNeedEscaping } from './pattern.ts';

export class RuleStore {
  count = 0;
  private lines = new Int32Array(256);
  private starts = new Int32Array(256);
  private ends = new Int32Array(256);
  private groups = new Int32Array(256);
  private allows = new Uint8Array(256);
  /**
   * RuleLines made so far, by index. Sized to the store when first used:
   * writing index 9,000 into an empty array would turn it into a slow
   * dictionary, and every later read into a hash lookup.
   */
  private made: (RuleLine | undefined)[] = [];
  /** Null until a pattern is first escaped; then whether any pattern of this body may need it. */
  private escaping: boolean | null = null;

  /** `text`: the body (byte text) every rule's value is a range of. */
  constructor(private readonly text: string) {}

  /** Adds a rule whose value is `text.slice(start, end)`. */
  push(allow: boolean, line: number, start: number, end: number, groupIndex: number): void {
    if (this.count === this.lines.length) this.grow();
    const i = this.count++;
    this.lines[i] = line;
    this.starts[i] = start;
    this.ends[i] = end;
    this.groups[i] = groupIndex;
    this.allows[i] = allow ? 1 : 0;
  }

  private grow(): void {
    const n = this.lines.length * 2;
    const widen = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.lines = widen(this.lines, (k) => new Int32Array(k));
    this.starts = widen(this.starts, (k) => new Int32Array(k));
    this.ends = widen(this.ends, (k) => new Int32Array(k));
    this.groups = widen(this.groups, (k) => new Int32Array(k));
    this.allows = widen(this.allows, (k) => new Uint8Array(k));
  }

  /** A pattern of this body as matched: the raw text itself when the body has nothing to escape. */
  private escaped(raw: string): string {
    this.escaping ??= mayNeedEscaping(this.text);
    return this.escaping ? escapePattern(raw) : raw;
  }

  /** Rule i's pattern as matched, without making its RuleLine. */
  escapedAt(i: number): string {
    const r = this.made[i];
    return r !== undefined ? r.escaped : this.escaped(this.text.slice(this.starts[i]!, this.ends[i]!));
  }

  allowAt(i: number): boolean {
    return this.allows[i] === 1;
  }

  /** The rule at index `i` (made once, then shared by every group that holds it). */
  rule(i: number): RuleLine {
    if (this.made.length < this.count) this.made = this.made.concat(new Array<undefined>(this.count - this.made.length).fill(undefined));
    let r = this.made[i];
    if (r === undefined) {
      const raw = this.text.slice(this.starts[i]!, this.ends[i]!);
      const escaped = this.escaped(raw);
      r = {
        kind: this.allows[i] === 1 ? 'allow' : 'disallow',
        line: this.lines[i]!,
        pattern: escaped === raw ? raw : displayFromByteText(raw),
        escaped,
        groupIndex: this.groups[i]!,
      };
      this.made[i] = r;
    }
    return r;
  }

  range(first: number, end: number): RuleLine[] {
    const out: RuleLine[] = new Array<RuleLine>(end - first);
    for (let i = first; i < end; i++) out[i - first] = this.rule(i);
    return out;
  }
}

/** A group whose rules are a contiguous run of the store, made on first use. */
export class StoredGroup implements Group {
  readonly userAgents: Group['userAgents'] = [];
  readonly crawlDelays: Group['crawlDelays'] = [];
  readonly preferences: Group['preferences'] = [];
  hasGlobal = false;
  /** One past the last rule of the group in the store. */
  ruleEnd: number;
  private made: RuleLine[] | null = null;

  constructor(
    readonly index: number,
    /** The parse's store, shared by every group of the model. */
    readonly store: RuleStore,
    /** The first rule of the group in the store. */
    readonly firstRule: number,
  ) {
    this.ruleEnd = firstRule;
  }

  get ruleCount(): number {
    return this.ruleEnd - this.firstRule;
  }

  get rules(): RuleLine[] {
    if (this.made === null || this.made.length !== this.ruleEnd - this.firstRule) {
      this.made = this.store.range(this.firstRule, this.ruleEnd);
    }
    return this.made;
  }
}
