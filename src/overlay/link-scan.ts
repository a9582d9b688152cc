/**
 * The page's links as the overlay tracks them: each `a[href]` and
 * `area[href]` element (document.links, in document order) with its http(s)
 * URL and the rel tokens that tell a crawler how to treat it. Read up to a
 * cap: a page with 100,000 links is read to the cap and the rest counted, so
 * the tab never freezes on it.
 */
import { LINK_REL_TOKENS, relKey } from '../shared/overlay-view.ts';
import { pageLinks } from './page-dom.ts';

export type LinkElement = HTMLAnchorElement | HTMLAreaElement;

export interface ScannedLink {
  element: LinkElement;
  /** The URL without its fragment (a crawler fetches it without one). */
  url: string;
  /** The crawler rel tokens it carries, as OverlayDecisions.rel's key ('' for none). */
  rel: string;
}

export interface LinkScan {
  links: ScannedLink[];
  /** Every link element of the page, read or not. */
  total: number;
  /** The distinct URLs of the links read, at most `maxUrls` of them and `maxUrlText` characters in all. */
  urls: string[];
  /** Links whose URL was left out: `maxUrls` distinct URLs were already taken, or its text did not fit. */
  urlsLeftOut: number;
}

export function scanLinks(doc: Document, maxLinks: number, maxUrls: number, maxUrlText: number): LinkScan {
  const steps = scanInSlices(doc, maxLinks, maxUrls, maxUrlText, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * scanLinks in slices of `slice` links, pausing (yield) between them so the
 * caller can give the page its turn: resolving 20,000 hrefs takes tens of
 * milliseconds, and the tab must not stand still while it happens.
 */
export function* scanInSlices(
  doc: Document,
  maxLinks: number,
  maxUrls: number,
  maxUrlText: number,
  slice: number,
): Generator<void, LinkScan> {
  const all = pageLinks(doc);
  const total = all.length;
  const links: ScannedLink[] = [];
  const urls = new Set<string>();
  let urlsLeftOut = 0;
  // The page decides how long its URLs are: what is handed to the worker is bounded in characters too.
  let textLeft = maxUrlText;
  for (let i = 0; i < total && i < maxLinks; i++) {
    if (i > 0 && i % slice === 0) yield;
    const element = all[i] as LinkElement | undefined;
    // The page may remove links between slices.
    if (!element) break;
    const url = crawlableUrl(element.href);
    if (url === null) continue;
    if (!urls.has(url)) {
      if (urls.size >= maxUrls || url.length > textLeft) {
        urlsLeftOut++;
        continue;
      }
      urls.add(url);
      textLeft -= url.length;
    }
    links.push({ element, url, rel: relKey(crawlerRel(element)) });
  }
  return { links, total, urls: [...urls], urlsLeftOut };
}

/** An http(s) URL without its fragment, or null for anything a crawler does not fetch (javascript:, mailto:, …). */
export function crawlableUrl(href: string): string | null {
  if (!href.startsWith('http:') && !href.startsWith('https:')) return null;
  const hash = href.indexOf('#');
  return hash === -1 ? href : href.slice(0, hash);
}

/** rel values are ASCII case-insensitive (relList.contains is not: rel="Nofollow" must count). */
function crawlerRel(element: LinkElement): string[] {
  const rel = element.rel;
  if (!rel) return [];
  const tokens = rel.toLowerCase().split(/[\t\n\f\r ]+/);
  return LINK_REL_TOKENS.filter((token) => tokens.includes(token));
}
