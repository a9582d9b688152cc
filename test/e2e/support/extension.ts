/**
 * What an e2e test file drives: the shared Chromium (over DevTools), the
 * extension's service worker, site tabs opened the way a person opens them,
 * and the popup opened as a page for a given tab.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Worker } from 'playwright-core';
import { inject } from 'vitest';
import { useConnection, withDemoSite, type DemoFixture as DemoFixtureOf, type Fixture } from './fixture.ts';
import { activateTab, badgeOf, forgetSites, resetSettings, showInTab, storedSettings, type TabBadgeReading } from './in-extension.ts';
import { ToolbarPopup } from './toolbar-popup.ts';

/** Badge texts that end a lookup (OK, OK but noindex, NO, unreachable, not applicable, worker error). */
export const SETTLED_BADGE_TEXTS = ['OK', 'OK·N', 'OK·?', 'OK·!', 'NO', 'NO·N', '404', '410', '503', '!', '–', '?'] as const;

export type TabBadge = TabBadgeReading;

export interface PopupOptions {
  colorScheme?: 'light' | 'dark';
  viewport?: { width: number; height: number };
}

export class ExtensionHarness {
  readonly #browser: Browser;
  readonly context: BrowserContext;
  readonly extensionId: string;
  readonly #tabs = new Set<number>();
  readonly #pages = new Set<Page>();
  readonly #toolbarPopups = new Set<ToolbarPopup>();
  #cdp: CDPSession | null = null;

  private constructor(browser: Browser, context: BrowserContext, extensionId: string) {
    this.#browser = browser;
    this.context = context;
    this.extensionId = extensionId;
  }

  /** Connects to the shared Chromium, or to another one a test file started itself (the pseudo-locale build's). */
  static async connect(cdpEndpoint?: string, extensionId?: string): Promise<ExtensionHarness> {
    const missing = inject('chromiumMissing');
    if (missing) throw new Error(missing);
    const browser = await chromium.connectOverCDP(cdpEndpoint ?? inject('cdpEndpoint'));
    const context = browser.contexts()[0];
    if (!context) throw new Error('the shared Chromium has no default context');
    return new ExtensionHarness(browser, context, extensionId ?? inject('extensionId'));
  }

  get popupUrl(): string {
    return `chrome-extension://${this.extensionId}/src/pages/popup/index.html`;
  }

  /** The extension's service worker, woken up if Chromium stopped it while idle. */
  async worker(): Promise<Worker> {
    const ours = (w: Worker) => w.url().startsWith(`chrome-extension://${this.extensionId}/`);
    const running = this.context.serviceWorkers().find(ours);
    if (running) return running;
    const waiting = this.context.waitForEvent('serviceworker', { predicate: ours, timeout: 15_000 });
    // Any extension page that talks to the worker starts it.
    const page = await this.context.newPage();
    await page.goto(this.popupUrl);
    const worker = await waiting;
    await page.close();
    return worker;
  }

  /**
   * Opens `url` in a new active tab (as chrome.tabs.create does for a person
   * opening a link) and waits for the badge to settle on a verdict; timed in
   * the worker from the navigation's commit (see showInTab).
   */
  async openTab(url: string, timeoutMs = 20_000): Promise<TabBadge> {
    const worker = await this.worker();
    const badge = await worker.evaluate(showInTab, { url, timeoutMs, settledTexts: [...SETTLED_BADGE_TEXTS] as string[] });
    this.#tabs.add(badge.tabId);
    return badge;
  }

  /** Navigates an open tab to `url` and waits for its badge to settle again (see showInTab). */
  async navigate(tabId: number, url: string, timeoutMs = 20_000): Promise<TabBadge> {
    const worker = await this.worker();
    return worker.evaluate(showInTab, { url, tabId, timeoutMs, settledTexts: [...SETTLED_BADGE_TEXTS] as string[] });
  }

  /** The badge of a tab right now. */
  async badge(tabId: number): Promise<{ text: string; title: string }> {
    const worker = await this.worker();
    return worker.evaluate(badgeOf, tabId);
  }

  /** Brings a tab to the front, as clicking it does. */
  async activateTab(tabId: number): Promise<void> {
    const worker = await this.worker();
    await worker.evaluate(activateTab, tabId);
  }

  /** Opens the popup as a page for `tabId` and waits until it shows something other than "loading". */
  async openPopup(tabId: number, options: PopupOptions = {}): Promise<Page> {
    const page = await this.context.newPage();
    this.#pages.add(page);
    if (options.viewport) await page.setViewportSize(options.viewport);
    if (options.colorScheme) await page.emulateMedia({ colorScheme: options.colorScheme });
    await page.goto(`${this.popupUrl}?tabId=${tabId}`);
    await settledVerdict(page);
    return page;
  }

  /**
   * Brings `tabId` to the front of its focused window and opens the real
   * toolbar popup, as a click on the Robots Lens button does (the popup then
   * asks about the active tab; no ?tabId=). Returns once it is attached.
   */
  async openToolbarPopup(tabId: number): Promise<ToolbarPopup> {
    const worker = await this.worker();
    await worker.evaluate(async (tabId) => {
      const tab = await chrome.tabs.update(tabId, { active: true });
      if (tab?.windowId !== undefined) await chrome.windows.update(tab.windowId, { focused: true });
      await chrome.action.openPopup();
    }, tabId);
    this.#cdp ??= await this.#browser.newBrowserCDPSession();
    const popup = await ToolbarPopup.attach(this.#cdp, this.popupUrl);
    this.#toolbarPopups.add(popup);
    return popup;
  }

  /** Back to the defaults (Googlebot, no cookies, no custom profiles). */
  async resetSettings(): Promise<void> {
    const worker = await this.worker();
    await worker.evaluate(resetSettings);
  }

  async forgetSites(): Promise<void> {
    const page = await this.context.newPage();
    try {
      await page.goto(`chrome-extension://${this.extensionId}/src/pages/options/index.html`);
      await page.evaluate(forgetSites);
    } finally {
      await page.close();
    }
  }

  async storedSettings(): Promise<unknown> {
    const worker = await this.worker();
    return worker.evaluate(storedSettings);
  }

  /** Shows the extension in `locale` (null: the browser's language), as the options page sets it. */
  async setLocale(locale: string | null): Promise<void> {
    const worker = await this.worker();
    await worker.evaluate(async (locale) => {
      const { settings } = await chrome.storage.local.get('settings');
      const next: Record<string, unknown> = { ...(settings ?? {}) };
      if (locale === null) delete next.locale;
      else next.locale = locale;
      await chrome.storage.local.set({ settings: next });
    }, locale);
  }

  /** Closes the tabs and pages this harness opened and disconnects (the browser keeps running). */
  async close(): Promise<void> {
    for (const page of this.#pages) await page.close().catch(() => undefined);
    for (const popup of this.#toolbarPopups) await popup.close();
    if (this.#tabs.size > 0) {
      const ids = [...this.#tabs];
      const worker = await this.worker();
      await worker.evaluate((ids) => chrome.tabs.remove(ids).catch(() => undefined), ids);
    }
    await this.#browser.close();
  }
}

/**
 * Waits until the popup's verdict is no longer "loading", then for the parts
 * below it, which render a frame after the verdict (the skeleton gives way).
 */
export async function settledVerdict(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('[data-testid="verdict"]:not([data-state="loading"])').first().waitFor({ timeout });
  await page.locator('[data-testid="loading-skeleton"]').waitFor({ state: 'detached', timeout });
}

export interface PopupState {
  state: string | null;
  verdictText: string;
  reason: string;
  /** The deciding line's number, null when no line decided. */
  decidingLine: number | null;
  /** Line numbers highlighted as deciding in the robots.txt view. */
  highlightedLines: number[];
}

/**
 * What the popup shows, read inside the popup (a Page, or the toolbar popup
 * through its source text); null while it is still loading or drawing.
 */
export function popupStateInPage(): PopupState | null {
  const verdict = document.querySelector('[data-testid="verdict"]');
  if (!verdict || verdict.getAttribute('data-state') === 'loading') return null;
  if (document.querySelector('[data-testid="loading-skeleton"]')) return null;
  const lineAttr = document.querySelector('[data-testid="deciding-line"]')?.getAttribute('data-line') ?? null;
  return {
    state: verdict.getAttribute('data-state'),
    verdictText: verdict.textContent ?? '',
    reason: document.querySelector('[data-testid="reason"]')?.textContent ?? '',
    decidingLine: lineAttr === null || lineAttr === '' || lineAttr === '0' ? null : Number(lineAttr),
    highlightedLines: [...document.querySelectorAll('[data-testid="robots-view"] [data-deciding="true"]')].map((row) =>
      Number(row.getAttribute('data-line')),
    ),
  };
}

/** The popup's verdict: data-state, text, the deciding line (null when none), the reason. */
export async function readPopup(page: Page): Promise<PopupState> {
  await settledVerdict(page);
  const state = await page.evaluate(popupStateInPage);
  if (!state) throw new Error('the popup went back to loading after it had settled');
  return state;
}

/** The same, from the real toolbar popup, once it has settled. */
export function readToolbarPopup(popup: ToolbarPopup): Promise<PopupState> {
  return popup.waitFor<PopupState>(`(${popupStateInPage.toString()})()`);
}

/** 1-based line number of the first line of `text` that equals `line` exactly. */
export function lineNumberOf(text: string, line: string): number {
  const index = text.split(/\r\n|\r|\n/).indexOf(line);
  if (index < 0) throw new Error(`"${line}" is not a line of the robots.txt under test`);
  return index + 1;
}

/** Which family a badge background belongs to: the worker paints allowed green, disallowed red, unreachable orange, the rest grey. */
export function badgeHue([r = 0, g = 0, b = 0]: readonly number[]): 'green' | 'red' | 'orange' | 'grey' | 'other' {
  const max = Math.max(r, g, b);
  if (max - Math.min(r, g, b) < 40) return 'grey';
  if (g === max) return 'green';
  if (r === max && b < r / 2) return g / r < 0.3 ? 'red' : g / r < 0.8 ? 'orange' : 'other';
  return 'other';
}

/** WCAG contrast ratio of the badge's white text on its background. */
export function whiteTextContrast([r = 0, g = 0, b = 0]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}

/** What a Chromium test file works with: the harness, and sites it started that close with it. */
export type ExtensionFixture = Fixture<ExtensionHarness>;

/** What a Chromium test file against the demo site works with. */
export type DemoFixture = DemoFixtureOf<ExtensionHarness>;

/** Connects to the shared Chromium (see useConnection); `ext` is set once beforeAll has run. */
export function useExtension(): ExtensionFixture {
  return useConnection(() => ExtensionHarness.connect());
}

/** useExtension plus the demo site, started before the file's tests and closed after. */
export function useDemoSite(): DemoFixture {
  return withDemoSite(useExtension());
}
