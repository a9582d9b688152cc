/**
 * Headers the browser never showed the worker. Chrome hands a webRequest
 * event only to listeners already registered: a page whose response arrives
 * while the worker is still starting (the first page opened as the browser
 * starts, often) reaches the extension without its X-Robots-Tag, and nothing
 * the page can run reads its own response headers. For such a page — and
 * only when the worker saw no reason that brings no response (pushState, the
 * back/forward cache, a prerender) — the worker asks for the same address
 * once more, preferring the browser's HTTP cache (the copy the tab may have
 * been given), reads the headers and drops the body. The result is marked
 * 'second-request' so the popup says where it came from.
 */
import { capText, INDEXING_LIMITS } from '../../core/indexing/limits.ts';
import type { HeaderSignals, HeadersMissing } from '../../shared/page-signals.ts';
import type { SignalsForUrl, TabSignalStore } from './tab-signals.ts';

export interface HeadersAgainDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  now: () => number;
  /** How long the second request may take before it is given up. */
  timeoutMs?: number;
}

/** The reasons a second request can answer: the response was there, Robots Lens was not. */
const ASK_AGAIN: ReadonlySet<HeadersMissing> = new Set(['before-start', 'not-seen']);

/** How many (tab, address) pairs are remembered as asked, so a failing site is asked once. */
const ASKED_KEPT = 1_000;

const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * Second requests under way at once. A browser that restores many tabs as it
 * starts would otherwise ask every one of their sites at the same moment.
 */
const AT_ONCE = 2;

/** Splits a Headers value the Fetch API joined with ", " back into at most the capped number of values. */
function values(headers: Headers, name: string): string[] {
  const joined = headers.get(name);
  if (joined === null) return [];
  return [capText(joined, INDEXING_LIMITS.valueChars + 1)];
}

export class HeadersAgain {
  readonly #deps: HeadersAgainDeps;
  readonly #asked = new Map<string, Promise<HeaderSignals | null>>();
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(deps: HeadersAgainDeps) {
    this.#deps = deps;
  }

  /**
   * The tab's signals for `url`, with the headers asked for again when the
   * store says they were missed for a reason a second request can answer.
   * The answer is kept in the store (as the tab's headers, marked).
   */
  async signalsFor(store: TabSignalStore, tabId: number, url: string): Promise<SignalsForUrl> {
    const known = await store.signalsFor(tabId, url);
    if (known.headers || !/^https?:/i.test(url)) return known;
    const missing = await store.headersMissing(tabId, url);
    if (missing === null || !ASK_AGAIN.has(missing)) return known;
    const headers = await this.#ask(tabId, url);
    if (!headers) return known;
    // Only if nothing newer arrived while the request ran (the page's own response, a navigation).
    if ((await store.headersMissing(tabId, url)) === missing) store.headersReceived(tabId, headers);
    return store.signalsFor(tabId, url);
  }

  #ask(tabId: number, url: string): Promise<HeaderSignals | null> {
    const key = `${tabId} ${url}`;
    const asked = this.#asked.get(key);
    if (asked) return asked;
    if (this.#asked.size >= ASKED_KEPT) this.#asked.delete(this.#asked.keys().next().value ?? '');
    const request = this.#request(url);
    this.#asked.set(key, request);
    return request;
  }

  async #request(url: string): Promise<HeaderSignals | null> {
    if (this.#running >= AT_ONCE) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running++;
    try {
      return await this.#requestNow(url);
    } finally {
      this.#running--;
      this.#waiting.shift()?.();
    }
  }

  async #requestNow(url: string): Promise<HeaderSignals | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.#deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    try {
      // The tab's own request carried the site's cookies; the same request is the best chance of the same answer.
      const response = await this.#deps.fetch(url, {
        credentials: 'include',
        cache: 'force-cache',
        redirect: 'follow',
        signal: controller.signal,
      });
      const headers: HeaderSignals = {
        url: response.url || url,
        status: response.status,
        xRobotsTag: values(response.headers, 'x-robots-tag'),
        link: values(response.headers, 'link'),
        observedAt: this.#deps.now(),
        source: 'second-request',
      };
      // The body is not wanted: stop it.
      controller.abort();
      return headers;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
