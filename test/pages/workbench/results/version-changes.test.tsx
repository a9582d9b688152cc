// @vitest-environment happy-dom
/**
 * A comparison of two robots.txt versions in the results: the rows of the list
 * it changes for the chosen crawler are marked (older → newer verdict),
 * counted, and can be shown alone; the URLs it checks come from the list, the
 * sitemaps and the pages opened, each once.
 */
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { act } from 'preact/test-utils';
import { parseRobotsTxt, urlEffects, type UrlEffect } from '../../../../src/core/index.ts';
import { PRESET_PROFILES } from '../../../../src/core/index.ts';
import { createResultsState } from '../../../../src/pages/workbench/results/results-actions.ts';
import { ResultsPanel } from '../../../../src/pages/workbench/results/results-panel.tsx';
import { checkedUrls } from '../../../../src/pages/workbench/history-effects.ts';
import { column, evaluation, urls } from './fixture.ts';
import { layOutGrids, mount, settle, unmount } from './render.ts';

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

const list = urls(['/', '/shop/a', '/private/b']);
const google = column(
  'googlebot',
  'search',
  list.map(() => [0, 0] as const),
  list.map(() => [0, 0] as const),
);
const profiles = [{ id: 'googlebot', name: 'Googlebot', group: 'search' as const }];
const googlebot = PRESET_PROFILES.find((p) => p.id === 'googlebot')!;

/** The real effects of adding "Disallow: /shop" for Googlebot. */
function shopChanges(): Map<string, UrlEffect> {
  const before = parseRobotsTxt(new TextEncoder().encode('User-agent: *\nDisallow: /private/\n'));
  const after = parseRobotsTxt(new TextEncoder().encode('User-agent: *\nDisallow: /private/\nDisallow: /shop\n'));
  const effects = urlEffects(
    before,
    after,
    list.map((u) => u.url),
    [googlebot],
  ).filter((e) => e.verdictChanged);
  return new Map(effects.map((e) => [e.url, e]));
}

async function panel(props: { changes: Map<string, UrlEffect> | null; only?: boolean; onOnly?: (on: boolean) => void }) {
  host = await mount(
    <ResultsPanel
      state={createResultsState()}
      evaluation={evaluation([google])}
      urls={list}
      profiles={profiles}
      chosen="googlebot"
      origin="https://example.com"
      onJumpToLine={() => {}}
      onChooseCell={() => {}}
      versionChanges={props.changes}
      versionOnly={props.only ?? false}
      onVersionOnly={props.onOnly}
    />,
  );
  await settle();
}

const rowUrls = () => Array.from(host!.querySelectorAll('[data-testid="results-row"] .wbr-url')).map((e) => e.textContent);

test('without a comparison, nothing is marked or counted', async () => {
  await panel({ changes: null });
  expect(host!.querySelector('[data-testid="version-changes"]')).toBeNull();
  expect(host!.querySelectorAll('[data-testid="row-version-changed"]')).toHaveLength(0);
});

test('the rows a comparison changes are marked and counted, and can be shown alone', async () => {
  const asked: boolean[] = [];
  await panel({ changes: shopChanges(), onOnly: (on) => asked.push(on) });
  expect(host!.querySelector('[data-testid="version-changes-count"]')!.textContent).toBe(
    'Between the versions compared, 1 URL of this list changes for Googlebot.',
  );
  const marked = Array.from(host!.querySelectorAll('[data-testid="results-row"]')).filter((r) =>
    r.querySelector('[data-testid="row-version-changed"]'),
  );
  expect(marked.map((r) => r.querySelector('.wbr-url')!.textContent)).toEqual(['https://example.com/shop/a']);
  expect(marked[0]!.querySelector('[data-testid="row-version-changed"]')!.textContent).toBe('Between the versions: allowed → disallowed');
  expect(rowUrls()).toHaveLength(3);
  await act(() => host!.querySelector<HTMLInputElement>('[data-testid="version-changes-only"]')!.click());
  expect(asked).toEqual([true]);
  await unmount(host!);
  await panel({ changes: shopChanges(), only: true });
  expect(rowUrls()).toEqual(['https://example.com/shop/a']);
  expect(host!.querySelector('[data-testid="results-shown"]')!.textContent).toBe('Showing 1 of 3 URLs');
});

test('a comparison that changes none of the list says so', async () => {
  await panel({ changes: new Map() });
  expect(host!.querySelector('[data-testid="version-changes-count"]')!.textContent).toBe(
    'Between the versions compared, no URL of this list changes for Googlebot.',
  );
});

test('the URLs a comparison checks: the list first, then what the sitemaps and the pages opened add, each once', () => {
  const a = 'https://example.com/a';
  const b = 'https://example.com/b';
  const c = 'https://example.com/c';
  expect(checkedUrls([a, a], [a, b], [b, c, c])).toEqual({ urls: [a, b, c], counts: { list: 1, sitemaps: 1, visited: 1 } });
  expect(checkedUrls([], [], [])).toEqual({ urls: [], counts: { list: 0, sitemaps: 0, visited: 0 } });
});
