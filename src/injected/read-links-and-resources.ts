/**
 * Reads a page's links and the resources it loaded. `readLinksAndResources`
 * runs inside the page (chrome.scripting.executeScript({ func, args })), so
 * it is self-contained: nothing from outside its body, its limits passed as
 * arguments. The page is hostile: it may hold 100,000 links or SVG anchors
 * whose `href` is no string; the function reads each element once, keeps at
 * most the caps and counts the rest, lets the page breathe while it works,
 * and returns plain data.
 */
import type { LinksAndResources } from '../shared/page-signals.ts';

/**
 * `linkCap` and `resourceCap`: the most distinct URLs of each returned;
 * `textCap`: the most characters of URL text returned, both kinds together
 * (a URL that does not fit is counted and left out, as past the caps).
 */
export async function readLinksAndResources(linkCap: number, resourceCap: number, textCap: number): Promise<LinksAndResources> {
  // Absolute http(s) URL without its fragment, or null (mailto:, javascript:, unparsable). The fragment is cut
  // from the string: the URL's hash setter costs twice as much, which counts at 100,000 links.
  const webUrl = (raw: string, base: string): string | null => {
    let href: string;
    try {
      href = new URL(raw, base).href;
    } catch {
      return null;
    }
    if (!href.startsWith('http:') && !href.startsWith('https:')) return null;
    const hash = href.indexOf('#');
    return hash === -1 ? href : href.slice(0, hash);
  };
  // A page of 100,000 links takes a second or more to read: the work is cut into slices of about
  // SLICE_MS, and between them the page's own events run (a message, not a timer: a background
  // tab's timers wait up to a second).
  const SLICE_MS = 25;
  let sliceStart = performance.now();
  const sliceOver = () => performance.now() - sliceStart >= SLICE_MS;
  const breathe = async (): Promise<void> => {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
    sliceStart = performance.now();
  };
  const base = document.baseURI;
  let textLeft = textCap;
  /** Takes `url` out of the text budget; false when it does not fit. */
  const fits = (url: string): boolean => {
    if (url.length > textLeft) return false;
    textLeft -= url.length;
    return true;
  };
  const CRAWLER_RELS = ['nofollow', 'ugc', 'sponsored'];

  // Links inside shadow roots are links too (web components render their own): open roots through
  // element.shadowRoot, closed ones through the extension's own door (Chrome's chrome.dom, Firefox's
  // element.openOrClosedShadowRoot), which the page's scripts do not have. The search is bounded:
  // at most SHADOW_ROOT_CAP roots, found among at most SHADOW_SEARCH_CAP elements.
  const SHADOW_ROOT_CAP = 2_000;
  const SHADOW_SEARCH_CAP = 200_000;
  const chromeDom = (globalThis as { chrome?: { dom?: { openOrClosedShadowRoot?: (element: HTMLElement) => ShadowRoot | null } } }).chrome
    ?.dom;
  const shadowOf = (element: Element): ShadowRoot | null => {
    try {
      if (element.shadowRoot) return element.shadowRoot;
      if (chromeDom?.openOrClosedShadowRoot && element instanceof HTMLElement) return chromeDom.openOrClosedShadowRoot(element) ?? null;
      return (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot ?? null;
    } catch {
      return null;
    }
  };
  const roots: (Document | ShadowRoot)[] = [document];
  let searched = 0;
  for (let i = 0; i < roots.length && roots.length < SHADOW_ROOT_CAP && searched < SHADOW_SEARCH_CAP; i++) {
    for (const element of (roots[i] as Document | ShadowRoot).querySelectorAll('*')) {
      if (++searched > SHADOW_SEARCH_CAP || roots.length >= SHADOW_ROOT_CAP) break;
      if (sliceOver()) await breathe();
      const root = shadowOf(element);
      if (root) roots.push(root);
    }
  }
  const linkElements = function* () {
    for (const root of roots) yield* root.querySelectorAll('a[href], area[href]');
  };

  const links = new Map<string, { url: string; rel: string[]; count: number }>();
  let linkTotal = 0;
  for (const element of linkElements()) {
    if (sliceOver()) await breathe();
    const url = webUrl(element.getAttribute('href') ?? '', base);
    if (url === null) continue;
    let link = links.get(url);
    if (!link) {
      linkTotal++;
      if (links.size >= linkCap || !fits(url)) {
        // Past a cap only the total grows; a placeholder keeps the URL counted once.
        links.set(url, { url, rel: [], count: -1 });
        continue;
      }
      link = { url, rel: [], count: 0 };
      links.set(url, link);
    }
    if (link.count < 0) continue;
    link.count++;
    const rel = element.getAttribute('rel');
    if (rel) {
      for (const token of rel.toLowerCase().split(/[\t\n\f\r ]+/)) {
        if (CRAWLER_RELS.includes(token) && !link.rel.includes(token)) link.rel.push(token);
      }
    }
  }

  type Kind = LinksAndResources['resources'][number]['kind'];
  const FONT = /\.(woff2?|ttf|otf|eot)(?:[?#]|$)/i;
  const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp)(?:[?#]|$)/i;
  const kindOf = (initiator: string, url: string): Kind => {
    const path = url.replace(/[?#].*$/, '');
    switch (initiator) {
      case 'script':
        return 'script';
      case 'css':
      case 'link':
        // A stylesheet loads fonts and images too, and <link rel=preload> anything.
        if (FONT.test(path)) return 'font';
        if (IMAGE.test(path)) return 'image';
        return 'stylesheet';
      case 'img':
      case 'image':
      case 'input':
        return 'image';
      case 'iframe':
      case 'frame':
        return 'frame';
      case 'fetch':
      case 'xmlhttprequest':
      case 'beacon':
        return 'fetch';
      default:
        return 'other';
    }
  };
  const resources = new Map<string, { url: string; kind: Kind; count: number }>();
  let resourceTotal = 0;
  const addResource = (raw: string, kind: Kind, fromDom: boolean) => {
    const url = webUrl(raw, base);
    if (url === null) return;
    const known = resources.get(url);
    if (known) {
      // The DOM only fills in what Resource Timing missed: it does not count a load twice.
      if (!fromDom && known.count >= 0) known.count++;
      return;
    }
    resourceTotal++;
    const kept = resources.size < resourceCap && fits(url);
    resources.set(url, kept ? { url, kind, count: 1 } : { url, kind, count: -1 });
  };
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (sliceOver()) await breathe();
    addResource(entry.name, kindOf(entry.initiatorType, entry.name), false);
  }
  for (const element of document.querySelectorAll('link[href]')) {
    const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
    if (rel.includes('stylesheet')) addResource(element.getAttribute('href') ?? '', 'stylesheet', true);
  }
  for (const element of document.querySelectorAll('script[src]')) addResource(element.getAttribute('src') ?? '', 'script', true);

  return {
    url: location.href,
    contentType: document.contentType,
    links: [...links.values()].filter((link) => link.count > 0),
    linkTotal,
    resources: [...resources.values()].filter((resource) => resource.count > 0),
    resourceTotal,
    readAt: Date.now(),
  };
}
