/**
 * Watches the response headers of every top-level document a tab loads
 * (webRequest onHeadersReceived for `main_frame`, with `responseHeaders`),
 * keeping the ones that carry indexing signals (X-Robots-Tag and Link) and
 * stated preferences for use (Content-Usage). The
 * worker sees them only this way: a page's script cannot read its own
 * response headers, and fetching the page again could answer differently.
 * Header names are case-insensitive; each value and the number of values are
 * capped (a site controls them).
 */
import { capText, INDEXING_LIMITS } from '../../core/indexing/limits.ts';
import type { HeaderSignals } from '../../shared/page-signals.ts';

interface RawHeader {
  name: string;
  value?: string;
}

interface RawDetails {
  tabId: number;
  url: string;
  statusCode?: number;
  type?: string;
  /** Chrome: 'prerender' for a page loading unseen in the background. */
  documentLifecycle?: string;
  responseHeaders?: RawHeader[];
}

interface RawHeadersEvent {
  addListener(callback: (details: RawDetails) => void, filter: { urls: string[]; types: string[] }, extraInfoSpec: string[]): void;
}

const FILTER = { urls: ['http://*/*', 'https://*/*'], types: ['main_frame'] };

/** The indexing headers of one response, capped. */
export function headerSignals(details: RawDetails, now: number): HeaderSignals {
  const xRobotsTag: string[] = [];
  const link: string[] = [];
  const contentUsage: string[] = [];
  let xRobotsTagTotal = 0;
  for (const header of details.responseHeaders ?? []) {
    const name = header.name.toLowerCase();
    if (name === 'x-robots-tag') xRobotsTagTotal++;
    const list = name === 'x-robots-tag' ? xRobotsTag : name === 'link' ? link : name === 'content-usage' ? contentUsage : null;
    // One more than the limit is kept, so core still sees that the page sent too many.
    if (list && list.length <= INDEXING_LIMITS.headerValues) list.push(capText(header.value ?? '', INDEXING_LIMITS.valueChars + 1));
  }
  return { url: details.url, status: details.statusCode ?? 0, xRobotsTag, xRobotsTagTotal, link, contentUsage, observedAt: now };
}

/**
 * Calls `onHeaders` for each main-frame response of a tab (redirects too:
 * the final answer comes last and replaces them). Registered synchronously,
 * so a navigation wakes a stopped worker. Returns false when the API is
 * missing (no "webRequest" permission).
 */
export function watchMainFrameHeaders(
  webRequest: unknown,
  onHeaders: (tabId: number, headers: HeaderSignals, lifecycle?: string) => void,
  now: () => number = Date.now,
): boolean {
  if (typeof webRequest !== 'object' || webRequest === null) return false;
  const event = (webRequest as { onHeadersReceived?: RawHeadersEvent }).onHeadersReceived;
  if (!event || typeof event.addListener !== 'function') return false;
  event.addListener(
    (details) => {
      if (details.tabId < 0) return;
      onHeaders(details.tabId, headerSignals(details, now()), details.documentLifecycle);
    },
    FILTER,
    ['responseHeaders'],
  );
  return true;
}
