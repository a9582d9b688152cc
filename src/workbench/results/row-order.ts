/**
 * Which rows the results table shows, and in which order, as index arrays
 * into the URL list: sorting makes one permutation per column and sort key,
 * and each filter or search keystroke is one pass over it that keeps the
 * order, so no keystroke copies or sorts 100,000 objects.
 */
import type { CrawlerColumn, VerdictCode } from '../evaluation-facts.ts';

export type VerdictFilter = 'all' | 'disallowed' | 'allowed' | 'changed';
export type FileSide = 'live' | 'draft';
export type SortKey = 'url' | 'live-verdict' | 'live-line' | 'draft-verdict' | 'draft-line';
export type SortDirection = 'ascending' | 'descending';

export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

export interface RowFilter {
  verdict: VerdictFilter;
  /** The file whose verdicts `allowed` and `disallowed` read ('changed' compares both). */
  side: FileSide;
  /** Lower-cased search text; '' keeps every row. */
  search: string;
}

const ALLOWED: VerdictCode = 0;

/** True when the draft gives URL `i` another verdict or another deciding line. */
export function isChanged(column: CrawlerColumn, i: number): boolean {
  return column.live.states[i] !== column.draft.states[i] || column.live.lines[i] !== column.draft.lines[i];
}

/** The URLs as the search compares them, made once per URL list. */
export function searchKeys(urls: readonly { url: string }[]): string[] {
  return urls.map((u) => u.url.toLowerCase());
}

/**
 * All row indices in the sort's order; ties keep the list's order in both
 * directions, so equal rows never jump about. Null sorts by the list.
 */
export function sortedRows(
  count: number,
  column: CrawlerColumn | null,
  urls: readonly { url: string }[],
  sort: SortOrder | null,
): Uint32Array {
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  if (sort === null) return order;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = comparator(sort.key, column, urls);
  // Uint32Array.prototype.sort takes a comparator and sorts in place, without boxing the indices.
  return order.sort((a, b) => sign * compare(a, b) || a - b);
}

function comparator(key: SortKey, column: CrawlerColumn | null, urls: readonly { url: string }[]): (a: number, b: number) => number {
  if (key === 'url' || column === null) {
    // Code-unit order: URLs are ASCII once parsed, and locale collation would cost ten times as much on 100,000 rows.
    return (a, b) => {
      const x = urls[a]!.url;
      const y = urls[b]!.url;
      return x < y ? -1 : x > y ? 1 : 0;
    };
  }
  const reading = key.startsWith('live') ? column.live : column.draft;
  if (key === 'live-line' || key === 'draft-line') return (a, b) => reading.lines[a]! - reading.lines[b]!;
  // A verdict sorts allowed, disallowed, unreachable, then by its deciding line.
  return (a, b) => reading.states[a]! - reading.states[b]! || reading.lines[a]! - reading.lines[b]!;
}

/** The rows of `order` that pass the filter and the search, in that order. */
export function filterRows(order: Uint32Array, column: CrawlerColumn | null, keys: readonly string[], filter: RowFilter): Uint32Array {
  const keep = rowTest(column, keys, filter);
  if (keep === null) return order;
  const out = new Uint32Array(order.length);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (keep(i)) out[n++] = i;
  }
  return out.slice(0, n);
}

function rowTest(column: CrawlerColumn | null, keys: readonly string[], filter: RowFilter): ((i: number) => boolean) | null {
  const search = filter.search;
  const matches = search === '' ? null : (i: number) => keys[i]!.includes(search);
  if (filter.verdict === 'all' || column === null) return matches;
  const states = filter.side === 'live' ? column.live.states : column.draft.states;
  const verdict: (i: number) => boolean =
    filter.verdict === 'changed'
      ? (i) => isChanged(column, i)
      : filter.verdict === 'allowed'
        ? (i) => states[i] === ALLOWED
        : // Unreachable is a disallow for now (Google's reading of a 5xx), so it is listed with the disallowed.
          (i) => states[i] !== ALLOWED;
  return matches === null ? verdict : (i) => verdict(i) && matches(i);
}
