/**
 * The options page against the real worker: the default crawler it saves is
 * the one the badge uses on the next page, and clearing the cache makes the
 * next lookup fetch robots.txt again.
 */
import { expect, test } from 'vitest';
import { useDemoSite } from './support/extension.ts';

const demo = useDemoSite();

test('choosing Bingbot as the default crawler changes the next badge', async () => {
  const options = await demo.ext.context.newPage();
  try {
    await options.goto(`chrome-extension://${demo.ext.extensionId}/src/options/index.html`);
    const select = options.locator('[data-testid="default-crawler"]');
    await expect(select.inputValue()).resolves.toBe('googlebot');
    await select.selectOption('bingbot');
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

  const options = await demo.ext.context.newPage();
  try {
    await options.goto(`chrome-extension://${demo.ext.extensionId}/src/options/index.html`);
    await expect(options.locator('[data-testid="cache-stats"]').textContent()).resolves.toMatch(/Holds/);
    await options.locator('[data-testid="clear-cache"]').click();
    await expect.poll(async () => options.locator('[data-testid="cache-stats"]').textContent()).toMatch(/Cleared/);
  } finally {
    await options.close();
  }

  await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  expect(demo.site.robotsTxtRequests()).toBe(before + 1);
});
