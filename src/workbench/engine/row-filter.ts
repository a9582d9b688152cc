/**
 * Which rows (URLs) to show: by verdict under the live file or the draft, or
 * the rows the draft changes, in one crawler's column or in any; and by a
 * piece of the URL. Index arrays in, index arrays out, so the table never
 * copies 100,000 rows.
 */
import type { CrawlerColumn, Evaluation } from '../evaluation-facts.ts';

export type RowShow = 'all' | 'disallowed' | 'allowed' | 'changed';

export interface RowFilter {
  show: RowShow;
  /** Which file 'disallowed' and 'allowed' look at ('changed' compares both). */
  under: 'live' | 'draft';
  /** The crawler's column, or null for a row that matches in any column (the matrix). */
  profileId: string | null;
  /** Keep the URLs that contain this text, ignoring case ('' keeps all). */
  search: string;
}

function rowMatches(column: CrawlerColumn, i: number, filter: RowFilter): boolean {
  switch (filter.show) {
    case 'all':
      return true;
    case 'changed':
      return column.live.states[i] !== column.draft.states[i] || column.live.lines[i] !== column.draft.lines[i];
    case 'allowed':
      return column[filter.under].states[i] === 0;
    case 'disallowed':
      // Not allowed: disallowed by a line, or unreachable (Google then disallows everything).
      return column[filter.under].states[i] !== 0;
  }
}

/** Row indices, in URL order, that pass the filter. `lowerCaseUrls` from UrlSet.lowerCase(). */
export function filterRows(evaluation: Evaluation, filter: RowFilter, lowerCaseUrls: readonly string[]): Uint32Array {
  const columns = filter.profileId === null ? evaluation.columns : evaluation.columns.filter((c) => c.profileId === filter.profileId);
  const needle = filter.search.toLowerCase();
  const out = new Uint32Array(evaluation.urlCount);
  let kept = 0;
  for (let i = 0; i < evaluation.urlCount; i++) {
    if (needle !== '' && !lowerCaseUrls[i]!.includes(needle)) continue;
    if (filter.show !== 'all' && !columns.some((c) => rowMatches(c, i, filter))) continue;
    out[kept++] = i;
  }
  return out.slice(0, kept);
}
