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
  /** The distinct URLs of the links read, at most `maxUrls`. */
  urls: string[];
  /** Links whose URL was left out because `maxUrls` distinct URLs were already taken. */
  urlsLeftOut: number;
}

export function scanLinks(doc: Document, maxLinks: number, maxUrls: number): LinkScan {
  const all = pageLinks(doc);
  const total = all.length;
  const links: ScannedLink[] = [];
  const urls = new Set<string>();
  let urlsLeftOut = 0;
  for (let i = 0; i < total && i < maxLinks; i++) {
    const element = all[i] as LinkElement;
    const url = crawlableUrl(element.href);
    if (url === null) continue;
    if (!urls.has(url)) {
      if (urls.size >= maxUrls) {
        urlsLeftOut++;
        continue;
      }
      urls.add(url);
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

function crawlerRel(element: LinkElement): string[] {
  const rel = element.relList;
  return LINK_REL_TOKENS.filter((token) => rel.contains(token));
}
