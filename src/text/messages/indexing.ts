/** The popup's "Indexing" section (src/pages/popup/indexing/indexing-section.tsx): may the crawler index the page, and what says so. */
import type { Site, SiteList } from './index.ts';

type Reason = 'noindex' | 'none' | 'unavailable_after';

/** A length limit as the directive gives it: -1 for none (unlimited), 0, or a number (some). */
export type LengthLimit = 'unlimited' | 'zero' | 'some';

export interface IndexingMessages {
  'indexing.heading': Record<string, never>;
  'indexing.loading': Record<string, never>;
  'indexing.not-available': Record<string, never>;
  'indexing.failed': Record<string, never>;
  'indexing.state.indexable': { crawler: string };
  'indexing.state.not-indexable': { crawler: string };
  'indexing.state.unknown': { crawler: string };
  /** One rule that keeps the page out of the index; `value` is the header value (site text); `date` the unavailable_after instant (epoch ms; 0 for other reasons). */
  'indexing.blocker.header': { reason: Reason; value: Site; date: number };
  /** The same from a meta tag: `name` is the tag's name, `value` its content (both site text). */
  'indexing.blocker.meta': { reason: Reason; name: Site; value: Site; date: number };
  'indexing.nofollow': Record<string, never>;
  'indexing.sources.heading': Record<string, never>;
  /** `scope`: the rules name no crawler (all), the chosen crawler (mine), or another one (other); `name` the crawler named (site text). */
  'indexing.source.header': { scope: 'all' | 'mine' | 'other'; name: Site };
  'indexing.source.meta': { scope: 'all' | 'mine' | 'other'; name: Site };
  'indexing.limits.heading': Record<string, never>;
  'indexing.limit.nosnippet': Record<string, never>;
  /** `limit`: no limit (max-snippet:-1), none at all (0), or at most `chars`. */
  'indexing.limit.max-snippet': { limit: LengthLimit; chars: number };
  'indexing.limit.max-image-preview': { size: 'none' | 'standard' | 'large' };
  /** `limit`: no limit (max-video-preview:-1), a still image only (0), or at most `seconds`. */
  'indexing.limit.max-video-preview': { limit: LengthLimit; seconds: number };
  'indexing.limit.noimageindex': Record<string, never>;
  'indexing.limit.notranslate': Record<string, never>;
  'indexing.limit.indexifembedded': Record<string, never>;
  /** `date`: the instant (epoch ms), shown in the reader's time zone. */
  'indexing.limit.unavailable-after': { date: number };
  'indexing.unknown-values': { values: SiteList };
  'indexing.invalid-values': { values: SiteList };
  'indexing.other-crawlers': { crawler: string; names: SiteList };
  'indexing.canonical.heading': Record<string, never>;
  'indexing.canonical.none': Record<string, never>;
  'indexing.canonical.self': Record<string, never>;
  'indexing.canonical.other': { url: Site };
  'indexing.canonical.disagree': { count: number; urls: SiteList };
  'indexing.canonical.invalid': { targets: SiteList };
  /** Canonicals on other sites whose robots.txt was not read: whether they are disallowed is not known yet. */
  'indexing.canonical.unchecked': { count: number; urls: SiteList };
  /** The button that reads those sites' robots.txt (a request to each). */
  'indexing.canonical.check': Record<string, never>;
  'indexing.canonical.checking': Record<string, never>;
  'indexing.conflict.disallowed-and-noindex': { crawler: string };
  'indexing.conflict.canonical-disallowed': { crawler: string; url: Site; line: number };
  'indexing.conflict.noindex-with-canonical-elsewhere': { url: Site };
  'indexing.conflict.header-meta-disagree': { about: 'index' | 'follow' };
  'indexing.headers-not-seen': Record<string, never>;
  'indexing.capped': Record<string, never>;
  /** Why the headers are not known, as the worker saw it (HeadersMissing); 'indexing.headers-not-seen' when no reason was seen. */
  'indexing.headers-not-seen.push-state': Record<string, never>;
  'indexing.headers-not-seen.back-forward-cache': Record<string, never>;
  'indexing.headers-not-seen.before-start': Record<string, never>;
  'indexing.headers-not-seen.prerender': Record<string, never>;
  'indexing.headers-not-seen.too-large': Record<string, never>;
  /** The headers shown come from the worker's second request for the page (headers-again.ts). */
  'indexing.headers-second-request': Record<string, never>;
  /** No blocker read, but `count` signals past the caps were not: the answer is incomplete, never 'indexable'. */
  'indexing.state.incomplete': { crawler: string; count: number };

  /**
   * The main document's own HTTP answer (core/indexing/page-answer.ts), one line at the top of the section.
   * `status`: the HTTP status; `from`: the address first asked for; `target`: where the redirects led;
   * `error`: the browser's own error words.
   */
  'indexing.answer.considered': { status: number };
  'indexing.answer.redirected': { status: number; target: Site; from: Site };
  /** The redirect's target is on another site: that site's robots.txt verdict for it (the one the popup shows). */
  'indexing.answer.target-robots': { verdict: 'allowed' | 'disallowed'; crawler: Site };
  'indexing.answer.redirect': { status: number; target: Site };
  'indexing.answer.redirect-nowhere': { status: number };
  'indexing.answer.not-indexable': { status: number };
  'indexing.answer.unavailable': { status: number };
  'indexing.answer.too-many-redirects': { count: number };
  'indexing.answer.network-error': { error: Site };
  /** Not seen, and why: `history` a script changed the address; `elsewhere` the last load answered another address; `loading` it has not ended; `none` no load seen. */
  'indexing.answer.not-seen': { reason: 'history' | 'elsewhere' | 'loading' | 'none' };
}
