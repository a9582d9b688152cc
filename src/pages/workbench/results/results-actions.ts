/**
 * The results' actions: the only code that writes the results' slice of the
 * store (results-state.ts). Part of the workbench's actions layer (see
 * ../actions.ts): views call these, never set a signal themselves.
 */
import { batch } from '@preact/signals';
import { latestAnswer } from '../../../shared/latest-answer.ts';
import type { FileSide, SortKey, VerdictFilter } from './row-order.ts';
import {
  createResultsSlice,
  type ExportOutcome,
  type ExportScope,
  rangeOf,
  type ResultsSlice,
  type ResultsState,
  type ResultsView,
  SEARCH_DEBOUNCE_MS,
} from './results-state.ts';

export interface ResultsActions {
  setView(view: ResultsView): void;
  setFilter(filter: VerdictFilter): void;
  setSide(side: FileSide): void;
  setSearchText(text: string): void;
  /** A header click: sort by that column, ascending first, then the other way. */
  toggleSort(key: SortKey): void;
  /** Select rows: one alone, a range from the anchor (Shift), or toggle one (Ctrl/Cmd). `order` is the rows shown, in order. */
  select(row: number, how: 'only' | 'range' | 'toggle', order: Uint32Array): void;
  selectAll(order: Uint32Array): void;
  clearSelection(): void;
  /** Forget rows past a new URL list's end. */
  reset(): void;
  /** A matrix cell chosen: its crawler is the one the matrix's row actions are for. */
  chooseMatrixCrawler(profileId: string): void;
  setExportScope(scope: ExportScope): void;
  /** A copy or a download: how it went (`failed` when `work` throws) is said for the export bar, unless a later one began meanwhile. */
  runExport(work: () => Promise<ExportOutcome>, failed: ExportOutcome): Promise<void>;
  dispose(): void;
}

export function resultsActions(slice: ResultsSlice): ResultsActions {
  const { view, filter, side, searchText, search, sort, selected, anchor, cursor, matrixCrawler, exportScope, exportOutcome } = slice;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The export outcome shown is the latest copy's or download's. */
  const exports = latestAnswer();

  const clearSelection = () => {
    batch(() => {
      selected.value = new Set();
      anchor.value = null;
    });
  };

  return {
    setView(v) {
      view.value = v;
    },
    setFilter(f) {
      filter.value = f;
    },
    setSide(s) {
      side.value = s;
    },
    setSearchText(text) {
      searchText.value = text;
      clearTimeout(timer);
      timer = setTimeout(() => {
        search.value = text.trim().toLowerCase();
      }, SEARCH_DEBOUNCE_MS);
    },
    toggleSort(key) {
      const now = sort.value;
      sort.value = { key, direction: now?.key === key && now.direction === 'ascending' ? 'descending' : 'ascending' };
    },
    select(row, how, order) {
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
    },
    selectAll(order) {
      selected.value = new Set(order);
    },
    clearSelection,
    reset() {
      batch(() => {
        clearSelection();
        cursor.value = null;
      });
    },
    chooseMatrixCrawler(profileId) {
      matrixCrawler.value = profileId;
    },
    setExportScope(scope) {
      exportScope.value = scope;
    },
    async runExport(work, failed) {
      const ask = exports.ask();
      let outcome: ExportOutcome;
      try {
        outcome = await work();
      } catch {
        outcome = failed;
      }
      if (ask.current) exportOutcome.value = outcome;
    },
    dispose: () => clearTimeout(timer),
  };
}

/** The results' state and actions over a slice (a fresh one: a results panel on its own, as the tests mount it). */
export function createResultsState(slice: ResultsSlice = createResultsSlice()): ResultsState {
  return { ...slice, ...resultsActions(slice) };
}
