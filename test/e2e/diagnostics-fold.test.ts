/**
 * Many diagnostics: 86 findings made the popup about
 * 5,800 px tall, with the sitemaps and the fetch facts far below them. The
 * list is folded to a summary by severity and opens on request.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { settledVerdict, useExtension } from './support/extension.ts';
import { shootWholePopup } from './support/screenshot.ts';
import { robotsBody, startSite } from './support/sites.ts';

const fixture = useExtension();

/** 80 rules without a colon (Google reads them: a note each) and 6 unknown fields (a warning each): 86 findings, then a sitemap. */
const MANY = [
  'User-agent: *',
  'Disallow: /private/',
  ...Array.from({ length: 80 }, (_, i) => `Disallow /private-${i}/`),
  ...Array.from({ length: 6 }, (_, i) => `Nosuchfield${i}: x`),
  'Sitemap: http://robots-public.test/sitemap.xml',
  '',
].join('\n');

const FEW = ['User-agent: *', 'Disallow: /private/', 'Disallow /drafts/', 'Nosuchfield: x', ''].join('\n');

async function popupFor(body: string): Promise<Page> {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(body) }));
  const tab = await fixture.ext.openTab(`${site!.origin}/page.html`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: { width: 420, height: 600 } });
  await settledVerdict(page);
  await page.locator('#fetch-heading').waitFor();
  await page.locator('[data-testid="indexing"]:not([data-state="loading"])').waitFor();
  return page;
}

/**
 * The page's height and where the headings after the diagnostics start, from
 * the top of the popup, less the sections above them whose height does not
 * depend on the findings: those about the page (Indexing, Links and
 * resources, the overlay switch), what the token controls and the stated
 * preferences for use, and every crawler's verdict (it grows with the presets).
 */
async function layout(page: Page): Promise<{ height: number; sitemaps: number; fetch: number }> {
  // On a busy machine the details may render again after the first wait (the page's answer settling): measure once both headings stand.
  await page.waitForFunction(
    () => document.getElementById('sitemaps-heading') !== null && document.getElementById('fetch-heading') !== null,
  );
  return page.evaluate(() => {
    const heightOf = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().height ?? 0;
    const indexing = [
      '[data-testid="indexing"]',
      '[data-testid="links-section"]',
      '[data-testid="overlay-switch"]',
      '[data-testid="token-controls"]',
      '[data-testid="use-preferences"]',
      '[data-testid="crawler-matrix"]',
    ].reduce((sum, selector) => sum + heightOf(selector), 0);
    const top = (id: string) => Math.round(document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - indexing);
    return {
      height: Math.round(document.documentElement.scrollHeight - indexing),
      sitemaps: top('sitemaps-heading'),
      fetch: top('fetch-heading'),
    };
  });
}

test('86 findings: a summary by severity, the list closed, the sitemaps and fetch facts within reach', async () => {
  const page = await popupFor(MANY);
  const closed = await layout(page);
  console.log(`86 findings, closed: popup ${closed.height} px tall, sitemaps at ${closed.sitemaps} px, fetch facts at ${closed.fetch} px`);
  await shootWholePopup(page, 'popup-many-diagnostics');
  expect(closed.height).toBeLessThan(3_000);
  expect(closed.sitemaps).toBeLessThan(1_500);
  expect(closed.fetch).toBeLessThan(1_900);

  await expect(page.textContent('[data-testid="diagnostics-summary"]')).resolves.toBe('6 warnings, 80 notes');
  await expect(page.locator('[data-testid="diagnostic"]').count()).resolves.toBe(0);
  const toggle = page.locator('[data-testid="diagnostics-toggle"]');
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  await expect(toggle.textContent()).resolves.toBe('Show all 86 findings');

  // Opened: every finding, the sitemaps and fetch facts still below them; and closed again.
  await toggle.click();
  await expect(page.locator('[data-testid="diagnostic"]').count()).resolves.toBe(86);
  await expect(page.textContent('#diagnostics-heading')).resolves.toContain('6 warnings');
  const open = await layout(page);
  expect(open.height).toBeGreaterThan(closed.height + 1_000);
  expect(open.sitemaps).toBeGreaterThan(closed.sitemaps);
  await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await toggle.click();
  await expect(page.locator('[data-testid="diagnostic"]').count()).resolves.toBe(0);
  await page.close();
});

test('a few findings are listed at once, with no fold', async () => {
  const page = await popupFor(FEW);
  await expect(page.locator('[data-testid="diagnostic"]').count()).resolves.toBe(2);
  await expect(page.locator('[data-testid="diagnostics-toggle"]').count()).resolves.toBe(0);
  await page.close();
});
