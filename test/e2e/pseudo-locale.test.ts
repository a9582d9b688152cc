/**
 * No English left: the pseudo-locale build (dist-pseudo/, made
 * by the global setup with `vite build --mode pseudo`) in a Chromium of its
 * own, the pseudo-locale chosen, then the popup on four kinds of page
 * (allowed; disallowed with its explanation; robots.txt answering 503; a
 * file with lint findings), the options page, the workbench (no site, a
 * refused address, a file with findings and the revert dialog, a 503) and each tab's badge tooltip
 * must show no English word that is ours: site text, other-language names
 * and the kept words aside (support/english-left.ts says which and why). A
 * failure lists each English text with its element. The popup must not
 * overflow sideways with the longer text either, and it follows a change of
 * the setting at once, as does the badge tooltip.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDemoSite, type DemoSite } from '../../scripts/demo-site.ts';
import { PSEUDO_LOCALE } from '../../src/text/pseudo-locale.ts';
import { ensureChromium, extensionIdOf, startChromium, type RunningChromium } from './support/chromium.ts';
import { englishIn, englishInPage, keptWords, listFindings, type EnglishFinding } from './support/english-left.ts';
import { ExtensionHarness } from './support/extension.ts';
import { cdpFor, openSitePage, switchOverlay, waitForOverlay } from './support/overlay-dom.ts';
import { sidewaysOverflowInPage } from './support/overflow.ts';
import { ARTIFACTS_DIR, PSEUDO_DIST_DIR } from './support/paths.ts';
import { POPUP_HEIGHT, POPUP_WIDTH } from './support/screenshot.ts';
import { robotsBody, startSite, status, type TestSite } from './support/sites.ts';

/** A file the linter has much to say about: a typo'd key, a rule before any group, a relative sitemap, a path without a slash. */
const LINTED = 'Disallow: /early\nUser-agent: *\nDisalow: /typo\nDisallow: nosslash\nCrawl-delay: 5\nSitemap: /sitemap.xml\nNoindex: /x\n';

const kept = keptWords();
let browser: RunningChromium;
let ext: ExtensionHarness;
let demo: DemoSite;
let unavailable: TestSite;
let linted: TestSite;
let indexing: TestSite;

/** An allowed page its indexing rules keep out of the index, with limits, an unknown value and a canonical robots.txt disallows. */
const INDEXING_HEAD =
  '<meta name="googlebot" content="max-snippet:20, unavailable_after: 2099-01-01, noodp"><link rel="canonical" href="/private/x">';

/** The language setting, written where the options page writes it. */
async function chooseLocale(locale: string): Promise<void> {
  const worker = await ext.worker();
  await worker.evaluate(async (locale) => {
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale } });
  }, locale);
}

async function englishOn(page: Page): Promise<EnglishFinding[]> {
  return page.evaluate(englishInPage, kept);
}

beforeAll(async () => {
  browser = await startChromium(ensureChromium(), PSEUDO_DIST_DIR);
  ext = await ExtensionHarness.connect(browser.wsEndpoint, await extensionIdOf(browser.wsEndpoint));
  [demo, unavailable, linted, indexing] = await Promise.all([
    startDemoSite(),
    startSite({ '/robots.txt': status(503) }),
    startSite({ '/robots.txt': robotsBody(LINTED) }),
    startSite({
      '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n'),
      '/page.html': (_req, res) => {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'noindex, nofollow' })
          .end(`<!doctype html><html lang="en"><head><title>x</title>${INDEXING_HEAD}</head><body>x</body></html>`);
      },
    }),
  ]);
  await chooseLocale(PSEUDO_LOCALE);
});

afterAll(async () => {
  await ext?.close();
  await Promise.all([demo?.close(), unavailable?.close(), linted?.close(), indexing?.close()]);
  await browser?.stop();
});

const PAGES = [
  { name: 'allowed', url: () => `${demo.origin}/`, badge: 'OK' },
  { name: 'disallowed', url: () => `${demo.origin}/drafts/post.html`, badge: 'NO' },
  { name: '503', url: () => `${unavailable.origin}/page.html`, badge: '!' },
  { name: 'lint', url: () => `${linted.origin}/typo/page.html`, badge: 'NO' },
  { name: 'noindex', url: () => `${indexing.origin}/page.html`, badge: 'OK·N' },
] as const;

describe.each(PAGES)('the $name page in the pseudo-locale', ({ name, url, badge }) => {
  test('the popup and the badge tooltip show no English of ours, and nothing overflows sideways', async () => {
    const tab = await ext.openTab(url());
    expect(tab.text).toBe(badge);
    const page = await ext.openPopup(tab.tabId, { viewport: { width: POPUP_WIDTH, height: POPUP_HEIGHT } });
    // The details render a frame after the verdict.
    await page.locator('[data-testid="robots-view"], [data-testid="reason"]').first().waitFor();
    // The Indexing section reads the page once the verdict is on screen.
    await page.locator('[data-testid="indexing"]:not([data-state="loading"])').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(PSEUDO_LOCALE);
    await page.screenshot({ path: join(ARTIFACTS_DIR, `popup-pseudo-${name}.png`), fullPage: false });

    const findings = await englishOn(page);
    const title = englishIn((await ext.badge(tab.tabId)).title, kept);
    if (title) findings.push({ where: 'badge title', text: title });
    expect.soft(findings.length, `English left on the ${name} page:\n${listFindings(findings)}`).toBe(0);
    expect(await page.evaluate(sidewaysOverflowInPage)).toEqual([]);
    await page.close();
  });
});

test('the links and resources section, open, shows no English of ours', async () => {
  // The demo home links to pages allowed and disallowed. Its own address, so the overlay's test below finds its own tab.
  const tab = await ext.openTab(`${demo.origin}/?links`);
  const page = await ext.openPopup(tab.tabId, { viewport: { width: POPUP_WIDTH, height: POPUP_HEIGHT } });
  try {
    await page.click('[data-testid="links-toggle"]');
    await page.locator('[data-testid="links-section"][data-state="read"]').waitFor();
    await page.locator('[data-testid="links-progress"]').waitFor({ state: 'detached' });
    await page.locator('[data-testid="links-section"]').screenshot({ path: join(ARTIFACTS_DIR, 'popup-pseudo-links.png') });
    const findings = await englishOn(page);
    expect(findings.length, `English left with the links section open:\n${listFindings(findings)}`).toBe(0);
    expect(await page.evaluate(sidewaysOverflowInPage)).toEqual([]);
  } finally {
    await page.close();
  }
});

test('the options page shows no English of ours', async () => {
  const page = await ext.context.newPage();
  try {
    await page.goto(`chrome-extension://${ext.extensionId}/src/pages/options/index.html`);
    await expect.poll(() => page.locator('[data-testid="language"]').inputValue()).toBe(PSEUDO_LOCALE);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(PSEUDO_LOCALE);
    const findings = await englishOn(page);
    expect(findings.length, `English left on the options page:\n${listFindings(findings)}`).toBe(0);
  } finally {
    await page.close();
  }
});

test('the on-page overlay (legend, tooltip) shows no English of ours', async () => {
  const { page, tabId } = await openSitePage(ext, `${demo.origin}/`);
  const popup = await ext.openPopup(tabId);
  try {
    const cdp = await cdpFor(page);
    expect(await switchOverlay(popup, true)).toBe('on');
    await page.bringToFront();
    const view = await waitForOverlay(cdp, (v) => v.boxes.some((b) => b.kind === 'disallowed'), 30_000);
    const box = view.boxes.find((b) => b.kind === 'disallowed')!;
    await page.mouse.move(box.rect[0] + box.rect[2] / 2, box.rect[1] + box.rect[3] / 2);
    const hovered = await waitForOverlay(cdp, (v) => v.tip.shown);
    expect(hovered.tip.ours).not.toBe('');
    const findings = [hovered.ours, hovered.tip.ours].map((text) => englishIn(text, kept)).filter((t) => t !== null);
    expect(findings, 'English left in the overlay').toEqual([]);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'overlay-pseudo.png') });
  } finally {
    await popup.close();
    await page.close();
  }
});

/** The workbench in each of its states: no site yet, a refused address, a file with findings (its draft and the revert dialog), a 503. */
const WORKBENCH_STATES = [
  { name: 'no site', query: () => '' },
  { name: 'a refused address', query: () => `?origin=${encodeURIComponent('ftp://example.com/')}` },
  { name: 'a file with findings', query: () => `?origin=${encodeURIComponent(linted.origin)}`, revert: true },
  { name: 'a 503', query: () => `?origin=${encodeURIComponent(unavailable.origin)}` },
] as const;

test.each(WORKBENCH_STATES)('the workbench with $name shows no English of ours', async (state) => {
  const page = await ext.context.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`chrome-extension://${ext.extensionId}/src/pages/workbench/index.html${state.query()}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(PSEUDO_LOCALE);
    if (state.query().includes('http')) {
      await page.locator('[data-testid="draft-editor"] .cm-content').waitFor();
      await page.locator('[data-testid="live-status"][data-state="file"], [data-testid="live-status"][data-state="no-file"]').waitFor();
      await expect.poll(() => page.getAttribute('[data-testid="draft-findings"]', 'data-revision')).not.toBeNull();
    }
    if ('revert' in state) await page.click('[data-testid="draft-revert"]');
    await page.screenshot({ path: join(ARTIFACTS_DIR, `workbench-pseudo-${state.name.replaceAll(' ', '-')}.png`) });
    const findings = await englishOn(page);
    expect(findings.length, `English left on the workbench (${state.name}):\n${listFindings(findings)}`).toBe(0);
    expect(await page.evaluate(sidewaysOverflowInPage)).toEqual([]);
  } finally {
    await page.close();
  }
});

test('the open popup and the badge tooltip follow a change of language at once', async () => {
  // The 503 page: its tooltip is words of ours whatever else is converted yet.
  const tab = await ext.openTab(`${unavailable.origin}/page.html`);
  const page = await ext.openPopup(tab.tabId);
  const titleBefore = (await ext.badge(tab.tabId)).title;
  // Gone if the popup were loaded again rather than switched in place.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  try {
    // Chosen on the options page.
    const options = await ext.context.newPage();
    await options.goto(`chrome-extension://${ext.extensionId}/src/pages/options/index.html`);
    await options.locator('[data-testid="language"]').selectOption('en');
    await expect.poll(() => options.evaluate(() => document.documentElement.lang)).toBe('en');
    await options.close();

    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(async () => (await ext.badge(tab.tabId)).title).not.toBe(titleBefore);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    expect(await page.locator('[data-testid="verdict"]').textContent()).not.toMatch(/[^\x00-\x7f]/);
  } finally {
    await page.close();
    await chooseLocale(PSEUDO_LOCALE);
  }
});
