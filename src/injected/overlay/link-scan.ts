/**
 * The page's links as the overlay tracks them: each `a[href]` and
 * `area[href]` element (document.links, in document order) with its http(s)
 * URL and the rel tokens that tell a crawler how to treat it. Read up to a
 * cap: a page with 100,000 links is read to the cap and the rest counted, so
 * the tab never freezes on it.
 */
import { LINK_REL_TOKENS, relKey } from '../../shared/overlay-view.ts';
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
  /** The shadow roots searched (within SHADOW_ROOT_CAP), so their changes can be watched too. */
  shadowRoots: ShadowRoot[];
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
  const inDocument = pageLinks(doc);
  // The document's own links first, then those inside shadow roots (found in slices too).
  const all: LinkElement[] = [];
  let total = inDocument.length;
  for (let i = 0; i < total && i < maxLinks; i++) {
    const link = inDocument[i];
    if (link) all.push(link);
  }
  const shadowRoots = yield* shadowRootsInSlices(doc, slice);
  for (const root of shadowRoots) {
    const inRoot = root.querySelectorAll<LinkElement>('a[href], area[href]');
    total += inRoot.length;
    for (const link of inRoot) {
      if (all.length >= maxLinks) break;
      all.push(link);
    }
  }
  const links: ScannedLink[] = [];
  const urls = new Set<string>();
  let urlsLeftOut = 0;
  // The page decides how long its URLs are: what is handed to the worker is bounded in characters too.
  let textLeft = maxUrlText;
  for (let i = 0; i < all.length; i++) {
    if (i > 0 && i % slice === 0) yield;
    const element = all[i] as LinkElement | undefined;
    // The page may remove links between slices.
    if (!element?.isConnected) continue;
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
  return { links, total, urls: [...urls], urlsLeftOut, shadowRoots };
}

/** The most shadow roots searched for links, and the most elements looked at to find them. */
export const SHADOW_ROOT_CAP = 2_000;
export const SHADOW_SEARCH_CAP = 200_000;

/** The host tag of the overlay itself: its own shadow root holds no page link. */
const OWN_HOST = 'robots-lens-overlay';

/**
 * The shadow root of `element`: an open one, or a closed one through the
 * extension's own door (Chrome's chrome.dom in content scripts, Firefox's
 * element.openOrClosedShadowRoot), which the page's scripts do not have.
 */
export function shadowRootOf(element: Element): ShadowRoot | null {
  try {
    if (element.shadowRoot) return element.shadowRoot;
    const dom = (globalThis as { chrome?: { dom?: { openOrClosedShadowRoot?: (element: HTMLElement) => ShadowRoot | null } } }).chrome?.dom;
    if (dom?.openOrClosedShadowRoot && element instanceof HTMLElement) return dom.openOrClosedShadowRoot(element) ?? null;
    return (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot ?? null;
  } catch {
    return null;
  }
}

/** The page's shadow roots, nested ones included, within the caps, pausing every `slice` elements. */
export function* shadowRootsInSlices(doc: Document, slice: number): Generator<void, ShadowRoot[]> {
  const roots: ShadowRoot[] = [];
  const queue: (Document | ShadowRoot)[] = [doc];
  let searched = 0;
  for (let i = 0; i < queue.length && roots.length < SHADOW_ROOT_CAP && searched < SHADOW_SEARCH_CAP; i++) {
    for (const element of (queue[i] as Document | ShadowRoot).querySelectorAll('*')) {
      if (++searched > SHADOW_SEARCH_CAP || roots.length >= SHADOW_ROOT_CAP) break;
      if (searched % slice === 0) yield;
      if (element.localName === OWN_HOST) continue;
      const root = shadowRootOf(element);
      if (root) {
        roots.push(root);
        queue.push(root);
      }
    }
  }
  return roots;
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
