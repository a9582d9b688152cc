/**
 * Adapts the browser's webRequest events (Chrome's `chrome.webRequest`,
 * Firefox's alias of it) to the small shape RedirectObserver consumes. Null
 * when the API is missing (no "webRequest" permission).
 */
import type { RequestFilter, WebRequestEvent, WebRequestEvents } from './redirect-observer.ts';

interface RawDetails {
  requestId: string;
  url: string;
  tabId: number;
  initiator?: string;
  originUrl?: string;
  statusCode?: number;
  redirectUrl?: string;
  error?: string;
  ip?: string;
  responseHeaders?: { name: string; value?: string }[];
}

interface RawEvent {
  addListener(callback: (details: RawDetails) => void, filter: RequestFilter, extraInfoSpec?: string[]): void;
}

function isRawEvent(v: unknown): v is RawEvent {
  return typeof v === 'object' && v !== null && 'addListener' in v && typeof v.addListener === 'function';
}

function adapt<D>(raw: RawEvent, map: (d: RawDetails) => D, extraInfoSpecs: string[][] = []): WebRequestEvent<D> {
  return {
    addListener(callback, filter) {
      const listener = (details: RawDetails) => callback(map(details));
      // The first options the browser accepts: Firefox throws on Chrome's "extraHeaders".
      for (const spec of extraInfoSpecs) {
        try {
          raw.addListener(listener, filter, spec);
          return;
        } catch {
          // Try the next, plainer options.
        }
      }
      raw.addListener(listener, filter);
    },
  };
}

/**
 * Chrome shows the Location of a redirect it refuses to follow (to `data:`,
 * `file:`…) only to a listener with "extraHeaders"; Firefox has no such option.
 */
const HEADER_SPECS = [['responseHeaders', 'extraHeaders'], ['responseHeaders']];

function locationHeader(d: RawDetails): string | undefined {
  return d.responseHeaders?.find((h) => h.name.toLowerCase() === 'location')?.value;
}

function withIp(d: RawDetails): { ip?: string } {
  return d.ip ? { ip: d.ip } : {};
}

function base(d: RawDetails) {
  return {
    requestId: String(d.requestId),
    url: d.url,
    tabId: d.tabId,
    ...(d.initiator !== undefined ? { initiator: d.initiator } : {}),
    ...(d.originUrl !== undefined ? { originUrl: d.originUrl } : {}),
  };
}

export function browserWebRequestEvents(webRequest: unknown): WebRequestEvents | null {
  if (typeof webRequest !== 'object' || webRequest === null) return null;
  const { onHeadersReceived, onBeforeRedirect, onResponseStarted, onErrorOccurred } = webRequest as Record<string, unknown>;
  if (!isRawEvent(onHeadersReceived) || !isRawEvent(onBeforeRedirect) || !isRawEvent(onResponseStarted) || !isRawEvent(onErrorOccurred)) {
    return null;
  }
  return {
    onHeadersReceived: adapt(
      onHeadersReceived,
      (d) => {
        const location = locationHeader(d);
        return { ...base(d), statusCode: d.statusCode ?? 0, ...(location !== undefined ? { location } : {}) };
      },
      HEADER_SPECS,
    ),
    onBeforeRedirect: adapt(onBeforeRedirect, (d) => ({
      ...base(d),
      statusCode: d.statusCode ?? 0,
      redirectUrl: d.redirectUrl ?? '',
      ...withIp(d),
    })),
    onResponseStarted: adapt(onResponseStarted, (d) => ({ ...base(d), statusCode: d.statusCode ?? 0, ...withIp(d) })),
    onErrorOccurred: adapt(onErrorOccurred, (d) => ({ ...base(d), error: d.error ?? 'unknown error', ...withIp(d) })),
  };
}
