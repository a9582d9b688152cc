/**
 * The few Document properties the overlay reads, through Document.prototype:
 * a page's `<img name="links">` or `<form name="documentElement">` shadows
 * `document.links` or `document.documentElement` (named properties override
 * the built-ins on Document), and the overlay must not be fooled by it.
 */

const getter = (name: string) => Object.getOwnPropertyDescriptor(Document.prototype, name)?.get;
const linksGetter = getter('links');
const rootGetter = getter('documentElement');

/** The page's a[href] and area[href] elements, in document order (a live collection). */
export function pageLinks(doc: Document): HTMLCollectionOf<HTMLAnchorElement | HTMLAreaElement> {
  return linksGetter!.call(doc) as HTMLCollectionOf<HTMLAnchorElement | HTMLAreaElement>;
}

/** The page's root element (null before the parser made one). */
export function pageRoot(doc: Document): Element | null {
  return rootGetter!.call(doc) as Element | null;
}

/** The window with its constructors (IntersectionObserver, Element…), as the overlay is handed it. */
export type PageWindow = Window & typeof globalThis;
