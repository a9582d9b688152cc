/**
 * The popup as people open it: the toolbar button (chrome.action.openPopup),
 * with no tab id, so the worker answers for the active tab of the focused
 * window. Switching tabs and opening it again answers for the new tab.
 */
import { expect, test } from 'vitest';
import { lineNumberOf, readToolbarPopup, useDemoSite } from './support/extension.ts';

const demo = useDemoSite();

test('the toolbar popup answers for the active tab, and for the next one after a tab switch', async () => {
  const draftsLine = lineNumberOf(demo.robots, 'Disallow: /drafts/');
  const drafts = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  const report = await demo.ext.openTab(`${demo.site.origin}/private/report.html`);

  const first = await demo.ext.openToolbarPopup(drafts.tabId);
  const onDrafts = await readToolbarPopup(first);
  expect(onDrafts.state).toBe('disallowed');
  expect(onDrafts.decidingLine).toBe(draftsLine);
  expect(onDrafts.highlightedLines).toEqual([draftsLine]);
  await expect(first.evaluate<string>(`document.querySelector('.page-url')?.textContent ?? ''`)).resolves.toContain('/drafts/post.html');
  await first.close();

  // Googlebot's own group ignores *'s Disallow: /private/, and no Googlebot rule matches.
  const second = await demo.ext.openToolbarPopup(report.tabId);
  const onReport = await readToolbarPopup(second);
  expect(onReport.state).toBe('allowed');
  expect(onReport.decidingLine).toBeNull();
  await expect(second.evaluate<string>(`document.querySelector('.page-url')?.textContent ?? ''`)).resolves.toContain('/private/report.html');
  await second.close();
});
