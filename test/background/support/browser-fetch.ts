/**
 * Node's fetch made to behave, for the fetcher, like the service worker's
 * fetch in Chrome: it follows redirects itself (up to Chrome's 20) and reports
 * each hop, response and failure through a FakeWebRequest with tabId -1, the
 * way chrome.webRequest reports the worker's own requests.
 */
import type { FetchFunction } from '../../../src/background/robots-fetcher.ts';
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
}

export function browserFetch(webRequest: FakeWebRequest): BrowserFetch {
  let nextId = 1;
  const inits: RequestInit[] = [];
  const fetchFn: FetchFunction = async (input, init) => {
    inits.push(init);
    const requestId = String(nextId++);
    const base = { requestId, tabId: -1, initiator: 'chrome-extension://test-extension-id' };
    let url = input;
    for (let hop = 0; ; hop++) {
      let response: Response;
      try {
        response = await fetch(url, { ...init, redirect: 'manual' });
      } catch (error) {
        const aborted = init.signal?.aborted === true;
        const code = causeCode(error);
        const net = aborted ? 'net::ERR_ABORTED' : ((code && NET_ERRORS[code]) ?? 'net::ERR_FAILED');
        webRequest.onErrorOccurred.emit({ ...base, url, error: net });
        throw aborted ? error : new TypeError('Failed to fetch');
      }
      webRequest.onHeadersReceived.emit({ ...base, url, statusCode: response.status });
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || location === null) {
        webRequest.onResponseStarted.emit({ ...base, url, statusCode: response.status });
        // As the browser's fetch says of a response reached through redirects.
        if (hop > 0) Object.defineProperty(response, 'redirected', { value: true });
        return response;
      }
      const next = new URL(location, url).href;
      webRequest.onBeforeRedirect.emit({ ...base, url, statusCode: response.status, redirectUrl: next });
      await response.body?.cancel();
      if (hop + 1 > CHROME_MAX_REDIRECTS) {
        webRequest.onErrorOccurred.emit({ ...base, url: next, error: 'net::ERR_TOO_MANY_REDIRECTS' });
        throw new TypeError('Failed to fetch');
      }
      url = next;
    }
  };
  return { fetch: fetchFn, inits };
}
