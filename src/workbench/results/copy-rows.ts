/**
 * "Copy selected rows" (the button, or Ctrl+C in the table): the selected rows
 * of the chosen crawler, in the order shown, as TSV on the clipboard; the
 * outcome goes to the results state for the export bar to say.
 */
import { exportRows } from '../engine/export-rows.ts';
import type { Evaluation } from '../evaluation-facts.ts';
import { rowsToExport } from './export-rows.ts';
import type { ResultsState } from './results-state.ts';
import { tsv } from './tsv.ts';

export async function copySelectedRows(
  state: ResultsState,
  evaluation: Evaluation,
  urls: readonly string[],
  shown: Uint32Array,
  chosen: string,
  nameOf: (profileId: string) => string,
): Promise<void> {
  const rows = rowsToExport(shown, state.selected.value);
  try {
    await navigator.clipboard.writeText(tsv(exportRows(evaluation, urls, nameOf, { rows, profileIds: [chosen] })));
    state.exportOutcome.value = { kind: 'copied', count: rows.length };
  } catch {
    state.exportOutcome.value = { kind: 'copy-failed' };
  }
}
