/**
 * The few Document properties the overlay reads, through the prototype's
 * getters: a page's `<img name="links">` or `<form name="documentElement">`
 * shadows `document.links` or `document.documentElement` (named properties
 * override the built-ins on a document), and the overlay must not be fooled.
 */

/** The built-in getter of `name`, from the document's prototypes (where a page's named element cannot be). */
function builtIn(doc: Document, name: string): () => unknown {
  for (let proto = Object.getPrototypeOf(doc) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const get = Object.getOwnPropertyDescriptor(proto, name)?.get;
    if (get) return () => get.call(doc);
  }
  throw new Error(`Document has no ${name}`);
}

/** The page's a[href] and area[href] elements, in document order (a live collection). */
export function pageLinks(doc: Document): HTMLCollectionOf<HTMLAnchorElement | HTMLAreaElement> {
  return builtIn(doc, 'links')() as HTMLCollectionOf<HTMLAnchorElement | HTMLAreaElement>;
}

/** The page's root element (null before the parser made one). */
export function pageRoot(doc: Document): Element | null {
  return builtIn(doc, 'documentElement')() as Element | null;
}

/** The window with its constructors (IntersectionObserver, Element…), as the overlay is handed it. */
export type PageWindow = Window & typeof globalThis;
