/**
 * The popup in each language (issue 8.5): a disallowed verdict with its why
 * panel and the robots.txt view with its findings, in the light theme at the
 * toolbar popup's size, saved as artifacts/popup-<locale>.png (the README
 * shows them from docs/), and nothing may overflow sideways at that width.
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { LOCALES } from '../../src/text/locale.ts';
import { readPopup, useDemoSite } from './support/extension.ts';
import { sidewaysOverflowInPage } from './support/overflow.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { POPUP_HEIGHT, POPUP_WIDTH } from './support/screenshot.ts';

const demo = useDemoSite();

test.each(LOCALES)('the popup in %s: screenshot, and nothing overflows sideways', async (locale) => {
  const worker = await demo.ext.worker();
  await worker.evaluate(async (locale) => {
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale } });
  }, locale);
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  expect(badge.text).toBe('NO');
  const page = await demo.ext.openPopup(badge.tabId, { colorScheme: 'light', viewport: { width: POPUP_WIDTH, height: POPUP_HEIGHT } });
  try {
    expect((await readPopup(page)).state).toBe('disallowed');
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
