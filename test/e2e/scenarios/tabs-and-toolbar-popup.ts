/**
 * The badge belongs to its tab, through a navigation and a tab switch; the
 * popup as people open it (the toolbar button, no tab id) answers for the
 * active tab of the focused window. These cases bring tabs to the front, so
 * they take turns.
 */
import { expect, test } from 'vitest';
import { badgeHue, lineNumberOf } from '../support/extension.ts';
import type { DemoDriverFixture } from './driver.ts';

export function tabsAndToolbarPopup(demo: DemoDriverFixture): void {
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

  test('the toolbar popup answers for the active tab, and for the next one after a tab switch', async () => {
    const draftsLine = lineNumberOf(demo.robots, 'Disallow: /drafts/');
    const drafts = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
    const report = await demo.ext.openTab(`${demo.site.origin}/private/report.html`);

    const onDrafts = await demo.ext.readToolbarPopup(drafts.tabId);
    expect(onDrafts.state).toBe('disallowed');
    expect(onDrafts.decidingLine).toBe(draftsLine);
    expect(onDrafts.highlightedLines).toEqual([draftsLine]);
    expect(onDrafts.pageUrl).toContain('/drafts/post.html');

    // Googlebot's own group ignores *'s Disallow: /private/, and no Googlebot rule matches.
    const onReport = await demo.ext.readToolbarPopup(report.tabId);
    expect(onReport.state).toBe('allowed');
    expect(onReport.decidingLine).toBeNull();
    expect(onReport.pageUrl).toContain('/private/report.html');
  });
}
