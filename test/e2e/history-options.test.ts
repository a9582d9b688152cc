/**
 * The robots.txt history on the options page, in the built extension: what
 * it holds, its bounds, *Clear the cache* leaving it alone, export to one
 * file and import of it, a file that is not ours refused whole, and clearing
 * the history as its own action.
 */
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { startSite } from './support/sites.ts';

const ext = useExtension();
const dir = mkdtempSync(join(tmpdir(), 'robots-lens-history-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stats = (page: Page) => page.locator('[data-testid="history-stats"]').textContent();
const status = (page: Page) => page.locator('[data-testid="history-status"]').textContent();

test('the options page shows, bounds, exports, imports and clears the history; Clear the cache leaves it', async () => {
  const [site] = ext.closeLater(await startSite({ '/robots.txt': (_req, res) => res.writeHead(200).end('User-agent: *\nDisallow: /x\n') }));
  await ext.ext.openTab(`${site!.origin}/`);

  const page = await ext.ext.context.newPage();
  await page.goto(`chrome-extension://${ext.ext.extensionId}/src/pages/options/index.html`);
  await page.locator('[data-testid="history-clear"]').click();
  await expect.poll(() => stats(page)).toMatch(/^Holds 0 versions of 0 sites/);
  // A fetch after clearing (the cache emptied, so the next page fetches): one version of one site.
  await page.locator('[data-testid="clear-cache"]').click();
  await expect.poll(() => page.locator('[data-testid="cache-stats"]').textContent()).toMatch(/^Cleared/);
  await ext.ext.openTab(`${site!.origin}/again`);
  await page.reload();
  await expect.poll(() => stats(page)).toMatch(/^Holds 1 version of 1 site \(\d+ bytes\)\.$/);

  // The bounds: shown, changed, kept (the worker clamps what the form's own min and max do not catch).
  expect(await page.inputValue('[data-testid="history-max-versions"]')).toBe('20');
  await page.fill('[data-testid="history-max-versions"]', '3');
  await page.fill('[data-testid="history-max-mb"]', '2.5');
  await page.click('[data-testid="history-save-limits"]');
  await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Limits saved.');
  await page.reload();
  await expect.poll(() => page.inputValue('[data-testid="history-max-versions"]')).toBe('3');
  expect(await page.inputValue('[data-testid="history-max-mb"]')).toBe('2.5');

  // Clearing the cache leaves the history.
  await page.click('[data-testid="clear-cache"]');
  await page.reload();
  await expect.poll(() => stats(page)).toMatch(/^Holds 1 version of 1 site/);

  // Export, clear, import back.
  const downloading = page.waitForEvent('download');
  await page.click('[data-testid="history-export"]');
  const download = await downloading;
  const file = join(dir, 'history.json');
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; origins: { origin: string }[] };
  expect(exported.format).toBe('robots-lens-history');
  expect(exported.origins.map((o) => o.origin)).toEqual([site!.origin]);
  await page.click('[data-testid="history-clear"]');
  await expect.poll(() => stats(page)).toMatch(/^Holds 0 versions of 0 sites/);

  const notOurs = join(dir, 'package.json');
  writeFileSync(notOurs, '{"name": "x", "version": "1.0.0"}');
  await page.setInputFiles('[data-testid="history-import"]', notOurs);
  await expect.poll(() => status(page)).toBe('Nothing was imported: this is not a Robots Lens history file.');
  await expect.poll(() => stats(page)).toMatch(/^Holds 0 versions/);

  await page.setInputFiles('[data-testid="history-import"]', file);
  await expect.poll(() => status(page)).toBe('Imported 1 new version for 1 site.');
  await expect.poll(() => stats(page)).toMatch(/^Holds 1 version of 1 site/);

  // The shared browser gets its default bounds back.
  await page.fill('[data-testid="history-max-versions"]', '20');
  await page.fill('[data-testid="history-max-mb"]', '5');
  await page.click('[data-testid="history-save-limits"]');
  await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Limits saved.');
  await page.close();
});
