/**
 * Which robots.txt applies to a page (docs/behaviour.md §1): `scheme://host[:port]/robots.txt`
 * of that exact scheme, host and port. The WHATWG URL parser already drops
 * default ports and gives IDN hosts in punycode, which is what crawlers use.
 */

/** Why a page has no robots.txt, as a fact (src/text/not-applicable-text.ts says it in words). */
export type NotApplicableReason =
  /** Not a URL at all. */
  | { code: 'not-a-url' }
  /** An http(s) URL without a host name. */
  | { code: 'no-host' }
  /** The browsers' extension stores: no extension may read them. */
  | { code: 'extension-store' }
  /** The browser's own pages (`chrome:`, `edge:`, `brave:`, `about:`). */
  | { code: 'browser-page'; scheme: 'chrome' | 'edge' | 'brave' | 'about' }
  /** A `file:` page. */
  | { code: 'local-file' }
  /** An extension's own page. */
  | { code: 'extension-page' }
  /** `data:` and `blob:` addresses: the content is inline. */
  | { code: 'inline-content'; scheme: 'data' | 'blob' }
  /** `view-source:`. */
  | { code: 'source-view' }
  /** Any other scheme, as the URL gives it (without the colon). */
  | { code: 'other-scheme'; scheme: string };

export type RobotsTarget = { applicable: true; origin: string; robotsUrl: string } | { applicable: false; reason: NotApplicableReason };

const WEB_STORE_HOSTS = new Set(['chromewebstore.google.com', 'addons.mozilla.org']);

/**
 * Addresses longer than this are read from their start alone when it is
 * plain (PLAIN_START): a page can push an address of a million characters,
 * and every robots.txt lookup of it would otherwise parse it whole.
 */
const LONG_URL_CHARS = 2048;

/**
 * `http(s)://host[:port]/` whose host is letters, digits, dots and hyphens:
 * the parser takes the origin from these characters alone (no whitespace,
 * tab, backslash, `@`, `%` or `[` that it treats specially), and nothing
 * after the slash can change the origin or make the address invalid (the
 * path, query and fragment are percent-encoded, never refused). So the
 * address and its start give the same answer, except on chrome.google.com,
 * where the path says whether it is the old web store.
 */
const PLAIN_START = /^https?:\/\/[A-Za-z0-9.-]+(?::[0-9]*)?\//i;

export function robotsTxtTarget(pageUrl: string): RobotsTarget {
  if (pageUrl.length > LONG_URL_CHARS) {
    const start = PLAIN_START.exec(pageUrl.slice(0, 512));
    if (start !== null) {
      let head: URL | null = null;
      try {
        head = new URL(start[0]);
      } catch {
        // Refused (a bad port or host): the whole address is read below and says the same.
      }
      if (head !== null && head.hostname !== 'chrome.google.com') return targetOf(head);
    }
  }
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return { applicable: false, reason: { code: 'not-a-url' } };
  }
  return targetOf(url);
}

function targetOf(url: URL): RobotsTarget {
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme !== 'http' && scheme !== 'https') return { applicable: false, reason: nonHttpReason(scheme) };
  if (!url.hostname) return { applicable: false, reason: { code: 'no-host' } };
  if (WEB_STORE_HOSTS.has(url.hostname) || (url.hostname === 'chrome.google.com' && url.pathname.startsWith('/webstore'))) {
    return { applicable: false, reason: { code: 'extension-store' } };
  }
  return { applicable: true, origin: url.origin, robotsUrl: `${url.origin}/robots.txt` };
}

function nonHttpReason(scheme: string): NotApplicableReason {
  switch (scheme) {
    case 'chrome':
    case 'edge':
    case 'brave':
    case 'about':
      return { code: 'browser-page', scheme };
    case 'file':
      return { code: 'local-file' };
    case 'chrome-extension':
    case 'moz-extension':
      return { code: 'extension-page' };
    case 'data':
    case 'blob':
      return { code: 'inline-content', scheme };
    case 'view-source':
      return { code: 'source-view' };
    default:
      return { code: 'other-scheme', scheme };
  }
}
