/**
 * The results' state, in one place: the page's store creates it, the results
 * components read and change it, and the page reads `cursor` to highlight the
 * deciding line of the row in focus. Rows are named by their index in the URL
 * list, so a selection survives a new sort, filter or evaluation.
 */
import { batch, type Signal, signal } from '@preact/signals';
import type { FileSide, SortKey, SortOrder, VerdictFilter } from './row-order.ts';

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

export interface ResultsState {
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
  setSearchText(text: string): void;
  /** A header click: sort by that column, ascending first, then the other way. */
  toggleSort(key: SortKey): void;
  /** Select rows: one alone, a range from the anchor (Shift), or toggle one (Ctrl/Cmd). `order` is the rows shown, in order. */
  select(row: number, how: 'only' | 'range' | 'toggle', order: Uint32Array): void;
  selectAll(order: Uint32Array): void;
  clearSelection(): void;
  /** Forget rows past a new URL list's end. */
  reset(): void;
  dispose(): void;
}

export function createResultsState(): ResultsState {
  const view = signal<ResultsView>('table');
  const filter = signal<VerdictFilter>('all');
  const side = signal<FileSide>('draft');
  const searchText = signal('');
  const search = signal('');
  const sort = signal<SortOrder | null>(null);
  const selected = signal<ReadonlySet<number>>(new Set());
  const anchor = signal<number | null>(null);
  const cursor = signal<number | null>(null);
  const matrixCrawler = signal<string | null>(null);
  const exportScope = signal<ExportScope>('chosen');
  const exportOutcome = signal<ExportOutcome>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setSearchText = (text: string) => {
    searchText.value = text;
    clearTimeout(timer);
    timer = setTimeout(() => {
      search.value = text.trim().toLowerCase();
    }, SEARCH_DEBOUNCE_MS);
  };

  const toggleSort = (key: SortKey) => {
    const now = sort.value;
    sort.value = { key, direction: now?.key === key && now.direction === 'ascending' ? 'descending' : 'ascending' };
  };

  const select = (row: number, how: 'only' | 'range' | 'toggle', order: Uint32Array) => {
    batch(() => {
      if (how === 'toggle') {
        const next = new Set(selected.value);
        if (next.has(row)) next.delete(row);
        else next.add(row);
        selected.value = next;
        anchor.value = row;
      } else if (how === 'range' && anchor.value !== null) {
        selected.value = new Set(rangeOf(order, anchor.value, row));
      } else {
        selected.value = new Set([row]);
        anchor.value = row;
      }
      cursor.value = row;
    });
  };

  const selectAll = (order: Uint32Array) => {
    selected.value = new Set(order);
  };

  const clearSelection = () => {
    batch(() => {
      selected.value = new Set();
      anchor.value = null;
    });
  };

  const reset = () => {
    batch(() => {
      clearSelection();
      cursor.value = null;
    });
  };

  return {
    view,
    filter,
    side,
    searchText,
    search,
    sort,
    selected,
    anchor,
    cursor,
    matrixCrawler,
    exportScope,
    exportOutcome,
    setSearchText,
    toggleSort,
    select,
    selectAll,
    clearSelection,
    reset,
    dispose: () => clearTimeout(timer),
  };
}

/** The rows between two rows of `order`, both included, in the order shown (just `to` when `from` is not shown). */
export function rangeOf(order: Uint32Array, from: number, to: number): Uint32Array {
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  if (a === -1 || b === -1) return Uint32Array.of(to);
  return order.slice(Math.min(a, b), Math.max(a, b) + 1);
}
