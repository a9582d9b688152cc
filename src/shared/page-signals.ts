/**
 * What the extension learns about the page in a tab, beside its robots.txt:
 * the indexing signals (response headers, meta tags, canonicals) and the
 * links and resources, all as the site sent them (hostile, capped). The page
 * readers (injected with `scripting`) and the worker's header observer fill
 * these; core/indexing turns them into an indexing decision for a crawler;
 * the popup, the badge and the overlay show the results.
 */
import type { VerdictState } from './verdict-for-record.ts';

/** The main-frame response headers that carry indexing signals, as observed by webRequest. */
export interface HeaderSignals {
  /** The document URL the response answered (after redirects). */
  url: string;
  status: number;
  /** Every `X-Robots-Tag` header value, in order, unparsed. */
  xRobotsTag: string[];
  /** Every `Link` header value, in order, unparsed. */
  link: string[];
  observedAt: number;
}

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
  url: string;
  /** The rel tokens that matter to crawlers, lower-cased: nofollow, ugc, sponsored. */
  rel: string[];
}

export interface PageResource {
  url: string;
  kind: ResourceKind;
}

/** The page's links and loaded resources, capped (the cap is reported, not silent). */
export interface LinksAndResources {
  url: string;
  links: PageLink[];
  /** How many links the page has in all (more than links.length when capped). */
  linkTotal: number;
  resources: PageResource[];
  resourceTotal: number;
  readAt: number;
}

/** One URL's robots.txt decision, as the worker's batched request answers it: never the file. */
export interface UrlDecision {
  url: string;
  origin: string;
  /**
   * The verdict, or why there is none yet: 'pending' (its robots.txt was not
   * fetched because the person has not asked), 'not-applicable' (not http(s)).
   */
  state: VerdictState | 'pending' | 'not-applicable';
  /** The deciding line, 0 when none decided. */
  line: number;
  /** The deciding rule's text as written (site text), or null. */
  rule: string | null;
  /** The fetch outcome's kind of that origin's robots.txt (FetchOutcome['kind']), null when not fetched. */
  outcome: string | null;
}

/**
 * What the worker knows of the indexing signals of the page in a tab: the
 * main-frame response headers (null when not seen: the page loaded before the
 * worker watched, came from the back/forward cache, or its URL changed since)
 * and the markup read just now (null when it could not be read). A page the
 * extension may not read at all (browser pages, the web store, the PDF viewer
 * in Firefox, view-source:, file:) is 'not-available-here'.
 */
export type TabSignals =
  | { kind: 'not-available-here'; url: string | null }
  | { kind: 'signals'; url: string; headers: HeaderSignals | null; markup: MarkupSignals | null };
