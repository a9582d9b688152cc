/**
 * Choosing another crawler in the popup re-reads the same robots.txt for it:
 * the verdict and the highlighted line change without another fetch, and the
 * choice is saved for the badge.
 */
import { expect, test } from 'vitest';
import { lineNumberOf, readPopup, useDemoSite } from './support/extension.ts';

const demo = useDemoSite();

test('Googlebot → GPTBot → OAI-SearchBot: verdict, deciding line and highlight follow the crawler', async () => {
  const allowLine = lineNumberOf(demo.robots, 'Allow: /drafts/published-');
  const aiBlockLine = lineNumberOf(demo.robots, 'Disallow: /');
  const aiSearchLine = lineNumberOf(demo.robots, 'Allow: /');

  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/published-launch.html`);
  const page = await demo.ext.openPopup(badge.tabId);
  const select = page.locator('[data-testid="crawler-select"]');
  await expect(select.inputValue()).resolves.toBe('googlebot');

  const asGooglebot = await readPopup(page);
  expect(asGooglebot.state).toBe('allowed');
  expect(asGooglebot.decidingLine).toBe(allowLine);
  expect(asGooglebot.highlightedLines).toEqual([allowLine]);

  await select.selectOption('gptbot');
  await expect.poll(async () => (await readPopup(page)).state).toBe('disallowed');
  const asGptBot = await readPopup(page);
  expect(asGptBot.verdictText).toContain('Disallowed');
  expect(asGptBot.decidingLine).toBe(aiBlockLine);
  expect(asGptBot.highlightedLines).toEqual([aiBlockLine]);

  await select.selectOption('oai-searchbot');
  await expect.poll(async () => (await readPopup(page)).decidingLine).toBe(aiSearchLine);
  const asSearchBot = await readPopup(page);
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
