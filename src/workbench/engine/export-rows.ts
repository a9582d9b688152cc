/**
 * The rows an export holds: one ExportRow per URL and crawler, for the rows
 * asked for (filtered, sorted or selected) in that order, each URL's crawlers
 * in the evaluation's column order. Made one at a time, never all at once.
 */
import { VERDICT_CODES, type Evaluation, type ExportRow } from '../evaluation-facts.ts';

export interface ExportScope {
  /** URL indices in the order to write them (default: every URL in list order). */
  rows?: Uint32Array;
  /** The crawlers' profile ids to write (default: every column). */
  profileIds?: readonly string[];
}

export function* exportRows(
  evaluation: Evaluation,
  urls: readonly string[],
  crawlerName: (profileId: string) => string,
  scope: ExportScope = {},
): Generator<ExportRow> {
  const wanted = scope.profileIds;
  const columns = wanted === undefined ? evaluation.columns : evaluation.columns.filter((c) => wanted.includes(c.profileId));
  const names = columns.map((c) => crawlerName(c.profileId));
  const n = scope.rows === undefined ? evaluation.urlCount : scope.rows.length;
  for (let k = 0; k < n; k++) {
    const i = scope.rows === undefined ? k : scope.rows[k]!;
    for (let c = 0; c < columns.length; c++) {
      const { live, draft } = columns[c]!;
      yield {
        url: urls[i]!,
        crawler: names[c]!,
        liveVerdict: VERDICT_CODES[live.states[i]!]!,
        liveLine: live.lines[i]!,
        draftVerdict: VERDICT_CODES[draft.states[i]!]!,
        draftLine: draft.lines[i]!,
      };
    }
  }
}
