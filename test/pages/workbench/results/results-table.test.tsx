// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createResultsState } from '../../../../src/pages/workbench/results/results-actions.ts';
import { ResultsTable, ROW_HEIGHT } from '../../../../src/pages/workbench/results/results-table.tsx';
import { filterRows, searchKeys, sortedRows } from '../../../../src/pages/workbench/results/row-order.ts';
import { sameLineNumber } from '../../../../src/pages/workbench/results/same-rule.ts';
import { big } from './fixture.ts';
import { click, layOutGrids, key, mount, settle, unmount, VIEWPORT } from './render.ts';
import type { ComponentProps } from 'preact';

let restore: () => void;
beforeAll(() => {
  restore = layOutGrids();
});
afterAll(() => restore());
let host: HTMLElement | null = null;
afterEach(async () => {
  if (host) await unmount(host);
  host = null;
});

/** The table with what most tests leave as is (Googlebot, the same-line rule, no-op callbacks); `props` sets the rest. */
function mountTable(
  props: Pick<ComponentProps<typeof ResultsTable>, 'state' | 'column' | 'urls' | 'rows'> & Partial<ComponentProps<typeof ResultsTable>>,
) {
  return mount(<ResultsTable crawlerName="Googlebot" same={sameLineNumber} onJumpToLine={() => {}} onCopy={() => {}} {...props} />);
}

const shownRows = () => Array.from(host!.querySelectorAll<HTMLElement>('[data-testid="results-row"]'));
const indices = () => shownRows().map((r) => Number(r.dataset.urlIndex));

test('100,000 rows never become 100,000 DOM nodes; scrolling renders the rows in view', async () => {
  const { urls, column } = big(100_000);
  const state = createResultsState();
  const rows = sortedRows(urls.length, column, urls, null);
  host = await mountTable({ state, column, urls, rows });
  await settle();
  const grid = host.querySelector<HTMLElement>('[role="grid"]')!;
  expect(grid.getAttribute('aria-rowcount')).toBe('100001');
  const first = shownRows().length;
  expect(first).toBeGreaterThan(VIEWPORT / ROW_HEIGHT - 2);
  expect(first).toBeLessThan(40);
  expect(host.querySelectorAll('*').length).toBeLessThan(1500);
  expect(indices()[0]).toBe(0);
  // The rows carry their place in the whole list for assistive technology.
  expect(shownRows()[0]!.getAttribute('aria-rowindex')).toBe('2');

  grid.scrollTop = 50_000 * ROW_HEIGHT;
  grid.dispatchEvent(new Event('scroll'));
  await settle();
  expect(shownRows().length).toBeLessThan(40);
  expect(indices()).toContain(50_000);
  expect(indices()).not.toContain(0);
});

test('changed rows are marked with an icon and a word; verdicts have words; a line click jumps', async () => {
  const { urls, column } = big(30);
  const jumps: [number, string][] = [];
  const state = createResultsState();
  host = await mountTable({
    state,
    column,
    urls,
    rows: sortedRows(30, column, urls, null),
    onJumpToLine: (line, which) => jumps.push([line, which]),
  });
  await settle();
  const row0 = shownRows()[0]!; // disallowed by line 4 live, allowed by the draft
  expect(row0.dataset.changed).toBe('true');
  expect(row0.querySelector('[data-testid="row-changed"]')!.textContent).toContain('Changed');
  expect(shownRows()[1]!.dataset.changed).toBe('false');
  expect(shownRows()[1]!.querySelector('[data-testid="row-changed"]')).toBeNull();
  expect(row0.textContent).toContain('Disallowed');
  expect(row0.textContent).toContain('Allowed');
  const liveLine = row0.querySelector<HTMLButtonElement>('button[data-file="live"]')!;
  expect(liveLine.getAttribute('aria-label')).toBe('Line 4 of the live file: show it in the editor');
  await click(liveLine);
  expect(jumps).toEqual([[4, 'live']]);
  // No line decided: a dash for the eye, words for a screen reader, nothing to click.
  expect(row0.querySelector('button[data-file="draft"]')).toBeNull();
  expect(row0.textContent).toContain('No line decides');
});

test('arrow keys move the row in focus, Shift extends, Enter jumps, Ctrl+A and Ctrl+C', async () => {
  const { urls, column } = big(200);
  const state = createResultsState();
  const jumps: [number, string][] = [];
  const copy = vi.fn();
  // Only the disallowed-by-the-draft rows: 0 is allowed now, so the list starts 3, 5, 6, 9, 10…
  const rows = filterRows(sortedRows(200, column, urls, null), [column], searchKeys(urls), {
    verdict: 'disallowed',
    side: 'draft',
    search: '',
  });
  host = await mountTable({ state, column, urls, rows, onJumpToLine: (l, w) => jumps.push([l, w]), onCopy: copy });
  await settle();
  const grid = host.querySelector<HTMLElement>('[role="grid"]')!;
  expect(grid.tabIndex).toBe(0);
  await key(grid, 'ArrowDown');
  expect(state.cursor.value).toBe(rows[0]);
  expect(grid.getAttribute('aria-activedescendant')).toBe(`wbr-row-${rows[0]}`);
  await key(grid, 'ArrowDown');
  await key(grid, 'ArrowDown', { shiftKey: true });
  expect(state.cursor.value).toBe(rows[2]);
  expect([...state.selected.value]).toEqual([rows[1], rows[2]]);
  const selected = shownRows().filter((r) => r.getAttribute('aria-selected') === 'true');
  expect(selected.map((r) => Number(r.dataset.urlIndex))).toEqual([rows[1], rows[2]]);
  await key(grid, 'Enter');
  const draftLine = column.draft.lines[rows[2]!]!;
  expect(jumps.at(-1)).toEqual([draftLine, 'draft']);
  await key(grid, 'c', { ctrlKey: true });
  expect(copy).toHaveBeenCalledTimes(1);
  await key(grid, 'End');
  await settle();
  expect(state.cursor.value).toBe(rows[rows.length - 1]);
  expect(indices()).toContain(rows[rows.length - 1]);
  await key(grid, 'a', { ctrlKey: true });
  expect(state.selected.value.size).toBe(rows.length);
  await key(grid, 'Escape');
  expect(state.selected.value.size).toBe(0);
});

test('click selects one row, Shift-click a range in the order shown, Ctrl-click one more', async () => {
  const { urls, column } = big(50);
  const state = createResultsState();
  const rows = sortedRows(50, column, urls, { key: 'url', direction: 'descending' });
  host = await mountTable({ state, column, urls, rows });
  await settle();
  const cell = (k: number) => shownRows()[k]!.querySelector('.wbr-col-url')!;
  await click(cell(1));
  expect([...state.selected.value]).toEqual([rows[1]]);
  await click(cell(4), { shiftKey: true });
  expect([...state.selected.value]).toEqual([rows[1], rows[2], rows[3], rows[4]]);
  await click(cell(7), { ctrlKey: true });
  expect(state.selected.value.has(rows[7]!)).toBe(true);
  expect(state.selected.value.size).toBe(5);
  await click(cell(7), { ctrlKey: true });
  expect(state.selected.value.size).toBe(4);
});

test('header clicks sort, ascending then descending, shown with aria-sort', async () => {
  const { urls, column } = big(10);
  const state = createResultsState();
  host = await mountTable({ state, column, urls, rows: sortedRows(10, column, urls, null) });
  const header = () => host!.querySelector('th:has(button[data-sort="draft-verdict"])')!;
  expect(header().getAttribute('aria-sort')).toBe('none');
  await click(host.querySelector('button[data-sort="draft-verdict"]')!);
  expect(state.sort.value).toEqual({ key: 'draft-verdict', direction: 'ascending' });
  expect(header().getAttribute('aria-sort')).toBe('ascending');
  await click(host.querySelector('button[data-sort="draft-verdict"]')!);
  expect(state.sort.value).toEqual({ key: 'draft-verdict', direction: 'descending' });
  expect(header().getAttribute('aria-sort')).toBe('descending');
});
