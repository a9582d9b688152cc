/**
 * The watch list in Chromium: a watched local site whose robots.txt changes
 * raises a notification that names the comparison to open; a site not on the
 * list is never fetched by it. Granting an optional permission needs a click
 * on the browser's own dialog, which a test cannot reach, so this file runs
 * its own Chromium on a copy of the build whose manifest grants alarms and
 * notifications at install (the extension's code is the same). In the shared
 * build the options page is checked to ask for them (permission-needed).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ensureChromium, extensionIdOf, startChromium, type RunningChromium } from './support/chromium.ts';
import { ExtensionHarness } from './support/extension.ts';
import { ARTIFACTS_DIR, DIST_DIR } from './support/paths.ts';
import { startSite, type TestSite } from './support/sites.ts';

const FIRST = 'User-agent: *\nDisallow: /private/\n';
const SECOND = 'User-agent: *\nDisallow: /private/\nDisallow: /shop\nAllow: /shop/public\n';

let dir: string;
let browser: RunningChromium;
let ext: ExtensionHarness;
let watched: TestSite;
let other: TestSite;
let body = FIRST;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'robots-lens-watch-'));
  cpSync(DIST_DIR, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { permissions: string[]; optional_permissions?: string[] };
  expect(manifest.optional_permissions).toEqual(['alarms', 'notifications']);
  manifest.permissions.push(...manifest.optional_permissions!);
  delete manifest.optional_permissions;
  writeFileSync(manifestPath, JSON.stringify(manifest));
  browser = await startChromium(ensureChromium(), dir);
  ext = await ExtensionHarness.connect(browser.wsEndpoint, await extensionIdOf(browser.wsEndpoint));
  watched = await startSite({ '/robots.txt': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(body) });
  other = await startSite({ '/robots.txt': (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(FIRST) });
}, 60_000);

afterAll(async () => {
  await ext?.close();
  await browser?.stop();
  await watched?.close();
  await other?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Rings the watch list's alarm now (an unpacked extension's alarm may ring sooner than a minute), until
 * the watched site has been fetched `hits` times: a reschedule the options page asked for just before
 * (the interval changed) can replace the alarm set here, so it is set again until the check has run.
 */
async function ringUntilFetched(hits: number): Promise<void> {
  await expect
    .poll(
      async () => {
        if (watched.hits('/robots.txt') < hits) {
          const worker = await ext.worker();
          await worker.evaluate(() => chrome.alarms.create('robots-lens-watch', { when: Date.now() + 50 }));
        }
        return watched.hits('/robots.txt');
      },
      { timeout: 15_000, interval: 1_000 },
    )
    .toBe(hits);
}

test('a watched site whose robots.txt changes raises a notification naming the comparison', async () => {
  const options = await ext.context.newPage();
  await options.goto(`chrome-extension://${ext.extensionId}/src/pages/options/index.html`);
  await options.fill('[data-testid="watch-origin"]', watched.origin);
  await options.click('[data-testid="watch-add"]');
  await options.locator(`[data-testid="watch-list"] li[data-origin="${watched.origin}"]`).waitFor();
  await options.selectOption('[data-testid="watch-interval"]', '60');

  // The first check is the baseline: the site is fetched, nothing is told.
  await ringUntilFetched(1);
  const worker = await ext.worker();
  expect(await worker.evaluate(() => chrome.notifications.getAll())).toEqual({});

  // A deploy changes the file; an hour later (the clock is the stored check time, set back) the alarm rings again.
  body = SECOND;
  await worker.evaluate(async () => {
    const state = (await chrome.storage.local.get('robotsWatch:state'))['robotsWatch:state'] as { entries: { lastCheckAt: number }[] };
    for (const e of state.entries) e.lastCheckAt -= 2 * 3_600_000;
    await chrome.storage.local.set({ 'robotsWatch:state': state });
  });
  await ringUntilFetched(2);
  const shown = async () => Object.keys(await (await ext.worker()).evaluate(() => chrome.notifications.getAll()));
  await expect.poll(shown, { timeout: 15_000 }).toHaveLength(1);
  const ids = await shown();
  expect(ids[0]).toMatch(
    new RegExp(`^watch\\|${watched.origin.replace(/[.:/]/g, '\\$&')}\\|response:200:[0-9a-f]{64}\\|response:200:[0-9a-f]{64}$`),
  );

  // The options page marks the change; a site not on the list was never fetched.
  await options.reload();
  const entry = options.locator(`[data-testid="watch-list"] li[data-origin="${watched.origin}"]`);
  await expect.poll(async () => (await entry.textContent()) ?? '', { timeout: 10_000 }).toContain('changed');
  await options.screenshot({ path: `${ARTIFACTS_DIR}/watch-options.png`, fullPage: true });
  expect(other.hits('/robots.txt')).toBe(0);

  // The badge marks the changed site until the person looks at it (its popup).
  const tabId = await (await ext.worker()).evaluate(async (url) => (await chrome.tabs.create({ url })).id!, `${watched.origin}/page.html`);
  const badgeText = async () => (await ext.badge(tabId)).text;
  await expect.poll(badgeText, { timeout: 15_000 }).toBe('OK•');
  expect((await ext.badge(tabId)).title).toContain('Watched: its robots.txt changed since you last looked.');
  const popup = await ext.openPopup(tabId);
  await popup.locator('[data-testid="history-watching"]').waitFor({ timeout: 10_000 });
  await expect.poll(badgeText, { timeout: 15_000 }).toBe('OK');
});
