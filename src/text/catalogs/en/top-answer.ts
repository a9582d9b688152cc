/** English, the reference catalog for the popup's top answer. */
import type { CatalogOf } from '../../messages/index.ts';
import type { TopAnswerMessages } from '../../messages/top-answer.ts';

export default {
  'top-answer.title':
    '{title, select, indexable {Can be indexed} not_indexable {Not indexable} not_now {Not indexable for now} not_crawled {Not crawled} without_content {May be indexed without its content} elsewhere {Indexed at another address} unclear {Canonical unclear} unknown {Not known} other {Reading the page…}}',
  'top-answer.robots-unreachable':
    '{temporary, select, yes {robots.txt could not be fetched, so {crawler} crawls nothing on this site until it can.} other {robots.txt could not be fetched, so {crawler} treats the whole site as disallowed.}}',
  'top-answer.disallowed-noindex':
    '{line, plural, =0 {robots.txt} other {robots.txt line #}} disallows this page for {crawler}, so {crawler} never sees its noindex: Google may index the URL without its content.',
  'top-answer.disallowed':
    '{line, plural, =0 {robots.txt} other {robots.txt line #}} disallows this page for {crawler}{hidden, select, status {, which never sees its error answer either} other {}}; Google may still index the URL without its content when other pages link to it.',
  'top-answer.status-gone':
    'The page answered {status, number, ::integer group-off}: Google does not index it, whatever its meta tags say.',
  'top-answer.status-unavailable':
    'The page answered {status, number, ::integer group-off}: Google slows down, and drops the URL if the error lasts.',
  'top-answer.status-redirect':
    'The page answered {status, number, ::integer group-off}, a redirect to {target}: Google indexes the target.',
  'top-answer.status-redirect-nowhere':
    'The page answered {status, number, ::integer group-off}, a redirect with no target: nothing here can be indexed.',
  'top-answer.too-many-redirects':
    '{count, plural, other {# redirects}}: more than the 10 Google follows, so it gives up before the target.',
  'top-answer.no-answer': 'The page gave no answer.',
  'top-answer.noindex':
    '{source, select, header {The X-Robots-Tag header} other {A robots meta tag}} says {reason, select, none {none} unavailable_after {unavailable_after, with a date that has passed} other {noindex}} to {crawler}.',
  'top-answer.noindex-canonical-elsewhere':
    '{source, select, header {The X-Robots-Tag header} other {A robots meta tag}} says {reason, select, none {none} unavailable_after {unavailable_after} other {noindex}} to {crawler}, and the canonical names another page ({url}): two contradicting signals; keep one.',
  'top-answer.canonical-elsewhere':
    'Nothing stops {crawler} here, but the canonical names another page: Google is asked to index {url} instead{disallowed, select, yes {, which its robots.txt disallows for {crawler}} other {}}.',
  'top-answer.canonicals-disagree': '{count, plural, other {# canonical URLs}} disagree: Google may ignore them all and choose one itself.',
  'top-answer.incomplete':
    '{count, plural, one {# indexing signal was} other {# indexing signals were}} not read, so whether {crawler} may index this page is not known.',
  'top-answer.index-unknown': 'Robots Lens could not read this page, so whether {crawler} may index it is not known.',
  'top-answer.pending': 'The page’s status and indexing rules are being read.',
  'top-answer.indexable':
    '{how, select, redirected {This is where the redirects led, and nothing stops {crawler}: robots.txt allows it, the page answered, no noindex.} unseen {Nothing stops {crawler}: robots.txt allows it and there is no noindex (the page’s HTTP answer was not seen).} other {Nothing stops {crawler}: robots.txt allows it, the page answered, no noindex.}}',
  'top-answer.file':
    '{problem, select, utf16 {robots.txt is UTF-16: Google reads it as UTF-8 and finds no rule in it, whatever it says.} binary {robots.txt is binary data, not text: Google finds no rule it can read in it.} html {robots.txt is an HTML page (a soft 404 or a bot challenge): Google reads it line by line and finds no rule the site meant.} other {robots.txt is larger than 500 KiB: Google ignores every rule after the first 500 KiB.}}',
  'top-answer.label':
    '{part, select, answer {Answer} crawl {Crawl} status {HTTP status} x_robots_tag {X-Robots-Tag} meta {Meta robots} canonical {Canonical} file {robots.txt} other {Crawler}}',
  'top-answer.value.none': 'none',
  'top-answer.value.reading': 'reading…',
  'top-answer.value.not-seen': 'not seen',
  'top-answer.value.no-answer': 'no answer',
  'top-answer.value.too-many-redirects': '{count, plural, other {# redirects}}',
  'top-answer.value.self': 'this page',
  'top-answer.value.disagree': '{count, plural, other {# that disagree}}',
  'top-answer.copy.markdown': 'Copy as Markdown',
} as const satisfies CatalogOf<TopAnswerMessages>;
