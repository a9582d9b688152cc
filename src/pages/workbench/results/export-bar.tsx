/**
 * Download CSV or JSON of the selected rows (or of the rows shown when none
 * is selected), for the chosen crawler or every crawler, and copy the
 * selected rows as TSV (copy-rows.ts). The files are made in chunks folded
 * into a Blob (engine/piece-blob.ts); every crawler's columns are asked for
 * when needed (`evaluationFor`), since the table may hold only the chosen one's.
 */
import { pieceBlob } from '../engine/piece-blob.ts';
import type { Evaluation, TestUrl } from '../engine/evaluation-facts.ts';
import { useText } from '../../../ui/use-text.ts';
import { downloadBlob, exportFileName } from './download.ts';
import { csvChunks, EXPORT_HEADER, jsonChunks } from './export-formats.ts';
import { site } from '../../../text/text.ts';
import { exportRows, rowsToExport } from './export-rows.ts';
import type { ExportScope, ResultsState } from './results-state.ts';
import type { SameRule } from './same-rule.ts';

export interface ExportBarProps {
  state: ResultsState;
  urls: readonly TestUrl[];
  /** The rows shown, in order. */
  rows: Uint32Array;
  /** The chosen crawler's profile id and name. */
  chosen: string;
  crawlerName: string;
  names: ReadonlyMap<string, string>;
  origin: string;
  /** An evaluation holding the columns the scope needs. */
  evaluationFor: (scope: ExportScope) => Promise<Evaluation>;
  /** Whether two deciding lines hold the same rule (the table's "Changed" flag, kept in the export). */
  same?: SameRule;
  onCopy: () => void;
}

export function ExportBar({ state, urls, rows, chosen, crawlerName, names, origin, evaluationFor, same, onCopy }: ExportBarProps) {
  const text = useText();
  const status = state.exportOutcome.value;
  const selected = state.selected.value;
  const scope = state.exportScope.value;

  const download = (format: 'csv' | 'json') =>
    state.runExport(
      async () => {
        const evaluation = await evaluationFor(scope);
        const columns = scope === 'chosen' ? evaluation.columns.filter((c) => c.profileId === chosen) : evaluation.columns;
        const exported = rowsToExport(rows, selected);
        const records = exportRows(urls, exported, columns, names, same);
        const blob =
          format === 'csv' ? pieceBlob(csvChunks(records), 'text/csv;charset=utf-8') : pieceBlob(jsonChunks(records), 'application/json');
        const name = exportFileName(origin, new Date(), format);
        downloadBlob(blob, name);
        // One row per URL and crawler; the columns are the header's (JSON objects carry the same fields).
        return { kind: 'saved', name, rows: exported.length * columns.length, columns: EXPORT_HEADER.length };
      },
      { kind: 'export-failed' },
    );

  return (
    <div class="wbr-export">
      <label class="wbr-field">
        <span>{text.t('workbench-results.export.scope.label')}</span>
        <select data-testid="export-scope" value={scope} onChange={(e) => state.setExportScope(e.currentTarget.value as ExportScope)}>
          <option value="chosen">{text.t('workbench-results.export.scope.chosen', { crawler: crawlerName })}</option>
          <option value="all">{text.t('workbench-results.export.scope.all')}</option>
        </select>
      </label>
      <button type="button" class="button" data-testid="export-csv" onClick={() => void download('csv')}>
        {text.t('workbench-results.export.csv')}
      </button>
      <button type="button" class="button" data-testid="export-json" onClick={() => void download('json')}>
        {text.t('workbench-results.export.json')}
      </button>
      <button type="button" class="button" data-testid="copy-selected" disabled={selected.size === 0} onClick={onCopy}>
        {text.t('workbench-results.copy.selected', { count: selected.size })}
      </button>
      {selected.size > 0 && (
        <button type="button" class="button button-small" onClick={() => state.clearSelection()}>
          {text.t('workbench-results.selection.clear')}
        </button>
      )}
      <p class="wbr-export-note hint">{text.t('workbench-results.export.rows', { selected: selected.size, shown: rows.length })}</p>
      <p class="wbr-status" role="status" data-testid="export-status">
        {status?.kind === 'copied' && text.t('workbench-results.copy.done', { count: status.count })}
        {status?.kind === 'copy-failed' && text.t('workbench-results.copy.failed')}
        {status?.kind === 'export-failed' && text.t('workbench-results.export.failed')}
        {status?.kind === 'saved' &&
          text.t('workbench-results.export.saved', { name: site(status.name), rows: status.rows, columns: status.columns })}
      </p>
    </div>
  );
}
