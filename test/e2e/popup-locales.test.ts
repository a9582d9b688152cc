/**
 * The popup in each language: a disallowed verdict with its why
 * panel and the robots.txt view with its findings, in the light theme at the
 * toolbar popup's size, saved as artifacts/popup-<locale>.png (copied to
 * docs/ for the README, like the other screenshots: a test run leaves the
 * working tree as it was), and nothing may overflow sideways at that width.
 */
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { LOCALES } from '../../src/text/locale.ts';
import { readPopup, useDemoSite } from './support/extension.ts';
import { recordMetrics } from './support/metrics.ts';
import { sidewaysOverflowInPage } from './support/overflow.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { POPUP_HEIGHT, POPUP_WIDTH } from './support/screenshot.ts';

const demo = useDemoSite();

/**
 * Per locale, milliseconds from the popup's navigation start: its language
 * ready, its record in, its verdict painted; for the second open in that
 * language, as a person who keeps one language opens it.
 */
const timings: Record<string, { locale: number; record: number; verdict: number }> = {};

afterAll(() => {
  recordMetrics('popupLocales', { secondOpenMs: timings });
  console.log(
    `Robots Lens popup per language (second open, ms from navigation start: language ready / record / verdict painted): ${Object.entries(
      timings,
    )
      .map(([locale, t]) => `${locale} ${t.locale} / ${t.record} / ${t.verdict}`)
      .join(', ')}`,
  );
});

test.each(LOCALES)('the popup in %s: screenshot, and nothing overflows sideways', async (locale) => {
  const worker = await demo.ext.worker();
  await worker.evaluate(async (locale) => {
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale } });
  }, locale);
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  expect(badge.text).toBe('NO');
  // The first open in a language remembers it; the second starts loading its catalog at once.
  await (await demo.ext.openPopup(badge.tabId)).close();
  const page = await demo.ext.openPopup(badge.tabId, { colorScheme: 'light', viewport: { width: POPUP_WIDTH, height: POPUP_HEIGHT } });
  try {
    expect((await readPopup(page)).state).toBe('disallowed');
    timings[locale] = await page.evaluate(() => {
      const at = (name: string) => Math.round((performance.getEntriesByName(name)[0]?.startTime ?? Number.NaN) * 10) / 10;
      return { locale: at('robots-lens:locale'), record: at('robots-lens:record'), verdict: at('robots-lens:verdict') };
    });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
    await page.locator('[data-testid="robots-view"] [data-deciding="true"]').waitFor();
    // Webfonts for Thai and Devanagari come from the system: wait until they are in.
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(ARTIFACTS_DIR, `popup-${locale}.png`) });
    expect(await page.evaluate(sidewaysOverflowInPage)).toEqual([]);
  } finally {
    await page.close();
  }
});
