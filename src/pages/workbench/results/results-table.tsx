/**
 * The results for one crawler: a row per URL with its verdict and deciding
 * line under the live file and under the draft, the rows the draft changes
 * marked (icon and word). A grid with one tab stop: the arrow keys move the
 * row in focus (Shift extends the selection), Enter shows the draft's
 * deciding line in the editor (Shift+Enter the live one), a click selects
 * (Shift: a range, Ctrl/Cmd: one more). Only the rows in view are in the DOM.
 */
import { useRef } from 'preact/hooks';
import type { CrawlerColumn, TestUrl, VerdictCode } from '../engine/evaluation-facts.ts';
import { SiteText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import type { ResultsState } from './results-state.ts';
import { memoComponent } from './memo-component.ts';
import { isChanged, type FileSide, type SortKey } from './row-order.ts';
import type { SameRule } from './same-rule.ts';
import { useVirtualRows } from './use-virtual-rows.ts';
import { VerdictMark } from './verdict-mark.tsx';
import { VersionChip } from './version-changes.tsx';
import type { UrlEffect } from '../../../core/index.ts';

/** One row's height in CSS pixels (results.css keeps the same). */
export const ROW_HEIGHT = 34;

export interface ResultsTableProps {
  state: ResultsState;
  column: CrawlerColumn;
  crawlerName: string;
  urls: readonly TestUrl[];
  /** The rows shown, in order (URL indices). */
  rows: Uint32Array;
  /** Whether a live and a draft line hold the same rule (a changed row is another verdict or another rule). */
  same: SameRule;
  /** The rows a comparison of two versions changes (null: none shown). */
  versionChanges?: ReadonlyMap<number, UrlEffect> | null;
  onJumpToLine: (line: number, which: FileSide) => void;
  onCopy: () => void;
}

const COLUMNS: readonly { key: SortKey; file?: FileSide; kind: 'url' | 'verdict' | 'line' }[] = [
  { key: 'url', kind: 'url' },
  { key: 'live-verdict', file: 'live', kind: 'verdict' },
  { key: 'live-line', file: 'live', kind: 'line' },
  { key: 'draft-verdict', file: 'draft', kind: 'verdict' },
  { key: 'draft-line', file: 'draft', kind: 'line' },
];

export const rowId = (urlIndex: number) => `wbr-row-${urlIndex}`;

export function ResultsTable({ state, column, crawlerName, urls, rows, same, versionChanges, onJumpToLine, onCopy }: ResultsTableProps) {
  const text = useText();
  const scroller = useRef<HTMLTableElement>(null);
  const virtualizer = useVirtualRows({
    count: rows.length,
    rowHeight: ROW_HEIGHT,
    getScrollElement: () => scroller.current,
    scrollMargin: ROW_HEIGHT,
  });
  const cursor = state.cursor.value;
  const selected = state.selected.value;
  const items = virtualizer.getVirtualItems();
  const cursorShown = cursor !== null && items.some((item) => rows[item.index] === cursor);

  const moveTo = (position: number, extend: boolean) => {
    if (rows.length === 0) return;
    const p = Math.min(rows.length - 1, Math.max(0, position));
    state.select(rows[p]!, extend ? 'range' : 'only', rows);
    virtualizer.scrollToIndex(p, { align: 'auto' });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    const at = cursor === null ? -1 : rows.indexOf(cursor);
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? ROW_HEIGHT * 10) / ROW_HEIGHT) - 1);
    const command = e.ctrlKey || e.metaKey;
    let handled = true;
    if (e.key === 'ArrowDown') moveTo(at + 1, e.shiftKey);
    else if (e.key === 'ArrowUp') moveTo(at === -1 ? 0 : at - 1, e.shiftKey);
    else if (e.key === 'PageDown') moveTo(at + page, e.shiftKey);
    else if (e.key === 'PageUp') moveTo(at - page, e.shiftKey);
    else if (e.key === 'Home') moveTo(0, e.shiftKey);
    else if (e.key === 'End') moveTo(rows.length - 1, e.shiftKey);
    else if (e.key === ' ' && cursor !== null) state.select(cursor, 'toggle', rows);
    else if (e.key === 'Enter' && cursor !== null) jumpFrom(column, cursor, e.shiftKey ? 'live' : 'draft', onJumpToLine);
    else if (command && e.key.toLowerCase() === 'a') state.selectAll(rows);
    else if (command && e.key.toLowerCase() === 'c' && selected.size > 0) onCopy();
    else if (e.key === 'Escape' && selected.size > 0) state.clearSelection();
    else handled = false;
    if (handled) e.preventDefault();
  };

  /** A click on a row selects it (Shift: a range, Ctrl/Cmd: one more); the line buttons do their own. */
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    const row = target.closest<HTMLElement>('tr[data-url-index]');
    if (row === null || target.closest('button')) return;
    state.select(Number(row.dataset.urlIndex), e.shiftKey ? 'range' : e.ctrlKey || e.metaKey ? 'toggle' : 'only', rows);
  };

  const sort = state.sort.value;
  return (
    <table
      ref={scroller}
      class="wbr-grid wbr-table"
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a table with role=grid is the ARIA Authoring Practices' data grid: table semantics for reading, one tab stop and arrow keys for moving.
      role="grid"
      tabIndex={0}
      aria-label={text.t('workbench-results.table.label', { crawler: crawlerName })}
      aria-describedby="wbr-keys"
      aria-rowcount={rows.length + 1}
      aria-colcount={COLUMNS.length}
      aria-multiselectable="true"
      aria-activedescendant={cursorShown ? rowId(cursor) : undefined}
      data-testid="results-table"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <thead class="wbr-head">
        <tr class="wbr-row" aria-rowindex={1}>
          {COLUMNS.map((c, k) => {
            const sorted = sort?.key === c.key ? sort.direction : 'none';
            return (
              <th key={c.key} class={`wbr-cell wbr-col-${c.kind}`} scope="col" aria-colindex={k + 1} aria-sort={sorted}>
                <button type="button" class="wbr-sort" data-sort={c.key} onClick={() => state.toggleSort(c.key)}>
                  {c.kind === 'url'
                    ? text.t('workbench-results.column.url')
                    : c.kind === 'verdict'
                      ? text.t('workbench-results.column.verdict', { file: c.file! })
                      : text.t('workbench-results.column.line', { file: c.file! })}
                  <span class="wbr-sort-mark" aria-hidden="true">
                    {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : ''}
                  </span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      {/* As tall as all its rows: the virtualizer's total leaves the header (its scroll margin) out already. */}
      <tbody class="wbr-body" style={{ height: `${rows.length * ROW_HEIGHT}px` }}>
        {items.map((item) => {
          const i = rows[item.index]!;
          return (
            <ResultRow
              key={i}
              index={i}
              position={item.index}
              top={item.start - ROW_HEIGHT}
              url={urls[i]!}
              column={column}
              same={same}
              selected={selected.has(i)}
              focused={cursor === i}
              versionChange={versionChanges?.get(i)}
              onJumpToLine={onJumpToLine}
            />
          );
        })}
      </tbody>
    </table>
  );
}

interface ResultRowProps {
  index: number;
  position: number;
  top: number;
  url: TestUrl;
  column: CrawlerColumn;
  same: SameRule;
  selected: boolean;
  focused: boolean;
  versionChange: UrlEffect | undefined;
  onJumpToLine: (line: number, which: FileSide) => void;
}

const ResultRow = memoComponent(function ResultRow({
  index,
  position,
  top,
  url,
  column,
  same,
  selected,
  focused,
  versionChange,
  onJumpToLine,
}: ResultRowProps) {
  const text = useText();
  const changed = isChanged(column, index, same);
  return (
    <tr
      id={rowId(index)}
      class={`wbr-row${changed ? ' is-changed' : ''}${versionChange ? ' is-version-changed' : ''}${selected ? ' is-selected' : ''}${focused ? ' is-focused' : ''}`}
      aria-rowindex={position + 2}
      aria-selected={selected ? 'true' : 'false'}
      data-testid="results-row"
      data-url-index={String(index)}
      data-changed={changed ? 'true' : 'false'}
      style={{ transform: `translateY(${top}px)` }}
    >
      <td class="wbr-cell wbr-col-url" aria-colindex={1}>
        {changed && (
          <span class="wbr-changed" data-testid="row-changed">
            <span aria-hidden="true">◆</span> {text.t('workbench-results.row.changed')}
          </span>
        )}
        {versionChange && <VersionChip change={versionChange} />}
        {url.otherOrigin && (
          <span class="wbr-other" title={text.t('workbench-results.row.other-origin.title')}>
            {text.t('workbench-results.row.other-origin')}
          </span>
        )}
        <SiteText class="wbr-url" text={url.url} />
      </td>
      <td class="wbr-cell wbr-col-verdict" aria-colindex={2}>
        <VerdictMark code={column.live.states[index] as VerdictCode} />
      </td>
      <td class="wbr-cell wbr-col-line" aria-colindex={3}>
        <LineButton line={column.live.lines[index]!} file="live" onJumpToLine={onJumpToLine} />
      </td>
      <td class="wbr-cell wbr-col-verdict" aria-colindex={4}>
        <VerdictMark code={column.draft.states[index] as VerdictCode} />
      </td>
      <td class="wbr-cell wbr-col-line" aria-colindex={5}>
        <LineButton line={column.draft.lines[index]!} file="draft" onJumpToLine={onJumpToLine} />
      </td>
    </tr>
  );
});

function LineButton({ line, file, onJumpToLine }: { line: number; file: FileSide; onJumpToLine: (line: number, which: FileSide) => void }) {
  const text = useText();
  if (line === 0) {
    return (
      <span class="wbr-no-line" title={text.t('workbench-results.line.none')}>
        <span aria-hidden="true">–</span>
        <span class="visually-hidden">{text.t('workbench-results.line.none')}</span>
      </span>
    );
  }
  const label = text.t('workbench-results.line.jump', { file, line });
  return (
    <button
      type="button"
      class="wbr-line"
      tabIndex={-1}
      data-line={String(line)}
      data-file={file}
      aria-label={label}
      title={label}
      onClick={() => onJumpToLine(line, file)}
    >
      {text.t('matrix.line', { line })}
    </button>
  );
}

/** Enter on a row: the deciding line of that file, or of the other when that file's verdict came without a line. */
function jumpFrom(column: CrawlerColumn, index: number, file: FileSide, onJumpToLine: (line: number, which: FileSide) => void): void {
  const other: FileSide = file === 'draft' ? 'live' : 'draft';
  const line = column[file].lines[index]!;
  if (line > 0) onJumpToLine(line, file);
  else if (column[other].lines[index]! > 0) onJumpToLine(column[other].lines[index]!, other);
}
