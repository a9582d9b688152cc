/**
 * What a Firefox e2e test file drives: the shared Firefox (over WebDriver
 * BiDi), an extension page that stands in for Chromium's service worker (it
 * has the same extension APIs; Firefox's background page is not reachable
 * over BiDi), site tabs opened the way a person opens them, the popup
 * opened as a page for a given tab, and the real toolbar popup.
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { inject } from 'vitest';
import { popupStateInPage, SETTLED_BADGE_TEXTS, type PopupState, type TabBadge } from '../../e2e/support/extension.ts';
import {
  activateTab,
  badgeOf,
  forgetSites,
  resetSettings,
  showInTab,
  storageMentions,
  storedSettings,
} from '../../e2e/support/in-extension.ts';
import { FIREFOX_DIST_DIR } from '../../e2e/support/paths.ts';
import { BidiPage, type BidiConnection } from './bidi-page.ts';
import { EXTENSION_ORIGIN, geckoIdOf } from './firefox.ts';

const PAGE_OPEN_TIMEOUT_MS = 10_000;

interface Tree {
  contexts: { context: string; url: string; 'moz:scope'?: string }[];
}

export class FirefoxHarness {
  readonly #browser: Browser;
  readonly #connection: BidiConnection;
  /** The browser window's own (chrome) context, where gBrowser lives. */
  readonly #chromeContext: string;
  readonly #pages = new Set<BidiPage>();
  readonly #tabs = new Set<number>();
  #driver: BidiPage | null = null;

  private constructor(browser: Browser, connection: BidiConnection, chromeContext: string) {
    this.#browser = browser;
    this.#connection = connection;
    this.#chromeContext = chromeContext;
  }

  static async connect(): Promise<FirefoxHarness> {
    const missing = inject('firefoxMissing');
    if (missing) throw new Error(missing);
    const browser = await puppeteer.connect({ browserWSEndpoint: inject('firefoxEndpoint'), protocol: 'webDriverBiDi' });
    const connection = (browser as unknown as { connection: BidiConnection }).connection;
    const { result } = await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
    const window = (result as Tree).contexts.find((c) => c.url === 'chrome://browser/content/browser.xhtml');
    if (!window) throw new Error('Firefox shows no browser window to BiDi (was it started with --remote-allow-system-access?)');
    return new FirefoxHarness(browser, connection, window.context);
  }

  get popupUrl(): string {
    return `${EXTENSION_ORIGIN}/src/pages/popup/index.html`;
  }

  get optionsUrl(): string {
    return `${EXTENSION_ORIGIN}/src/pages/options/index.html`;
  }

  get workbenchUrl(): string {
    return `${EXTENSION_ORIGIN}/src/pages/workbench/index.html`;
  }

  /**
   * Opens an extension page in a new tab. BiDi will not navigate a tab to
   * moz-extension://, so the browser window opens it (gBrowser.addTab with the
   * system principal); `foreground` selects the tab, so that it paints.
   */
  async openExtensionPage(url: string, foreground = true): Promise<BidiPage> {
    const before = new Set(((await this.#connection.send('browsingContext.getTree', {})).result as Tree).contexts.map((c) => c.context));
    const script = `(() => {
      const tab = gBrowser.addTab(${JSON.stringify(url)}, { triggeringPrincipal: Services.scriptSecurityManager.getSystemPrincipal() });
      if (${String(foreground)}) gBrowser.selectedTab = tab;
    })()`;
    const { result } = await this.#connection.send('script.evaluate', {
      expression: script,
      target: { context: this.#chromeContext },
      awaitPromise: true,
    });
    if ((result as { type?: string }).type !== 'success') throw new Error(`Firefox did not open ${url}: ${JSON.stringify(result)}`);
    const deadline = Date.now() + PAGE_OPEN_TIMEOUT_MS;
    for (;;) {
      const { contexts } = (await this.#connection.send('browsingContext.getTree', {})).result as Tree;
      const found = contexts.find((c) => c.url === url && !before.has(c.context));
      if (found) {
        const page = new BidiPage(this.#connection, found.context, url);
        this.#pages.add(page);
        // Its scripts may not run yet: wait until the document has loaded.
        await page.waitFor(() => document.readyState === 'complete', undefined, PAGE_OPEN_TIMEOUT_MS);
        return page;
      }
      if (Date.now() > deadline) throw new Error(`${url} did not open in Firefox within ${PAGE_OPEN_TIMEOUT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** The tab showing `url` (an ordinary web page), to run scripts in. */
  async pageShowing(url: string): Promise<BidiPage> {
    const deadline = Date.now() + PAGE_OPEN_TIMEOUT_MS;
    for (;;) {
      const { contexts } = (await this.#connection.send('browsingContext.getTree', {})).result as Tree;
      const found = contexts.find((c) => c.url === url);
      if (found) return new BidiPage(this.#connection, found.context, url);
      if (Date.now() > deadline) throw new Error(`no tab shows ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Runs `expression` in the browser window's own (privileged) context and returns its JSON value. */
  async inBrowserWindow<T>(expression: string): Promise<T> {
    const { result } = await this.#connection.send('script.evaluate', {
      expression: `JSON.stringify((${expression}) ?? null)`,
      target: { context: this.#chromeContext },
      awaitPromise: true,
    });
    const reply = result as { type?: string; result?: { value?: unknown } };
    if (reply.type !== 'success' || typeof reply.result?.value !== 'string')
      throw new Error(`in Firefox's window: ${JSON.stringify(result)}`);
    return JSON.parse(reply.result.value) as T;
  }

  /**
   * Stops the extension's background page, as Firefox does after it has been
   * idle for 30 s (its background is an event page, not a service worker);
   * resolves once it is stopped. The next event starts it again.
   */
  async stopBackground(): Promise<void> {
    // An event already on its way (a tab finishing loading) may start it again at once: try a few times.
    let state = '';
    for (let attempt = 0; attempt < 10; attempt++) {
      await this.inBrowserWindow(`${this.#extensionObject}.terminateBackground()`);
      state = await this.backgroundState();
      if (state === 'stopped') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the background page is ${state} after terminateBackground()`);
  }

  /** 'running', 'stopped', … as Firefox's extension object says. */
  backgroundState(): Promise<string> {
    return this.inBrowserWindow(`${this.#extensionObject}.backgroundState`);
  }

  /** Firefox's own object for the installed extension, as an expression for the browser window. */
  get #extensionObject(): string {
    return `WebExtensionPolicy.getByID(${JSON.stringify(geckoIdOf(FIREFOX_DIST_DIR))}).extension`;
  }

  /** The extension page the harness runs extension API calls in (opened in the background once). */
  async driver(): Promise<BidiPage> {
    this.#driver ??= await this.openExtensionPage(this.optionsUrl, false);
    return this.#driver;
  }

  /** Opens `url` in a new active tab and waits for its badge to settle (see showInTab). */
  async openTab(url: string, timeoutMs = 20_000): Promise<TabBadge> {
    const badge = await (await this.driver()).evaluate(showInTab, { url, timeoutMs, settledTexts: [...SETTLED_BADGE_TEXTS] as string[] });
    this.#tabs.add(badge.tabId);
    return badge;
  }

  /** Navigates an open tab to `url` and waits for its badge to settle again. */
  async navigate(tabId: number, url: string, timeoutMs = 20_000): Promise<TabBadge> {
    return (await this.driver()).evaluate(showInTab, { url, tabId, timeoutMs, settledTexts: [...SETTLED_BADGE_TEXTS] as string[] });
  }

  async badge(tabId: number): Promise<{ text: string; title: string }> {
    return (await this.driver()).evaluate(badgeOf, tabId);
  }

  async activateTab(tabId: number): Promise<void> {
    await (await this.driver()).evaluate(activateTab, tabId);
  }

  /** Opens the popup as a page for `tabId` and waits until its verdict has settled. */
  async openPopup(tabId: number): Promise<BidiPage> {
    const page = await this.openExtensionPage(`${this.popupUrl}?tabId=${tabId}`);
    await readPopup(page);
    return page;
  }

  /**
   * Opens the real toolbar popup, as a click on the Robots Lens button does,
   * over `tabId` brought to the front (the popup then asks about the active
   * tab: no ?tabId=). BiDi does not list the popup, so the driver page reaches
   * its window through extension.getViews. Once the popup has settled,
   * `read(popupWindow, state)` runs there (source text: it may use nothing
   * from the test's scope) and the popup is closed.
   */
  async withToolbarPopup<R>(tabId: number, read: (view: Window, state: PopupState) => R | Promise<R>, timeoutMs = 20_000): Promise<R> {
    await this.activateTab(tabId);
    const source = `async ({ timeoutMs }) => {
      // popupStateInPage reads the global document: here, the popup's.
      const settled = (document) => (${popupStateInPage.toString()})();
      const read = ${read.toString()};
      const popups = () => chrome.extension.getViews({ type: 'popup' });
      await chrome.action.openPopup();
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        const view = popups()[0];
        const state = view && view.document.readyState === 'complete' ? settled(view.document) : null;
        if (view && state) {
          try {
            return await read(view, state);
          } finally {
            view.close();
            while (popups().length > 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error('the toolbar popup did not settle within ' + timeoutMs + ' ms');
    }`;
    return (await this.driver()).evaluate<{ timeoutMs: number }, R>(source, { timeoutMs });
  }

  async resetSettings(): Promise<void> {
    await (await this.driver()).evaluate(resetSettings);
  }

  async forgetSites(): Promise<void> {
    await (await this.driver()).evaluate(forgetSites);
  }

  async storedSettings(): Promise<unknown> {
    return (await this.driver()).evaluate(storedSettings);
  }

  /** Whether anything the extension stored mentions `text`. */
  async storageMentions(text: string): Promise<boolean> {
    return (await this.driver()).evaluate(storageMentions, text);
  }

  /** Closes the tabs and pages this harness opened and ends its BiDi session (Firefox keeps running). */
  async close(): Promise<void> {
    if (this.#tabs.size > 0 && this.#driver) {
      const ids = [...this.#tabs];
      await this.#driver.evaluate((ids) => chrome.tabs.remove(ids).catch(() => undefined), ids).catch(() => undefined);
    }
    for (const page of this.#pages) await page.close();
    await this.#browser.disconnect();
  }
}

/** What the popup shows once its verdict and the parts below it have rendered. */
export function readPopup(page: BidiPage, timeoutMs = 20_000): Promise<PopupState> {
  return page.waitFor(popupStateInPage, undefined, timeoutMs);
}

/** Texts of the elements matching `selector` in the page. */
export function textsOf(page: BidiPage, selector: string): Promise<string[]> {
  return page.evaluate((selector) => [...document.querySelectorAll(selector)].map((el) => el.textContent ?? ''), selector);
}

/** Values of `attribute` on the elements matching `selector` in the page. */
export function attributesOf(page: BidiPage, selector: string, attribute: string): Promise<(string | null)[]> {
  return page.evaluate(({ selector, attribute }) => [...document.querySelectorAll(selector)].map((el) => el.getAttribute(attribute)), {
    selector,
    attribute,
  });
}
