/**
 * Reads the indexing signals of the live page: injected into the tab's main
 * frame with `scripting.executeScript({ func })`, so it runs in the
 * extension's isolated world (the page's scripts cannot change what it sees
 * of the DOM's methods) and must be self-contained: no imports, no closure,
 * only its arguments. It reads the DOM as it is now, so a single-page app
 * that changed its meta tags after pushState is read as it shows them.
 * Only metas whose name could address a crawler are kept (`names`), and every
 * list and value is capped, so a page with thousands of tags costs little.
 */
import type { MarkupSignals } from '../shared/page-signals.ts';

export interface MarkupLimits {
  metas: number;
  canonicals: number;
  chars: number;
}

/** The page's DOM as far as it is read here (src/shared is also compiled for Node, without DOM types). */
interface PageElement {
  getAttribute(name: string): string | null;
  /** A link's target resolved against the document's base URL. */
  readonly href?: string;
}
interface PageGlobals {
  document: { contentType: string; querySelectorAll(selectors: string): Iterable<PageElement> };
  location: { href: string };
}

export function readMarkupSignals(names: readonly string[], limits: MarkupLimits): MarkupSignals {
  const { document, location } = globalThis as unknown as PageGlobals;
  const wanted = new Set(names);
  const metas: MarkupSignals['metas'] = [];
  const canonicals: string[] = [];
  let metaTotal = 0;
  let canonicalTotal = 0;
  // A PDF, an image or a text file shown by the browser has no meta tags of its own (only its headers count).
  const type = document.contentType;
  if (type === 'text/html' || type === 'application/xhtml+xml') {
    for (const meta of document.querySelectorAll('meta[name]')) {
      const name = (meta.getAttribute('name') ?? '').trim().toLowerCase();
      if (!wanted.has(name)) continue;
      metaTotal++;
      if (metas.length < limits.metas) metas.push({ name, content: (meta.getAttribute('content') ?? '').slice(0, limits.chars) });
    }
    for (const link of document.querySelectorAll('link[rel][href]')) {
      const rels = (link.getAttribute('rel') ?? '').toLowerCase().split(/[\t\n\f\r ]+/);
      // An SVG <link> (inside <svg>) has no .href string: it is not the document's link.
      if (!rels.includes('canonical') || typeof link.href !== 'string') continue;
      canonicalTotal++;
      // .href is the target resolved against the document's base URL, as a crawler resolves it.
      if (canonicals.length < limits.canonicals) canonicals.push((link.href ?? '').slice(0, limits.chars));
    }
  }
  return { url: location.href, metas, canonicals, metaTotal, canonicalTotal, readAt: Date.now() };
}
