/**
 * Issue 10, item 9, on the real workbench page: the workbench-sitemaps site's
 * robots.txt (and so the draft, a copy of it) lists a sitemap index whose gzipped child lists a URL that file
 * disallows; "Import sitemaps" reads the index, the gzipped child and the
 * plain one through the extension page's fetch, the results say that one
 * sitemap URL is disallowed, and the usual /sitemap.xml's 404 is a note.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startWorkbenchSitemapsSite, type WorkbenchSitemapsSite } from '../fixtures/workbench-sitemaps.ts';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';

const browser = useExtension();
let site: WorkbenchSitemapsSite;

beforeAll(async () => {
  site = await startWorkbenchSitemapsSite();
});
afterAll(() => site?.close());

test('the sitemaps the live robots.txt lists are imported on the workbench, gzipped child and all, and their disallowed URL is counted', async () => {
  const page = await browser.ext.context.newPage();
  try {
    await page.setViewportSize({ width: 1400, height: 1000 });
    await page.goto(
      `chrome-extension://${browser.ext.extensionId}/src/pages/workbench/index.html?origin=${encodeURIComponent(site.origin)}`,
    );
    const listed = page.locator('[data-testid=url-panel] .wb-urls-sitemap-list li');
    await expect
      .poll(() => listed.allInnerTexts(), { timeout: 20_000 })
      .toEqual([`${site.indexUrl} (listed in the live robots.txt and the draft)`, `${site.origin}/sitemap.xml (the usual place)`]);
    await page.getByRole('button', { name: 'Import sitemaps' }).click();
    await page.waitForSelector('[data-testid=url-sources]');
    expect(await page.locator('[data-testid=url-sources] li').innerText()).toMatch(/^From the sitemaps: 5 URLs in 3 files\./);
    expect(await page.locator('[data-testid=url-count] p').first().innerText()).toBe('5 URLs to test, none skipped.');
    expect(await page.locator('[data-testid=url-notes] li').allInnerTexts()).toEqual([
      `${site.origin}/sitemap.xml answered 404 Not Found: no URL read from it.`,
    ]);
    await expect
      .poll(() => page.locator('[data-testid=results-counts]').innerText(), { timeout: 20_000 })
      .toContain('1 of the 5 sitemap URLs is disallowed by the live file.');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/workbench-sitemap-import.png`, fullPage: true });
  } finally {
    await page.close();
  }
});

test('opened from the popup on a page the sitemaps list too: the panel and the results count the same sitemap URLs', async () => {
  const page = await browser.ext.context.newPage();
  try {
    await page.setViewportSize({ width: 1400, height: 1000 });
    const query = `?origin=${encodeURIComponent(site.origin)}&url=${encodeURIComponent(site.disallowedUrl)}`;
    await page.goto(`chrome-extension://${browser.ext.extensionId}/src/pages/workbench/index.html${query}`);
    await page.getByRole('button', { name: 'Import sitemaps' }).click();
    await page.waitForSelector('[data-testid=url-sources]');
    expect(await page.locator('[data-testid=url-sources] li').innerText()).toMatch(/^From the sitemaps: 5 URLs in 3 files\./);
    // The page's URL, given first by the popup, is one of those 5: not "of the 4".
    await expect
      .poll(() => page.locator('[data-testid=results-counts]').innerText(), { timeout: 20_000 })
      .toContain('1 of the 5 sitemap URLs is disallowed by the live file.');
  } finally {
    await page.close();
  }
});
