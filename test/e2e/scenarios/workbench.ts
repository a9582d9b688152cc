/**
 * The workbench page in each browser's build: opened for the demo site, it
 * shows the live robots.txt (fetched through the worker) as the draft in the
 * editor, with the linter's findings counted, and an edit-free draft has no
 * changed lines; opened for a page, it tests that page's URL in its
 * evaluation worker (a Web Worker reached through comlink) under the live
 * file and the draft.
 */
import { expect, test } from 'vitest';
import type { DemoDriverFixture } from './driver.ts';

const LINES = '[data-testid="draft-editor"] .cm-content .cm-line';

export function workbenchPage(demo: DemoDriverFixture): void {
  test('the workbench opens the demo site: its live robots.txt is the draft, read and linted', async () => {
    const page = await demo.ext.openWorkbench(`?origin=${encodeURIComponent(demo.site.origin)}`);
    try {
      // The editor renders the lines on screen (and a margin): those must be the file's first lines.
      const shown = async () => {
        const lines = await page.texts(LINES);
        return lines.length >= 20 && lines.join('\n') === demo.robots.split('\n').slice(0, lines.length).join('\n');
      };
      await expect.poll(shown, { timeout: 20_000 }).toBe(true);
      expect(await page.attributes('[data-testid="live-status"]', 'data-state')).toEqual(['file']);
      await expect.poll(() => page.attributes('[data-testid="draft-findings"]', 'data-revision')).not.toEqual([null]);
      expect((await page.texts('[data-testid="draft-changed"]')).join('')).not.toBe('');
      expect(await page.attributes('[data-testid="draft-editor"] [data-diff]', 'data-diff')).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('opened for a page, the workbench tests its URL in the evaluation worker: verdict and deciding line, live and draft', async () => {
    const url = `${demo.site.origin}/drafts/wip.html`;
    const page = await demo.ext.openWorkbench(`?origin=${encodeURIComponent(demo.site.origin)}&url=${encodeURIComponent(url)}`);
    try {
      // Googlebot (the default crawler) is held back by its own group's `Disallow: /drafts/`.
      const line = demo.robots.split('\n').indexOf('Disallow: /drafts/') + 1;
      expect(line).toBeGreaterThan(0);
      await expect
        .poll(() => page.attributes('[data-testid="results-row"] [data-verdict]', 'data-verdict'), { timeout: 20_000 })
        .toEqual(['disallowed', 'disallowed']);
      expect(await page.attributes('[data-testid="results-row"] .wbr-line', 'data-line')).toEqual([String(line), String(line)]);
      expect(await page.attributes('[data-testid="results-row"]', 'data-changed')).toEqual(['false']);
      expect((await page.texts('[data-testid="results-counts"]')).join('')).not.toBe('');
    } finally {
      await page.close();
    }
  });
}
