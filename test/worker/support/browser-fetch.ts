/**
 * Node's fetch made to behave, for the fetcher, like the service worker's
 * fetch in Chrome: with `redirect: 'follow'` it follows redirects itself (up
 * to Chrome's 20); with `redirect: 'manual'` a redirect comes back opaque
 * (status 0, no Location), and a redirect to a non-http(s) address fails with
 * net::ERR_UNSAFE_REDIRECT. Each hop, response and failure is reported
 * through a FakeWebRequest with tabId -1, as Chrome reports the worker's own
 * requests (measured in Chromium: onHeadersReceived with the Location header,
 * onBeforeRedirect with the IP, then net::ERR_ABORTED for a manual redirect).
 *
 * `resolve` is an injected resolver: every request then goes to 127.0.0.1 on
 * the URL's port, whatever its host name, and webRequest reports the IP
 * `resolve(hostname)` gives, so tests can name a public or private address
 * without sending it a single packet.
 */
import type { FetchFunction } from '../../../src/robots/robots-fetcher.ts';
import type { FakeWebRequest } from './fake-web-request.ts';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const CHROME_MAX_REDIRECTS = 20;

const NET_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
  ECONNRESET: 'net::ERR_CONNECTION_RESET',
  ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
};

function causeCode(error: unknown): string | null {
  let current: unknown = error;
  for (let i = 0; i < 4 && typeof current === 'object' && current !== null; i++) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = 'cause' in current ? current.cause : undefined;
  }
  return null;
}

export interface BrowserFetch {
  fetch: FetchFunction;
  /** The init objects fetch was called with. */
  inits: RequestInit[];
  /** The URL of each call, with its init. */
  calls: { url: string; init: RequestInit }[];
}

export interface BrowserFetchOptions {
  /** Host name → the IP webRequest reports for it (the request itself goes to 127.0.0.1). */
  resolve?: (hostname: string) => string;
  /** The tab the requests come from: -1 (the worker) unless an extension page's. */
  tabId?: number;
}

/** An answer as a browser's fetch gives a redirect in manual mode: opaque, status 0, no headers. */
function opaqueRedirect(url: string): Response {
  const response = new Response(null);
  Object.defineProperties(response, { type: { value: 'opaqueredirect' }, status: { value: 0 }, url: { value: url } });
  return response;
}

export function browserFetch(webRequest: FakeWebRequest, options: BrowserFetchOptions = {}): BrowserFetch {
  let nextId = 1;
  const inits: RequestInit[] = [];
  const calls: BrowserFetch['calls'] = [];
  const loopbackUrl = (url: string) => {
    if (!options.resolve) return url;
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    return u.href;
  };
  const ipOf = (url: string) => (options.resolve ? { ip: options.resolve(new URL(url).hostname) } : { ip: '127.0.0.1' });
  const fetchFn: FetchFunction = async (input, init) => {
    inits.push(init);
    calls.push({ url: input, init });
    const requestId = String(nextId++);
    const base = { requestId, tabId: options.tabId ?? -1, initiator: 'chrome-extension://test-extension-id' };
    let url = input;
    for (let hop = 0; ; hop++) {
      let response: Response;
      try {
        response = await fetch(loopbackUrl(url), { ...init, redirect: 'manual' });
      } catch (error) {
        const aborted = init.signal?.aborted === true;
        const code = causeCode(error);
        const net = aborted ? 'net::ERR_ABORTED' : ((code && NET_ERRORS[code]) ?? 'net::ERR_FAILED');
        webRequest.onErrorOccurred.emit({ ...base, url, error: net });
        throw aborted ? error : new TypeError('Failed to fetch');
      }
      const location = response.headers.get('location');
      webRequest.onHeadersReceived.emit({ ...base, url, statusCode: response.status, ...(location !== null ? { location } : {}) });
      if (!REDIRECT_STATUSES.has(response.status) || location === null) {
        webRequest.onResponseStarted.emit({ ...base, url, statusCode: response.status, ...ipOf(url) });
        Object.defineProperty(response, 'url', { value: url });
        // As the browser's fetch says of a response reached through redirects.
        if (hop > 0) Object.defineProperty(response, 'redirected', { value: true });
        return response;
      }
      const next = new URL(location, url).href;
      await response.body?.cancel();
      if (!/^https?:/.test(next)) {
        // Chrome refuses these itself, before any onBeforeRedirect.
        webRequest.onErrorOccurred.emit({ ...base, url, error: 'net::ERR_UNSAFE_REDIRECT' });
        throw new TypeError('Failed to fetch');
      }
      webRequest.onBeforeRedirect.emit({ ...base, url, statusCode: response.status, redirectUrl: next, ...ipOf(url) });
      if (init.redirect === 'manual') {
        webRequest.onErrorOccurred.emit({ ...base, url, error: 'net::ERR_ABORTED', ...ipOf(url) });
        return opaqueRedirect(url);
      }
      if (hop + 1 > CHROME_MAX_REDIRECTS) {
        webRequest.onErrorOccurred.emit({ ...base, url: next, error: 'net::ERR_TOO_MANY_REDIRECTS' });
        throw new TypeError('Failed to fetch');
      }
      url = next;
    }
  };
  return { fetch: fetchFn, inits, calls };
}
