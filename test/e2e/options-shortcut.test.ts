/**
 * Chromium: the options page shows the keyboard shortcut that opens the
 * popup (the browser's own `_execute_action` command, read back from
 * commands.getAll()), and its button opens Chrome's shortcuts page, where
 * the person changes it. Screenshots in light and dark, English, Thai and
 * Hindi, to look at.
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';

const fixture = useExtension();

test('the options page shows the shortcut that opens the popup, and the way to change it', async () => {
  await fixture.ext.setLocale('en');
  const page = await fixture.ext.context.newPage();
  try {
    await page.goto(`chrome-extension://${fixture.ext.extensionId}/src/pages/options/index.html`);
    const shown = page.getByTestId('popup-shortcut');
    await expect.poll(() => shown.locator('kbd').allTextContents()).toEqual(['Alt', 'Shift', 'L']);
    expect(await shown.textContent()).toContain('opens the Robots Lens popup');
    // What the page shows is what the browser says, not the manifest repeated.
    const fromBrowser = await page.evaluate(
      async () => (await chrome.commands.getAll()).find((c) => c.name === '_execute_action')?.shortcut,
    );
    expect(fromBrowser).toBe('Alt+Shift+L');
    expect(await page.locator('#shortcut-hint').textContent()).toContain('chrome://extensions/shortcuts');
    // Chrome lets no extension set its own shortcut: no field for it here (Firefox has one).
    expect(await page.getByTestId('shortcut-input').count()).toBe(0);

    const opened = fixture.ext.context.waitForEvent('page');
    await page.getByTestId('change-shortcut').click();
    const shortcuts = await opened;
    try {
      await expect.poll(() => shortcuts.url()).toBe('chrome://extensions/shortcuts');
    } finally {
      await shortcuts.close();
    }
  } finally {
    await page.close();
  }
});

test.each([
  ['en', 'light'],
  ['en', 'dark'],
  ['th', 'light'],
  ['hi', 'dark'],
] as const)('screenshot of the shortcut card in %s, %s', async (locale, scheme) => {
  await fixture.ext.setLocale(locale);
  const page = await fixture.ext.context.newPage();
  try {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`chrome-extension://${fixture.ext.extensionId}/src/pages/options/index.html`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
    const card = page.locator('section[aria-labelledby="shortcut-heading"]');
    await expect.poll(() => card.locator('kbd').count()).toBe(3);
    await card.screenshot({ path: join(ARTIFACTS_DIR, `options-shortcut-${locale}-${scheme}.png`) });
    // Nothing in the card runs past its right edge.
    const overflow = await card.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBe(0);
  } finally {
    await page.close();
    await fixture.ext.setLocale('en');
  }
});
