/**
 * The language chosen on the options page: the options page
 * switches at once, and the popup opened next speaks it (its catalog loaded,
 * `<html lang>` set). The same in both browsers.
 */
import { expect, test } from 'vitest';
import type { DemoDriverFixture } from './driver.ts';

const LANGUAGE = '[data-testid="language"]';

export function languageChoice(demo: DemoDriverFixture): void {
  test('choosing Tiếng Việt: the options page switches at once, and the popup speaks it', async () => {
    const options = await demo.ext.openOptions();
    try {
      await expect.poll(() => options.value(LANGUAGE)).toBe('auto');
      await options.select(LANGUAGE, 'vi');
      await expect.poll(() => demo.ext.storedSettings()).toMatchObject({ locale: 'vi' });
      await expect.poll(async () => (await options.texts('#language-heading')).join('')).toBe('Ngôn ngữ');
      await expect.poll(async () => (await options.attributes('html', 'lang'))[0]).toBe('vi');
    } finally {
      await options.close();
    }

    const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
    const popup = await demo.ext.openPopup(badge.tabId);
    try {
      expect((await popup.readPopup()).state).toBe('disallowed');
      await expect.poll(async () => (await popup.attributes('html', 'lang'))[0]).toBe('vi');
    } finally {
      await popup.close();
    }
  });
}
