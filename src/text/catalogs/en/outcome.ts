/** English, the reference catalog: every other locale's arguments must match these (test/text/catalogs.test.ts). */
import type { CatalogOf } from '../../messages/index.ts';
import type { OutcomeMessages } from '../../messages/outcome.ts';

const HOST_CLASS =
  '{targetClass, select, public {a public host} loopback {this computer (a loopback address)} private {a private network address} ' +
  'link_local {a link-local address} unspecified {an unspecified address (0.0.0.0)} single_label {an intranet name without a dot} other {another host}}';

const SERVER =
  'The server {error, select, timeout {did not answer in time} dns {could not be found (DNS)} refused {refused the connection} reset {reset the connection} tls {failed the secure (TLS) handshake} other {could not be reached}}';
const THE_SERVER = SERVER.replace('The server', 'the server');

export default {
  'outcome.title.answered': 'robots.txt answered {status, number, ::integer group-off}',
  'outcome.title.unusable-redirect': 'robots.txt answered {status, number, ::integer group-off} without a usable redirect',
  'outcome.title.unexpected-status': 'robots.txt answered an unexpected status {status, number, ::integer group-off}',
  'outcome.title.too-many-redirects': 'robots.txt redirected more than {limit, plural, one {# time} other {# times}}',
  'outcome.title.network-error.google': `robots.txt unreachable: ${THE_SERVER}`,
  'outcome.title.network-error.coccoc': `site unavailable: ${THE_SERVER}`,
  'outcome.title.redirect-refused.scheme':
    'robots.txt redirect not followed: it points to {scheme, select, none {an address that is not http(s)} other {a {scheme} address}}',
  'outcome.title.redirect-refused.private-host': `robots.txt redirect not followed: a public site points to ${HOST_CLASS}`,
  'outcome.title.redirect-refused.private-address': `robots.txt redirect not followed: its host answered from ${HOST_CLASS}`,
  'outcome.title.redirect-refused.private-address-at': `robots.txt redirect not followed: its host answered from ${HOST_CLASS} ({address})`,
  'outcome.title.redirect-refused.hidden-location': 'robots.txt redirect not followed: the browser did not say where it points',
  'outcome.title.long-outage': 'robots.txt unreachable for more than {days, plural, one {# day} other {# days}}',
  'outcome.title.with-detail': '{title} ({detail})',

  'outcome.message.parsed': 'robots.txt answered {status, number, ::integer group-off}; its rules apply.',
  'outcome.message.client-error':
    'robots.txt answered {status, number, ::integer group-off}: Google takes that as “no robots.txt”, so everything is allowed.',
  'outcome.message.server-error':
    'robots.txt answered {status, number, ::integer group-off}: Google treats the whole site as disallowed for now (a cached copy from the last 24 hours may be used instead).',
  'outcome.message.unusable-redirect':
    'robots.txt answered {status, number, ::integer group-off} and the redirect could not be followed: Google treats that like a missing robots.txt, so everything is allowed.',
  'outcome.message.unexpected-status':
    'robots.txt answered the unexpected status {status, number, ::integer group-off}: Google treats it like a server error, so the whole site is disallowed for now.',
  'outcome.message.not-ok':
    'robots.txt answered {status, number, ::integer group-off}: Coc Coc reads only a 200 answer and otherwise assumes no restrictions, so everything is allowed.',
  'outcome.message.too-many-redirects.google':
    'robots.txt redirected {redirects, plural, one {# time} other {# times}}; Google follows at most {limit, plural, one {# hop} other {# hops}} and then treats robots.txt as missing (404): everything is allowed.',
  'outcome.message.too-many-redirects.coccoc':
    'robots.txt redirected {redirects, plural, one {# time} other {# times}}; Coc Coc follows at most {limit, plural, one {# hop} other {# hops}} and otherwise assumes no restrictions: everything is allowed.',
  'outcome.message.network-error.google': `${SERVER} when asked for robots.txt. Google treats an unreachable robots.txt like a server error: the whole site is disallowed for now (a cached copy from the last 24 hours may be used instead).`,
  'outcome.message.network-error.coccoc': `${SERVER} when asked for robots.txt. Coc Coc considers the site unavailable and pauses crawling it for a while.`,
  'outcome.message.long-outage':
    'robots.txt has been unreachable for more than {days, plural, one {# day} other {# days}} and no copy of it was cached: Google then assumes there are no restrictions, so everything is allowed.',
  'outcome.why.redirect-refused.scheme':
    'robots.txt redirects to {target}, which is not an http(s) address, so Robots Lens does not follow it.',
  'outcome.why.redirect-refused.scheme-unknown':
    'robots.txt redirects to an address that is not http(s), so Robots Lens does not follow it.',
  'outcome.why.redirect-refused.private-host': `A public site’s redirect points to {target}, ${HOST_CLASS}. Robots Lens does not follow it: a site could use it to make your browser call services on your computer or network.`,
  'outcome.why.redirect-refused.private-address': `The redirect to {target} was answered from ${HOST_CLASS}, although its name looks public (DNS rebinding). Robots Lens does not use that answer.`,
  'outcome.why.redirect-refused.private-address-at': `The redirect to {target} was answered from {address}, ${HOST_CLASS}, although its name looks public (DNS rebinding). Robots Lens does not use that answer.`,
  'outcome.why.redirect-refused.hidden-location':
    'robots.txt redirects, but the browser did not say where to, so Robots Lens cannot check the target and does not follow it.',
  'outcome.meaning.redirect-refused.google':
    'Read like a robots.txt that cannot be fetched: Google treats the whole site as disallowed for now (a cached copy from the last 24 hours may be used instead).',
  'outcome.meaning.redirect-refused.coccoc':
    'Read like a robots.txt that cannot be fetched: Coc Coc considers the site unavailable and pauses crawling it for a while.',

  'note.last-good-copy':
    '{outcome} ({failedAgo}). Google keeps using its last good copy meanwhile: this verdict comes from the copy fetched {copyAgo}.',

  'badge.decided-by-outcome': '{verdict, select, allowed {allowed} other {disallowed}} — {outcome}',

  'popup.notice.outage.title':
    '{days, plural, =0 {Failing since today} other {Failing since {withYear, select, yes {{since, date, ::yMMMd}} other {{since, date, ::MMMd}}}, {days, plural, one {# day} other {# days}}}}',
  'popup.notice.outage.counting':
    'robots.txt has failed at every fetch since then. After {limit, number} days of this, Google uses its last cached copy, or assumes no restrictions when it has none.',
  'popup.notice.outage.cached-copy': 'Unreachable for more than {limit, number} days: Google uses its last cached copy of robots.txt.',
  'popup.notice.outage.no-copy':
    'Unreachable for more than {limit, number} days with no cached copy: Google assumes there are no restrictions.',
  'popup.notice.outage.coccoc': 'Coc Coc keeps the site paused while robots.txt cannot be reached.',
  'popup.notice.server-error.title': 'Server error: robots.txt answered {status}',
  'popup.notice.client-error.title': 'No robots.txt: it answered {status}',
  'popup.why.outcome-decided': 'No line of robots.txt decided this verdict: the result of requesting the file did.',
  'popup.file.no-file': 'No file to show: {outcome}.',
} as const satisfies CatalogOf<OutcomeMessages>;
