/** English, the reference catalog for the comparison of the served HTML with the rendered page. */
import type { CatalogOf } from '../../messages/index.ts';
import type { ServedHtmlMessages } from '../../messages/served-html.ts';

export default {
  'served.heading': 'Served HTML and rendered page',
  'served.button': 'Compare with served HTML',
  'served.button-again': 'Compare again',
  'served.running': 'Fetching the served HTML…',
  'served.hint':
    'Fetches this page once more and compares the robots meta tags and canonical its server sends with the page as shown here, after JavaScript.',
  'served.agree': 'The served HTML and the rendered page agree: same robots meta tags, canonical and X-Robots-Tag.',
  'served.meta':
    '{change, select, added {Meta tag “{name}” added by JavaScript: {rendered}} removed {Meta tag “{name}” removed by JavaScript; served: {served}} other {Meta tag “{name}” changed by JavaScript: served {served}, rendered {rendered}}}{scope, select, other { (for another crawler)} mine {}}',
  'served.canonical':
    '{change, select, added {Canonical added by JavaScript: {rendered}} removed {Canonical removed by JavaScript; served: {served}} other {Canonical changed by JavaScript: served {served}, rendered {rendered}}}',
  'served.header':
    'X-Robots-Tag of this request: {hasServed, select, yes {{served}} other {none}}; of the page’s own response: {hasTab, select, yes {{tab}} other {none}}.',
  'served.meaning.noindex-removed-by-script':
    'The served HTML says noindex and a script removes it. Google reads the served HTML first and may not render a page that says noindex there, so {crawler} keeps it out of the index: removing noindex with JavaScript does not help.',
  'served.meaning.noindex-added-by-script':
    'Only a script adds noindex. {crawler} sees it only if it renders the page, which may come later or not at all; until then the page can be indexed. Put noindex in the served HTML if the page must stay out.',
  'served.meaning.nofollow-removed-by-script':
    'The served HTML says nofollow and a script removes it. Google reads the served HTML’s rules first; changing them with JavaScript may not work as expected for {crawler}.',
  'served.meaning.nofollow-added-by-script':
    'Only a script adds nofollow. {crawler} sees it only if it renders the page; links in the served HTML may be followed before that.',
  'served.meaning.rules-changed-by-script':
    'A script changes the robots rules for {crawler}. Changing robots meta tags with JavaScript may not work as expected: serve the rules you want in the HTML.',
  'served.meaning.canonical-added-by-script':
    'Only a script adds the canonical. Google picks it up when it renders the page; it is more reliable in the served HTML.',
  'served.meaning.canonical-removed-by-script':
    'A script removes the served canonical. Google reads the served one first, so it may still use it: the two pages give different signals.',
  'served.meaning.canonical-changed-by-script':
    'A script changes the canonical. Google may use either one; conflicting canonicals can lead to unexpected results, so serve the one you want.',
  'served.meaning.header-differs':
    'The server sent this request another X-Robots-Tag than the page’s own response: it answers differently from one request to the next, and Googlebot may get yet another.',
  'served.note.status':
    'This request was answered {status, number, ::integer group-off}, not a success: what is compared is that answer’s HTML, which may not be the page shown here.',
  'served.note.redirected':
    'This request was redirected ({count, plural, one {# redirect} other {# redirects}}) to {url}: its HTML is compared.',
  'served.note.cut': 'Only the first {size} of the served HTML were read: a tag after them counts as added by JavaScript.',
  'served.note.who':
    '{cookies, select, include {Fetched now by this browser, with your cookies for this site.} other {Fetched now by this browser, without cookies.}} Googlebot may be served different HTML.',
  'served.failed.no-page': 'There is no web page in this tab to compare.',
  'served.failed.not-readable': 'The browser does not let extensions read this page, so there is nothing to compare.',
  'served.failed.refused':
    '{reason, select, scheme {Not compared: the page redirects to {target}, which is no web address.} private {Not compared: this public page redirects to {target}, an address on your computer or network, which Robots Lens does not send requests to.} other {Not compared: the page redirects, and the browser did not say where.}}',
  'served.failed.too-many-redirects':
    'Not compared: more than {count, plural, one {# redirect} other {# redirects}}, more than Google follows.',
  'served.failed.timeout': 'Not compared: the site did not answer within {seconds, plural, one {# second} other {# seconds}}.',
  'served.failed.network-error': 'Not compared: the site did not answer (a network error).',
  'served.failed.not-html': 'Not compared: the server sends {type}, not HTML, so there are no meta tags to read.',
  'served.failed.too-large': 'Not compared: the head of the served HTML does not end within the first {size}, the most Robots Lens reads.',
} as const satisfies CatalogOf<ServedHtmlMessages>;
