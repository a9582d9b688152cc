/**
 * The workbench on a Cloudflare-managed site: the editor marks the CDN's
 * lines, and a draft that adds a Content-Usage line for /blog/ is a change in
 * the results, counted in words. A local site on 127.0.0.1.
 */
import { expect, test } from 'vitest';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../fixtures/cloudflare-managed-robots.ts';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { robotsBody, startSite } from './support/sites.ts';

const ext = useExtension();
const URL_LIST = '#wb-urls-list';

test('the CDN’s lines are marked; a Content-Usage line in the draft stops allowing search on /blog/, in words', async () => {
  const [site] = ext.closeLater(await startSite({ '/robots.txt': robotsBody(CLOUDFLARE_MANAGED_ROBOTS) }));
  const page = await ext.ext.context.newPage();
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto(`chrome-extension://${ext.ext.extensionId}/src/pages/workbench/index.html?origin=${encodeURIComponent(site!.origin)}`);
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => page.textContent('[data-testid="draft-editor"] .cm-content')).toContain('BEGIN Cloudflare Managed content');
  // The managed block's lines on screen carry the mark; the owner's comment above the block does not.
  await expect.poll(() => page.locator('[data-testid="draft-editor"] .cm-managed-line').count()).toBeGreaterThan(10);
  expect(await page.locator('[data-testid="draft-editor"] .cm-line').nth(0).getAttribute('data-cdn')).toBeNull();
  expect(await page.locator('[data-testid="draft-editor"] .cm-line').nth(10).getAttribute('data-cdn')).toBe('cloudflare');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/workbench-ai-use-editor.png` });

  await page.fill(URL_LIST, ['/blog/a', '/blog/b', '/shop/x'].join('\n'));
  await expect.poll(() => page.textContent('[data-testid="results-counts"]')).toContain('The draft');
  expect(await page.locator('[data-testid="results-use-changes"]').count()).toBe(0);

  // At the end of the file (after the owner's `*` group and its Sitemap line, which ends no group).
  await page.locator('[data-testid="draft-editor"] .cm-line').nth(0).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('Content-Usage: /blog/ search=n');
  // The table reads the chosen crawler (Googlebot, a search crawler reading `*`): one crawler.
  await expect
    .poll(() => page.textContent('[data-testid="results-use-changes"]'), { timeout: 10_000 })
    .toContain('The draft stops allowing search by 1 crawler on /blog/.');
  // The matrix reads every crawler: every search crawler reading `*`, and the AI answer crawlers, which read `search` too.
  await page.click('.wbr-view[data-view="matrix"]');
  await expect
    .poll(() => page.textContent('[data-testid="results-use-changes"]'), { timeout: 10_000 })
    .toMatch(
      /The draft stops allowing search by (\d\d) crawlers on \/blog\/\..*The draft stops allowing use in AI answers by \d+ crawlers on \/blog\/\./,
    );
  expect(await page.locator('[data-testid="matrix-cell"][data-use-draft="refuses"]').count()).toBeGreaterThan(0);
  expect(await page.textContent('[data-testid="results-use-changes"]')).toContain('not bound by them');
  await page.screenshot({ path: `${ARTIFACTS_DIR}/workbench-ai-use.png` });
  await page.close();
});
