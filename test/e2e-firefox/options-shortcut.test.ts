/**
 * Firefox: the options page sets the popup's shortcut itself
 * (commands.update, which Chrome lacks), says so when Firefox refuses one
 * (its own words), and puts the default back (commands.reset).
 */
import { expect, test } from 'vitest';
import { textsOf } from './support/harness.ts';
import { useFirefoxDriver } from './support/driver.ts';

const fx = useFirefoxDriver();

test('a shortcut typed on the options page is the one Firefox uses; a refused one says why; reset brings Alt+Shift+L back', async () => {
  const page = await fx.ext.harness.openExtensionPage(fx.ext.harness.optionsUrl);
  const keys = () => textsOf(page, '[data-testid="popup-shortcut"] kbd');
  const type = (value: string) =>
    page.evaluate((value) => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="shortcut-input"]');
      if (!input) throw new Error('no shortcut field');
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, value);
  const click = (selector: string) => page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), selector);
  try {
    await expect.poll(keys).toEqual(['Alt', 'Shift', 'L']);
    await type('Alt+Shift+K');
    await click('[data-testid="shortcut-save"]');
    await expect.poll(keys).toEqual(['Alt', 'Shift', 'K']);
    expect((await textsOf(page, '[data-testid="shortcut-save-status"]')).join('')).toMatch(/^Saved/);

    await type('Banana+Q');
    await click('[data-testid="shortcut-save"]');
    await expect.poll(async () => (await textsOf(page, '[data-testid="shortcut-save-status"]')).join('')).toMatch(/^Not set: .+/);
    expect(await keys()).toEqual(['Alt', 'Shift', 'K']);

    await click('[data-testid="shortcut-reset"]');
    await expect.poll(keys).toEqual(['Alt', 'Shift', 'L']);
  } finally {
    await page.close();
  }
});
