/**
 * What the popup's path box holds, read as the URL a crawler would request:
 * a path of this site (`/private/x?y`), or a whole http(s) URL of the same
 * origin. Anything else is a fact the popup explains instead of a verdict:
 * nothing typed, a relative path, a non-web scheme (`javascript:`), or an
 * address that does not parse. A URL of another origin is its own kind: its
 * own robots.txt decides it, which the popup fetches when the person asks.
 *
 * The URL is resolved the way the browser resolved the page's own address
 * (WHATWG URL: non-ASCII and spaces percent-encoded, dot segments removed),
 * so a typed path is matched as the request a crawler sends, and the page's
 * own address typed back reads exactly as the page. Which part of it the
 * rules match is left to core (pathParamsQuery), like every other verdict.
 */

export type PathTarget =
  | { kind: 'url'; url: string }
  | { kind: 'empty' }
  /** Neither a path from `/` nor a URL with a scheme (`private/x`, `example.com/x`). */
  | { kind: 'relative' }
  /** A URL whose scheme has no robots.txt (`javascript:`, `mailto:`, `ftp:`…), with that scheme (`javascript:`). */
  | { kind: 'not-web'; scheme: string }
  /** Looks like an http(s) URL but does not parse (`https://exa mple.com/`). */
  | { kind: 'invalid' }
  /** An http(s) URL of another origin, with that origin and the URL resolved. */
  | { kind: 'other-origin'; origin: string; url: string };

/** A scheme at the start (`javascript:`), but not a host and port without one (`localhost:8080/x`). */
const SCHEME = /^([a-z][a-z\d+.-]*):(?!\d+(?:[/?#]|$))/i;

/** `pageUrl` may come parsed already (a list of 100,000 lines is read against one page). */
export function readPathInput(input: string, pageUrl: string | URL): PathTarget {
  const typed = input.trim();
  if (typed === '') return { kind: 'empty' };
  const scheme = SCHEME.exec(typed)?.[1]?.toLowerCase();
  const pathOrNetwork = typed.startsWith('/');
  if (scheme === undefined && !pathOrNetwork) return { kind: 'relative' };
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { kind: 'not-web', scheme: `${scheme}:` };
  let url: URL;
  let page: URL;
  try {
    page = typeof pageUrl === 'string' ? new URL(pageUrl) : pageUrl;
    // A whole URL stands on its own (`http:x` is the host x, not a path relative to the page).
    url = scheme === undefined ? new URL(typed, page) : new URL(typed);
  } catch {
    return { kind: 'invalid' };
  }
  // `//host/x` and `/\host/x` name a host too: the origin decides, whatever the spelling.
  if (url.origin !== page.origin) return { kind: 'other-origin', origin: url.origin, url: url.href };
  return { kind: 'url', url: url.href };
}
