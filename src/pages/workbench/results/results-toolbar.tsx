/** The view switch, the filter, the file it reads, and the search box; every control labelled. */
import { useText } from '../../../ui/use-text.ts';
import type { ResultsState } from './results-state.ts';
import type { FileSide, VerdictFilter } from './row-order.ts';

const FILTERS: readonly VerdictFilter[] = ['all', 'disallowed', 'allowed', 'changed'];
const SIDES: readonly FileSide[] = ['draft', 'live'];

export function ResultsToolbar({ state }: { state: ResultsState }) {
  const text = useText();
  const view = state.view.value;
  const filter = state.filter.value;
  return (
    <div class="wbr-toolbar">
      <fieldset class="wbr-views">
        <legend class="visually-hidden">{text.t('workbench-results.view.label')}</legend>
        {(['table', 'matrix'] as const).map((v) => (
          <button
            key={v}
            type="button"
            class="wbr-view"
            aria-pressed={view === v ? 'true' : 'false'}
            data-view={v}
            onClick={() => state.setView(v)}
          >
            {text.t(v === 'table' ? 'workbench-results.view.table' : 'workbench-results.view.matrix')}
          </button>
        ))}
      </fieldset>
      <label class="wbr-field">
        <span>{text.t('workbench-results.filter.label')}</span>
        <select data-testid="results-filter" value={filter} onChange={(e) => state.setFilter(e.currentTarget.value as VerdictFilter)}>
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {text.t('workbench-results.filter.option', { filter: f })}
            </option>
          ))}
        </select>
      </label>
      <label class="wbr-field">
        <span>{text.t('workbench-results.side.label')}</span>
        <select
          data-testid="results-side"
          value={state.side.value}
          disabled={filter === 'all' || filter === 'changed'}
          onChange={(e) => state.setSide(e.currentTarget.value as FileSide)}
        >
          {SIDES.map((s) => (
            <option key={s} value={s}>
              {text.t('workbench-results.side.option', { file: s })}
            </option>
          ))}
        </select>
      </label>
      <label class="wbr-field wbr-search">
        <span>{text.t('workbench-results.search.label')}</span>
        <input
          type="search"
          data-testid="results-search"
          value={state.searchText.value}
          placeholder={text.t('workbench-results.search.placeholder')}
          onInput={(e) => state.setSearchText(e.currentTarget.value)}
        />
      </label>
    </div>
  );
}
