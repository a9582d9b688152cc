/**
 * Chrome stops the service worker whenever it likes; here it is stopped (over
 * DevTools) at several moments of a burst of large robots.txt that drip in
 * slowly: while they download and while their records are being written.
 * After each stop the next worker must leave storage consistent (every record
 * named by the index, none left over), "Clear cache" must report and remove
 * all of it, and no tab may keep the "…" badge the stopped worker left.
 */
import { afterAll, expect, test } from 'vitest';
import { ExtensionHarness } from './support/extension.ts';
import { startSite, type RobotsHandler, type TestSite } from './support/sites.ts';

// Playwright keeps a stopped worker in its list (and hangs on it), so each
// worker gets a connection of its own instead of the shared fixture.
const sites: TestSite[] = [];
afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
});

const SITES_PER_ROUND = 6;
/** Each robots.txt: ~300 KB, so each record is ~400 KB in storage (base64). */
const BODY_BYTES = 300_000;
/** Site i takes (i + 1) × this to send its robots.txt, so downloads end one after another. */
const DRIP_STEP_MS = 400;
/** When the worker is stopped, from the moment the tabs open: mid-download for all, then for fewer and fewer. */
const STOP_AFTER_MS = [150, 900, 1_800, 3_000];

const robotsText = (bytes: number) => {
  const head = 'User-agent: *\nDisallow: /private\n';
  return head + `# ${'x'.repeat(98)}\n`.repeat(Math.ceil((bytes - head.length) / 101));
};

/** Sends robots.txt in 20 pieces over `ms`. */
function drip(body: string, ms: number): RobotsHandler {
  return (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    const pieces = 20;
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const timer = setInterval(() => {
      if (sent >= body.length) {
        clearInterval(timer);
        res.end();
        return;
      }
      res.write(body.slice(sent, sent + size));
      sent += size;
    }, ms / pieces);
    res.on('close', () => clearInterval(timer));
  };
}

/**
 * Stops the extension's service worker as Chrome does when it is idle
 * (DevTools' ServiceWorker.stopAllWorkers), then connects afresh.
 */
async function stopWorker(ext: ExtensionHarness): Promise<ExtensionHarness> {
  const ours = (url: string) => url.startsWith(`chrome-extension://${ext.extensionId}/`);
  const page = await ext.context.newPage();
  try {
    const session = await ext.context.newCDPSession(page);
    // A restarted worker keeps its target id, so the stop is read from the worker's own status.
    const stopped = new Promise<void>((resolve) => {
      session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        if (versions.some((v) => ours(v.scriptURL) && v.runningStatus === 'stopped')) resolve();
      });
    });
    await session.send('ServiceWorker.enable');
    await session.send('ServiceWorker.stopAllWorkers');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the service worker did not stop within 10 s')), 10_000);
    });
    await Promise.race([stopped, timeout]).finally(() => clearTimeout(timer));
  } finally {
    await page.close();
  }
  await ext.close();
  return ExtensionHarness.connect();
}

interface StoredCache {
  records: string[];
  indexed: string[];
  /** Every key of the cache. */
  keys: number;
  /** Keys of the cache that are neither the index nor a record. */
  others: number;
}

async function storedCache(ext: ExtensionHarness): Promise<StoredCache> {
  const worker = await ext.worker();
  return worker.evaluate(async () => {
    const local = chrome.storage.local as unknown as { getKeys(): Promise<string[]> } & typeof chrome.storage.local;
    const keys = (await local.getKeys()).filter((k) => k.startsWith('robotsCache:'));
    const index = (await local.get('robotsCache:index'))['robotsCache:index'] as { entries?: [string, number][] } | undefined;
    return {
      records: keys
        .filter((k) => k.startsWith('robotsCache:origin:'))
        .map((k) => k.slice('robotsCache:origin:'.length))
        .sort(),
      indexed: (index?.entries ?? []).map(([origin]) => origin).sort(),
      keys: keys.length,
      others: keys.filter((k) => k !== 'robotsCache:index' && !k.startsWith('robotsCache:origin:')).length,
    };
  });
}

async function openTabsQuietly(ext: ExtensionHarness, urls: string[]): Promise<number[]> {
  const worker = await ext.worker();
  return worker.evaluate((urls) => Promise.all(urls.map(async (url) => (await chrome.tabs.create({ url, active: false })).id ?? -1)), urls);
}

async function badgeTexts(ext: ExtensionHarness, tabIds: number[]): Promise<string[]> {
  const worker = await ext.worker();
  return worker.evaluate((ids) => Promise.all(ids.map((tabId) => chrome.action.getBadgeText({ tabId }))), tabIds);
}

/** Clears the cache from the options page; returns how many sites it says it held. */
async function clearFromOptions(ext: ExtensionHarness): Promise<number> {
  const options = await ext.context.newPage();
  try {
    await options.goto(`chrome-extension://${ext.extensionId}/src/pages/options/index.html`);
    await options.locator('[data-testid="cache-stats"]').filter({ hasText: 'Holds' }).waitFor();
    await options.locator('[data-testid="clear-cache"]').click();
    const stats = options.locator('[data-testid="cache-stats"]').filter({ hasText: 'Cleared' });
    await stats.waitFor();
    const held = /it held (\d+) sites?/.exec((await stats.textContent()) ?? '');
    if (!held) throw new Error(`unexpected cache report: ${await stats.textContent()}`);
    return Number(held[1]);
  } finally {
    await options.close();
  }
}

test('a worker stopped during a burst of large robots.txt leaves nothing behind and no badge at "…"', async () => {
  let ext = await ExtensionHarness.connect();
  const body = robotsText(BODY_BYTES);
  const report: string[] = [];
  await clearFromOptions(ext);

  for (const stopAfter of STOP_AFTER_MS) {
    const round = await Promise.all(
      Array.from({ length: SITES_PER_ROUND }, (_, i) => startSite({ '/robots.txt': drip(body, (i + 1) * DRIP_STEP_MS) })),
    );
    sites.push(...round);
    const tabIds = await openTabsQuietly(
      ext,
      round.map((s) => `${s.origin}/private/page.html`),
    );
    await new Promise((resolve) => setTimeout(resolve, stopAfter));
    ext = await stopWorker(ext);

    // The next worker (woken by the next call) repairs storage and repaints the tabs left loading.
    const after = await storedCache(ext);
    // A tab left at "…" is repainted at once. A background tab whose navigation the stop
    // swallowed has no badge at all, and is painted when it is brought to the front.
    const settled = (texts: string[]) => texts.every((t) => t === 'NO' || t === '');
    await expect.poll(async () => settled(await badgeTexts(ext, tabIds)), { timeout: 30_000 }).toBe(true);
    const texts = await badgeTexts(ext, tabIds);
    const unpainted = tabIds.filter((_, i) => texts[i] === '');
    for (const tabId of unpainted) await ext.activateTab(tabId);
    await expect.poll(() => badgeTexts(ext, tabIds), { timeout: 30_000 }).toEqual(tabIds.map(() => 'NO'));
    // Every record stored is named by the index, and nothing else of the cache is left. (A
    // record may be missing: the stop can fall between painting a badge and writing its record.)
    const consistent = (c: StoredCache) => c.records.join() === c.indexed.join() && c.others === 0;
    await expect.poll(async () => consistent(await storedCache(ext)), { timeout: 10_000 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stored = await storedCache(ext);
    expect(stored, `stopped after ${stopAfter} ms: records vs index`).toMatchObject({ records: stored.indexed, others: 0 });
    const held = stored.records.length;
    expect(await clearFromOptions(ext), `stopped after ${stopAfter} ms: the report counts every record`).toBe(held);
    expect((await storedCache(ext)).keys, `stopped after ${stopAfter} ms: nothing of the cache is left`).toBe(0);
    report.push(
      `stop at ${stopAfter} ms: ${after.records.length} records, ${after.indexed.length} indexed right after the restart; ` +
        `${unpainted.length} background tabs never painted; ${held} of ${round.length} records stored after the repaint`,
    );
    const worker = await ext.worker();
    await worker.evaluate((ids) => chrome.tabs.remove(ids), tabIds);
  }
  await ext.close();
  console.log(`worker-stop: ${report.join('; ')}`);
});

/** What a stop between writing a record and writing the index naming it leaves: a record no index names. */
async function plantOrphan(ext: ExtensionHarness, origin: string): Promise<void> {
  const worker = await ext.worker();
  await worker.evaluate(
    ({ key, origin }) => chrome.storage.local.set({ [key]: { v: 1, record: { origin, padding: 'z'.repeat(200_000) } } }),
    { key: `robotsCache:origin:${origin}`, origin },
  );
}

test('a record no index names is removed at the next start, and counted and removed by "Clear cache"', async () => {
  let ext = await ExtensionHarness.connect();
  // Pages other test files left open in the shared browser would be looked up again when the worker
  // restarts (their badges, their headers), adding records of their own to what is counted here.
  const worker = await ext.worker();
  await worker.evaluate(async () => {
    const pages = await chrome.tabs.query({ url: ['http://*/*', 'https://*/*'] });
    // A blank tab stays, so the browser never loses its last window.
    await chrome.tabs.create({ url: 'about:blank', active: false });
    await chrome.tabs.remove(pages.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  });
  await clearFromOptions(ext);

  await plantOrphan(ext, 'http://127.0.0.1:9');
  ext = await stopWorker(ext);
  await expect.poll(async () => (await storedCache(ext)).records).toEqual([]);

  // Planted while the worker runs (its start-up sweep is done): only "Clear cache" can find it.
  await plantOrphan(ext, 'http://127.0.0.1:10');
  expect(await clearFromOptions(ext)).toBe(1);
  expect((await storedCache(ext)).keys).toBe(0);
  await ext.close();
});
