/**
 * Reports what the browser saw of the worker's own robots.txt requests: the
 * status, where a redirect points, the IP that answered and the network
 * error. `fetch` hides all of that (with `redirect: 'manual'` a redirect is an
 * opaque response without its Location; on errors it says only "Failed to
 * fetch"), so we watch the same request through webRequest: requests from the
 * worker have tabId -1. A watch binds to the first request seen for its URL,
 * then follows that requestId (it stays the same across redirects that the
 * browser follows itself) as the URL changes hop by hop.
 *
 * The events reach the worker on their own channel, not with fetch's answer:
 * under load fetch can resolve before the last onBeforeRedirect is delivered.
 * onBeforeRedirect, onResponseStarted and onErrorOccurred each end one
 * answer's report (its Location and IP are known by then), so a fetcher waits
 * for one of them before it decides about a hop.
 */

export interface WebRequestDetails {
  requestId: string;
  url: string;
  tabId: number;
  /** Chrome: the origin that started the request. */
  initiator?: string;
  /** Firefox: the URL that started the request. */
  originUrl?: string;
}

export interface BeforeRedirectDetails extends WebRequestDetails {
  statusCode: number;
  redirectUrl: string;
  /** The IP address that answered with the redirect. */
  ip?: string;
}

export interface HeadersReceivedDetails extends WebRequestDetails {
  statusCode: number;
  /**
   * The raw Location header. Chrome shows it here even for a redirect it then
   * refuses to follow (to `data:` or `file:`, net::ERR_UNSAFE_REDIRECT), when
   * the listener asks for "extraHeaders"; onBeforeRedirect never fires then.
   */
  location?: string;
}

export interface ResponseStartedDetails extends WebRequestDetails {
  statusCode: number;
  ip?: string;
}

export interface ErrorOccurredDetails extends WebRequestDetails {
  /** `net::ERR_…` in Chrome, `NS_ERROR_…` in Firefox. */
  error: string;
  ip?: string;
}

export interface RequestFilter {
  urls: string[];
  tabId?: number;
}

export interface WebRequestEvent<D> {
  addListener(callback: (details: D) => void, filter: RequestFilter): void;
}

/** The slice of `chrome.webRequest` the observer needs (injected so tests can drive it). */
export interface WebRequestEvents {
  onHeadersReceived: WebRequestEvent<HeadersReceivedDetails>;
  onBeforeRedirect: WebRequestEvent<BeforeRedirectDetails>;
  onResponseStarted: WebRequestEvent<ResponseStartedDetails>;
  onErrorOccurred: WebRequestEvent<ErrorOccurredDetails>;
}

/** What one watch saw of one request. */
export interface RequestWatch {
  /** The `net::ERR_…` string when the request failed, else null. */
  readonly error: string | null;
  /** The last redirect answer: its status and absolute Location (from onBeforeRedirect, else the Location header). */
  readonly redirect: { status: number; location: string } | null;
  /** The IP address that gave the last answer, when the browser said. */
  readonly ip: string | null;
  /**
   * Resolves once an answer of the request is fully reported (a redirect, the
   * final response or an error), so its Location and IP are known; or after
   * `ms` if it never is.
   */
  waitForAnswer(ms: number): Promise<void>;
  /**
   * Resolves with the error string once onErrorOccurred arrives, or with null
   * after `ms`. fetch may reject before the browser reports why.
   */
  waitForError(ms: number): Promise<string | null>;
  /** Stops watching; call when the fetch is over. */
  stop(): void;
}

/** Requests from the extension's service worker are not in any tab. */
export const WORKER_TAB_ID = -1;

const URLS = ['http://*/*', 'https://*/*'];

interface WatchState {
  /** The URL the next (first) request of the chain is expected to have. */
  expectedUrl: string;
  requestId: string | null;
  error: string | null;
  redirect: { status: number; location: string } | null;
  ip: string | null;
  /** A redirect, the final response or an error was reported. */
  answered: boolean;
  errorWaiters: ((error: string | null) => void)[];
  answerWaiters: (() => void)[];
}

export class RedirectObserver {
  readonly #watches = new Set<WatchState>();
  readonly #extensionOrigin: string | null;
  readonly #attached: boolean;
  readonly #tabId: number | 'page';

  /**
   * Attach once, at the worker's start: a listener added just before a fetch
   * might be registered in the browser only after the request began.
   * `events` null means webRequest is unavailable: watches then see nothing
   * and the fetcher falls back to what fetch itself reports.
   */
  /**
   * `tabId`: the worker's requests (-1, the default), or 'page' for an
   * extension page's own requests (the workbench's sitemaps): those carry
   * the page's tab, so any tab but the worker's is watched, and only
   * requests the extension itself started are bound.
   */
  constructor(events: WebRequestEvents | null, options: { extensionOrigin?: string | null; tabId?: number | 'page' } = {}) {
    this.#extensionOrigin = options.extensionOrigin ?? null;
    this.#attached = events !== null;
    this.#tabId = options.tabId ?? WORKER_TAB_ID;
    if (!events) return;
    const filter: RequestFilter = this.#tabId === 'page' ? { urls: URLS } : { urls: URLS, tabId: this.#tabId };
    events.onHeadersReceived.addListener((d) => this.#onHeadersReceived(d), filter);
    events.onBeforeRedirect.addListener((d) => this.#onBeforeRedirect(d), filter);
    events.onResponseStarted.addListener((d) => this.#onResponseStarted(d), filter);
    events.onErrorOccurred.addListener((d) => this.#onErrorOccurred(d), filter);
  }

  /** Starts watching the next worker request for `robotsUrl`. Start before calling fetch. */
  watch(robotsUrl: string): RequestWatch {
    const state: WatchState = {
      expectedUrl: robotsUrl,
      requestId: null,
      error: null,
      redirect: null,
      ip: null,
      answered: false,
      errorWaiters: [],
      answerWaiters: [],
    };
    this.#watches.add(state);
    return {
      get error() {
        return state.error;
      },
      get redirect() {
        return state.redirect;
      },
      get ip() {
        return state.ip;
      },
      waitForAnswer: (ms) => {
        if (state.answered || !this.#attached || !this.#watches.has(state)) return Promise.resolve();
        return new Promise((resolve) => {
          const timer = setTimeout(() => finish(), ms);
          const finish = () => {
            clearTimeout(timer);
            resolve();
          };
          state.answerWaiters.push(finish);
        });
      },
      waitForError: (ms) => {
        if (state.error !== null) return Promise.resolve(state.error);
        if (!this.#attached || !this.#watches.has(state)) return Promise.resolve(null);
        return new Promise((resolve) => {
          const timer = setTimeout(() => finish(null), ms);
          const finish = (error: string | null) => {
            clearTimeout(timer);
            resolve(error);
          };
          state.errorWaiters.push(finish);
        });
      },
      stop: () => {
        this.#watches.delete(state);
        for (const waiter of state.errorWaiters.splice(0)) waiter(state.error);
        for (const waiter of state.answerWaiters.splice(0)) waiter();
      },
    };
  }

  #fromThisExtension(d: WebRequestDetails): boolean {
    if (this.#tabId === 'page' ? d.tabId === WORKER_TAB_ID : d.tabId !== this.#tabId) return false;
    if (!this.#extensionOrigin) return this.#tabId !== 'page';
    const from = d.initiator ?? d.originUrl;
    if (from === undefined) return this.#tabId !== 'page';
    return from.startsWith(this.#extensionOrigin);
  }

  #stateFor(d: WebRequestDetails): WatchState | null {
    if (!this.#fromThisExtension(d)) return null;
    for (const state of this.#watches) {
      if (state.requestId === d.requestId) return state;
    }
    for (const state of this.#watches) {
      if (state.requestId === null && state.expectedUrl === d.url) {
        state.requestId = d.requestId;
        return state;
      }
    }
    return null;
  }

  #onHeadersReceived(d: HeadersReceivedDetails): void {
    const state = this.#stateFor(d);
    if (!state) return;
    const location = d.location === undefined ? null : absoluteLocation(d.location, d.url);
    if (location !== null && d.statusCode >= 300 && d.statusCode < 400) state.redirect = { status: d.statusCode, location };
  }

  #onBeforeRedirect(d: BeforeRedirectDetails): void {
    const state = this.#stateFor(d);
    if (!state) return;
    state.expectedUrl = d.redirectUrl;
    state.redirect = { status: d.statusCode, location: d.redirectUrl };
    if (d.ip) state.ip = d.ip;
    this.#answered(state);
  }

  #onResponseStarted(d: ResponseStartedDetails): void {
    const state = this.#stateFor(d);
    if (!state) return;
    if (d.ip) state.ip = d.ip;
    this.#answered(state);
  }

  #onErrorOccurred(d: ErrorOccurredDetails): void {
    const state = this.#stateFor(d);
    if (!state) return;
    state.error = d.error;
    if (d.ip) state.ip = d.ip;
    for (const waiter of state.errorWaiters.splice(0)) waiter(d.error);
    this.#answered(state);
  }

  #answered(state: WatchState): void {
    state.answered = true;
    for (const waiter of state.answerWaiters.splice(0)) waiter();
  }
}

/** A Location header resolved against the URL that sent it; null when it is not a URL at all. */
function absoluteLocation(location: string, base: string): string | null {
  try {
    return new URL(location, base).href;
  } catch {
    return null;
  }
}
