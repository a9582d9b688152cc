/**
 * Which rows the results table shows, and in which order, as index arrays
 * into the URL list: sorting makes one permutation per column and sort key,
 * and each filter or search keystroke is one pass over it that keeps the
 * order, so no keystroke copies or sorts 100,000 objects.
 */
import { OTHER_SITE, type CrawlerColumn, type VerdictCode } from '../engine/evaluation-facts.ts';
import { sameLineNumber, type SameRule } from './same-rule.ts';

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

/** True when the draft gives URL `i` another verdict, or has another rule decide it. */
export function isChanged(column: CrawlerColumn, i: number, same: SameRule = sameLineNumber): boolean {
  return column.live.states[i] !== column.draft.states[i] || !same(column.live.lines[i]!, column.draft.lines[i]!);
}

/** The URLs as the search compares them, made once per URL list. */
export function searchKeys(urls: readonly { url: string }[]): string[] {
  return urls.map((u) => u.url.toLowerCase());
}

const RANKS = new WeakMap<readonly { url: string }[], Uint32Array>();

/** Each URL's place in code-unit order (ties by list order): one string sort per URL list (kept with it), not per click. */
export function urlRanks(urls: readonly { url: string }[]): Uint32Array {
  const known = RANKS.get(urls);
  if (known) return known;
  const byRank = Uint32Array.from(urls.keys());
  // Code-unit order: URLs are ASCII once parsed, and locale collation would cost ten times as much on 100,000 rows.
  byRank.sort((a, b) => (urls[a]!.url < urls[b]!.url ? -1 : urls[a]!.url > urls[b]!.url ? 1 : a - b));
  const rank = new Uint32Array(urls.length);
  for (let r = 0; r < byRank.length; r++) rank[byRank[r]!] = r;
  RANKS.set(urls, rank);
  return rank;
}

/**
 * All row indices in the sort's order, ties broken by URL (ascending
 * whichever way the key goes). Each row gets one number, key ×
 * count + URL rank, so a numeric typed-array sort does it without a
 * comparator call per pair. Null keeps the list's order.
 */
export function sortedRows(
  count: number,
  column: CrawlerColumn | null,
  urls: readonly { url: string }[],
  sort: SortOrder | null,
): Uint32Array {
  const order = new Uint32Array(count);
  if (sort === null) {
    for (let i = 0; i < count; i++) order[i] = i;
    return order;
  }
  const ranks = urlRanks(urls);
  const values = primary(column, sort.key);
  const descending = sort.direction === 'descending';
  let top = 0;
  if (values !== null && descending) for (let i = 0; i < count; i++) top = Math.max(top, values[i]!);
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const v = values === null ? 0 : descending ? top - values[i]! : values[i]!;
    // A key below 2^22, a rank below the URL count: exact in a double.
    keys[i] = v * count + ranks[i]!;
  }
  keys.sort();
  const byRank = new Uint32Array(count);
  for (let i = 0; i < count; i++) byRank[ranks[i]!] = i;
  const reverse = values === null && descending;
  for (let k = 0; k < count; k++) order[reverse ? count - 1 - k : k] = byRank[keys[k]! % count]!;
  return order;
}

/**
 * What a key sorts by: nothing but the URL, a file's deciding lines, or its
 * verdicts (allowed, disallowed, unreachable) and within a verdict the
 * deciding line, so the rows one rule decides stand together.
 */
function primary(column: CrawlerColumn | null, key: SortKey): ArrayLike<number> | null {
  if (key === 'url' || column === null) return null;
  if (key === 'live-line') return column.live.lines;
  if (key === 'draft-line') return column.draft.lines;
  const { states, lines } = key === 'live-verdict' ? column.live : column.draft;
  let top = 0;
  for (let i = 0; i < lines.length; i++) top = Math.max(top, lines[i]!);
  // A state (≤ 2) times the lines' span plus a line (< 2^20), times a URL count: still exact in a double.
  const values = new Float64Array(states.length);
  for (let i = 0; i < states.length; i++) values[i] = states[i]! * (top + 1) + lines[i]!;
  return values;
}

/**
 * The rows of `order` that pass the filter and the search, in that order.
 * `columns`: the chosen crawler's alone (the table), or every crawler's (the
 * matrix: a row passes when any crawler's verdict does); none keeps every
 * row the search keeps.
 */
export function filterRows(
  order: Uint32Array,
  columns: readonly CrawlerColumn[] | CrawlerColumn | null,
  keys: readonly string[],
  filter: RowFilter,
  same: SameRule = sameLineNumber,
): Uint32Array {
  const keep = rowTest(columns === null ? [] : Array.isArray(columns) ? columns : [columns as CrawlerColumn], keys, filter, same);
  if (keep === null) return order;
  const out = new Uint32Array(order.length);
  let n = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!;
    if (keep(i)) out[n++] = i;
  }
  return out.slice(0, n);
}

function rowTest(
  columns: readonly CrawlerColumn[],
  keys: readonly string[],
  filter: RowFilter,
  same: SameRule,
): ((i: number) => boolean) | null {
  const search = filter.search;
  const matches = search === '' ? null : (i: number) => keys[i]!.includes(search);
  if (filter.verdict === 'all' || columns.length === 0) return matches;
  const one = columns.map((column) => verdictTest(column, filter, same));
  const verdict = one.length === 1 ? one[0]! : (i: number) => one.some((test) => test(i));
  return matches === null ? verdict : (i) => verdict(i) && matches(i);
}

function verdictTest(column: CrawlerColumn, filter: RowFilter, same: SameRule): (i: number) => boolean {
  const states = filter.side === 'live' ? column.live.states : column.draft.states;
  if (filter.verdict === 'changed') return (i) => isChanged(column, i, same);
  if (filter.verdict === 'allowed') return (i) => states[i] === ALLOWED;
  // Unreachable is a disallow for now (Google's reading of a 5xx), so it is listed with the disallowed.
  return (i) => states[i] !== ALLOWED && states[i] !== OTHER_SITE;
}
