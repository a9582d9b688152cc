/**
 * The page a browser opens as it starts: its X-Robots-Tag arrives while the
 * extension's service worker is still starting for the first time. Each run
 * launches a fresh Chromium (a fresh profile, the extension loaded) with the
 * page on its command line, and the badge must still say "OK·N" (allowed, but
 * noindex) — the header was kept, not lost to the start-up.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chromium } from 'playwright-core';
import { ensureChromium, startChromium } from './support/chromium.ts';
import { DIST_DIR } from './support/paths.ts';
import { robotsBody, startSite, type TestSite } from './support/sites.ts';
import { SETTLED_BADGE_TEXTS } from './support/extension.ts';

const RUNS = 10;

let site: TestSite;
beforeAll(async () => {
  site = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nAllow: /\n'),
    '/start.html': (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' })
        .end('<!doctype html><title>start</title><p>first page');
    },
  });
});
afterAll(async () => {
  await site?.close();
});

interface StartRun {
  badge: string;
  title: string;
  /** What the popup's Indexing section says about where the headers came from (first run only). */
  note?: string | null;
}

async function oneStart(executable: string, readPopup: boolean): Promise<StartRun> {
  const url = `${site.origin}/start.html`;
  const running = await startChromium(executable, DIST_DIR);
  try {
    const browser = await chromium.connectOverCDP(running.wsEndpoint);
    try {
      const context = browser.contexts()[0];
      if (!context) throw new Error('Chromium has no default context');
      // At once: the extension's worker is still starting for the first time.
      const page = await context.newPage();
      await page.goto(url);
      const ours = (u: string) => u.startsWith('chrome-extension://');
      const worker =
        context.serviceWorkers().find((w) => ours(w.url())) ??
        (await context.waitForEvent('serviceworker', { predicate: (w) => ours(w.url()), timeout: 20_000 }));
      const run = await worker.evaluate(
        async ({ url, settled }) => {
          const deadline = performance.now() + 20_000;
          while (performance.now() < deadline) {
            const [tab] = await chrome.tabs.query({ url });
            if (tab?.id !== undefined && tab.status === 'complete') {
              const badge = await chrome.action.getBadgeText({ tabId: tab.id });
              if (settled.includes(badge)) return { badge, title: await chrome.action.getTitle({ tabId: tab.id }), tabId: tab.id };
            }
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          return { badge: 'timeout', title: '', tabId: -1 };
        },
        { url, settled: [...SETTLED_BADGE_TEXTS] as string[] },
      );
      if (!readPopup) return { badge: run.badge, title: run.title };
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${new URL(worker.url()).host}/src/pages/popup/index.html?tabId=${run.tabId}`);
      await popup.locator('[data-testid="indexing"][data-state="not-indexable"]').waitFor({ timeout: 20_000 });
      const note = popup.locator('[data-testid="indexing-headers-note"]');
      // No note when the tab's own response was seen; a second request is said so.
      const said = (await note.count()) > 0 ? `${await note.getAttribute('data-reason')}: ${await note.textContent()}` : null;
      return { badge: run.badge, title: run.title, note: said };
    } finally {
      await browser.close();
    }
  } finally {
    await running.stop();
  }
}

test(`the page opened as the browser starts keeps its X-Robots-Tag (${RUNS} fresh starts)`, { timeout: RUNS * 40_000 }, async () => {
  const executable = ensureChromium();
  const runs: StartRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneStart(executable, i === 0));
  console.info(`start-up runs: ${runs.map((r) => r.badge).join(' ')}; first popup's note: ${runs[0]?.note ?? 'none'}`);
  expect(runs.map((r) => r.badge)).toEqual(Array(RUNS).fill('OK·N'));
  // Where the header came from is said, not hidden: the tab's own response, or (when the browser started the
  // page before the worker listened) Robots Lens's second request for it.
  const note = runs[0]?.note ?? null;
  if (note !== null) expect(note).toMatch(/^second-request: .*second request Robots Lens made/);
});
