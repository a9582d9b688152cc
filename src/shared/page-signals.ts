/**
 * What the extension learns about the page in a tab, beside its robots.txt:
 * the indexing signals (response headers, meta tags, canonicals) and the
 * links and resources, all as the site sent them (hostile, capped). The page
 * readers (injected with `scripting`) and the worker's header observer fill
 * these; core/indexing turns them into an indexing decision for a crawler;
 * the popup, the badge and the overlay show the results.
 */
import type { OutcomeCode } from '../core/fetch-outcome.ts';
import type { VerdictState } from '../robots/verdict-for-record.ts';

/** The main-frame response headers that carry indexing signals, as observed by webRequest. */
export interface HeaderSignals {
  /** The document URL the response answered (after redirects). */
  url: string;
  status: number;
  /** Every `X-Robots-Tag` header value, in order, unparsed (one more than the indexing cap at most). */
  xRobotsTag: string[];
  /** How many X-Robots-Tag values the response had in all (absent in records kept by older versions). */
  xRobotsTagTotal?: number;
  /** Every `Link` header value, in order, unparsed. */
  link: string[];
  /** Every `Content-Usage` header value (stated preferences for use), in order, unparsed; absent in signals kept before it was read. */
  contentUsage?: string[];
  observedAt: number;
  /**
   * 'second-request' when the browser did not show Robots Lens the tab's own
   * response (the page loaded before the worker listened) and the worker asked
   * for the same address once more to read them; absent for the tab's own response.
   */
  source?: 'second-request';
}

/**
 * Why the headers of the page in a tab are not known, as far as the worker
 * saw it happen: the address changed by the History API (`pushState`, no new
 * response), the page came back from the back/forward cache (no new
 * response), it loaded before Robots Lens was listening (no event about this
 * tab reached it), it was prerendered unseen, the page's signals were too
 * large to keep across a restart of the worker ('too-large'), or none of
 * these was seen ('not-seen': the response simply did not reach the worker).
 */
export type HeadersMissing = 'push-state' | 'back-forward-cache' | 'before-start' | 'prerender' | 'too-large' | 'not-seen';

/** What the page's markup says about indexing, read from the live DOM. */
export interface MarkupSignals {
  /** The document URL when read (location.href: single-page apps change it). */
  url: string;
  /** Every `<meta name=… content=…>` whose name could be a robots directive (lower-cased name, raw content). */
  metas: { name: string; content: string }[];
  /** Every `<link rel~=canonical href>`, resolved to absolute URLs, in document order. */
  canonicals: string[];
  /** How many such metas and canonicals the page has in all (more than the lists hold when capped). */
  metaTotal: number;
  canonicalTotal: number;
  readAt: number;
}

export type ResourceKind = 'script' | 'stylesheet' | 'image' | 'font' | 'frame' | 'fetch' | 'other';

export interface PageLink {
  /** Absolute http(s) URL, without its fragment (the fetch is the same). */
  url: string;
  /** The rel tokens that matter to crawlers, lower-cased: nofollow, ugc, sponsored (any of the URL's links). */
  rel: string[];
  /** How many links on the page point here. */
  count: number;
}

export interface PageResource {
  /** Absolute http(s) URL, without its fragment. */
  url: string;
  kind: ResourceKind;
  /** How many times the page loaded it (Resource Timing entries, or DOM elements when Resource Timing missed it). */
  count: number;
}

/** The most links and resources one reading of a page returns; the totals say how many there were. */
export const LINK_CAP = 20_000;
export const RESOURCE_CAP = 5_000;

/**
 * The most characters of URL text one reading of a page hands over, links
 * and resources together. A page decides how long its URLs are: 20,000 links
 * of a megabyte each would be 20 GB to copy into the extension and match.
 * Past the budget URLs are counted, not returned, as past LINK_CAP; ordinary
 * pages (20,000 links of a few hundred characters) stay far below it.
 */
export const URL_TEXT_CAP = 4 * 1024 * 1024;

/** The most URLs one decideUrls or overlayDecide request may carry: everything one reading returns. */
export const MAX_DECIDE_URLS = LINK_CAP + RESOURCE_CAP;

/** The page's links and loaded resources, capped (the cap is reported, not silent). */
export interface LinksAndResources {
  url: string;
  /** The document's content type: a PDF viewer or an image has no links to read. */
  contentType: string;
  links: PageLink[];
  /** How many distinct http(s) link URLs the page has in all (more than links.length when capped). */
  linkTotal: number;
  resources: PageResource[];
  resourceTotal: number;
  readAt: number;
}

/**
 * Why a URL has no verdict (yet): 'pending' (its robots.txt is not cached and
 * the person has not asked for it to be fetched, or the fetch is under way),
 * 'not-applicable' (not an http(s) URL a robots.txt applies to), 'failed'
 * (Robots Lens could not look its robots.txt up; the message is the worker's),
 * 'private' (a public page points at a private, loopback, link-local or
 * single-label host, or at a name that answered from such an address: not
 * fetched, or its answer not used, unless the person asked; see
 * src/robots/redirect-policy.ts).
 */
export type UrlDecisionState = VerdictState | 'pending' | 'not-applicable' | 'failed' | 'private';

/** One URL's robots.txt decision, as the worker's batched request answers it: never the file. */
export interface UrlDecision {
  url: string;
  /** The origin whose robots.txt decides, or '' when none applies. */
  origin: string;
  state: UrlDecisionState;
  /** The deciding line, 0 when none decided. */
  line: number;
  /** The deciding rule's text as written (`Disallow: /x/`, site text), or null. */
  rule: string | null;
  /** What that origin's robots.txt answer means to the crawler's engine (parsed, client-error, server-error…), null without a record. */
  outcome: OutcomeCode | null;
  /** The HTTP status of that answer, null without a record or without an answer (a network error). */
  status: number | null;
  /**
   * Which copy of robots.txt decided: the latest, the last good one (the
   * latest fetch failed), or none (the answer's status decided alone).
   */
  copy: 'latest' | 'last-good' | 'none' | null;
}

/**
 * What the worker knows of the indexing signals of the page in a tab: the
 * main-frame response headers (null when not seen, with the reason the worker
 * saw: see HeadersMissing)
 * and the markup read just now (null when it could not be read). A page the
 * extension may not read at all (browser pages, the web store, the PDF viewer
 * in Firefox, view-source:, file:) is 'not-available-here'.
 */
export type TabSignals =
  | { kind: 'not-available-here'; url: string | null }
  | {
      kind: 'signals';
      url: string;
      headers: HeaderSignals | null;
      markup: MarkupSignals | null;
      /** Why `headers` is null (absent when the headers are there). */
      headersMissing?: HeadersMissing;
    };
