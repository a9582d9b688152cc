/**
 * One input (a typed line, a CSV cell, a sitemap's `<loc>`) read as the URL a
 * crawler would request, resolved against the workbench's origin. The popup's
 * path box reads its input the same way (readPathInput): WHATWG URL parsing,
 * so `/a b` is `/a%20b` and dot segments are gone, as in the request a
 * crawler sends.
 */
import { readPathInput } from '../shared/path-target.ts';

export type InputReading =
  | { kind: 'url'; url: string; otherOrigin: boolean }
  | { kind: 'blank' }
  | { kind: 'comment' }
  | { kind: 'not-a-url' }
  | { kind: 'other-scheme' }
  /** A path (`/x`): a URL in a list, a fault in a sitemap (see readUrlInput's `pathsAllowed`). */
  | { kind: 'relative-in-sitemap' };

/**
 * `origin` is the workbench's origin (`https://example.com`, or parsed once
 * by a reader of many inputs). A path counts only when `pathsAllowed` (a list
 * may hold paths, a sitemap may not).
 */
export function readUrlInput(input: string, origin: string | URL, pathsAllowed = true): InputReading {
  const typed = input.trim();
  if (typed === '') return { kind: 'blank' };
  if (typed.startsWith('#')) return { kind: 'comment' };
  const target = readPathInput(typed, origin);
  switch (target.kind) {
    case 'url':
      if (!pathsAllowed && typed.startsWith('/') && !typed.startsWith('//')) return { kind: 'relative-in-sitemap' };
      return { kind: 'url', url: target.url, otherOrigin: false };
    case 'other-origin':
      // `//host/x` names a host without a scheme: it takes the origin's scheme, as a browser would.
      return { kind: 'url', url: new URL(typed, origin).href, otherOrigin: true };
    case 'not-web':
      return { kind: 'other-scheme' };
    case 'empty':
      return { kind: 'blank' };
    case 'relative':
    case 'invalid':
      return { kind: 'not-a-url' };
  }
}

/**
 * What makes two URLs the same request to a crawler: the URL without its
 * #fragment (core's pathParamsQuery drops it, and scheme, host and port pick
 * the robots.txt). A WHATWG href has no `#` before its fragment.
 */
export function requestKey(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
