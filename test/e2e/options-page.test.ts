/**
 * The options page against the real worker: the default crawler it saves is
 * the one the badge uses on the next page, and clearing the cache makes the
 * next lookup fetch robots.txt again.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDemoSite, type DemoSite } from '../../scripts/demo-site.ts';
import { ExtensionHarness } from './support/extension.ts';

let ext: ExtensionHarness;
let site: DemoSite;

beforeAll(async () => {
  ext = await ExtensionHarness.connect();
  await ext.resetSettings();
  site = await startDemoSite();
});

afterAll(async () => {
  await ext?.resetSettings();
  await ext?.close();
  await site?.close();
});

test('choosing Bingbot as the default crawler changes the next badge', async () => {
  const options = await ext.context.newPage();
  try {
    await options.goto(`chrome-extension://${ext.extensionId}/src/options/index.html`);
    const select = options.locator('[data-testid="default-crawler"]');
    await expect(select.inputValue()).resolves.toBe('googlebot');
    await select.selectOption('bingbot');
    await expect.poll(async () => ext.storedSettings()).toMatchObject({ profileId: 'bingbot' });

    // Bingbot has no group of its own, so the * group's "Disallow: /private/" applies.
    const badge = await ext.openTab(`${site.origin}/private/report.html`);
    expect(badge.text).toBe('NO');
    expect(badge.title).toContain('Robots Lens · Bingbot');
  } finally {
    await options.close();
  }
});

test('clearing the cache makes the next lookup fetch robots.txt again', async () => {
  await ext.openTab(`${site.origin}/`);
  const before = site.robotsTxtRequests();
  expect(before).toBeGreaterThan(0);

  const options = await ext.context.newPage();
  try {
    await options.goto(`chrome-extension://${ext.extensionId}/src/options/index.html`);
    await expect(options.locator('[data-testid="cache-stats"]').textContent()).resolves.toMatch(/Holds/);
    await options.locator('[data-testid="clear-cache"]').click();
    await expect.poll(async () => options.locator('[data-testid="cache-stats"]').textContent()).toMatch(/Cleared/);
  } finally {
    await options.close();
  }

  await ext.openTab(`${site.origin}/drafts/post.html`);
  expect(site.robotsTxtRequests()).toBe(before + 1);
});
