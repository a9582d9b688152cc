/** What an HTTP outcome means, the last-good-copy note and the outage notice (src/text/outcome-text.ts). */
import type { NetworkErrorKind } from '../../core/fetch-outcome.ts';
import type { NoParams, Site } from './index.ts';

/** core's HostClass as an ICU select value (ICU selectors take no hyphen). */
export type HostClassArg = 'public' | 'loopback' | 'private' | 'link_local' | 'unspecified' | 'single_label';

export interface OutcomeMessages {
  // What an HTTP outcome means (core's OutcomeReason), as a short title…
  'outcome.title.answered': { status: number };
  'outcome.title.unusable-redirect': { status: number };
  'outcome.title.unexpected-status': { status: number };
  'outcome.title.too-many-redirects': { limit: number };
  'outcome.title.network-error.google': { error: NetworkErrorKind };
  'outcome.title.network-error.coccoc': { error: NetworkErrorKind };
  /** `scheme` is `file:`, `data:`…, or `none` when the target is unknown. */
  'outcome.title.redirect-refused.scheme': { scheme: string };
  'outcome.title.redirect-refused.private-host': { targetClass: HostClassArg };
  'outcome.title.redirect-refused.private-address': { targetClass: HostClassArg };
  'outcome.title.redirect-refused.private-address-at': { targetClass: HostClassArg; address: Site };
  'outcome.title.redirect-refused.hidden-location': NoParams;
  'outcome.title.long-outage': { days: number };
  /** A title with the browser's own error name after it. */
  'outcome.title.with-detail': { title: string; detail: Site };
  // …and as the sentence that says what the crawler does and why.
  'outcome.message.parsed': { status: number };
  'outcome.message.client-error': { status: number };
  'outcome.message.server-error': { status: number };
  'outcome.message.unusable-redirect': { status: number };
  'outcome.message.unexpected-status': { status: number };
  'outcome.message.not-ok': { status: number };
  'outcome.message.too-many-redirects.google': { redirects: number; limit: number };
  'outcome.message.too-many-redirects.coccoc': { redirects: number; limit: number };
  'outcome.message.network-error.google': { error: NetworkErrorKind };
  'outcome.message.network-error.coccoc': { error: NetworkErrorKind };
  'outcome.message.long-outage': { days: number };
  /** Why a redirect was refused: one sentence per reason, then the engine's meaning. */
  'outcome.why.redirect-refused.scheme': { target: Site };
  'outcome.why.redirect-refused.scheme-unknown': NoParams;
  'outcome.why.redirect-refused.private-host': { target: Site; targetClass: HostClassArg };
  'outcome.why.redirect-refused.private-address': { target: Site; targetClass: HostClassArg };
  'outcome.why.redirect-refused.private-address-at': { target: Site; targetClass: HostClassArg; address: Site };
  'outcome.why.redirect-refused.hidden-location': NoParams;
  'outcome.meaning.redirect-refused.google': NoParams;
  'outcome.meaning.redirect-refused.coccoc': NoParams;

  /** A last good copy stands in for a failed fetch (RecordVerdict.note); the ages are formatAge's words. */
  'note.last-good-copy': { outcome: string; failedAgo: string; copyAgo: string };

  'badge.decided-by-outcome': { verdict: 'allowed' | 'disallowed'; outcome: string };

  /** Google's 30-day rule: when the run of failures began (epoch ms), whole days since, and whether to show the year. */
  'popup.notice.outage.title': { since: number; days: number; withYear: 'yes' | 'no' };
  'popup.notice.outage.counting': { limit: number };
  'popup.notice.outage.cached-copy': { limit: number };
  'popup.notice.outage.no-copy': { limit: number };
  'popup.notice.outage.coccoc': NoParams;
  'popup.notice.server-error.title': { status: string };
  'popup.notice.client-error.title': { status: string };
  /** No line decided; the verdict banner says what the outcome means, so this does not repeat it. */
  'popup.why.outcome-decided': NoParams;
  'popup.file.no-file': { outcome: string };
}
