/**
 * The options page against the real background: the default crawler it
 * saves is the one the badge uses on the next page, and clearing the cache
 * makes the next lookup fetch robots.txt again; the popup's keyboard
 * shortcut is shown as the browser assigned it, with that browser's way to
 * change it.
 */
import { expect, test } from 'vitest';
import type { DemoDriverFixture } from './driver.ts';

const DEFAULT_CRAWLER = '[data-testid="default-crawler"]';
const CACHE_STATS = '[data-testid="cache-stats"]';

export function optionsPage(demo: DemoDriverFixture): void {
  test('choosing Bingbot as the default crawler changes the next badge', async () => {
    const options = await demo.ext.openOptions();
    try {
      // The page shows the saved choice once it has read the settings.
      await expect.poll(() => options.value(DEFAULT_CRAWLER)).toBe('googlebot');
      await options.select(DEFAULT_CRAWLER, 'bingbot');
      await expect.poll(async () => demo.ext.storedSettings()).toMatchObject({ profileId: 'bingbot' });

      // Bingbot has no group of its own, so the * group's "Disallow: /private/" applies.
      const badge = await demo.ext.openTab(`${demo.site.origin}/private/report.html`);
      expect(badge.text).toBe('NO');
      expect(badge.title).toContain('Robots Lens · Bingbot');
    } finally {
      await options.close();
    }
  });

  test('clearing the cache makes the next lookup fetch robots.txt again', async () => {
    await demo.ext.openTab(`${demo.site.origin}/`);
    const before = demo.site.robotsTxtRequests();
    expect(before).toBeGreaterThan(0);

    const options = await demo.ext.openOptions();
    try {
      const stats = async () => (await options.texts(CACHE_STATS)).join('');
      await expect.poll(stats).toMatch(/Holds/);
      await options.click('[data-testid="clear-cache"]');
      await expect.poll(stats).toMatch(/Cleared/);
    } finally {
      await options.close();
    }

    await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
    expect(demo.site.robotsTxtRequests()).toBe(before + 1);
  });

  test('the popup’s keyboard shortcut is shown as the browser assigned it, with this browser’s way to change it', async () => {
    const options = await demo.ext.openOptions();
    try {
      await expect.poll(() => options.texts('[data-testid="popup-shortcut"] kbd')).toEqual(['Alt', 'Shift', 'L']);
      const hint = (await options.texts('#shortcut-hint')).join('');
      // Chrome has its own shortcuts page; Firefox keeps them in the add-ons manager.
      expect(hint).toMatch(/chrome:\/\/extensions\/shortcuts|Manage Extension Shortcuts/);
      expect(await options.texts('[data-testid="change-shortcut"]')).toEqual(['Change the shortcut']);
    } finally {
      await options.close();
    }
  });
}
