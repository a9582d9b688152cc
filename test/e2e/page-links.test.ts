/**
 * "Links and resources" in the real popup: a page on one
 * local origin linking to two others, each with its own robots.txt, and
 * loading a stylesheet and a script its own and another robots.txt
 * disallow; the other sites' robots.txt fetched only once the section is
 * opened, once each; the summary and the list grouped by origin; a page of
 * 100,000 links read with the cap and its note; a page with no links to read;
 * axe in both themes. Screenshots to artifacts/.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, expect, test } from 'vitest';
import { readLinksAndResources } from '../../src/injected/read-links-and-resources.ts';
import { LINK_CAP, RESOURCE_CAP, URL_TEXT_CAP } from '../../src/shared/page-signals.ts';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { shootWholePopup } from './support/screenshot.ts';
import { robotsBody, startSite, status, type RobotsHandler, type TestSite } from './support/sites.ts';

const fixture = useExtension();
const POPUP_VIEWPORT = { width: 420, height: 600 };

// Each test starts from the defaults (Googlebot, nothing automatic): one of them chooses Bingbot, one turns the check on.
beforeEach(async () => {
  await fixture.ext.resetSettings();
});

const html =
  (body: string, type = 'text/html; charset=utf-8'): RobotsHandler =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': type }).end(body);
  };

interface ThreeSites {
  home: TestSite;
  blocked: TestSite;
  open: TestSite;
}

/** Home: its own rules; blocked: disallows everything; open: no robots.txt (404). */
async function threeSites(): Promise<ThreeSites> {
  const blocked = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /\n'),
    '/app.js': html('window.loaded = true;', 'text/javascript'),
  });
  const open = await startSite({
    '/robots.txt': status(404),
    '/pic.png': (_req, res) => {
      res.writeHead(404).end();
    },
  });
  const home = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\nDisallow: /assets/blocked.css\n'),
    '/assets/blocked.css': html('body { color: #222; }', 'text/css'),
    '/page.html': html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Links</title>
      <link rel="icon" href="data:,">
      <link rel="stylesheet" href="/assets/blocked.css">
      <script src="${blocked.origin}/app.js"></script></head><body>
      <h1>Links</h1>
      <a href="/private/one">private</a>
      <a href="/private/one#again">private again</a>
      <a href="/open">open</a>
      <a href="${blocked.origin}/page" rel="nofollow">blocked site</a>
      <a href="${open.origin}/x" rel="ugc sponsored">open site</a>
      <a href="mailto:someone@example.com">mail</a>
      <img src="${open.origin}/pic.png" alt="">
      </body></html>`),
  });
  fixture.closeLater(home, blocked, open);
  return { home, blocked, open };
}

async function openSection(page: Page): Promise<void> {
  await page.click('[data-testid="links-toggle"]');
  await page.locator('[data-testid="links-section"][data-state="read"]').waitFor({ timeout: 20_000 });
  await page.locator('[data-testid="links-progress"]').waitFor({ state: 'detached', timeout: 20_000 });
}

/** The Playwright page of a tab the worker opened (it may take a moment to be listed). */
async function pageAt(url: string): Promise<Page> {
  for (let i = 0; i < 100; i++) {
    const found = fixture.ext.context.pages().find((p) => p.url() === url);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no page at ${url}`);
}

/** The summary's sentences (the dots between them are decoration). */
function sentences(page: Page): Promise<string[]> {
  return page.$$eval('[data-testid="links-summary"] .links-sentence', (els) => els.map((el) => el.textContent ?? ''));
}

async function rows(page: Page): Promise<Record<string, { state: string; text: string }>> {
  return page.$$eval('[data-testid="links-row"]', (els) =>
    Object.fromEntries(
      els.map((el) => [el.getAttribute('data-url') ?? '', { state: el.getAttribute('data-state') ?? '', text: el.textContent ?? '' }]),
    ),
  );
}

test('opening the section fetches the linked sites’ robots.txt once each, then sums up and lists by origin', async () => {
  const { home, blocked, open } = await threeSites();
  const tab = await fixture.ext.openTab(`${home.origin}/page.html`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  await page.locator('[data-testid="links-section"]').waitFor();
  // Closed by default: nothing read, nothing fetched beyond the page's own robots.txt.
  await expect(page.getAttribute('[data-testid="links-section"]', 'data-state')).resolves.toBe('idle');
  expect([blocked.hits('/robots.txt'), open.hits('/robots.txt')]).toEqual([0, 0]);

  const started = Date.now();
  await openSection(page);
  const settledMs = Date.now() - started;
  expect([home.hits('/robots.txt'), blocked.hits('/robots.txt'), open.hits('/robots.txt')]).toEqual([1, 1, 1]);

  await expect(sentences(page)).resolves.toEqual([
    '2 of 4 links disallowed for Googlebot',
    '1 stylesheet and 1 script disallowed',
    'Googlebot may render this page differently.',
  ]);
  const groups = await page.$$eval('[data-testid="links-group"]', (els) =>
    els.map((g) => [g.getAttribute('data-origin'), g.getAttribute('data-outcome'), g.querySelector('.links-origin-facts')?.textContent]),
  );
  expect(groups).toEqual([
    [home.origin, 'rules', 'Its robots.txt decides (HTTP 200)2 of 3 URLs disallowed'],
    [blocked.origin, 'rules', 'Its robots.txt decides (HTTP 200)2 of 2 URLs disallowed'],
    [open.origin, 'allow-all', 'No usable robots.txt (HTTP 404): everything allowed0 of 2 URLs disallowed'],
  ]);
  const all = await rows(page);
  expect(all[`${home.origin}/private/one`]).toEqual({ state: 'disallowed', text: 'Disallowed/private/oneLinkline 2: Disallow: /private/' });
  expect(all[`${home.origin}/assets/blocked.css`]).toEqual({
    state: 'disallowed',
    text: 'Disallowed/assets/blocked.cssStylesheetline 3: Disallow: /assets/blocked.css',
  });
  expect(all[`${home.origin}/open`]?.state).toBe('allowed');
  expect(all[`${blocked.origin}/page`]).toEqual({ state: 'disallowed', text: 'Disallowed/pageLinknofollowline 2: Disallow: /' });
  expect(all[`${blocked.origin}/app.js`]).toEqual({ state: 'disallowed', text: 'Disallowed/app.jsScriptline 2: Disallow: /' });
  expect(all[`${open.origin}/x`]).toEqual({ state: 'allowed', text: 'Allowed/xLinkugcsponsored' });
  expect(all[`${open.origin}/pic.png`]).toEqual({ state: 'allowed', text: 'Allowed/pic.pngImage' });
  expect(Object.keys(all)).toHaveLength(7);

  // Only what is disallowed.
  await page.click('[data-testid="links-only-disallowed"]');
  expect(Object.keys(await rows(page)).sort()).toEqual(
    [`${home.origin}/private/one`, `${home.origin}/assets/blocked.css`, `${blocked.origin}/page`, `${blocked.origin}/app.js`].sort(),
  );
  await page.click('[data-testid="links-only-disallowed"]');

  // Another crawler: decided again from the cache, no new request.
  await page.selectOption('[data-testid="crawler-select"]', 'bingbot');
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="links-summary"]')?.textContent?.includes('disallowed for Bingbot'),
  );
  await shootWholePopup(page, 'popup-links');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shootWholePopup(page, 'popup-links-dark');
  await page.close();

  // A second popup: every origin answered from the cache.
  const again = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  await openSection(again);
  expect([home.hits('/robots.txt'), blocked.hits('/robots.txt'), open.hits('/robots.txt')]).toEqual([1, 1, 1]);
  await again.close();
  console.log(`[page-links] three origins: section open to every verdict in ${settledMs} ms`);
});

test.each(['light', 'dark'] as const)('the open section has no accessibility violation in the %s theme', async (colorScheme) => {
  const { home } = await threeSites();
  const tab = await fixture.ext.openTab(`${home.origin}/page.html`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT, colorScheme });
  await openSection(page);
  const result = await new AxeBuilder({ page })
    .include('[data-testid="links-section"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
  await page.close();
});

test('a page of 100,000 links: 20,000 are checked, the note says so, and the tab stays responsive', async () => {
  const links = Array.from({ length: 100_000 }, (_, i) => `<a href="/p/${i}">${i}</a>`).join('\n');
  const [site] = fixture.closeLater(
    await startSite({
      '/robots.txt': robotsBody('User-agent: *\nDisallow: /p/1\n'),
      '/many.html': html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Many</title><link rel="icon" href="data:,"></head><body>${links}</body></html>`,
      ),
    }),
  );
  const tab = await fixture.ext.openTab(`${site!.origin}/many.html`);
  const pageTab = await pageAt(`${site!.origin}/many.html`);
  // 2.5 MB of HTML and 100,000 elements to lay out: slow on a busy machine.
  await pageTab.waitForLoadState('load', { timeout: 90_000 });
  // The reader alone, in the page, as the popup injects it.
  const readerMs = await pageTab.evaluate(
    async ([source, linkCap, resourceCap, textCap]) => {
      const reader = new Function(`return (${source})`)() as (a: number, b: number, c: number) => Promise<unknown>;
      const t0 = performance.now();
      await reader(linkCap, resourceCap, textCap);
      return Math.round(performance.now() - t0);
    },
    [readLinksAndResources.toString(), LINK_CAP, RESOURCE_CAP, URL_TEXT_CAP] as const,
  );
  // The page's longest task while the popup reads it: the reader works in slices, so the page keeps answering.
  await pageTab.evaluate(() => {
    const seen = { longest: 0 };
    Object.assign(window, { seenTasks: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.longest = Math.max(seen.longest, entry.duration);
    }).observe({ type: 'longtask' });
  });
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  const started = Date.now();
  await page.click('[data-testid="links-toggle"]');
  await page.locator('[data-testid="links-capped"]').waitFor({ timeout: 30_000 });
  const cappedMs = Date.now() - started;
  await expect(page.textContent('[data-testid="links-capped"]')).resolves.toBe('This page has 100,000 links; 20,000 of them are checked.');
  await page.locator('[data-testid="links-progress"]').waitFor({ state: 'detached', timeout: 30_000 });
  const allMs = Date.now() - started;
  // /p/1, /p/10…/p/19, /p/100…/p/199, /p/1000…/p/1999, /p/10000…/p/19999 among the first 20,000: 11,111 disallowed.
  await expect(sentences(page)).resolves.toEqual(['11,111 of 20,000 links disallowed for Googlebot']);
  // The list stays small: one origin, its first rows.
  expect(await page.$$eval('[data-testid="links-row"]', (els) => els.length)).toBeLessThanOrEqual(20);
  // The page's own tab answers at once afterwards (the reading did not leave it busy).
  const probe = Date.now();
  const longestTaskMs = await pageTab.evaluate(() =>
    Math.round((window as unknown as { seenTasks: { longest: number } }).seenTasks.longest),
  );
  const probeMs = Date.now() - probe;
  await shootWholePopup(page, 'popup-links-capped');
  await page.close();
  console.log(
    `[page-links] 100,000 links: reader alone ${readerMs} ms in the page; capped note after ${cappedMs} ms, every verdict after ${allMs} ms; the page's longest task meanwhile ${longestTaskMs} ms, a probe after ${probeMs} ms`,
  );
}, 180_000);

test('a document that is not a web page says the section is not available here', async () => {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': status(404), '/notes.txt': html('just text', 'text/plain') }));
  const tab = await fixture.ext.openTab(`${site!.origin}/notes.txt`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  await page.click('[data-testid="links-toggle"]');
  await page.locator('[data-testid="links-unavailable"]').waitFor();
  await expect(page.textContent('[data-testid="links-unavailable"]')).resolves.toBe(
    'Not available here.This is not a web page with links (text/plain).',
  );
  await page.close();
});

test('with “check links automatically” on, the popup sums the links up without the section being opened', async () => {
  const { home } = await threeSites();
  const options = await fixture.ext.context.newPage();
  await options.goto(`chrome-extension://${fixture.ext.extensionId}/src/pages/options/index.html`);
  await options.click('[data-testid="auto-check-links"]');
  await options.locator('.save-status').waitFor();
  await options.screenshot({ path: `${ARTIFACTS_DIR}/options-links.png`, fullPage: true });
  await options.close();
  const tab = await fixture.ext.openTab(`${home.origin}/page.html`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  await page.waitForFunction(() =>
    document.querySelector('[data-testid="links-summary"]')?.textContent?.startsWith('2 of 4 links disallowed for Googlebot'),
  );
  await expect(page.getAttribute('[data-testid="links-toggle"]', 'aria-expanded')).resolves.toBe('false');
  await page.close();
  await fixture.ext.resetSettings();
});
