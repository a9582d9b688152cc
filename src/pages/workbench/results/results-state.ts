/**
 * The results' state: its slice of the page's store, and what views read of
 * it. The page reads `cursor` to highlight the deciding line of the row in
 * focus. Rows are named by their index in the URL list, so a selection
 * survives a new sort, filter or evaluation.
 */
import { type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { ResultsActions } from './results-actions.ts';
import type { FileSide, SortOrder, VerdictFilter } from './row-order.ts';

export type ResultsView = 'table' | 'matrix';
export type ExportScope = 'chosen' | 'all';
/** How the last copy or download went (shown under the export buttons). */
export type ExportOutcome =
  | { kind: 'copied'; count: number }
  | { kind: 'copy-failed' }
  | { kind: 'export-failed' }
  /** A download was handed to the browser: its file name, rows and columns. */
  | { kind: 'saved'; name: string; rows: number; columns: number }
  | null;

/** How long the search waits after a keystroke before it filters 100,000 rows. */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * The results' slice of the page's store: its writable signals. The store
 * (store.ts) creates the page's one; only the actions layer
 * (results-actions.ts) writes it, and views read it as `ResultsReading`.
 */
export interface ResultsSlice {
  view: Signal<ResultsView>;
  filter: Signal<VerdictFilter>;
  side: Signal<FileSide>;
  /** The search box as typed… */
  searchText: Signal<string>;
  /** …and as applied, lower-cased, once typing pauses. */
  search: Signal<string>;
  sort: Signal<SortOrder | null>;
  /** Selected rows (URL indices). */
  selected: Signal<ReadonlySet<number>>;
  /** Where a Shift-click or Shift-arrow range starts. */
  anchor: Signal<number | null>;
  /** The row in focus (URL index): the arrow keys move it, the editor shows its deciding line. */
  cursor: Signal<number | null>;
  /** The crawler of the matrix cell last chosen (null: the page's chosen crawler). */
  matrixCrawler: Signal<string | null>;
  exportScope: Signal<ExportScope>;
  exportOutcome: Signal<ExportOutcome>;
}

export function createResultsSlice(): ResultsSlice {
  return {
    view: signal<ResultsView>('table'),
    filter: signal<VerdictFilter>('all'),
    side: signal<FileSide>('draft'),
    searchText: signal(''),
    search: signal(''),
    sort: signal<SortOrder | null>(null),
    selected: signal<ReadonlySet<number>>(new Set()),
    anchor: signal<number | null>(null),
    cursor: signal<number | null>(null),
    matrixCrawler: signal<string | null>(null),
    exportScope: signal<ExportScope>('chosen'),
    exportOutcome: signal<ExportOutcome>(null),
  };
}

/** The results' state as views read it: every signal read-only. */
export type ResultsReading = { readonly [K in keyof ResultsSlice]: ReadonlySignal<ResultsSlice[K]['value']> };

/** What the results' views get: the state to read and the actions that change it (results-actions.ts). */
export type ResultsState = ResultsReading & ResultsActions;

/** The rows between two rows of `order`, both included, in the order shown (just `to` when `from` is not shown). */
export function rangeOf(order: Uint32Array, from: number, to: number): Uint32Array {
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a === -1 || b === -1) return Uint32Array.of(to);
  return order.slice(Math.min(a, b), Math.max(a, b) + 1);
}
