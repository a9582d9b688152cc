/**
 * robots.txt over time in the built extension: a local site whose robots.txt
 * changes between two visits. The popup says so in one line, with the rule
 * counts of the rule-level diff, and its link opens the workbench on the
 * comparison (what changed, and which verdicts it changes). Screenshots of
 * both in light and dark themes and in Thai and Hindi.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { startSite, type TestSite } from './support/sites.ts';

const ext = useExtension();

const FIRST = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';
// The GPTBot group moved (no change), /shop is new, /private/ became /private/x/.
const SECOND =
  '# deploy 42\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/x/\nDisallow: /shop\nAllow: /shop/public\n';
const WIDE = { width: 1280, height: 1100 };

async function changingSite(): Promise<TestSite> {
  const [site] = ext.closeLater(
    await startSite({
      '/robots.txt': (_req, res, hit) => res.writeHead(200, { 'content-type': 'text/plain' }).end(hit === 1 ? FIRST : SECOND),
    }),
  );
  return site!;
}

async function setLook(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
}

test('a robots.txt that changed between two visits: the popup says so and its link opens the comparison', async () => {
  const site = await changingSite();
  const first = await ext.ext.openTab(`${site.origin}/shop/cart`);
  expect(first.text).toBe('OK');
  let popup = await ext.ext.openPopup(first.tabId);
  await popup.waitForSelector('[data-testid="refresh"]');
  // One version kept: nothing to say yet (only the offer to watch the site).
  await popup.waitForSelector('[data-testid="history-watch"]');
  await expect(popup.locator('[data-testid="history-line"]').count()).resolves.toBe(0);

  // The second visit fetches again (the refresh button), and the site now serves its new file.
  await popup.click('[data-testid="refresh"]');
  await expect.poll(() => site.hits('/robots.txt'), { timeout: 10_000 }).toBe(2);
  await popup.close();
  popup = await ext.ext.openPopup(first.tabId);
  const line = popup.locator('[data-testid="history-line"]');
  // The change and the watch list are two answers: the line is whole once both came.
  await line.locator('[data-testid="history-watch"]').waitFor({ timeout: 10_000 });
  expect(await line.textContent()).toMatch(/^robots\.txt changed now: 3 rules added, 1 removed\. See what changed · Watch this site$/);
  for (const scheme of ['light', 'dark'] as const) {
    await setLook(popup, scheme);
    await popup.screenshot({ path: `${ARTIFACTS_DIR}/history-popup-${scheme}.png` });
  }

  const opened = ext.ext.context.waitForEvent('page', { predicate: (p) => p.url().includes('/src/pages/workbench/index.html') });
  await popup.click('[data-testid="history-diff-link"]');
  const page = await opened;
  await page.setViewportSize(WIDE);
  const address = new URL(page.url());
  expect(address.searchParams.get('origin')).toBe(site.origin);
  expect(address.searchParams.get('from')).toMatch(/^response:200:[0-9a-f]{64}$/);
  expect(address.searchParams.get('to')).toMatch(/^response:200:[0-9a-f]{64}$/);

  const card = page.locator('[data-testid="history-card"]');
  await card.locator('[data-testid="history-summary"]').waitFor({ timeout: 15_000 });
  expect(await card.locator('[data-testid="history-summary"]').textContent()).toBe('3 rules added, 1 removed.');
  const diff = (await card.locator('[data-testid="history-diff"]').textContent()) ?? '';
  expect(diff).toContain('Added: Disallow: /shop');
  expect(diff).toContain('Removed: Disallow: /private/');
  // The GPTBot group only moved: it is not named among the changes.
  expect(diff).not.toContain('GPTBot');

  // The workbench's URL list: the page it was opened for is not in it yet; add two.
  await page.fill('#wb-urls-list', `${site.origin}/shop/cart\n${site.origin}/private/a\n${site.origin}/about`);
  await expect
    .poll(async () => (await card.locator('[data-testid="history-effect"]').textContent()) ?? '', { timeout: 15_000 })
    .toMatch(/verdicts? change/);
  const rows = await card.locator('[data-testid="history-table"] tbody tr').allTextContents();
  expect(
    rows.some(
      (r) =>
        r.startsWith('Googlebot') &&
        r.includes('/shop/cart') &&
        r.includes('allowed, no rule decides') &&
        r.includes('disallowed, line 7: Disallow: /shop'),
    ),
  ).toBe(true);
  expect(
    rows.some((r) => r.startsWith('Googlebot') && r.includes('/private/a') && r.includes('disallowed, line 2: Disallow: /private/')),
  ).toBe(true);
  expect(rows.some((r) => r.includes('/about'))).toBe(false);
  for (const scheme of ['light', 'dark'] as const) {
    await setLook(page, scheme);
    await card.screenshot({ path: `${ARTIFACTS_DIR}/history-workbench-${scheme}.png` });
  }

  // The longest words: Thai and Hindi, popup and workbench, nothing cut off.
  const worker = await ext.ext.worker();
  for (const locale of ['th', 'hi']) {
    await worker.evaluate(async (locale) => {
      const { settings } = await chrome.storage.local.get('settings');
      await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale } });
    }, locale);
    const inLocale = await ext.ext.openPopup(first.tabId);
    await inLocale.locator('[data-testid="history-line"]').waitFor({ timeout: 10_000 });
    const overflow = await inLocale.locator('[data-testid="history-line"]').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await inLocale.locator('[data-testid="history-line"]').screenshot({ path: `${ARTIFACTS_DIR}/history-popup-${locale}.png` });
    await inLocale.close();
    await page.reload();
    await card.locator('[data-testid="history-summary"]').waitFor({ timeout: 15_000 });
    await card.screenshot({ path: `${ARTIFACTS_DIR}/history-workbench-${locale}.png` });
  }
  await ext.ext.resetSettings();
});
