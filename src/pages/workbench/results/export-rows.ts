/**
 * The rows an export or a copy holds: for each URL of `rows` (the selection,
 * or the rows shown, in the order shown), one ExportRow per crawler column
 * asked for. A generator, so 100,000 URLs × 35 crawlers are written out in
 * chunks and never held as 3.5 million objects.
 */
import { USE_CODES, VERDICT_CODES, type CrawlerColumn, type ExportRow, type TestUrl } from '../engine/evaluation-facts.ts';
import { isChanged } from './row-order.ts';
import { sameLineNumber, type SameRule } from './same-rule.ts';

export function* exportRows(
  urls: readonly (Pick<TestUrl, 'url'> & Partial<Pick<TestUrl, 'otherOrigin'>>)[],
  rows: Uint32Array,
  columns: readonly CrawlerColumn[],
  names: ReadonlyMap<string, string>,
  same: SameRule = sameLineNumber,
): Generator<ExportRow> {
  for (const i of rows) {
    for (const c of columns) {
      yield {
        url: urls[i]!.url,
        crawler: names.get(c.profileId) ?? c.profileId,
        liveVerdict: VERDICT_CODES[c.live.states[i]!]!,
        liveLine: c.live.lines[i]!,
        draftVerdict: VERDICT_CODES[c.draft.states[i]!]!,
        draftLine: c.draft.lines[i]!,
        liveUse: USE_CODES[c.use?.live[i] ?? 0]!,
        draftUse: USE_CODES[c.use?.draft[i] ?? 0]!,
        changed: isChanged(c, i, same),
        otherSite: urls[i]!.otherOrigin === true,
      };
    }
  }
}

/** The selected rows in the order shown; the rows shown when nothing is selected. */
export function rowsToExport(shown: Uint32Array, selected: ReadonlySet<number>): Uint32Array {
  if (selected.size === 0) return shown;
  return shown.filter((i) => selected.has(i));
}
