/** English, the reference catalog for the panels that show a verdict. */
import type { CatalogOf } from '../../messages/index.ts';
import type { VerdictUiMessages } from '../../messages/verdict-ui.ts';

export default {
  'verdict-ui.banner.checking': 'Checking…',
  'verdict-ui.banner.reading': 'Reading this site’s robots.txt…',
  'verdict-ui.banner.reading-slow': 'Still waiting for the server to answer for robots.txt…',
  'verdict-ui.banner.not-applicable': 'Not applicable',
  'verdict-ui.banner.no-robots-tag': 'no robots.txt',
  'verdict-ui.banner.could-not-check': 'Could not check this page',
  'verdict-ui.banner.could-not-evaluate': 'Robots Lens could not evaluate this robots.txt.',
  'verdict-ui.banner.could-not-evaluate-detail': 'Robots Lens could not evaluate this robots.txt: {detail}',
  'verdict-ui.banner.title': '{state, select, allowed {Allowed} other {Disallowed}}',
  'verdict-ui.banner.subject': 'for {crawler}',
  'verdict-ui.banner.for-now': 'for now',

  'verdict-ui.why.heading': 'Why',
  'verdict-ui.why.robots-itself':
    'This is robots.txt itself. Crawlers always fetch it (RFC 9309 allows it implicitly); shown here is what the parser says about the URL.',
  'verdict-ui.why.other-matches': 'Other matching rules',
  'verdict-ui.why.not-listed': 'not listed: see them in robots.txt below',
  'verdict-ui.why.deciding-line': 'Deciding line',
  'verdict-ui.why.matching-line': 'Matching line',
  'verdict-ui.why.show-line': 'Show this line in robots.txt',
  'verdict-ui.why.empty-rule': 'An empty rule matches everything with priority 0: it claims the crawler but blocks nothing.',
  'verdict-ui.why.no-group':
    '{scope, select, none {No group names this crawler and no “User-agent: *” group applies, so nothing restricts it.} other {No group names this crawler, so nothing restricts it.}}',
  'verdict-ui.why.read-as': 'read as “{token}”',
  'verdict-ui.line-chip': 'Line {line}',

  'verdict-ui.crawl-delay.heading': 'Crawl-delay',
  'verdict-ui.crawl-delay.show-line': 'Show this line',
  'verdict-ui.crawl-delay.for-group': '{seconds, number, ::.##} s for this crawler’s group.',
  'verdict-ui.crawl-delay.honoured': '{name} honours it: at most one request every {seconds, number, ::.##} s.',
  'verdict-ui.crawl-delay.honoured-capped': '{name} honours it, but counts it as {seconds, number, ::.##} s (its maximum).',
  'verdict-ui.crawl-delay.ignored': '{name} ignores Crawl-delay{ownRate, select, yes { (Google sets its own crawl rate)} other {}}.',
  'verdict-ui.crawl-delay.none-in-group': 'The group that applies has no Crawl-delay (other groups do).',
  'verdict-ui.crawl-delay.none-in-file': 'None in this file.',
  'verdict-ui.crawl-delay.would-honour': '{name} would honour one.',
  'verdict-ui.crawl-delay.would-ignore': '{name} would ignore one anyway.',

  'verdict-ui.status.redirect-refused': 'redirect not followed',
  'verdict-ui.status.no-answer': 'no answer',
  'verdict-ui.fetch.redirect-refused': 'Redirect not followed',
  'verdict-ui.status.network-error':
    'No answer: {error, select, timeout {timeout} dns {DNS} refused {connection refused} reset {connection reset} tls {TLS} other {network error}}',
  'verdict-ui.status.network-error-detail':
    'No answer: {error, select, timeout {timeout} dns {DNS} refused {connection refused} reset {connection reset} tls {TLS} other {network error}} ({detail})',
  'verdict-ui.refresh.fetched': 'fetched {age}',
  'verdict-ui.refresh.button': 'Refresh',
  'verdict-ui.refresh.busy': 'Refreshing…',
  'verdict-ui.refresh.tooltip': 'Fetch robots.txt again, bypassing every cache',
  'verdict-ui.refresh.failed': 'Refresh failed: {error}',

  'verdict-ui.fetch.heading': 'Fetch',
  'verdict-ui.fetch.requested': 'Requested',
  'verdict-ui.fetch.redirects': 'Redirects',
  'verdict-ui.fetch.redirects-to': 'redirects to',
  'verdict-ui.fetch.final-url': 'Final URL',
  'verdict-ui.fetch.none-answered': 'none answered',
  'verdict-ui.fetch.status': 'Status',
  'verdict-ui.fetch.content-type': 'Content type',
  'verdict-ui.fetch.not-given': 'not given',
  'verdict-ui.fetch.size': 'Size',
  'verdict-ui.fetch.size-or-more': '{size} or more',
  'verdict-ui.fetch.truncated': 'Truncated: only the first 500 KiB ({bytes, number} bytes) are read; the rest is ignored.',
  'verdict-ui.fetch.fetched': 'Fetched',
  'verdict-ui.fetch.fetched-at': '{age} ({date, date, medium}, {date, time, medium}), in {ms, number, ::integer} ms',
  'verdict-ui.fetch.cache': 'Cache',
  'verdict-ui.fetch.from-cache': 'Served from the extension’s cache; next refetch {until}.',
  'verdict-ui.fetch.for-popup': 'Fetched for this popup; next refetch {until}.',
  'verdict-ui.fetch.rules-from': 'Rules from',
  'verdict-ui.fetch.last-good': 'The last good copy, fetched {age}.',
  'verdict-ui.fetch.last-good-status': 'The last good copy, fetched {age} ({status}, {size}).',
  'verdict-ui.fetch.cookies': 'Cookies',
  'verdict-ui.fetch.cookies-sent': 'Sent (the option for staging sites is on). Real crawlers never send cookies.',
  'verdict-ui.fetch.cookies-not-sent': 'Not sent, like a real crawler.',
  'verdict-ui.fetch.headers': 'Response headers ({count, number})',

  'verdict-ui.notice.html.title': 'robots.txt is an HTML page',
  'verdict-ui.notice.html.text':
    'The server sent a web page instead of a plain-text robots.txt. Google still reads it line by line, but it is almost always a “not found” page answered with 200 or a bot challenge: check what the server sends to crawlers.',
  'verdict-ui.notice.empty.title': 'robots.txt is empty',
  'verdict-ui.notice.empty.text': 'The file has no rules at all, so every crawler may fetch every page.',
  'verdict-ui.notice.cookies.title': 'Fetched with your cookies',
  'verdict-ui.notice.cookies.text':
    'The option for staging sites behind a login is on, so this robots.txt was fetched with your browser’s cookies. Crawlers never send cookies: on a public site they may be served a different file.',

  'verdict-ui.page.not-applicable':
    'Robots Lens checks http and https pages. Open a web page and click the Robots Lens button again to see whether the crawler you choose may fetch it, and which robots.txt line decides.',
  'verdict-ui.page.load-error':
    'Nothing is known about this page’s robots.txt yet. The error above is about Robots Lens itself, not about the site.',
  'verdict-ui.page.no-page': 'Robots Lens could not find out which page this is.',
  'verdict-ui.page.try-again': 'Try again',
} as const satisfies CatalogOf<VerdictUiMessages>;
