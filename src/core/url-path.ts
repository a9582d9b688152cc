/**
 * The part of a URL that robots.txt rules match (Google's GetPathParamsQuery):
 * path, `;params` and `?query`, never normalised. Scheme and authority go,
 * and so does the `#fragment`; a missing path is `/`.
 */
import { byteStringOfText } from './bytes.ts';

/** Works on a byte string or plain text alike (it only looks for ASCII characters). */
export function pathParamsQuery(url: string): string {
  // Initial two slashes are ignored.
  const searchStart = url.length >= 2 && url[0] === '/' && url[1] === '/' ? 2 : 0;
  const earlyPath = findFirstOf(url, searchStart);
  let protocolEnd = url.indexOf('://', searchStart);
  if (earlyPath !== -1 && (protocolEnd === -1 || earlyPath < protocolEnd)) {
    // A path, param or query that starts before "://" means "://" is not the scheme's end.
    protocolEnd = -1;
  }
  protocolEnd = protocolEnd === -1 ? searchStart : protocolEnd + 3;
  const pathStart = findFirstOf(url, protocolEnd);
  if (pathStart === -1) return '/';
  const hash = url.indexOf('#', searchStart);
  if (hash !== -1 && hash < pathStart) return '/';
  const pathEnd = hash === -1 ? url.length : hash;
  const path = url.slice(pathStart, pathEnd);
  // Prepend a slash when the result would start with '?' or ';'.
  return url[pathStart] === '/' ? path : '/' + path;
}

function findFirstOf(url: string, from: number): number {
  for (let i = from; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 47 || c === 63 || c === 59) return i; // / ? ;
  }
  return -1;
}

/**
 * The URL's matchable part as Google's library sees it: UTF-8 bytes, one
 * char each. The delimiters are ASCII, so the path is found first and only
 * it is converted when it holds other characters.
 */
export function matchPathOf(url: string): string {
  return byteStringOfText(pathParamsQuery(url));
}
