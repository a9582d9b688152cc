/**
 * Chromium: the page's own HTTP answer in the popup's Indexing section, from
 * the browser's webRequest events (no request of ours): a 404 page whose
 * meta says index (not indexable all the same), a 503 page (not indexable
 * for now), and a 301 → 200 chain across two local origins whose second
 * robots.txt disallows the target (the redirect named, the target's verdict
 * given). Screenshots of the section in light and dark, English, Thai and
 * Hindi, to artifacts/. Then the top line (scenarios/page-answer.ts
 * topAnswerPages): its words, that it sits in the first 200 px and is as
 * large as the verdict, that the badge agrees; screenshots of the top of the
 * popup for each page in light and dark, English, Thai and Hindi.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { pageAnswerSites, topAnswerPages } from './scenarios/page-answer.ts';

const fixture = useExtension();
const POPUP_VIEWPORT = { width: 420, height: 600 };

afterEach(async () => {
  await fixture.ext.resetSettings();
});

const sites = () => pageAnswerSites((...s) => fixture.closeLater(...s));

async function answerLine(page: Page): Promise<{ code: string | null; status: string | null; text: string }> {
  const line = page.locator('[data-testid="page-answer"]');
  await line.waitFor({ timeout: 20_000 });
  return { code: await line.getAttribute('data-code'), status: await line.getAttribute('data-status'), text: await line.innerText() };
}

test('a 404 page whose meta says index: not indexable, whatever the meta tags say', async () => {
  const { home } = await sites();
  const tab = await fixture.ext.openTab(`${home.origin}/missing.html`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  try {
    const line = await answerLine(page);
    expect(line).toMatchObject({ code: 'not-indexable', status: '404' });
    expect(line.text).toBe('Page answered 404: not indexable, whatever the meta tags say.');
  } finally {
    await page.close();
  }
});

test('a 503 page: not indexable for now', async () => {
  const { home } = await sites();
  const tab = await fixture.ext.openTab(`${home.origin}/down.html`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  try {
    const line = await answerLine(page);
    expect(line).toMatchObject({ code: 'unavailable', status: '503' });
    expect(line.text).toMatch(/^Page answered 503: not indexable for now/);
  } finally {
    await page.close();
  }
});

test('a 301 → 200 across two origins: the redirect named, the target’s own robots.txt verdict given', async () => {
  const { home, target } = await sites();
  // The tab ends on another address than it opened: its badge is not waited for long.
  const tab = await fixture.ext.openTab(`${home.origin}/old`, 3000);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  try {
    const line = await answerLine(page);
    expect(line).toMatchObject({ code: 'considered', status: '200' });
    expect(line.text).toContain(`Redirected 301 → ${target.origin}/private/new, from ${home.origin}/old`);
    expect(line.text).toContain('The target is on another site, whose robots.txt disallows it for Googlebot.');
    // The browser's events only: the old address was asked for once, by the tab.
    expect(home.hits('/old')).toBe(1);
  } finally {
    await page.close();
  }
});

test.each([
  ['en', 'light'],
  ['en', 'dark'],
  ['th', 'light'],
  ['th', 'dark'],
  ['hi', 'light'],
  ['hi', 'dark'],
] as const)('the answer line in %s, %s: screenshots, nothing cut off', async (locale, colorScheme) => {
  const { home } = await sites();
  await fixture.ext.setLocale(locale);
  for (const path of ['/missing.html', '/old']) {
    const tab = await fixture.ext.openTab(`${home.origin}${path}`, path === '/old' ? 3000 : undefined);
    const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT, colorScheme });
    try {
      await answerLine(page);
      const section = page.locator('[data-testid="indexing"]');
      await section.scrollIntoViewIfNeeded();
      const box = await page.locator('[data-testid="page-answer"]').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= POPUP_VIEWPORT.width).toBe(true);
      const overflow = await page.locator('[data-testid="page-answer"]').evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBe(0);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/page-answer${path.replace(/\W+/g, '-')}${locale}-${colorScheme}.png` });
    } finally {
      await page.close();
    }
  }
});

/** Where the top line and its parts sit, and how large its title is beside the verdict's. */
async function topLayout(page: Page) {
  const top = page.locator('[data-testid="top-answer"]');
  // Settled: the page's status and signals read (before that, a disallowed page's line may still sharpen into the conflict).
  await expect.poll(async () => await top.getAttribute('data-settled', { timeout: 20_000 }), { timeout: 20_000 }).toBe('true');
  const box = async (selector: string) => page.locator(selector).first().boundingBox();
  const fontSize = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
  return {
    code: await top.getAttribute('data-code'),
    title: await page.locator('[data-testid="top-answer-title"]').innerText(),
    reason: await page.locator('[data-testid="top-answer-reason"]').innerText(),
    top: await box('[data-testid="top-answer"]'),
    titleBox: await box('[data-testid="top-answer-title"]'),
    file: (await page.locator('[data-testid="top-answer-file"]').count()) > 0 ? await box('[data-testid="top-answer-file"]') : null,
    verdict: await box('[data-testid="verdict"]'),
    rows: await box('[data-testid="answer-rows"]'),
    titleSize: await fontSize('[data-testid="top-answer-title"]'),
    verdictSize: await fontSize('.verdict-title'),
  };
}

test('the top line names what stops each page first, in the first 200 px, as large as the verdict; the badge agrees', async () => {
  const pages = topAnswerPages(await sites());
  const measured: Record<string, { topBottom: number; rowsBottom: number }> = {};
  for (const p of pages) {
    const tab = await fixture.ext.openTab(p.url, p.name === 'redirect-301' ? 3000 : undefined);
    const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
    try {
      const layout = await topLayout(page);
      expect({ name: p.name, code: layout.code, title: layout.title, reason: layout.reason }).toEqual({
        name: p.name,
        code: p.code,
        title: p.title,
        reason: p.reason,
      });
      // The headline starts in the first 200 px and its title ends there; it is not smaller than the verdict's title.
      expect(layout.top!.y).toBeLessThan(200);
      expect(layout.titleBox!.y + layout.titleBox!.height).toBeLessThanOrEqual(200);
      expect(layout.titleSize).toBeGreaterThanOrEqual(layout.verdictSize);
      // The unreadable robots.txt sits right under the headline, above the verdict, in view.
      if (p.file) {
        expect(layout.file).not.toBeNull();
        expect(layout.file!.y).toBeLessThan(layout.verdict!.y);
        expect(layout.file!.y + layout.file!.height).toBeLessThanOrEqual(POPUP_VIEWPORT.height);
      } else expect(layout.file).toBeNull();
      // The page's status, X-Robots-Tag, meta robots and canonical: in view without scrolling.
      expect(layout.rows!.y + layout.rows!.height).toBeLessThanOrEqual(POPUP_VIEWPORT.height);
      measured[p.name] = {
        topBottom: Math.round(layout.top!.y + layout.top!.height),
        rowsBottom: Math.round(layout.rows!.y + layout.rows!.height),
      };
      await expect.poll(async () => (await fixture.ext.badge(tab.tabId)).text, { timeout: 20_000 }).toBe(p.badge);
    } finally {
      await page.close();
    }
  }
  console.log(`top line, px from the popup's top (headline bottom, rows bottom): ${JSON.stringify(measured)}`);
});

test.each([
  ['en', 'light'],
  ['en', 'dark'],
  ['th', 'light'],
  ['th', 'dark'],
  ['hi', 'light'],
] as const)('the top line in %s, %s: screenshots, nothing cut off or overflowing', async (locale, colorScheme) => {
  const pages = topAnswerPages(await sites());
  await fixture.ext.setLocale(locale);
  for (const p of pages) {
    const tab = await fixture.ext.openTab(p.url, p.name === 'redirect-301' ? 3000 : undefined);
    const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT, colorScheme });
    try {
      const layout = await topLayout(page);
      expect(layout.code).toBe(p.code);
      expect(layout.top!.y).toBeLessThan(200);
      for (const selector of ['[data-testid="top-answer"]', '[data-testid="answer-rows"]', '[data-testid="top-answer-file"]']) {
        for (const el of await page.locator(selector).all()) {
          expect(await el.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
          const b = await el.boundingBox();
          expect(b && b.x >= 0 && b.x + b.width <= POPUP_VIEWPORT.width).toBe(true);
        }
      }
      await page.screenshot({ path: `${ARTIFACTS_DIR}/top-answer-${p.name}-${locale}-${colorScheme}.png` });
      if (p.name === 'noindex-header') {
        // The copy menu, with its Markdown choice, fits the width in every language.
        const menu = page.locator('[data-testid="copy-menu"]');
        await menu.scrollIntoViewIfNeeded();
        expect(await page.locator('[data-testid="copy-markdown"]').count()).toBe(1);
        const b = await menu.boundingBox();
        expect(b && b.x >= 0 && b.x + b.width <= POPUP_VIEWPORT.width).toBe(true);
        await page.screenshot({ path: `${ARTIFACTS_DIR}/top-answer-copy-menu-${locale}-${colorScheme}.png` });
      }
    } finally {
      await page.close();
    }
  }
});
