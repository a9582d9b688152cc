/**
 * Chromium: a custom crawler profile made on the options page is described
 * from its facts (its tokens as site text, in the order tried), refused with
 * the reason when a token cannot match, and described the same way in the
 * popup once it is the chosen crawler.
 */
import { expect, test } from 'vitest';
import { useChromiumDemoDriver } from './support/driver.ts';

const demo = useChromiumDemoDriver();

test('a custom profile is refused with its reason, then added, described and used by the popup', async () => {
  const page = await demo.ext.harness.context.newPage();
  try {
    await page.goto(`chrome-extension://${demo.ext.harness.extensionId}/src/pages/options/index.html`);
    await page.locator('[data-testid="add-profile"]').click();
    await page.locator('[data-testid="profile-name"]').fill('Staging bot');
    await page.locator('[data-testid="profile-tokens"]').fill('staging bot');
    await page.locator('[data-testid="profile-save"]').click();
    await expect
      .poll(() => page.locator('[data-testid="profile-problems"]').textContent())
      .toContain('“staging bot” has characters Google never reads in a product token');

    await page.locator('[data-testid="profile-tokens"]').fill('stagingbot, googlebot');
    await expect.poll(() => page.locator('#profile-tokens-hint').textContent()).toContain('(here stagingbot and googlebot, in this order)');
    await page.locator('[data-testid="profile-save"]').click();
    const description = page.locator('[data-testid="custom-profile-description"]');
    await expect.poll(() => description.textContent()).toBe('Your profile: tries stagingbot and googlebot in this order.');
    // Each token is the person's own text, isolated from our words.
    await expect(description.locator('bdi').allTextContents()).resolves.toEqual(['stagingbot', 'googlebot']);

    const id = await page.locator('[data-testid="custom-profile"]').getAttribute('data-id');
    await page.locator('[data-testid="default-crawler"]').selectOption(id!);
    await expect.poll(() => page.locator('[data-testid="default-crawler-facts"]').textContent()).toContain('Custom · Your profile: tries');

    const badge = await demo.ext.openTab(`${demo.site.origin}/`);
    const popup = await demo.ext.harness.openPopup(badge.tabId);
    try {
      await expect
        .poll(() => popup.locator('[data-testid="crawler-facts"] .crawler-description').textContent())
        .toBe('Your profile: tries stagingbot and googlebot in this order.');
    } finally {
      await popup.close();
    }
  } finally {
    await page.close();
  }
});
