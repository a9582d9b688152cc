/**
 * Parsed robots.txt models kept for `batch`, so the same file (or the same
 * text or base64 body) given on many lines is read and parsed once; its rule
 * indexes, built on first use by the engine, are kept with it.
 *
 * Least recently used entries go first once the budget is spent. The budget
 * counts source bytes: a parsed model with its rule index holds about 13× its
 * source on the heap (measured on an 853 KB file: ~11 MB), so 24 MiB of
 * sources is ~300 MB at worst.
 */
import type { RobotsTxt } from '../core/index.ts';

export interface CacheBudget {
  maxEntries: number;
  maxSourceBytes: number;
}

export const DEFAULT_BUDGET: CacheBudget = { maxEntries: 1024, maxSourceBytes: 24 * 1024 * 1024 };

interface Entry {
  model: RobotsTxt;
  cost: number;
}

export class ModelCache {
  /** Map iteration order is insertion order: the first key is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private cost = 0;
  private readonly budget: CacheBudget;
  /** The most recently used key: a run of lines against one file skips the reordering. */
  private newest: string | null = null;
  hits = 0;
  misses = 0;

  constructor(budget: CacheBudget = DEFAULT_BUDGET) {
    this.budget = budget;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): RobotsTxt | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    if (key !== this.newest) {
      // Move to the most recently used end.
      this.entries.delete(key);
      this.entries.set(key, entry);
      this.newest = key;
    }
    return entry.model;
  }

  /** Keeps `model`; `sourceBytes` is the size it was parsed from. Too big for the budget: not kept. */
  set(key: string, model: RobotsTxt, sourceBytes: number): void {
    const cost = sourceBytes + key.length;
    if (cost > this.budget.maxSourceBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.cost -= old.cost;
      this.entries.delete(key);
    }
    this.entries.set(key, { model, cost });
    this.newest = key;
    this.cost += cost;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.budget.maxEntries && this.cost <= this.budget.maxSourceBytes) break;
      this.entries.delete(k);
      this.cost -= e.cost;
      if (k === this.newest) this.newest = null;
    }
  }
}
