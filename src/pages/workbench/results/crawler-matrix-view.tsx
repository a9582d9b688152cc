/**
 * Every crawler at once: a row per URL, a column per crawler profile (presets
 * and custom) grouped as the popup's matrix groups them, each cell the
 * verdict under the live file, or "live → draft" when the draft changes it
 * (two marks and an arrow, so a change never rests on colour alone). A click
 * on a cell, or Enter on the cell in focus, chooses that URL and crawler (the
 * editor shows the deciding line). Rows are virtualised; the header rows and
 * the URL column stay in place while the grid scrolls.
 */
import { useMemo, useRef } from 'preact/hooks';
import { CRAWLER_GROUPS, type CrawlerGroup } from '../../../core/index.ts';
import type { CrawlerColumn, TestUrl, VerdictCode } from '../engine/evaluation-facts.ts';
import { USE_CODES, VERDICT_CODES } from '../engine/evaluation-facts.ts';
import { SiteText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import type { ResultsState } from './results-state.ts';
import type { Text } from '../../../text/text.ts';
import { memoComponent } from './memo-component.ts';
import { isChanged } from './row-order.ts';
import type { SameRule } from './same-rule.ts';
import { useVirtualRows } from './use-virtual-rows.ts';
import { CRAWLER_GROUP_ARG } from '../../../ui/crawler-group-arg.ts';

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
  same: SameRule;
  /** The crawler the page has chosen (the cell in focus starts there). */
  chosen: string;
  onChooseCell: (urlIndex: number, profileId: string) => void;
}

/** The columns in the matrix's group order, each group's columns in the order given. */
export function groupedColumns(columns: readonly CrawlerColumn[]): { group: CrawlerGroup; columns: CrawlerColumn[] }[] {
  return CRAWLER_GROUPS.flatMap((group) => {
    const inGroup = columns.filter((c) => c.group === group);
    return inGroup.length > 0 ? [{ group, columns: inGroup }] : [];
  });
}

export const cellId = (urlIndex: number, column: number) => `wbm-${urlIndex}-${column}`;

export function CrawlerMatrixView({ state, columns, names, urls, rows, same, chosen, onChooseCell }: CrawlerMatrixViewProps) {
  const text = useText();
  const scroller = useRef<HTMLTableElement>(null);
  const groups = useMemo(() => groupedColumns(columns), [columns]);
  const ordered = useMemo(() => groups.flatMap((g) => g.columns), [groups]);
  const labels = useMemo(() => cellLabels(text, names), [text, names]);
  const virtualizer = useVirtualRows({
    count: rows.length,
    rowHeight: MATRIX_ROW_HEIGHT,
    getScrollElement: () => scroller.current,
    scrollMargin: HEADER_HEIGHT,
    overscan: 4,
  });
  const cursor = state.cursor.value;
  const focusedCrawler = state.matrixCrawler.value ?? chosen;
  const focusedColumn = Math.max(
    0,
    ordered.findIndex((c) => c.profileId === focusedCrawler),
  );
  const items = virtualizer.getVirtualItems();
  const cursorShown = cursor !== null && items.some((item) => rows[item.index] === cursor);
  // Fixed widths: each row is its own grid, so a column lines up only if no track depends on a row's content.
  const template = `20rem repeat(${ordered.length}, 3.6rem)`;

  const move = (position: number, column: number) => {
    if (rows.length === 0 || ordered.length === 0) return;
    const p = Math.min(rows.length - 1, Math.max(0, position));
    const c = Math.min(ordered.length - 1, Math.max(0, column));
    state.select(rows[p]!, 'only', rows);
    state.chooseMatrixCrawler(ordered[c]!.profileId);
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
    state.chooseMatrixCrawler(profileId);
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
              {text.t('matrix.group', { group: CRAWLER_GROUP_ARG[g.group] })}
            </th>
          ))}
        </tr>
        <tr class="wbr-row wbr-names" aria-rowindex={2} style={{ gridTemplateColumns: template }}>
          <th class="wbr-cell wbr-col-url wbr-corner" scope="col" aria-colindex={1}>
            {text.t('workbench-results.column.url')}
          </th>
          {ordered.map((c, k) => (
            <th key={c.profileId} class="wbr-cell wbr-name" scope="col" aria-colindex={k + 2} data-profile={c.profileId}>
              <span class="wbr-name-text" translate={false}>
                {names.get(c.profileId) ?? c.profileId}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      {/* As tall as all its rows: the virtualizer's total leaves the header (its scroll margin) out already. */}
      <tbody class="wbr-body" style={{ height: `${rows.length * MATRIX_ROW_HEIGHT}px` }}>
        {items.map((item) => {
          const i = rows[item.index]!;
          return (
            <MatrixRow
              key={i}
              index={i}
              position={item.index}
              top={item.start - HEADER_HEIGHT}
              template={template}
              url={urls[i]!.url}
              columns={ordered}
              same={same}
              labels={labels}
              focusedColumn={cursor === i ? focusedColumn : -1}
            />
          );
        })}
      </tbody>
    </table>
  );
}

interface MatrixRowProps {
  index: number;
  position: number;
  top: number;
  template: string;
  url: string;
  columns: readonly CrawlerColumn[];
  same: SameRule;
  labels: CellLabels;
  /** The column of the cell in focus when this is the row in focus, else -1. */
  focusedColumn: number;
}

/** One URL's row; renders again only when one of its props changes, so a scroll renders just the rows it brings in. */
const MatrixRow = memoComponent(function MatrixRow({
  index,
  position,
  top,
  template,
  url,
  columns,
  same,
  labels,
  focusedColumn,
}: MatrixRowProps) {
  return (
    <tr
      class={`wbr-row${focusedColumn >= 0 ? ' is-focused' : ''}`}
      aria-rowindex={position + 3}
      data-testid="matrix-row"
      data-url-index={String(index)}
      style={{ transform: `translateY(${top}px)`, gridTemplateColumns: template }}
    >
      <th class="wbr-cell wbr-col-url" scope="row" aria-colindex={1}>
        <SiteText class="wbr-url" text={url} />
      </th>
      {columns.map((c, k) => {
        const live = c.live.states[index] as VerdictCode;
        const draft = c.draft.states[index] as VerdictCode;
        const changed = isChanged(c, index, same);
        const useDraft = c.use?.draft[index] ?? 0;
        const useLive = c.use?.live[index] ?? 0;
        const label = labels(c.profileId, live, draft, changed, useDraft);
        return (
          <td
            key={c.profileId}
            id={cellId(index, k)}
            class={`wbr-cell wbr-mcell state-${VERDICT_CODES[draft]}${changed ? ' is-changed' : ''}${k === focusedColumn ? ' is-focused' : ''}`}
            aria-colindex={k + 2}
            aria-label={label}
            title={label}
            data-testid="matrix-cell"
            data-profile={c.profileId}
            data-live={VERDICT_CODES[live]}
            data-draft={VERDICT_CODES[draft]}
            data-changed={changed ? 'true' : 'false'}
            data-use-live={USE_CODES[useLive]}
            data-use-draft={USE_CODES[useDraft]}
          >
            {changed ? (
              <>
                <span class={`state-${VERDICT_CODES[live]}`}>{GLYPH[live]}</span>→
                <span class={`state-${VERDICT_CODES[draft]}`}>{GLYPH[draft]}</span>
              </>
            ) : (
              GLYPH[live]
            )}
            {useDraft !== 0 && (
              <span
                class={`wbr-use ${useDraft === 1 ? 'use-allows' : 'use-refuses'}${useDraft !== useLive ? ' is-use-changed' : ''}`}
                aria-hidden="true"
              >
                {USE_GLYPH[useDraft]}
              </span>
            )}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * A verdict in a cell as one character of its own shape (a tick, a cross, a
 * pause), not an icon: a screen of the matrix is a thousand cells, and a text
 * node costs a fraction of an SVG's elements when a scroll brings in new rows.
 * The cell's label says it in words.
 */
const GLYPH: Readonly<Record<VerdictCode, string>> = { 0: '✓', 1: '✗', 2: '‖', 3: '–' };

/** The draft's stated preference for the crawler's purpose, marked small after the verdict; its words are in the label. */
const USE_GLYPH: Readonly<Record<number, string>> = { 1: '•', 2: '◦' };

type CellLabels = (profileId: string, live: VerdictCode, draft: VerdictCode, changed: boolean, use: number) => string;

/**
 * A cell's words, made once per crawler and pair of verdicts: a screen of the
 * matrix holds a thousand cells but at most a few distinct labels per crawler.
 */
function cellLabels(text: Text, names: ReadonlyMap<string, string>): CellLabels {
  const made = new Map<string, string>();
  return (profileId, live, draft, changed, use) => {
    const key = `${profileId}\u0000${live}${draft}${changed ? 1 : 0}${use}`;
    let label = made.get(key);
    if (label === undefined) {
      const params = { crawler: names.get(profileId) ?? profileId, live: VERDICT_CODES[live], draft: VERDICT_CODES[draft] };
      label = changed ? text.t('workbench-results.matrix.cell.changed', params) : text.t('workbench-results.matrix.cell', params);
      if (use !== 0) label += ` · ${text.t(use === 1 ? 'use.matrix.short.allows' : 'use.matrix.short.refuses')}`;
      made.set(key, label);
    }
    return label;
  };
}
