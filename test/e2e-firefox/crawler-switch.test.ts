/**
 * Firefox: choosing another crawler in the popup re-reads the same
 * robots.txt for it (no new fetch), and the choice is saved for the badge.
 */
import { expect, test } from 'vitest';
import { lineNumberOf } from '../e2e/support/extension.ts';
import { readPopup, useFirefoxDemoSite } from './support/harness.ts';

const demo = useFirefoxDemoSite();

test('Googlebot → GPTBot → OAI-SearchBot: verdict, deciding line and highlight follow the crawler', async () => {
  const allowLine = lineNumberOf(demo.robots, 'Allow: /drafts/published-');
  const aiBlockLine = lineNumberOf(demo.robots, 'Disallow: /');
  const aiSearchLine = lineNumberOf(demo.robots, 'Allow: /');

  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/published-launch.html`);
  const page = await demo.ext.openPopup(badge.tabId);
  const selected = () => page.evaluate(() => (document.querySelector('[data-testid="crawler-select"]') as HTMLSelectElement | null)?.value);
  await expect(selected()).resolves.toBe('googlebot');
  const asGooglebot = await readPopup(page);
  expect(asGooglebot.state).toBe('allowed');
  expect(asGooglebot.highlightedLines).toEqual([allowLine]);

  await page.select('[data-testid="crawler-select"]', 'gptbot');
  await expect.poll(async () => (await readPopup(page)).state).toBe('disallowed');
  const asGptBot = await readPopup(page);
  expect(asGptBot.decidingLine).toBe(aiBlockLine);
  expect(asGptBot.highlightedLines).toEqual([aiBlockLine]);

  await page.select('[data-testid="crawler-select"]', 'oai-searchbot');
  await expect.poll(async () => (await readPopup(page)).decidingLine).toBe(aiSearchLine);
  const asSearchBot = await readPopup(page);
  expect(asSearchBot.state).toBe('allowed');
  expect(asSearchBot.highlightedLines).toEqual([aiSearchLine]);

  expect(demo.site.robotsTxtRequests()).toBe(1);

  await expect.poll(async () => demo.ext.storedSettings()).toMatchObject({ profileId: 'oai-searchbot' });
  await demo.ext.activateTab(badge.tabId);
  await expect.poll(async () => (await demo.ext.badge(badge.tabId)).title).toContain('OAI-SearchBot');
});
