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
}

interface RawEvent {
  addListener(callback: (details: RawDetails) => void, filter: RequestFilter): void;
}

function isRawEvent(v: unknown): v is RawEvent {
  return typeof v === 'object' && v !== null && 'addListener' in v && typeof v.addListener === 'function';
}

function adapt<D>(raw: RawEvent, map: (d: RawDetails) => D): WebRequestEvent<D> {
  return {
    addListener(callback, filter) {
      raw.addListener((details) => callback(map(details)), filter);
    },
  };
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
    onHeadersReceived: adapt(onHeadersReceived, (d) => ({ ...base(d), statusCode: d.statusCode ?? 0 })),
    onBeforeRedirect: adapt(onBeforeRedirect, (d) => ({
      ...base(d),
      statusCode: d.statusCode ?? 0,
      redirectUrl: d.redirectUrl ?? '',
    })),
    onResponseStarted: adapt(onResponseStarted, (d) => ({ ...base(d), statusCode: d.statusCode ?? 0 })),
    onErrorOccurred: adapt(onErrorOccurred, (d) => ({ ...base(d), error: d.error ?? 'unknown error' })),
  };
}
