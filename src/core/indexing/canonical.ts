/**
 * The page's canonical URL as the site declares it: `<link rel=canonical>` in
 * the markup and `Link: <…>; rel="canonical"` in the response headers
 * (relative targets resolved against the document's URL). URLs are compared
 * without their fragment, which never reaches a server.
 */
import { INDEXING_LIMITS } from './limits.ts';
import { parseLinkHeader } from './link-header.ts';

export interface CanonicalLink {
  from: 'header' | 'markup';
  /** The absolute URL, without fragment. */
  url: string;
}

export type CanonicalFacts =
  | { kind: 'none'; links: CanonicalLink[] }
  | { kind: 'self'; url: string; links: CanonicalLink[] }
  | { kind: 'other'; url: string; links: CanonicalLink[] }
  /** Several canonicals that name different URLs: `urls` distinct, in the order found (headers first). */
  | { kind: 'disagree'; urls: string[]; links: CanonicalLink[] };

export interface CanonicalInput {
  pageUrl: string;
  /** The Link header values and the URL they answered, or null when not seen. */
  headers: { url: string; link: readonly string[] } | null;
  /** The `<link rel=canonical>` targets (absolute, as the DOM resolved them), or null when the markup was not read. */
  markup: readonly string[] | null;
}

export interface CanonicalResult {
  facts: CanonicalFacts;
  /** Targets that are no URL (site text, as written), listed so the person sees them. */
  invalid: string[];
  capped: boolean;
}

/** `url` resolved against `base`, without its fragment; null when it is no http(s) URL. */
export function canonicalUrl(url: string, base?: string): string | null {
  try {
    const u = new URL(url, base);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    return u.href;
  } catch {
    return null;
  }
}

export function readCanonicals(input: CanonicalInput): CanonicalResult {
  const links: CanonicalLink[] = [];
  const invalid: string[] = [];
  let capped = false;
  const add = (from: CanonicalLink['from'], target: string, base: string) => {
    if (links.length + invalid.length >= INDEXING_LIMITS.canonicals) {
      capped = true;
      return;
    }
    const url = canonicalUrl(target, base);
    if (url === null) invalid.push(target);
    else links.push({ from, url });
  };
  if (input.headers) {
    const values = input.headers.link;
    capped ||= values.length > INDEXING_LIMITS.headerValues;
    for (const value of values.slice(0, INDEXING_LIMITS.headerValues)) {
      const parsed = parseLinkHeader(value);
      capped ||= parsed.capped;
      for (const link of parsed.links) if (link.rels.includes('canonical')) add('header', link.target, input.headers.url);
    }
  }
  for (const target of input.markup ?? []) add('markup', target, input.pageUrl);

  const urls = [...new Set(links.map((l) => l.url))];
  const page = canonicalUrl(input.pageUrl);
  let facts: CanonicalFacts;
  if (urls.length === 0) facts = { kind: 'none', links };
  else if (urls.length > 1) facts = { kind: 'disagree', urls, links };
  else {
    const url = urls[0] as string;
    facts = url === page ? { kind: 'self', url, links } : { kind: 'other', url, links };
  }
  return { facts, invalid, capped };
}
