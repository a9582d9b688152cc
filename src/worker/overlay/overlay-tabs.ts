/**
 * Which tabs show the on-page overlay, and the injections that show it.
 *
 * Off by default. The person turns it on from the popup: the worker injects
 * overlay.js into the tab's main frame (scripting.executeScript: no content
 * script runs on any page that did not ask) and starts it with its words for
 * the chosen crawler; the overlay then asks for its links' verdicts
 * (`decide`). Per tab, held in storage.session so a restarted worker still
 * knows. A new crawler or language restarts every open overlay with new
 * words. A full navigation (a new document, a reload) ends it; a single-page
 * app's pushState keeps the same document, where the overlay stays on and
 * reads the links again itself as they change.
 */
import {
  OVERLAY_MAX_URLS,
  type OverlayDecisions,
  type OverlayRefusal,
  type OverlayState,
  type OverlayWords,
} from '../../shared/overlay-view.ts';
import type { OverlayHandle } from '../../injected/overlay/main.ts';

/** The built overlay script, at the extension's root (scripts/lib/overlay-build.ts). */
export const OVERLAY_FILE = 'overlay.js';

const SESSION_KEY = 'overlayTabs';

export interface Injection {
  target: { tabId: number; frameIds?: number[] };
  files?: string[];
  func?: (...args: never[]) => unknown;
  args?: unknown[];
}

export interface OverlayTabsDeps {
  executeScript(injection: Injection): Promise<unknown>;
  session: {
    get(key: string): Promise<Record<string, unknown>>;
    set(items: Record<string, unknown>): Promise<void>;
  };
  /** The tab's address, or null when there is none. */
  tabUrl(tabId: number): Promise<string | null>;
  /** The overlay's words for the current crawler and language. */
  words(): Promise<OverlayWords>;
  /**
   * The verdicts and tooltip lines for link URLs, their robots.txt fetched as needed; `pageUrl` is the
   * page they are on (its own origin may get cookies, the others never); `wait` answers once another
   * pending origin is settled.
   */
  decide(urls: string[], options: { pageUrl: string | null; wait: boolean }): Promise<OverlayDecisions>;
}

/** These run in the page's isolated world, where overlay.js left its handle. */
function startInPage(words: OverlayWords): boolean {
  return (globalThis as { __robotsLensOverlay?: OverlayHandle }).__robotsLensOverlay?.start(words) ?? false;
}
function stopInPage(): boolean {
  return (globalThis as { __robotsLensOverlay?: OverlayHandle }).__robotsLensOverlay?.stop() ?? false;
}

export class OverlayTabs {
  readonly #deps: OverlayTabsDeps;
  #tabs: Promise<Set<number>> | null = null;
  #wordsKey = '';

  constructor(deps: OverlayTabsDeps) {
    this.#deps = deps;
  }

  async state(tabId: number): Promise<OverlayState> {
    if (!(await this.#readable(tabId))) return { kind: 'not-available' };
    return (await this.#on()).has(tabId) ? { kind: 'on' } : { kind: 'off' };
  }

  /** Turns it on (injecting and starting it) or off (removing it from the page). */
  async set(tabId: number, on: boolean): Promise<OverlayState> {
    if (!on) {
      await this.#forget(tabId);
      await this.#inject(tabId, { func: stopInPage }).catch(() => undefined);
      return (await this.#readable(tabId)) ? { kind: 'off' } : { kind: 'not-available' };
    }
    if (!(await this.#readable(tabId))) return { kind: 'not-available' };
    // On before it starts: the overlay asks for its verdicts as soon as it runs.
    const tabs = await this.#on();
    tabs.add(tabId);
    await this.#save(tabs);
    try {
      await this.#start(tabId, await this.#deps.words());
    } catch {
      // The browser refused (the web store, the PDF viewer, an error page): nothing of ours is left there.
      await this.#forget(tabId);
      return { kind: 'not-available' };
    }
    return { kind: 'on' };
  }

  /** The overlay in a tab asks for verdicts; only a tab where the person turned it on is answered. */
  async decide(tabId: number, urls: string[], wait = false): Promise<OverlayDecisions | OverlayRefusal> {
    if (!(await this.#on()).has(tabId)) return { refused: 'overlay-off' };
    // The overlay asks for at most this many; a page that rewrote it gets no more.
    return this.#deps.decide(urls.slice(0, OVERLAY_MAX_URLS), { pageUrl: await this.#deps.tabUrl(tabId), wait });
  }

  /** The person turned it off from the page (it has already removed itself). */
  closed(tabId: number): Promise<void> {
    return this.#forget(tabId);
  }

  /**
   * A main-frame navigation committed: a new document has no overlay. A page
   * restored from the back/forward cache would bring its old one back, so it
   * is told to stop too (a new document has nothing to stop).
   */
  async navigated(tabId: number): Promise<void> {
    if (!(await this.#on()).has(tabId)) return;
    await this.#forget(tabId);
    await this.#inject(tabId, { func: stopInPage }).catch(() => undefined);
  }

  removed(tabId: number): Promise<void> {
    return this.#forget(tabId);
  }

  /** The crawler or the language changed: each open overlay starts again with new words. */
  async restart(): Promise<void> {
    const words = await this.#deps.words();
    const key = JSON.stringify(words);
    if (key === this.#wordsKey) return;
    this.#wordsKey = key;
    for (const tabId of await this.#on()) {
      await this.#start(tabId, words).catch(() => this.#forget(tabId));
    }
  }

  async #start(tabId: number, words: OverlayWords): Promise<void> {
    this.#wordsKey = JSON.stringify(words);
    await this.#inject(tabId, { files: [OVERLAY_FILE] });
    await this.#inject(tabId, { func: startInPage as (...args: never[]) => unknown, args: [words] });
  }

  #inject(tabId: number, what: Omit<Injection, 'target'>): Promise<unknown> {
    return this.#deps.executeScript({ target: { tabId, frameIds: [0] }, ...what });
  }

  /** Only http(s) pages can carry it: browser pages, file: and the like say "not available here". */
  async #readable(tabId: number): Promise<boolean> {
    const url = await this.#deps.tabUrl(tabId);
    return url !== null && /^https?:/i.test(url);
  }

  #on(): Promise<Set<number>> {
    this.#tabs ??= this.#deps.session.get(SESSION_KEY).then(
      (stored) => {
        const list = stored[SESSION_KEY];
        return new Set(Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : []);
      },
      () => new Set<number>(),
    );
    return this.#tabs;
  }

  async #forget(tabId: number): Promise<void> {
    const tabs = await this.#on();
    if (!tabs.delete(tabId)) return;
    await this.#save(tabs);
  }

  #save(tabs: Set<number>): Promise<void> {
    return this.#deps.session.set({ [SESSION_KEY]: [...tabs] });
  }
}
