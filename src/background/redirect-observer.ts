/**
 * Records the redirect hops and the network error of the worker's own
 * robots.txt requests. `fetch` with `redirect: 'follow'` hides the hops and
 * says only "Failed to fetch" on errors, so we watch the same request through
 * webRequest: requests from the worker have tabId -1. A watch binds to the
 * first request seen for its robots.txt URL, then follows that requestId (it
 * stays the same across redirects) as the URL changes hop by hop.
 *
 * The events reach the worker on their own channel, not with fetch's answer:
 * under load fetch can resolve before the last onBeforeRedirect is delivered.
 * onResponseStarted fires for the final response only, after every hop, so a
 * fetcher that waits for it knows it has them all (6 hops must never be read
 * as 5: spec §2 turns more than 5 into "no robots.txt").
 */
import type { RedirectHop } from '../shared/robots-record.ts';

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
}

export interface HeadersReceivedDetails extends WebRequestDetails {
  statusCode: number;
}

export interface ResponseStartedDetails extends WebRequestDetails {
  statusCode: number;
}

export interface ErrorOccurredDetails extends WebRequestDetails {
  /** `net::ERR_…` in Chrome, `NS_ERROR_…` in Firefox. */
  error: string;
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
  /** Redirect hops in order, as the browser followed them. */
  readonly hops: readonly RedirectHop[];
  /** The `net::ERR_…` string when the request failed, else null. */
  readonly error: string | null;
  /** Whether any event of the request was seen (false: webRequest unavailable or not permitted). */
  readonly observed: boolean;
  /**
   * Resolves with the error string once onErrorOccurred arrives, or with null
   * after `ms`. fetch may reject before the browser reports why.
   */
  waitForError(ms: number): Promise<string | null>;
  /**
   * Resolves once the final response (or an error) has been reported, so
   * every hop before it has been too; or after `ms` if it never is.
   */
  waitForFinalResponse(ms: number): Promise<void>;
  /** Stops watching; call when the fetch is over. */
  stop(): void;
}

/** Requests from the extension's service worker are not in any tab. */
export const WORKER_TAB_ID = -1;

const FILTER: RequestFilter = { urls: ['http://*/*', 'https://*/*'], tabId: WORKER_TAB_ID };

interface WatchState {
  /** The URL the next (first) request of the chain is expected to have. */
  expectedUrl: string;
  requestId: string | null;
  hops: RedirectHop[];
  error: string | null;
  observed: boolean;
  /** The final response or an error was reported: no more hops will come. */
  ended: boolean;
  errorWaiters: ((error: string | null) => void)[];
  endWaiters: (() => void)[];
}

export class RedirectObserver {
  readonly #watches = new Set<WatchState>();
  readonly #extensionOrigin: string | null;
  readonly #attached: boolean;

  /**
   * Attach once, at the worker's start: a listener added just before a fetch
   * might be registered in the browser only after the request began.
   * `events` null means webRequest is unavailable: watches then see nothing
   * and the fetcher falls back to what fetch itself reports.
   */
  constructor(events: WebRequestEvents | null, options: { extensionOrigin?: string | null } = {}) {
    this.#extensionOrigin = options.extensionOrigin ?? null;
    this.#attached = events !== null;
    if (!events) return;
    events.onHeadersReceived.addListener((d) => this.#onHeadersReceived(d), FILTER);
    events.onBeforeRedirect.addListener((d) => this.#onBeforeRedirect(d), FILTER);
    events.onResponseStarted.addListener((d) => this.#onResponseStarted(d), FILTER);
    events.onErrorOccurred.addListener((d) => this.#onErrorOccurred(d), FILTER);
  }

  /** Starts watching the next worker request for `robotsUrl`. Start before calling fetch. */
  watch(robotsUrl: string): RequestWatch {
    const state: WatchState = {
      expectedUrl: robotsUrl,
      requestId: null,
      hops: [],
      error: null,
      observed: false,
      ended: false,
      errorWaiters: [],
      endWaiters: [],
    };
    this.#watches.add(state);
    return {
      get hops() {
        return state.hops;
      },
      get error() {
        return state.error;
      },
      get observed() {
        return state.observed;
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
      waitForFinalResponse: (ms) => {
        if (state.ended || !this.#attached || !this.#watches.has(state)) return Promise.resolve();
        return new Promise((resolve) => {
          const timer = setTimeout(() => finish(), ms);
          const finish = () => {
            clearTimeout(timer);
            resolve();
          };
          state.endWaiters.push(finish);
        });
      },
      stop: () => {
        this.#watches.delete(state);
        for (const waiter of state.errorWaiters.splice(0)) waiter(state.error);
        for (const waiter of state.endWaiters.splice(0)) waiter();
      },
    };
  }

  /** Number of active watches (for tests and leak checks). */
  get activeWatches(): number {
    return this.#watches.size;
  }

  #fromThisExtension(d: WebRequestDetails): boolean {
    if (d.tabId !== WORKER_TAB_ID) return false;
    if (!this.#extensionOrigin) return true;
    const from = d.initiator ?? d.originUrl;
    return from === undefined || from.startsWith(this.#extensionOrigin);
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
    if (state) state.observed = true;
  }

  #onBeforeRedirect(d: BeforeRedirectDetails): void {
    const state = this.#stateFor(d);
    if (!state) return;
    state.observed = true;
    state.hops.push({ url: d.url, status: d.statusCode, location: d.redirectUrl });
    state.expectedUrl = d.redirectUrl;
  }

  #onResponseStarted(d: ResponseStartedDetails): void {
    const state = this.#stateFor(d);
    if (!state) return;
    state.observed = true;
    this.#end(state);
  }

  #onErrorOccurred(d: ErrorOccurredDetails): void {
    const state = this.#stateFor(d);
    if (!state) return;
    state.observed = true;
    state.error = d.error;
    for (const waiter of state.errorWaiters.splice(0)) waiter(d.error);
    this.#end(state);
  }

  #end(state: WatchState): void {
    state.ended = true;
    for (const waiter of state.endWaiters.splice(0)) waiter();
  }
}
