/**
 * Stepping through the crawler list with the arrow keys:
 * each step shows that crawler's verdict in the popup at once, but only the
 * crawler the person stops on becomes the badge's crawler for every tab: one
 * saved choice, not one per step.
 */
import { expect, test } from 'vitest';
import { useDemoSite } from './support/extension.ts';

const demo = useDemoSite();
const SELECT = '[data-testid="crawler-select"]';

test('arrow keys preview each crawler and save only the one the person stops on', async () => {
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  const page = await demo.ext.openPopup(badge.tabId);
  expect(await page.inputValue(SELECT)).toBe('googlebot');
  // Count the writes of the settings as they happen, from inside the popup.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenSaves: seen });
    chrome.storage.onChanged.addListener((changes) => {
      const next = changes.settings?.newValue as { profileId?: string } | undefined;
      if (next?.profileId) seen.push(next.profileId);
    });
  });

  await page.focus(SELECT);
  const stepped: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowDown');
    const value = await page.inputValue(SELECT);
    stepped.push(value);
    // The popup follows each step at once: its facts name the crawler stepped to.
    await expect.poll(() => page.getAttribute('[data-testid="crawler-facts"]', 'data-profile')).toBe(value);
  }
  expect(new Set(stepped).size).toBe(4);
  const last = stepped.at(-1)!;

  await expect.poll(async () => demo.ext.storedSettings()).toMatchObject({ profileId: last });
  // Let any late write land before counting.
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { seenSaves: string[] }).seenSaves)).toEqual([last]);
});

test('a choice made just before the popup closes is still saved', async () => {
  const badge = await demo.ext.openTab(`${demo.site.origin}/`);
  const page = await demo.ext.openPopup(badge.tabId);
  const before = await page.inputValue(SELECT);
  await page.focus(SELECT);
  await page.keyboard.press('ArrowDown');
  const chosen = await page.inputValue(SELECT);
  expect(chosen).not.toBe(before);
  // Closed at once, well inside the pause after which a resting choice is saved.
  await page.close({ runBeforeUnload: true });
  await expect.poll(async () => demo.ext.storedSettings()).toMatchObject({ profileId: chosen });
});
