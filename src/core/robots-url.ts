/**
 * Which robots.txt applies to a page (spec §1): `scheme://host[:port]/robots.txt`
 * of that exact scheme, host and port. The WHATWG URL parser already drops
 * default ports and gives IDN hosts in punycode, which is what crawlers use.
 */

export type RobotsTarget = { applicable: true; origin: string; robotsUrl: string } | { applicable: false; message: string };

const WEB_STORE_HOSTS = new Set(['chromewebstore.google.com', 'addons.mozilla.org']);

export function robotsTxtTarget(pageUrl: string): RobotsTarget {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return { applicable: false, message: 'This is not a web address, so there is no robots.txt to read.' };
  }
  const scheme = url.protocol.replace(/:$/, '');
  if (scheme !== 'http' && scheme !== 'https') {
    return { applicable: false, message: nonHttpMessage(scheme) };
  }
  if (!url.hostname) {
    return { applicable: false, message: 'This address has no host name, so there is no robots.txt to read.' };
  }
  if (WEB_STORE_HOSTS.has(url.hostname) || (url.hostname === 'chrome.google.com' && url.pathname.startsWith('/webstore'))) {
    return {
      applicable: false,
      message: 'Browser extension stores are off limits to extensions, so Robots Lens cannot check this page.',
    };
  }
  return { applicable: true, origin: url.origin, robotsUrl: `${url.origin}/robots.txt` };
}

function nonHttpMessage(scheme: string): string {
  switch (scheme) {
    case 'chrome':
    case 'edge':
    case 'brave':
    case 'about':
      return `${scheme}: pages belong to the browser itself: crawlers never see them and they have no robots.txt.`;
    case 'file':
      return 'This is a file on your computer: crawlers cannot reach it and it has no robots.txt. Serve it over http(s) to check it.';
    case 'chrome-extension':
    case 'moz-extension':
      return 'This is a browser extension’s own page: crawlers never see it and it has no robots.txt.';
    case 'data':
    case 'blob':
      return `${scheme}: addresses hold their content inline: there is no server and no robots.txt.`;
    case 'view-source':
      return 'This is the browser’s source view. Open the page itself to check it.';
    default:
      return `robots.txt applies only to http and https pages; this page uses ${scheme}:.`;
  }
}
