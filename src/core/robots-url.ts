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

export function robotsTxtTarget(pageUrl: string): RobotsTarget {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return { applicable: false, reason: { code: 'not-a-url' } };
  }
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
