/**
 * Chromium: the page's own HTTP answer in the popup's Indexing section, from
 * the browser's webRequest events (no request of ours): a 404 page whose
 * meta says index (not indexable all the same), a 503 page (not indexable
 * for now), and a 301 → 200 chain across two local origins whose second
 * robots.txt disallows the target (the redirect named, the target's verdict
 * given). Screenshots of the section in light and dark, English, Thai and
 * Hindi, to artifacts/.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { pageAnswerSites } from './scenarios/page-answer.ts';

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
