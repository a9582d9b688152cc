/**
 * The comparison of two robots.txt versions and the URLs it checks, in the
 * built extension: the pages the person opened (kept only once they turn it
 * on in the options page, cleaned, forgotten when the history is cleared or
 * when turned off), the sitemaps the two versions name (read on request with
 * the sitemap reader), and the workbench's list, whose rows the results
 * table marks and can filter. Screenshots in light and dark and in Thai.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { startSite } from './support/sites.ts';

const ext = useExtension();

const FIRST = 'User-agent: *\nDisallow: /private/\n';
const SECOND = 'User-agent: *\nDisallow: /private/\nDisallow: /shop\n\nSitemap: /sm.xml\n';
const SITEMAP = (origin: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/shop/from-sitemap</loc></url><url><loc>${origin}/blog/post</loc></url></urlset>`;
const WIDE = { width: 1280, height: 1400 };

const optionsUrl = () => `chrome-extension://${ext.ext.extensionId}/src/pages/options/index.html`;
const text = async (page: Page, testid: string) => (await page.locator(`[data-testid="${testid}"]`).textContent()) ?? '';

async function setLocale(locale: string | null): Promise<void> {
  const worker = await ext.ext.worker();
  await worker.evaluate(async (locale) => {
    const { settings } = await chrome.storage.local.get('settings');
    const next = { ...(settings ?? {}) } as Record<string, unknown>;
    if (locale === null) delete next.locale;
    else next.locale = locale;
    await chrome.storage.local.set({ settings: next });
  }, locale);
}

test('the comparison checks the pages opened, the sitemaps the versions name and the list; the results table marks and filters what changes', async () => {
  const [site] = ext.closeLater(
    await startSite({
      '/robots.txt': (_req, res, hit) => res.writeHead(200, { 'content-type': 'text/plain' }).end(hit === 1 ? FIRST : SECOND),
      '/sm.xml': (_req, res) => res.writeHead(200, { 'content-type': 'application/xml' }).end(SITEMAP(origin)),
    }),
  );
  const origin = site!.origin;

  // Off until turned on: the options page says what is kept.
  const options = await ext.ext.context.newPage();
  await options.setViewportSize({ width: 900, height: 1200 });
  await options.goto(optionsUrl());
  const visitedOn = options.locator('[data-testid="visited-on"]');
  await expect.poll(() => visitedOn.isEnabled()).toBe(true);
  expect(await visitedOn.isChecked()).toBe(false);
  expect(await text(options, 'visited-pages')).toContain('User names, passwords and the part after # are left out');
  expect(await options.inputValue('[data-testid="visited-per-site"]')).toBe('200');
  expect(await options.inputValue('[data-testid="visited-total"]')).toBe('5000');
  await visitedOn.check();
  await expect.poll(() => text(options, 'visited-status')).toBe('The pages you open are kept from now on.');

  // Two pages opened (the first one's robots.txt is the first version); the fragment and the password are not kept.
  const first = await ext.ext.openTab(`${origin}/shop/visited#section`);
  await ext.ext.openTab(`${origin.replace('http://', 'http://me:secret@')}/about?x=1`);
  await options.reload();
  await expect.poll(() => text(options, 'visited-stats')).toBe('Holds 2 pages of 1 site.');

  // The site now serves its second file (the popup's refresh fetches it).
  const popup = await ext.ext.openPopup(first.tabId);
  await popup.click('[data-testid="refresh"]');
  await expect.poll(() => site!.hits('/robots.txt'), { timeout: 10_000 }).toBe(2);
  await popup.close();

  const page = await ext.ext.context.newPage();
  await page.setViewportSize(WIDE);
  await page.goto(`chrome-extension://${ext.ext.extensionId}/src/pages/workbench/index.html?origin=${encodeURIComponent(origin)}`);
  const card = page.locator('[data-testid="history-card"]');
  await card.locator('[data-testid="history-summary"]').waitFor({ timeout: 15_000 });
  expect(await text(page, 'history-summary')).toBe('1 rule added, 0 removed.');
  await expect
    .poll(() => text(page, 'history-source-counts'), { timeout: 10_000 })
    .toBe('URLs checked: 0 from the list, 0 from the sitemaps, 2 from the pages you opened.');
  let rows = await card.locator('[data-testid="history-table"] tbody tr').allTextContents();
  expect(rows.some((r) => r.includes(`${origin}/shop/visited`) && r.includes('disallowed, line 3: Disallow: /shop'))).toBe(true);
  expect(rows.join('\n')).not.toContain('#section');
  expect(rows.join('\n')).not.toContain('secret');

  // The sitemaps the versions name (the new one's /sm.xml, and /sitemap.xml, which this site does not have).
  await page.click('[data-testid="history-read-sitemaps"]');
  await expect
    .poll(() => text(page, 'history-sitemaps-status'), { timeout: 20_000 })
    .toBe('Read 1 sitemap file: 2 URLs. 1 file could not be read.');
  expect(site!.hits('/sm.xml')).toBe(1);
  await expect
    .poll(() => text(page, 'history-source-counts'))
    .toBe('URLs checked: 0 from the list, 2 from the sitemaps, 2 from the pages you opened.');
  rows = await card.locator('[data-testid="history-table"] tbody tr').allTextContents();
  expect(rows.some((r) => r.includes(`${origin}/shop/from-sitemap`))).toBe(true);
  expect(rows.some((r) => r.includes('/blog/post'))).toBe(false);

  // The list: its rows the comparison changes are marked in the results table, and can be shown alone.
  await page.fill('#wb-urls-list', `${origin}/shop/cart\n${origin}/private/a\n${origin}/about`);
  await expect
    .poll(() => text(page, 'version-changes-count'), { timeout: 15_000 })
    .toMatch(/^Between the versions compared, 1 URL of this list changes for \S.*\.$/);
  await expect
    .poll(() => text(page, 'history-source-counts'))
    .toBe('URLs checked: 3 from the list, 2 from the sitemaps, 2 from the pages you opened.');
  const resultRow = (path: string) => page.locator('[data-testid="results-row"]', { hasText: `${origin}${path}` });
  await resultRow('/shop/cart').waitFor();
  expect(await resultRow('/shop/cart').locator('[data-testid="row-version-changed"]').textContent()).toBe(
    'Between the versions: allowed → disallowed',
  );
  expect(await resultRow('/about').locator('[data-testid="row-version-changed"]').count()).toBe(0);
  expect(await page.locator('[data-testid="results-row"]').count()).toBe(3);
  await page.check('[data-testid="version-changes-only"]');
  await expect.poll(() => page.locator('[data-testid="results-row"]').count()).toBe(1);
  expect(await text(page, 'results-shown')).toBe('Showing 1 of 3 URLs');
  const results = page.locator('[data-testid="workbench-results"]');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await options.emulateMedia({ colorScheme: scheme });
    await page.bringToFront();
    await card.screenshot({ path: `${ARTIFACTS_DIR}/history-sources-${scheme}.png` });
    await results.screenshot({ path: `${ARTIFACTS_DIR}/history-results-${scheme}.png` });
    await options.bringToFront();
    await options.locator('[data-testid="visited-pages"]').screenshot({ path: `${ARTIFACTS_DIR}/history-visited-options-${scheme}.png` });
  }
  await page.uncheck('[data-testid="version-changes-only"]');
  await expect.poll(() => page.locator('[data-testid="results-row"]').count()).toBe(3);

  // Thai and Hindi: the longest words; nothing cut off.
  for (const locale of ['th', 'hi']) {
    await setLocale(locale);
    for (const p of [page, options]) await p.emulateMedia({ colorScheme: 'light' });
    await options.bringToFront();
    await options.reload();
    await options.locator('[data-testid="visited-stats"]').waitFor();
    await options.locator('[data-testid="visited-pages"]').screenshot({ path: `${ARTIFACTS_DIR}/history-visited-options-${locale}.png` });
    await page.bringToFront();
    await page.reload();
    await card.locator('[data-testid="history-summary"]').waitFor({ timeout: 15_000 });
    await page.fill('#wb-urls-list', `${origin}/shop/cart\n${origin}/private/a\n${origin}/about`);
    await page.locator('[data-testid="version-changes-count"]').waitFor({ timeout: 15_000 });
    const chip = resultRow('/shop/cart').locator('[data-testid="row-version-changed"]');
    await chip.waitFor();
    expect(await chip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await card.screenshot({ path: `${ARTIFACTS_DIR}/history-sources-${locale}.png` });
    await results.screenshot({ path: `${ARTIFACTS_DIR}/history-results-${locale}.png` });
  }
  await setLocale(null);

  // Turning keeping off forgets the pages and keeps no more; the workbench then says they can be checked.
  await options.reload();
  await options.locator('[data-testid="visited-on"]').uncheck();
  await expect.poll(() => text(options, 'visited-status')).toBe('The pages you open are no longer kept; those kept were forgotten.');
  expect(await text(options, 'visited-stats')).toBe('Holds 0 pages of 0 sites.');
  await ext.ext.openTab(`${origin}/after-off`);
  await options.reload();
  await expect.poll(() => text(options, 'visited-stats')).toBe('Holds 0 pages of 0 sites.');
  await page.reload();
  await expect.poll(() => text(page, 'history-sources'), { timeout: 15_000 }).toContain('turn that on in the options');

  // On again: clearing the history forgets the pages opened too.
  await options.locator('[data-testid="visited-on"]').check();
  await expect.poll(() => text(options, 'visited-status')).toBe('The pages you open are kept from now on.');
  await ext.ext.openTab(`${origin}/after-on`);
  await options.reload();
  await expect.poll(() => text(options, 'visited-stats')).toBe('Holds 1 page of 1 site.');
  await options.click('[data-testid="history-clear"]');
  await expect.poll(() => text(options, 'visited-stats')).toBe('Holds 0 pages of 0 sites.');
  await options.locator('[data-testid="visited-on"]').uncheck();
  await ext.ext.resetSettings();
});
