/**
 * The watch list in Firefox: a watched local site whose robots.txt changes
 * raises a notification that names the comparison to open, as in Chromium
 * (test/e2e/watch-list.test.ts). Firefox takes "alarms" at install and asks
 * for "notifications" (optional) through its own dialog, which a test cannot
 * click: the test grants it the way that dialog's Allow does, through
 * Firefox's own permission store (ExtensionPermissions, from the browser
 * window), and the extension hears it as it would (permissions.onAdded).
 * Headless Firefox cannot show a notification (no alert service): it makes
 * it and closes it at once, so the test reads the id from the extension's
 * notifications.onClosed event rather than from notifications.getAll().
 */
import { expect, test } from 'vitest';
import { startSite } from '../e2e/support/sites.ts';
import { FIREFOX_DIST_DIR } from '../e2e/support/paths.ts';
import { useFirefoxDriver } from './support/driver.ts';
import { geckoIdOf } from './support/firefox.ts';

const fx = useFirefoxDriver();

const FIRST = 'User-agent: *\nDisallow: /private/\n';
const SECOND = 'User-agent: *\nDisallow: /private/\nDisallow: /shop\nAllow: /shop/public\n';

test('a watched site whose robots.txt changes raises a notification naming the comparison', async () => {
  let body = FIRST;
  const [watched, other] = fx.closeLater(
    await startSite({ '/robots.txt': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(body) }),
    await startSite({ '/robots.txt': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(FIRST) }),
  );
  const harness = fx.ext.harness;
  const driver = await harness.driver();
  const id = geckoIdOf(FIREFOX_DIST_DIR);
  const permitted = () => driver.evaluate(() => chrome.permissions.contains({ permissions: ['notifications'] }));
  expect(await permitted()).toBe(false);
  // What Firefox's permission dialog does on Allow.
  await harness.inBrowserWindow(`(async () => {
    const { ExtensionPermissions } = ChromeUtils.importESModule('resource://gre/modules/ExtensionPermissions.sys.mjs');
    const policy = WebExtensionPolicy.getByID(${JSON.stringify(id)});
    await ExtensionPermissions.add(policy.id, { permissions: ['notifications'], origins: [] }, policy.extension);
    return true;
  })()`);
  await expect.poll(permitted, { timeout: 10_000 }).toBe(true);

  const options = await harness.openExtensionPage(harness.optionsUrl);
  await options.waitFor(() => document.querySelector('[data-testid="watch-origin"]') !== null);
  // Granted: the options page asks for nothing.
  expect(await options.evaluate(() => document.querySelector('[data-testid="watch-permission"]') === null)).toBe(true);
  await options.evaluate((origin) => {
    const input = document.querySelector('[data-testid="watch-origin"]') as HTMLInputElement;
    input.value = origin;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, watched!.origin);
  // The page has taken the typed text (its next render) before the button is pressed, as between a person's keystrokes and click.
  await options.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await options.evaluate(() => (document.querySelector('[data-testid="watch-add"]') as HTMLButtonElement).click());
  await options.waitFor(
    (origin) => document.querySelector(`[data-testid="watch-list"] li[data-origin="${origin}"]`) !== null,
    watched!.origin,
  );
  await options.select('[data-testid="watch-interval"]', '60');

  /** Rings the watch alarm now until the watched site has been fetched `hits` times (a reschedule may replace it). */
  const ringUntilFetched = async (hits: number) => {
    await expect
      .poll(
        async () => {
          if (watched!.hits('/robots.txt') < hits) {
            await driver.evaluate(() => chrome.alarms.create('robots-lens-watch', { when: Date.now() + 50 }));
          }
          return watched!.hits('/robots.txt');
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(hits);
  };
  // Headless Firefox has no alert service to show a notification on: Firefox makes it and closes it at
  // once, telling every page of the extension (notifications.onClosed, with its id). The driver page listens.
  await driver.evaluate(() => {
    const page = globalThis as { notified?: string[] };
    if (page.notified) return;
    page.notified = [];
    chrome.notifications.onClosed.addListener((id) => page.notified!.push(id));
  });
  const shown = () => driver.evaluate(() => (globalThis as { notified?: string[] }).notified ?? []);

  // The first check is the baseline: fetched, nothing told.
  await ringUntilFetched(1);
  expect(await shown()).toEqual([]);

  // A deploy changes the file; the stored check time is set back an hour, and the alarm rings again.
  body = SECOND;
  await driver.evaluate(async () => {
    const state = (await chrome.storage.local.get('robotsWatch:state'))['robotsWatch:state'] as { entries: { lastCheckAt: number }[] };
    for (const e of state.entries) e.lastCheckAt -= 2 * 3_600_000;
    await chrome.storage.local.set({ 'robotsWatch:state': state });
  });
  await ringUntilFetched(2);
  await expect.poll(shown, { timeout: 15_000 }).toHaveLength(1);
  const [notification] = await shown();
  expect(notification).toMatch(
    new RegExp(`^watch\\|${watched!.origin.replace(/[.:/]/g, '\\$&')}\\|response:200:[0-9a-f]{64}\\|response:200:[0-9a-f]{64}$`),
  );
  // A site not on the list was never fetched.
  expect(other!.hits('/robots.txt')).toBe(0);

  // Tidy: the list emptied, the notification cleared, the permission given back.
  await options.evaluate((origin) => {
    (document.querySelector(`[data-testid="watch-list"] li[data-origin="${origin}"] button`) as HTMLButtonElement).click();
  }, watched!.origin);
  await driver.evaluate(() => chrome.permissions.remove({ permissions: ['notifications'] }));
});
