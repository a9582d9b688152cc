/**
 * Download CSV or JSON of the selected rows (or of the rows shown when none
 * is selected), for the chosen crawler or every crawler, and copy the
 * selected rows as TSV. Every crawler's columns are asked for when needed
 * (`columnsFor`), since the table only holds the chosen one's.
 */
import { useState } from 'preact/hooks';
import type { CrawlerColumn, TestUrl } from '../evaluation-facts.ts';
import { useText } from '../../ui/use-text.ts';
import { downloadBlob, exportFileName } from './download.ts';
import { csvChunks, jsonChunks, tsv } from './export-formats.ts';
import { exportRows, rowsToExport } from './export-rows.ts';
import type { ExportScope, ResultsState } from './results-state.ts';

export interface ExportBarProps {
  state: ResultsState;
  urls: readonly TestUrl[];
  /** The rows shown, in order. */
  rows: Uint32Array;
  chosen: CrawlerColumn;
  crawlerName: string;
  names: ReadonlyMap<string, string>;
  origin: string;
  /** The columns of every crawler, in the page's order. */
  columnsFor: (scope: ExportScope) => Promise<readonly CrawlerColumn[]>;
}

type Status = { kind: 'copied'; count: number } | { kind: 'copy-failed' } | { kind: 'export-failed' } | null;

export function ExportBar({ state, urls, rows, chosen, crawlerName, names, origin, columnsFor }: ExportBarProps) {
  const text = useText();
  const [status, setStatus] = useState<Status>(null);
  const selected = state.selected.value;
  const scope = state.exportScope.value;
  const picked = () => rowsToExport(rows, selected);

  const download = async (format: 'csv' | 'json') => {
    try {
      const columns = scope === 'chosen' ? [chosen] : await columnsFor(scope);
      const records = exportRows(urls, picked(), columns, names);
      const name = exportFileName(origin, new Date(), format);
      if (format === 'csv') downloadBlob(csvChunks(records), name, 'text/csv;charset=utf-8');
      else downloadBlob(jsonChunks(records), name, 'application/json');
      setStatus(null);
    } catch {
      setStatus({ kind: 'export-failed' });
    }
  };

  const copy = async () => {
    const chosenRows = rowsToExport(rows, selected);
    try {
      await navigator.clipboard.writeText(tsv(exportRows(urls, chosenRows, [chosen], names)));
      setStatus({ kind: 'copied', count: chosenRows.length });
    } catch {
      setStatus({ kind: 'copy-failed' });
    }
  };

  return (
    <div class="wbr-export">
      <label class="wbr-field">
        <span>{text.t('workbench-results.export.scope.label')}</span>
        <select
          data-testid="export-scope"
          value={scope}
          onChange={(e) => {
            state.exportScope.value = e.currentTarget.value as ExportScope;
          }}
        >
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
      <button type="button" class="button" data-testid="copy-selected" disabled={selected.size === 0} onClick={() => void copy()}>
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
      </p>
    </div>
  );
}
