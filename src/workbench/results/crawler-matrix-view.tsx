/**
 * Every crawler at once: a row per URL, a column per crawler profile (presets
 * and custom) grouped as the popup's matrix groups them, each cell the
 * verdict under the live file, or "live → draft" when the draft changes it
 * (two icons and an arrow, so a change never rests on colour alone). A click
 * on a cell, or Enter on the cell in focus, chooses that URL and crawler (the
 * editor shows the deciding line). Rows are virtualised; the header rows and
 * the URL column stay in place while the grid scrolls.
 */
import { useRef } from 'preact/hooks';
import { CRAWLER_GROUPS, type CrawlerGroup } from '../../core/index.ts';
import type { CrawlerColumn, TestUrl, VerdictCode } from '../evaluation-facts.ts';
import { VERDICT_CODES } from '../evaluation-facts.ts';
import { SiteText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import type { CrawlerGroupArg } from '../../text/messages/index.ts';
import type { ResultsState } from './results-state.ts';
import { isChanged } from './row-order.ts';
import { useVirtualRows } from './use-virtual-rows.ts';
import { VerdictIcon } from './verdict-mark.tsx';

/** A matrix row's height in CSS pixels; the header is two rows (groups, names). */
export const MATRIX_ROW_HEIGHT = 30;
const HEADER_HEIGHT = 30 + 120;

export interface MatrixProfile {
  id: string;
  name: string;
  group: CrawlerGroup;
}

export interface CrawlerMatrixViewProps {
  state: ResultsState;
  /** The columns to show, in the page's profile order (grouped here). */
  columns: readonly CrawlerColumn[];
  names: ReadonlyMap<string, string>;
  urls: readonly TestUrl[];
  rows: Uint32Array;
  /** The crawler the page has chosen (the cell in focus starts there). */
  chosen: string;
  onChooseCell: (urlIndex: number, profileId: string) => void;
}

const GROUP_ARG: Readonly<Record<CrawlerGroup, CrawlerGroupArg>> = {
  search: 'search',
  'google-special': 'google_special',
  'ai-training': 'ai_training',
  'ai-search': 'ai_search',
  ads: 'ads',
  coccoc: 'coccoc',
  custom: 'custom',
};

/** The columns in the matrix's group order, each group's columns in the order given. */
export function groupedColumns(columns: readonly CrawlerColumn[]): { group: CrawlerGroup; columns: CrawlerColumn[] }[] {
  return CRAWLER_GROUPS.flatMap((group) => {
    const inGroup = columns.filter((c) => c.group === group);
    return inGroup.length > 0 ? [{ group, columns: inGroup }] : [];
  });
}

export const cellId = (urlIndex: number, column: number) => `wbm-${urlIndex}-${column}`;

export function CrawlerMatrixView({ state, columns, names, urls, rows, chosen, onChooseCell }: CrawlerMatrixViewProps) {
  const text = useText();
  const scroller = useRef<HTMLTableElement>(null);
  const groups = groupedColumns(columns);
  const ordered = groups.flatMap((g) => g.columns);
  const virtualizer = useVirtualRows({
    count: rows.length,
    rowHeight: MATRIX_ROW_HEIGHT,
    getScrollElement: () => scroller.current,
    scrollMargin: HEADER_HEIGHT,
  });
  const cursor = state.cursor.value;
  const focusedCrawler = state.matrixCrawler.value ?? chosen;
  const focusedColumn = Math.max(
    0,
    ordered.findIndex((c) => c.profileId === focusedCrawler),
  );
  const items = virtualizer.getVirtualItems();
  const cursorShown = cursor !== null && items.some((item) => rows[item.index] === cursor);
  const template = `minmax(14rem, 1fr) repeat(${ordered.length}, 3.6rem)`;

  const move = (position: number, column: number) => {
    if (rows.length === 0 || ordered.length === 0) return;
    const p = Math.min(rows.length - 1, Math.max(0, position));
    const c = Math.min(ordered.length - 1, Math.max(0, column));
    state.select(rows[p]!, 'only', rows);
    state.matrixCrawler.value = ordered[c]!.profileId;
    virtualizer.scrollToIndex(p, { align: 'auto' });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    const at = cursor === null ? -1 : rows.indexOf(cursor);
    let handled = true;
    if (e.key === 'ArrowDown') move(at + 1, focusedColumn);
    else if (e.key === 'ArrowUp') move(at === -1 ? 0 : at - 1, focusedColumn);
    else if (e.key === 'ArrowRight') move(Math.max(at, 0), focusedColumn + 1);
    else if (e.key === 'ArrowLeft') move(Math.max(at, 0), focusedColumn - 1);
    else if (e.key === 'Home') move(Math.max(at, 0), 0);
    else if (e.key === 'End') move(Math.max(at, 0), ordered.length - 1);
    else if (e.key === 'Enter' && cursor !== null && ordered[focusedColumn]) onChooseCell(cursor, ordered[focusedColumn]!.profileId);
    else handled = false;
    if (handled) e.preventDefault();
  };

  /** A click on a cell chooses its URL and crawler (delegated: one listener for every cell). */
  const onClick = (e: MouseEvent) => {
    const cell = (e.target as Element).closest<HTMLElement>('td[data-profile]');
    const row = cell?.closest<HTMLElement>('tr[data-url-index]');
    if (!cell || !row) return;
    const i = Number(row.dataset.urlIndex);
    const profileId = cell.dataset.profile!;
    state.select(i, 'only', rows);
    state.matrixCrawler.value = profileId;
    onChooseCell(i, profileId);
  };

  return (
    <table
      ref={scroller}
      class="wbr-grid wbr-matrix"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role=grid is the ARIA Authoring Practices' data grid: table semantics for reading, one tab stop and arrow keys for moving.
      role="grid"
      tabIndex={0}
      aria-label={text.t('workbench-results.matrix.label')}
      aria-rowcount={rows.length + 2}
      aria-colcount={ordered.length + 1}
      aria-activedescendant={cursorShown ? cellId(cursor, focusedColumn) : undefined}
      data-testid="results-matrix"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <thead class="wbr-head">
        <tr class="wbr-row wbr-groups" aria-rowindex={1} style={{ gridTemplateColumns: template }}>
          <td class="wbr-cell wbr-col-url wbr-corner" aria-colindex={1} />
          {groups.map((g, k) => (
            <th
              key={g.group}
              class="wbr-cell wbr-group"
              scope="colgroup"
              aria-colindex={2 + groups.slice(0, k).reduce((n, x) => n + x.columns.length, 0)}
              colSpan={g.columns.length}
              style={{ gridColumn: `span ${g.columns.length}` }}
              data-group={g.group}
            >
              {text.t('matrix.group', { group: GROUP_ARG[g.group] })}
            </th>
          ))}
        </tr>
        <tr class="wbr-row wbr-names" aria-rowindex={2} style={{ gridTemplateColumns: template }}>
          <th class="wbr-cell wbr-col-url wbr-corner" scope="col" aria-colindex={1}>
            {text.t('workbench-results.column.url')}
          </th>
          {ordered.map((c, k) => (
            <th key={c.profileId} class="wbr-cell wbr-name" scope="col" aria-colindex={k + 2} data-profile={c.profileId}>
              <span class="wbr-name-text">{names.get(c.profileId) ?? c.profileId}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody class="wbr-body" style={{ height: `${virtualizer.getTotalSize() - HEADER_HEIGHT}px` }}>
        {items.map((item) => {
          const i = rows[item.index]!;
          return (
            <tr
              key={i}
              class={`wbr-row${cursor === i ? ' is-focused' : ''}`}
              aria-rowindex={item.index + 3}
              data-testid="matrix-row"
              data-url-index={String(i)}
              style={{ transform: `translateY(${item.start - HEADER_HEIGHT}px)`, gridTemplateColumns: template }}
            >
              <th class="wbr-cell wbr-col-url" scope="row" aria-colindex={1}>
                <SiteText class="wbr-url" text={urls[i]!.url} />
              </th>
              {ordered.map((c, k) => (
                <MatrixCell
                  key={c.profileId}
                  id={cellId(i, k)}
                  colIndex={k + 2}
                  column={c}
                  index={i}
                  name={names.get(c.profileId) ?? c.profileId}
                  focused={cursor === i && k === focusedColumn}
                />
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

interface MatrixCellProps {
  id: string;
  colIndex: number;
  column: CrawlerColumn;
  index: number;
  name: string;
  focused: boolean;
}

function MatrixCell({ id, colIndex, column, index, name, focused }: MatrixCellProps) {
  const text = useText();
  const live = column.live.states[index] as VerdictCode;
  const draft = column.draft.states[index] as VerdictCode;
  const changed = isChanged(column, index);
  const params = { crawler: name, live: VERDICT_CODES[live], draft: VERDICT_CODES[draft] };
  const label = changed ? text.t('workbench-results.matrix.cell.changed', params) : text.t('workbench-results.matrix.cell', params);
  return (
    <td
      id={id}
      class={`wbr-cell wbr-mcell state-${VERDICT_CODES[draft]}${changed ? ' is-changed' : ''}${focused ? ' is-focused' : ''}`}
      aria-colindex={colIndex}
      aria-label={label}
      title={label}
      data-testid="matrix-cell"
      data-profile={column.profileId}
      data-live={VERDICT_CODES[live]}
      data-draft={VERDICT_CODES[draft]}
      data-changed={changed ? 'true' : 'false'}
    >
      <span class={`wbr-mstate state-${VERDICT_CODES[live]}`}>
        <VerdictIcon code={live} size={12} />
      </span>
      {changed && (
        <>
          <span class="wbr-arrow" aria-hidden="true">
            →
          </span>
          <span class={`wbr-mstate state-${VERDICT_CODES[draft]}`}>
            <VerdictIcon code={draft} size={12} />
          </span>
        </>
      )}
    </td>
  );
}
