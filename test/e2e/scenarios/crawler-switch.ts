/**
 * Choosing another crawler in the popup re-reads the same robots.txt for it:
 * the verdict and the highlighted line change without another fetch, and the
 * choice is saved for the badge.
 */
import { expect, test } from 'vitest';
import { lineNumberOf } from '../support/extension.ts';
import type { DemoDriverFixture } from './driver.ts';

const CRAWLER_SELECT = '[data-testid="crawler-select"]';

export function crawlerSwitch(demo: DemoDriverFixture): void {
  test('Googlebot → GPTBot → OAI-SearchBot: verdict, deciding line and highlight follow the crawler', async () => {
    const allowLine = lineNumberOf(demo.robots, 'Allow: /drafts/published-');
    const aiBlockLine = lineNumberOf(demo.robots, 'Disallow: /');
    const aiSearchLine = lineNumberOf(demo.robots, 'Allow: /');

    const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/published-launch.html`);
    const page = await demo.ext.openPopup(badge.tabId);
    await expect(page.value(CRAWLER_SELECT)).resolves.toBe('googlebot');

    const asGooglebot = await page.readPopup();
    expect(asGooglebot.state).toBe('allowed');
    expect(asGooglebot.decidingLine).toBe(allowLine);
    expect(asGooglebot.highlightedLines).toEqual([allowLine]);

    await page.select(CRAWLER_SELECT, 'gptbot');
    await expect.poll(async () => (await page.readPopup()).state).toBe('disallowed');
    const asGptBot = await page.readPopup();
    expect(asGptBot.verdictText).toContain('Disallowed');
    expect(asGptBot.decidingLine).toBe(aiBlockLine);
    expect(asGptBot.highlightedLines).toEqual([aiBlockLine]);

    await page.select(CRAWLER_SELECT, 'oai-searchbot');
    await expect.poll(async () => (await page.readPopup()).decidingLine).toBe(aiSearchLine);
    const asSearchBot = await page.readPopup();
    expect(asSearchBot.state).toBe('allowed');
    expect(asSearchBot.highlightedLines).toEqual([aiSearchLine]);

    // The same copy of robots.txt was re-read for each crawler, not fetched again.
    expect(demo.site.robotsTxtRequests()).toBe(1);

    // The choice is saved, and the badge follows it once its tab is in front again (the popup, opened
    // here as a tab, took the focus; a real popup floats over the page's tab).
    await expect.poll(async () => demo.ext.storedSettings()).toMatchObject({ profileId: 'oai-searchbot' });
    await demo.ext.activateTab(badge.tabId);
    await expect.poll(async () => (await demo.ext.badge(badge.tabId)).title).toContain('OAI-SearchBot');
  });

  // A popup closes as soon as it loses focus, often within milliseconds of the pick; Firefox does not
  // reliably run pagehide as it goes. The pick is saved at once, whatever follows.
  test('a crawler picked 50 ms before the popup closes is kept when it opens again', async () => {
    const tab = await demo.ext.openTab(`${demo.site.origin}/drafts/published-launch.html`);
    for (const pick of ['gptbot', 'bingbot']) {
      const popup = await demo.ext.openPopup(tab.tabId);
      await popup.select(CRAWLER_SELECT, pick);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await popup.close();
      const again = await demo.ext.openPopup(tab.tabId);
      await expect(again.value(CRAWLER_SELECT)).resolves.toBe(pick);
      await again.close();
    }
  });

  test('two popups open: the newer pick stays, the older one’s save never undoes it', async () => {
    const tab = await demo.ext.openTab(`${demo.site.origin}/drafts/published-launch.html`);
    const first = await demo.ext.openPopup(tab.tabId);
    const second = await demo.ext.openPopup(tab.tabId);
    await first.select(CRAWLER_SELECT, 'gptbot');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await second.select(CRAWLER_SELECT, 'oai-searchbot');
    // Longer than any delay a save used to wait for.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await expect.poll(async () => demo.ext.storedSettings()).toMatchObject({ profileId: 'oai-searchbot' });
    await first.close();
    await second.close();
    const again = await demo.ext.openPopup(tab.tabId);
    await expect(again.value(CRAWLER_SELECT)).resolves.toBe('oai-searchbot');
    await again.close();
  });
}
