/**
 * "Copy selected rows" (the button, or Ctrl+C in the table): the selected rows
 * of the chosen crawler, in the order shown, as TSV on the clipboard; the
 * outcome goes to the results state for the export bar to say.
 */
import type { Evaluation, TestUrl } from '../engine/evaluation-facts.ts';
import { tsv } from './export-formats.ts';
import { exportRows, rowsToExport } from './export-rows.ts';
import type { ResultsState } from './results-state.ts';
import type { SameRule } from './same-rule.ts';

export async function copySelectedRows(
  state: ResultsState,
  evaluation: Evaluation,
  urls: readonly TestUrl[],
  shown: Uint32Array,
  chosen: string,
  names: ReadonlyMap<string, string>,
  same?: SameRule,
): Promise<void> {
  const rows = rowsToExport(shown, state.selected.value);
  const columns = evaluation.columns.filter((c) => c.profileId === chosen);
  await state.runExport(
    async () => {
      await navigator.clipboard.writeText(tsv(exportRows(urls, rows, columns, names, same)));
      return { kind: 'copied', count: rows.length };
    },
    { kind: 'copy-failed' },
  );
}
