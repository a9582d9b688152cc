/**
 * A URL as a browser requests it: parsed by the WHATWG URL standard (Node's
 * `URL`, the same parser browsers use), so a non-ASCII path is sent as
 * percent-encoded UTF-8 (`/café` → `/caf%C3%A9`), an international host
 * name in punycode, dot segments removed and `\` read as `/`. That is what a
 * crawler requests and what the rules see; the popup and the workbench read
 * a typed URL the same way (src/shared/path-target.ts).
 *
 * `check`, `matrix` and `urls` read their URLs so. `batch` and `robots_main`
 * keep Google's library's raw reading (the URL matched as given, byte for
 * byte): scripts written for that contract rely on it.
 */

/** The URL a browser requests for `typed`, or null when it is not an absolute URL with a host. */
export function browserUrl(typed: string): string | null {
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return null;
  }
  return url.host === '' ? null : url.href;
}

/** Resolves paths in `urls --robots` lists; never requested, and never printed (only the path part is kept). */
const PATH_BASE = 'http://path.invalid';

/**
 * A line of a URL list: an absolute URL read as browserUrl() reads it, or a
 * path from `/` (access logs list paths) read as the browser resolves it on
 * the site, kept as a path. Null when it is neither.
 */
export function browserUrlOrPath(typed: string): string | null {
  if (typed.startsWith('/') && !typed.startsWith('//') && !typed.startsWith('/\\')) {
    try {
      const url = new URL(typed, PATH_BASE);
      return url.pathname + url.search + url.hash;
    } catch {
      return null;
    }
  }
  return browserUrl(typed);
}
