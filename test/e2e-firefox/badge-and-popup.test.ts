/**
 * Firefox on the demo site: the badge is per tab and follows a navigation
 * and a tab switch; the popup (opened as a page for the tab, ?tabId=) names
 * the verdict and highlights the deciding line.
 */
import { expect, test } from 'vitest';
import { badgeHue, lineNumberOf, type PopupState } from '../e2e/support/extension.ts';
import { readPopup, useFirefoxDemoSite } from './support/harness.ts';

const demo = useFirefoxDemoSite();

test('each tab keeps its own badge through a navigation and a tab switch', async () => {
  const draftsLine = lineNumberOf(demo.robots, 'Disallow: /drafts/');
  const drafts = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  expect(drafts.text).toBe('NO');
  expect(drafts.title).toContain('Robots Lens · Googlebot');
  expect(drafts.title).toContain(`line ${draftsLine}`);
  expect(badgeHue(drafts.color)).toBe('red');

  const other = await demo.ext.openTab(`${demo.site.origin}/`);
  expect(other.text).toBe('OK');
  expect(badgeHue(other.color)).toBe('green');

  // The first tab's badge is untouched by the second tab, in the background and back in front
  // (a tab switch recomputes the badge, so it may show "…" for a moment).
  await expect(demo.ext.badge(drafts.tabId)).resolves.toMatchObject({ text: 'NO' });
  await demo.ext.activateTab(drafts.tabId);
  await expect.poll(async () => (await demo.ext.badge(drafts.tabId)).text).toBe('NO');
  await expect(demo.ext.badge(other.tabId)).resolves.toMatchObject({ text: 'OK' });

  // A navigation in the first tab gives it the new page's verdict; the other tab keeps its own.
  const typoLine = lineNumberOf(demo.robots, 'Disalow: /tmp/');
  await demo.ext.navigate(drafts.tabId, `${demo.site.origin}/drafts/published-launch.html`);
  await expect.poll(async () => (await demo.ext.badge(drafts.tabId)).text).toBe('OK');
  await demo.ext.navigate(drafts.tabId, `${demo.site.origin}/tmp/cache.html`);
  await expect.poll(async () => (await demo.ext.badge(drafts.tabId)).title).toContain(`line ${typoLine}`);
  await expect(demo.ext.badge(drafts.tabId)).resolves.toMatchObject({ text: 'NO' });
  await expect(demo.ext.badge(other.tabId)).resolves.toMatchObject({ text: 'OK' });
});

test('the popup names the verdict and highlights the deciding line', async () => {
  const disallowLine = lineNumberOf(demo.robots, 'Disallow: /drafts/');
  const allowLine = lineNumberOf(demo.robots, 'Allow: /drafts/published-');
  const [drafts, published, report] = await Promise.all([
    demo.ext.openTab(`${demo.site.origin}/drafts/post.html`),
    demo.ext.openTab(`${demo.site.origin}/drafts/published-launch.html`),
    demo.ext.openTab(`${demo.site.origin}/private/report.html`),
  ]);

  const onDrafts = await readPopup(await demo.ext.openPopup(drafts.tabId));
  expect(onDrafts.state).toBe('disallowed');
  expect(onDrafts.verdictText).toContain('Disallowed');
  expect(onDrafts.decidingLine).toBe(disallowLine);
  expect(onDrafts.highlightedLines).toEqual([disallowLine]);

  const onPublished = await readPopup(await demo.ext.openPopup(published.tabId));
  expect(onPublished.state).toBe('allowed');
  expect(onPublished.decidingLine).toBe(allowLine);
  expect(onPublished.highlightedLines).toEqual([allowLine]);

  // Googlebot's own group overrides *'s Disallow: /private/, and none of its rules match.
  const onReport = await readPopup(await demo.ext.openPopup(report.tabId));
  expect(onReport.state).toBe('allowed');
  expect(onReport.decidingLine).toBeNull();
  expect(onReport.highlightedLines).toEqual([]);
});

test('the toolbar popup answers for the active tab, and for the next one after a tab switch', async () => {
  const draftsLine = lineNumberOf(demo.robots, 'Disallow: /drafts/');
  const drafts = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  const report = await demo.ext.openTab(`${demo.site.origin}/private/report.html`);
  const withPage = (view: Window, state: PopupState) => ({ ...state, page: view.document.querySelector('.page-url')?.textContent ?? '' });

  const onDrafts = await demo.ext.withToolbarPopup(drafts.tabId, withPage);
  expect(onDrafts.state).toBe('disallowed');
  expect(onDrafts.decidingLine).toBe(draftsLine);
  expect(onDrafts.highlightedLines).toEqual([draftsLine]);
  expect(onDrafts.page).toContain('/drafts/post.html');

  const onReport = await demo.ext.withToolbarPopup(report.tabId, withPage);
  expect(onReport.state).toBe('allowed');
  expect(onReport.decidingLine).toBeNull();
  expect(onReport.page).toContain('/private/report.html');
});
