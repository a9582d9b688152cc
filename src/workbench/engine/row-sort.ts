/**
 * Rows in another order: by URL, by the live or the draft verdict, or by the
 * live or the draft deciding line, in one crawler's column; ties in URL order
 * (ascending, whichever way the key goes).
 * Each row gets one number (key × URL count + the URL's rank), so a numeric
 * typed-array sort does it without a comparator call per pair.
 */
import type { CrawlerColumn } from '../evaluation-facts.ts';
import type { UrlSet } from './url-set.ts';

export type SortKey = 'url' | 'live' | 'draft' | 'live-line' | 'draft-line';

export interface RowSort {
  key: SortKey;
  descending: boolean;
}

function primary(column: CrawlerColumn | null, key: SortKey): ArrayLike<number> | null {
  if (key === 'url' || column === null) return null;
  if (key === 'live') return column.live.states;
  if (key === 'draft') return column.draft.states;
  return key === 'live-line' ? column.live.lines : column.draft.lines;
}

/** `rows` (URL indices, e.g. from filterRows) sorted; a new array. `column` is needed for every key but 'url'. */
export function sortRows(rows: Uint32Array, sort: RowSort, urls: UrlSet, column: CrawlerColumn | null): Uint32Array {
  const { rank, byRank } = urls.order();
  const n = urls.size;
  const values = primary(column, sort.key);
  const keys = new Float64Array(rows.length);
  let top = 0;
  if (values !== null && sort.descending) for (let k = 0; k < rows.length; k++) top = Math.max(top, values[rows[k]!]!);
  for (let k = 0; k < rows.length; k++) {
    const i = rows[k]!;
    const v = values === null ? 0 : sort.descending ? top - values[i]! : values[i]!;
    // A line is below 2^20 (a 500 KiB file), the rank below the URL count: exact in a double.
    keys[k] = v * n + rank[i]!;
  }
  keys.sort();
  const out = new Uint32Array(rows.length);
  const reverse = values === null && sort.descending;
  for (let k = 0; k < keys.length; k++) out[reverse ? keys.length - 1 - k : k] = byRank[keys[k]! % n]!;
  return out;
}
