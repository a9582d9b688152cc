/**
 * What the service worker knows about one origin's robots.txt: the facts of
 * the fetch and the bytes. The worker turns it into the badge's verdict and
 * answers the popup's questions about it (record-view.ts, record-details.ts)
 * with src/core, so switching crawlers never needs another fetch.
 */
import type { FetchOutcome } from '../core/fetch-outcome.ts';

export interface RedirectHop {
  /** The URL that answered with a redirect. */
  url: string;
  status: number;
  /** Where it pointed (absolute). */
  location: string;
}

export interface FetchFacts {
  /** `scheme://host[:port]/robots.txt` of the page. */
  robotsUrl: string;
  /** The URL that gave the final answer (after redirects), or null when none answered. */
  finalUrl: string | null;
  /**
   * The IP address that gave the final answer, when the browser (webRequest)
   * or the command's connection said; absent in records made before it was
   * kept. The address policy reads it: a page on a public site does not use
   * an answer that came from a private address.
   */
  address?: string;
  hops: RedirectHop[];
  outcome: FetchOutcome;
  contentType: string | null;
  /** Selected response headers, lower-case names (cache-control, expires, age, date, last-modified, etag, content-length, retry-after). */
  headers: Record<string, string>;
  /** Bytes received, before the 500 KiB cap (may stop counting at the cap). */
  receivedBytes: number;
  /** True when the body was longer than 500 KiB and only the start is kept. */
  truncated: boolean;
  fetchedAt: number;
  durationMs: number;
  credentials: 'omit' | 'include';
}

export interface FetchSnapshot {
  facts: FetchFacts;
  /** The body bytes kept (at most 500 KiB), base64; null when there was no body. */
  bodyBase64: string | null;
}

export interface RobotsRecord {
  /** `scheme://host[:port]` with default ports dropped. */
  origin: string;
  robotsUrl: string;
  /** The most recent fetch attempt. */
  latest: FetchSnapshot;
  /**
   * The last 2xx copy, kept when a later refresh failed (429, 5xx, network
   * error). Null when `latest` is itself good or no good copy was ever seen.
   */
  lastGood: FetchSnapshot | null;
  /**
   * When the current unbroken run of temporary failures (429, 5xx, no answer)
   * began (epoch ms): kept across refreshes while they keep failing, null once
   * the server answers something definite. Google's 30-day rule reads it.
   */
  failingSince: number | null;
  /** When the cached record should be refetched (epoch ms). */
  expiresAt: number;
}
