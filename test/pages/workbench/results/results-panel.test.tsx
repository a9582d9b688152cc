// @vitest-environment happy-dom
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { createResultsState } from '../../../../src/pages/workbench/results/results-actions.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../../src/pages/workbench/results/results-state.ts';
import { ResultsPanel } from '../../../../src/pages/workbench/results/results-panel.tsx';
import { column, evaluation, urls } from './fixture.ts';
import { click, layOutGrids, key, mount, settle, unmount } from './render.ts';

let restore: () => void;
beforeAll(() => {
  restore = layOutGrids();
});
afterAll(() => restore());
let host: HTMLElement | null = null;
afterEach(async () => {
  vi.useRealTimers();
  if (host) await unmount(host);
  host = null;
  vi.restoreAllMocks();
});

const list = [...urls(['/', '/private/a', '/private/b', '/blog/x']), ...urls(['/shop/1'], 'https://example.com/sitemap.xml')];
// Googlebot: the draft adds "Disallow: /shop/" (line 6) and moves /private/ from line 3 to line 4.
const google = column(
  'googlebot',
  'search',
  [
    [0, 0],
    [1, 3],
    [1, 3],
    [0, 0],
    [0, 0],
  ],
  [
    [0, 0],
    [1, 4],
    [1, 4],
    [0, 0],
    [1, 6],
  ],
);
const gpt = column(
  'gptbot',
  'ai-training',
  list.map(() => [1, 9] as const),
  list.map(() => [1, 9] as const),
);
const profiles = [
  { id: 'googlebot', name: 'Googlebot', group: 'search' as const },
  { id: 'gptbot', name: 'GPTBot', group: 'ai-training' as const },
];

async function panel(chosen = 'googlebot', extra: Partial<Parameters<typeof ResultsPanel>[0]> = {}) {
  const state = createResultsState();
  const chosenCells: [number, string][] = [];
  host = await mount(
    <ResultsPanel
      state={state}
      evaluation={evaluation([google, gpt])}
      urls={list}
      profiles={profiles}
      chosen={chosen}
      origin="https://example.com"
      onJumpToLine={() => {}}
      onChooseCell={(i, p) => chosenCells.push([i, p])}
      {...extra}
    />,
  );
  await settle();
  return { state, chosenCells };
}

const readCells = (side: { states: Uint8Array; lines: Uint32Array }) =>
  Array.from(side.states, (state, i) => [state as 0 | 1, side.lines[i]!] as const);
const shownUrls = () => Array.from(host!.querySelectorAll('[data-testid="results-row"] .wbr-url')).map((e) => e.textContent);
const counts = () => Array.from(host!.querySelectorAll('[data-testid="results-counts"] [data-key]')).map((e) => e.textContent);

test('the counts in words for the chosen crawler, then the table', async () => {
  await panel();
  expect(counts()).toEqual([
    'The draft disallows 1 more URL for Googlebot.',
    '2 URLs keep their verdict but are decided by another line.',
    'The live file allows 3 URLs and disallows 2 URLs.',
    'The draft allows 2 URLs and disallows 3 URLs.',
    '0 of the 1 sitemap URLs are disallowed by the live file.',
    '1 of the 1 sitemap URLs is disallowed by the draft.',
  ]);
  expect(shownUrls()).toHaveLength(5);
  expect(host!.querySelector('[data-testid="results-shown"]')!.textContent).toBe('Showing 5 of 5 URLs');
});

test('filter, side and a debounced search narrow the rows', async () => {
  const { state } = await panel();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const select = (testid: string, value: string) =>
    act(() => {
      const el = host!.querySelector<HTMLSelectElement>(`[data-testid="${testid}"]`)!;
      el.value = value;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    });
  await select('results-filter', 'changed');
  expect(shownUrls()).toEqual(['https://example.com/private/a', 'https://example.com/private/b', 'https://example.com/shop/1']);
  await select('results-filter', 'disallowed');
  await select('results-side', 'live');
  expect(state.side.value).toBe('live');
  expect(shownUrls()).toEqual(['https://example.com/private/a', 'https://example.com/private/b']);
  await act(() => {
    const input = host!.querySelector<HTMLInputElement>('[data-testid="results-search"]')!;
    input.value = '/PRIVATE/B';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  // Typing does not filter at once…
  expect(shownUrls()).toHaveLength(2);
  await act(() => {
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  // …the pause does.
  expect(shownUrls()).toEqual(['https://example.com/private/b']);
  expect(host!.querySelector('[data-testid="results-shown"]')!.textContent).toBe('Showing 1 of 5 URLs');
});

test('an evaluation of another URL list is not shown against this one', async () => {
  await panel('googlebot', { evaluation: evaluation([column('googlebot', 'search', [[0, 0]], [[1, 2]])]) });
  expect(shownUrls()).toEqual([]);
  expect(host!.textContent).toContain('Evaluating…');
});

test('an edited list keeps the results shown, marked busy, until its evaluation arrives, then updates them in place', async () => {
  const state = createResultsState();
  const props = { state, profiles, origin: 'https://example.com', onJumpToLine: () => {}, onChooseCell: () => {} };
  const before = evaluation([google, gpt]);
  host = await mount(<ResultsPanel {...props} chosen="googlebot" evaluation={before} urls={list} />);
  await settle();
  const section = host.querySelector('[data-testid="workbench-results"]')!;
  const table = host.querySelector('[data-testid="results-table"]')!;
  const shown = () => host!.querySelector('[data-testid="results-shown"]')!.textContent;
  expect(section.hasAttribute('aria-busy')).toBe(false);

  // One line added: the evaluation still is of the five URLs.
  const longer = [...list, ...urls(['/more/13.html'])];
  const rerender = async (chosen: string, e: typeof before, u: typeof list) => {
    await act(() => render(<ResultsPanel {...props} chosen={chosen} evaluation={e} urls={u} />, host!));
    await settle();
  };
  await rerender('googlebot', before, longer);
  expect(section.getAttribute('aria-busy')).toBe('true');
  expect(host.textContent).not.toContain('Evaluating…');
  expect(host.querySelector('[data-testid="results-table"]')).toBe(table);
  expect(shownUrls()).toHaveLength(5);
  expect(shown()).toBe('Showing 5 of 5 URLs');
  expect(counts()).toContain('The live file allows 3 URLs and disallows 2 URLs.');

  // Its evaluation arrives: the same table, now of six URLs, no longer busy.
  const six = (c: typeof google, cell: readonly [0 | 1, number]) =>
    column(c.profileId, c.group, [...readCells(c.live), [0, 0]], [...readCells(c.draft), cell]);
  const after = evaluation([six(google, [1, 7]), six(gpt, [1, 9])], 2);
  await rerender('googlebot', after, longer);
  expect(section.hasAttribute('aria-busy')).toBe(false);
  expect(host.querySelector('[data-testid="results-table"]')).toBe(table);
  expect(shownUrls()).toEqual([...list, ...urls(['/more/13.html'])].map((u) => u.url));
  expect(shown()).toBe('Showing 6 of 6 URLs');
  expect(counts()).toContain('The live file allows 4 URLs and disallows 2 URLs.');
  expect(counts()[0]).toBe('The draft disallows 2 more URLs for Googlebot.');

  // A crawler the kept evaluation has no verdicts for is not shown with another's: it waits, as before.
  await rerender('bingbot', after, list);
  expect(host.textContent).toContain('Evaluating…');
  expect(shownUrls()).toEqual([]);
  // An emptied list starts over: the next one waits for its own evaluation, as the first list does.
  await rerender('googlebot', after, []);
  expect(host.textContent).toContain('Add URLs to test, and their verdicts appear here.');
  await rerender('googlebot', after, list);
  expect(host.textContent).toContain('Evaluating…');
  expect(section.hasAttribute('aria-busy')).toBe(false);
});

test('the matrix: every crawler grouped, changed cells marked, a click chooses the URL and crawler', async () => {
  const { state, chosenCells } = await panel();
  await click(host!.querySelector('button[data-view="matrix"]')!);
  await settle();
  const matrix = host!.querySelector('[data-testid="results-matrix"]')!;
  expect(Array.from(matrix.querySelectorAll('th[data-group]')).map((g) => g.textContent)).toEqual(['Search engines', 'AI training']);
  const row = matrix.querySelectorAll('[data-testid="matrix-row"]')[4]!;
  const cell = row.querySelector<HTMLElement>('[data-profile="googlebot"]')!;
  expect(cell.dataset.changed).toBe('true');
  expect(cell.getAttribute('aria-label')).toBe('Googlebot: allowed under the live file, disallowed under the draft');
  expect(cell.textContent).toBe('✓→✗');
  const same = row.querySelector<HTMLElement>('[data-profile="gptbot"]')!;
  expect(same.getAttribute('aria-label')).toBe('GPTBot: disallowed under both files');
  expect(same.textContent).toBe('✗');
  await click(same);
  expect(chosenCells).toEqual([[4, 'gptbot']]);
  expect(state.cursor.value).toBe(4);
  // Arrow keys move across crawlers and rows; Enter chooses.
  await key(matrix, 'ArrowLeft');
  await key(matrix, 'ArrowUp');
  await key(matrix, 'Enter');
  expect(chosenCells.at(-1)).toEqual([3, 'googlebot']);
  expect(matrix.getAttribute('aria-activedescendant')).toBe('wbm-3-0');
});

test('export: the selection when there is one, for every crawler when asked; copy puts TSV on the clipboard', async () => {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blobs.push(b as Blob);
    return 'blob:x';
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const writes: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void writes.push(t) } });
  const { state } = await panel();
  await click(host!.querySelector('[data-testid="export-csv"]')!);
  await settle();
  expect((await blobs[0]!.text()).split('\r\n')).toHaveLength(7); // header, 5 rows, the end
  expect(names[0]).toMatch(/^robots-lens-example\.com-\d{4}-\d{2}-\d{2}\.csv$/);

  const rows = host!.querySelectorAll('[data-testid="results-row"] .wbr-col-url');
  await click(rows[1]!);
  await click(rows[4]!, { ctrlKey: true });
  expect(host!.textContent).toContain('The downloads hold the 2 selected URLs.');
  await act(() => {
    const scope = host!.querySelector<HTMLSelectElement>('[data-testid="export-scope"]')!;
    scope.value = 'all';
    scope.dispatchEvent(new Event('change', { bubbles: true }));
  });
  expect(state.exportScope.value).toBe('all');
  await click(host!.querySelector('[data-testid="export-json"]')!);
  await settle();
  expect(names[1]).toMatch(/\.json$/);
  // What was saved is said: the file, its rows (2 URLs × 2 crawlers) and columns.
  expect(host!.querySelector('[data-testid="export-status"]')!.textContent).toBe(`Saved ${names[1]}: 4 rows of 10 columns.`);
  expect(JSON.parse(await blobs[1]!.text())).toEqual([
    {
      url: 'https://example.com/private/a',
      crawler: 'Googlebot',
      liveVerdict: 'disallowed',
      liveLine: 3,
      draftVerdict: 'disallowed',
      draftLine: 4,
      liveUse: 'not-stated',
      draftUse: 'not-stated',
      changed: true,
      otherSite: false,
    },
    {
      url: 'https://example.com/private/a',
      crawler: 'GPTBot',
      liveVerdict: 'disallowed',
      liveLine: 9,
      draftVerdict: 'disallowed',
      draftLine: 9,
      liveUse: 'not-stated',
      draftUse: 'not-stated',
      changed: false,
      otherSite: false,
    },
    {
      url: 'https://example.com/shop/1',
      crawler: 'Googlebot',
      liveVerdict: 'allowed',
      liveLine: 0,
      draftVerdict: 'disallowed',
      draftLine: 6,
      liveUse: 'not-stated',
      draftUse: 'not-stated',
      changed: true,
      otherSite: false,
    },
    {
      url: 'https://example.com/shop/1',
      crawler: 'GPTBot',
      liveVerdict: 'disallowed',
      liveLine: 9,
      draftVerdict: 'disallowed',
      draftLine: 9,
      liveUse: 'not-stated',
      draftUse: 'not-stated',
      changed: false,
      otherSite: false,
    },
  ]);

  await click(host!.querySelector('[data-testid="copy-selected"]')!);
  await settle();
  expect(writes).toEqual([
    'url\tcrawler\tlive verdict\tlive line\tdraft verdict\tdraft line\tlive use\tdraft use\tchanged\tother site\n' +
      'https://example.com/private/a\tGooglebot\tdisallowed\t3\tdisallowed\t4\tnot-stated\tnot-stated\ttrue\tfalse\n' +
      'https://example.com/shop/1\tGooglebot\tallowed\t0\tdisallowed\t6\tnot-stated\tnot-stated\ttrue\tfalse\n',
  ]);
  expect(host!.querySelector('[data-testid="export-status"]')!.textContent).toBe('2 rows copied');
  // Ctrl+C in the table copies the same rows.
  await key(host!.querySelector('[data-testid="results-table"]')!, 'c', { ctrlKey: true });
  await settle();
  expect(writes).toHaveLength(2);
  expect(writes[1]).toBe(writes[0]);
});
