/**
 * Firefox: the options page against the real background page. The default
 * crawler it saves is the one the next badge uses, and clearing the cache
 * makes the next lookup fetch robots.txt again.
 */
import { expect, test } from 'vitest';
import { useFirefoxDemoSite } from './support/harness.ts';

const demo = useFirefoxDemoSite();

test('choosing Bingbot as the default crawler changes the next badge', async () => {
  const options = await demo.ext.openExtensionPage(demo.ext.optionsUrl);
  try {
    const chosen = () => options.evaluate(() => (document.querySelector('[data-testid="default-crawler"]') as HTMLSelectElement | null)?.value);
    await expect.poll(chosen).toBe('googlebot');
    await options.select('[data-testid="default-crawler"]', 'bingbot');
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

  const options = await demo.ext.openExtensionPage(demo.ext.optionsUrl);
  try {
    const stats = () => options.evaluate(() => document.querySelector('[data-testid="cache-stats"]')?.textContent ?? '');
    await expect.poll(stats).toMatch(/Holds/);
    await options.evaluate(() => (document.querySelector('[data-testid="clear-cache"]') as HTMLButtonElement | null)?.click());
    await expect.poll(stats).toMatch(/Cleared/);
  } finally {
    await options.close();
  }

  await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  expect(demo.site.robotsTxtRequests()).toBe(before + 1);
});
