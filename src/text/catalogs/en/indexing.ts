/** English, the reference catalog for the popup's "Indexing" section. */
import type { IndexingMessages } from '../../messages/indexing.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'indexing.heading': 'Indexing',
  'indexing.loading': 'Reading the page…',
  'indexing.not-available': 'Not available here: the browser does not let extensions read this page.',
  'indexing.failed': 'Robots Lens could not read this page’s indexing rules.',
  'indexing.state.indexable': 'Indexable: nothing in the headers or the meta tags keeps {crawler} from indexing this page.',
  'indexing.state.not-indexable': 'Not indexable: {crawler} may not index this page.',
  'indexing.state.unknown': 'Not known: Robots Lens could not read this page, so it cannot say whether {crawler} may index it.',
  'indexing.blocker.header':
    '{reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after, passed on {date, date, medium} {date, time, short}} other {noindex}} in the X-Robots-Tag header: {value}',
  'indexing.blocker.meta':
    '{reason, select, none {none (noindex, nofollow)} unavailable_after {unavailable_after, passed on {date, date, medium} {date, time, short}} other {noindex}} in the meta tag “{name}”: {value}',
  'indexing.nofollow': 'Links on this page are not followed (nofollow).',
  'indexing.sources.heading': 'Where the rules are',
  'indexing.source.header':
    'X-Robots-Tag header, {scope, select, all {for every crawler} mine {for {name}} other {for {name}: not applied}}',
  'indexing.source.meta':
    'Meta tag “{name}”, {scope, select, all {for every crawler} mine {for this crawler} other {for another crawler: not applied}}',
  'indexing.limits.heading': 'How results may show it',
  'indexing.limit.nosnippet': 'No text snippet or video preview (nosnippet).',
  'indexing.limit.max-snippet':
    '{limit, select, unlimited {Snippets of any length (max-snippet).} zero {No text snippet (max-snippet).} other {Snippets of at most {chars, plural, one {# character} other {# characters}} (max-snippet).}}',
  'indexing.limit.max-image-preview':
    '{size, select, none {No image preview} standard {Image previews of the default size} other {Large image previews allowed}} (max-image-preview).',
  'indexing.limit.max-video-preview':
    '{limit, select, unlimited {Video previews of any length (max-video-preview).} zero {Only a still image for videos (max-video-preview).} other {Video previews of at most {seconds, plural, one {# second} other {# seconds}} (max-video-preview).}}',
  'indexing.limit.noimageindex': 'Images on this page are not indexed (noimageindex).',
  'indexing.limit.notranslate': 'No translation of this page is offered in results (notranslate).',
  'indexing.limit.indexifembedded': 'Its content may be indexed when another page embeds it, despite noindex (indexifembedded).',
  'indexing.limit.unavailable-after': 'Leaves the results after {date, date, medium} {date, time, short} (unavailable_after).',
  'indexing.unknown-values': 'Ignored, since no search engine documents them: {values}',
  'indexing.invalid-values': 'Ignored, since their value is not valid: {values}',
  'indexing.other-crawlers': 'Rules for other crawlers, not applied to {crawler}: {names}',
  'indexing.canonical.heading': 'Canonical',
  'indexing.canonical.none': 'This page declares no canonical URL.',
  'indexing.canonical.self': 'The canonical URL is this page itself.',
  'indexing.canonical.other': 'The canonical URL is another page: {url}',
  'indexing.canonical.disagree': '{count, plural, one {# canonical URL} other {# canonical URLs}} that disagree: {urls}',
  'indexing.canonical.invalid': 'Ignored, since they are no web address: {targets}',
  'indexing.conflict.disallowed-and-noindex':
    'robots.txt disallows this page for {crawler}, so {crawler} cannot see its noindex: the URL can still be indexed, without its content.',
  'indexing.conflict.canonical-disallowed':
    'The canonical URL {url} is disallowed for {crawler} by line {line} of its robots.txt, so {crawler} cannot fetch it.',
  'indexing.conflict.noindex-with-canonical-elsewhere':
    'This page says noindex and names another page as canonical ({url}): two contradicting signals; keep one.',
  'indexing.conflict.header-meta-disagree':
    'The X-Robots-Tag header and the meta tags disagree about {about, select, index {indexing (index / noindex)} other {following links (follow / nofollow)}}: the more restrictive applies.',
  'indexing.headers-not-seen': 'The response headers of this page did not reach Robots Lens: reload it to check X-Robots-Tag.',
  'indexing.capped': 'This page sends more indexing rules than Robots Lens reads; only the first ones count here.',
  'indexing.canonical.unchecked':
    '{count, plural, one {This canonical URL is on another site, whose robots.txt has not been read yet: {urls}} other {These canonical URLs are on other sites, whose robots.txt have not been read yet: {urls}}}',
  'indexing.canonical.check': 'Check its robots.txt',
  'indexing.canonical.checking': 'Reading robots.txt…',
  'indexing.headers-not-seen.push-state':
    'This address came from the page’s own script (pushState, a single-page app) with no new response, so there are no response headers for it: reload the page to check X-Robots-Tag.',
  'indexing.headers-not-seen.back-forward-cache':
    'This page came back from the back/forward cache with no new response, so its response headers were not seen: reload it to check X-Robots-Tag.',
  'indexing.headers-not-seen.before-start':
    'This page loaded before Robots Lens was running, so its response headers were not seen: reload it to check X-Robots-Tag.',
  'indexing.headers-not-seen.prerender':
    'This page was prerendered in the background, and its response headers were not seen: reload it to check X-Robots-Tag.',
  'indexing.headers-not-seen.too-large':
    'This page’s indexing signals were too large to keep when Robots Lens restarted in the background: reload it to check X-Robots-Tag.',
  'indexing.headers-second-request':
    'This page loaded before Robots Lens was running; its X-Robots-Tag here comes from a second request Robots Lens made to the same address.',
  'indexing.state.incomplete':
    'Incomplete: {count, plural, one {# indexing signal was} other {# indexing signals were}} not read (more than Robots Lens reads), so whether {crawler} may index this page is not known; nothing read keeps it out.',

  'indexing.answer.considered': 'Page answered {status, number, ::integer group-off}: considered for indexing; the signals below decide.',
  'indexing.answer.redirected':
    'Redirected {status, number, ::integer group-off} → {target}, from {from}: Google indexes the target, not the address first asked for.',
  'indexing.answer.target-robots':
    'The target is on another site, whose robots.txt {verdict, select, allowed {allows} other {disallows}} it for {crawler}.',
  'indexing.answer.redirect':
    'Page answered {status, number, ::integer group-off}, a redirect to {target}: Google indexes the target, not this address.',
  'indexing.answer.redirect-nowhere':
    'Page answered {status, number, ::integer group-off}, a redirect with no target: nothing here can be indexed.',
  'indexing.answer.not-indexable': 'Page answered {status, number, ::integer group-off}: not indexable, whatever the meta tags say.',
  'indexing.answer.unavailable':
    'Page answered {status, number, ::integer group-off}: not indexable for now (Google slows down, and drops the URL if the error lasts).',
  'indexing.answer.too-many-redirects':
    '{count, plural, other {# redirects}}: more than the 10 Google follows, so it gives up before the target.',
  'indexing.answer.network-error': 'The page did not answer: {error}.',
  'indexing.answer.not-seen':
    'The page’s HTTP answer was not seen: {reason, select, history {a script changed the address after the page loaded (pushState).} elsewhere {the last load in this tab answered another address (a download or an empty answer).} loading {the page is still loading; open the popup again once it has loaded.} other {it loaded before Robots Lens was watching, or came from the back/forward cache or a prerender. Reload the page to see it.}}',
} as const satisfies CatalogOf<IndexingMessages>;
