/**
 * `npm run dev`: the extension loaded from CRXJS's dev server in its own
 * headless Chromium. The toolbar popup opens and answers from the dev worker;
 * the popup and the options page change in place when their sources change
 * (HMR: same document, no rebuild); a worker source change reloads the
 * extension.
 */
import { chromium, type Browser, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDemoSite, type DemoSite } from '../../scripts/demo-site.ts';
import { ensureChromium, startChromium, type RunningChromium } from './support/chromium.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';
import { type PopupState, popupStateInPage, SETTLED_BADGE_TEXTS } from './support/extension.ts';
import { showInTab } from './support/in-extension.ts';
import { ToolbarPopup } from './support/toolbar-popup.ts';

let dev: DevServer;
let chromiumRun: RunningChromium;
let browser: Browser;
let context: BrowserContext;
let site: DemoSite;
let extensionId: string;

const isOurs = (w: Worker) => w.url().startsWith('chrome-extension://');

async function extensionWorker(): Promise<Worker> {
  return context.serviceWorkers().find(isOurs) ?? (await context.waitForEvent('serviceworker', { predicate: isOurs, timeout: 20_000 }));
}

/** Rewrites a source file in the dev server's copy. */
function edit(path: string, change: (text: string) => string): void {
  const file = join(dev.root, path);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit changed nothing in ${path}`);
  writeFileSync(file, after);
}

/** Marks the page's document, so a reload (a new document) can be told from a hot update. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { robotsLensDevMark: true }));
}

const sameDocument = (page: Page) => page.evaluate(() => 'robotsLensDevMark' in window);

beforeAll(async () => {
  // Before the dev server: without Chromium this file fails at once with the one line saying how to get it.
  const executable = ensureChromium();
  dev = await startDevServer();
  chromiumRun = await startChromium(executable, dev.extensionDir);
  browser = await chromium.connectOverCDP(chromiumRun.wsEndpoint);
  const first = browser.contexts()[0];
  if (!first) throw new Error('Chromium has no default context');
  context = first;
  extensionId = new URL((await extensionWorker()).url()).host;
  site = await startDemoSite(0);
});

afterAll(async () => {
  await browser?.close();
  await chromiumRun?.stop();
  await site?.close();
  await dev?.stop();
});

/** Polls `expression` in the toolbar popup, riding out the reloads CRXJS's loading page makes while the dev worker takes over. */
async function untilInPopup<T>(popup: ToolbarPopup, expression: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await popup.evaluate<T>(expression).catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`the toolbar popup never satisfied: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('the toolbar popup answers from the dev worker and changes in place when its source changes', async () => {
  const worker = await extensionWorker();
  const tab = await worker.evaluate(showInTab, {
    url: `${site.origin}/drafts/post.html`,
    timeoutMs: 20_000,
    settledTexts: [...SETTLED_BADGE_TEXTS],
  });
  expect(tab.text).toBe('NO');

  // As a click on the toolbar button does: the popup of the manifest's action, for the active tab.
  await worker.evaluate(async (tabId) => {
    const shown = await chrome.tabs.update(tabId, { active: true });
    if (shown?.windowId !== undefined) await chrome.windows.update(shown.windowId, { focused: true });
    await chrome.action.openPopup();
  }, tab.tabId);
  const cdp = await browser.newBrowserCDPSession();
  const popup = await ToolbarPopup.attach(cdp, `chrome-extension://${extensionId}/src/pages/popup/index.html`);
  try {
    const state = await untilInPopup<PopupState>(popup, `(${popupStateInPage.toString()})()`);
    expect(state.state).toBe('disallowed');
    await popup.evaluate('window.robotsLensDevMark = true');

    edit('src/pages/popup/app.tsx', (text) =>
      text.replace('<LensIcon size={18} /> Robots Lens', '<LensIcon size={18} /> Robots Lens (edited)'),
    );
    await untilInPopup(popup, `document.querySelector('.brand')?.textContent.includes('(edited)')`);
    // A hot update, not a reload: the same document, and the verdict still on screen.
    await expect(popup.evaluate('window.robotsLensDevMark === true')).resolves.toBe(true);
    await expect(popup.evaluate(`(${popupStateInPage.toString()})()?.state`)).resolves.toBe('disallowed');
  } finally {
    await popup.close();
    await cdp.detach();
  }
});

test('the options page changes in place when its source changes', async () => {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/src/pages/options/index.html`);
  await options.locator('h1', { hasText: 'Robots Lens options' }).waitFor({ timeout: 20_000 });
  await markDocument(options);

  edit('src/pages/options/app.tsx', (text) => text.replace('<LensIcon size={22} /> {title}', '<LensIcon size={22} /> {title} (edited)'));
  await options.locator('h1', { hasText: 'Robots Lens options (edited)' }).waitFor({ timeout: 20_000 });
  expect(await sameDocument(options)).toBe(true);
  await options.close();
});

/**
 * CRXJS answers a worker source change by calling chrome.runtime.reload() in
 * the worker. The call is recorded here instead of made: headless Chromium
 * unloads a command-line extension on that call and does not bring it back
 * (a Chromium with a window reloads it; see the README).
 */
test('a worker source change asks the extension to reload', async () => {
  const worker = await extensionWorker();
  await worker.evaluate(() => {
    chrome.runtime.reload = () => Object.assign(globalThis, { robotsLensReloadAsked: true });
  });
  edit('src/worker/index.ts', (text) => `${text}\n// edited by the dev-mode test\n`);
  await expect.poll(() => worker.evaluate(() => 'robotsLensReloadAsked' in globalThis), { timeout: 20_000 }).toBe(true);
});
