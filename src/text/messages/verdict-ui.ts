/**
 * The words of the panels that show a verdict (src/ui/: the verdict banner,
 * the why panel, the refresh bar, the fetch facts, the crawl-delay panel, the
 * record notices; src/pages/popup/page-state.tsx).
 */
import type { NoParams, Site } from './index.ts';

export interface VerdictUiMessages {
  'verdict-ui.banner.checking': NoParams;
  'verdict-ui.banner.reading': NoParams;
  'verdict-ui.banner.reading-slow': NoParams;
  'verdict-ui.banner.not-applicable': NoParams;
  'verdict-ui.banner.no-robots-tag': NoParams;
  'verdict-ui.banner.could-not-check': NoParams;
  'verdict-ui.banner.could-not-evaluate': NoParams;
  /** `detail`: the runtime's own words for what failed. */
  'verdict-ui.banner.could-not-evaluate-detail': { detail: Site };
  'verdict-ui.banner.title': { state: 'allowed' | 'disallowed' };
  'verdict-ui.banner.subject': { crawler: string };
  'verdict-ui.banner.for-now': NoParams;

  'verdict-ui.why.heading': NoParams;
  'verdict-ui.why.robots-itself': NoParams;
  'verdict-ui.why.other-matches': NoParams;
  'verdict-ui.why.deciding-line': NoParams;
  'verdict-ui.why.matching-line': NoParams;
  'verdict-ui.why.show-line': NoParams;
  'verdict-ui.why.empty-rule': NoParams;
  /** `scope` none: no `*` group applies either. */
  'verdict-ui.why.no-group': { scope: 'none' | 'other' };
  'verdict-ui.why.read-as': { token: Site };
  'verdict-ui.line-chip': { line: number };

  'verdict-ui.crawl-delay.heading': NoParams;
  'verdict-ui.crawl-delay.show-line': NoParams;
  'verdict-ui.crawl-delay.for-group': { seconds: number };
  'verdict-ui.crawl-delay.honoured': { name: string; seconds: number };
  'verdict-ui.crawl-delay.honoured-capped': { name: string; seconds: number };
  /** `ownRate`: a Google crawler, which sets its own crawl rate. */
  'verdict-ui.crawl-delay.ignored': { name: string; ownRate: 'yes' | 'no' };
  'verdict-ui.crawl-delay.none-in-group': NoParams;
  'verdict-ui.crawl-delay.none-in-file': NoParams;
  'verdict-ui.crawl-delay.would-honour': { name: string };
  'verdict-ui.crawl-delay.would-ignore': { name: string };

  'verdict-ui.status.redirect-refused': NoParams;
  'verdict-ui.fetch.redirect-refused': NoParams;
  'verdict-ui.status.no-answer': NoParams;
  /** `error`: the kind of network failure; `detail`, when there is one, the browser's own name for it. */
  'verdict-ui.status.network-error': { error: string };
  'verdict-ui.status.network-error-detail': { error: string; detail: Site };
  'verdict-ui.refresh.fetched': { age: string };
  'verdict-ui.refresh.button': NoParams;
  'verdict-ui.refresh.busy': NoParams;
  'verdict-ui.refresh.tooltip': NoParams;
  'verdict-ui.refresh.failed': { error: Site };

  'verdict-ui.fetch.heading': NoParams;
  'verdict-ui.fetch.requested': NoParams;
  'verdict-ui.fetch.redirects': NoParams;
  'verdict-ui.fetch.redirects-to': NoParams;
  'verdict-ui.fetch.final-url': NoParams;
  'verdict-ui.fetch.none-answered': NoParams;
  'verdict-ui.fetch.status': NoParams;
  'verdict-ui.fetch.content-type': NoParams;
  'verdict-ui.fetch.not-given': NoParams;
  'verdict-ui.fetch.size': NoParams;
  'verdict-ui.fetch.size-or-more': { size: string };
  'verdict-ui.fetch.truncated': { bytes: number };
  'verdict-ui.fetch.fetched': NoParams;
  /** `date`: epoch ms; `ms`: how long the fetch took. */
  'verdict-ui.fetch.fetched-at': { age: string; date: number; ms: number };
  'verdict-ui.fetch.cache': NoParams;
  'verdict-ui.fetch.from-cache': { until: string };
  'verdict-ui.fetch.for-popup': { until: string };
  'verdict-ui.fetch.rules-from': NoParams;
  'verdict-ui.fetch.last-good': { age: string };
  /** `status`: the status code with its reason phrase ("200 OK"). */
  'verdict-ui.fetch.last-good-status': { age: string; status: string; size: string };
  'verdict-ui.fetch.cookies': NoParams;
  'verdict-ui.fetch.cookies-sent': NoParams;
  'verdict-ui.fetch.cookies-not-sent': NoParams;
  'verdict-ui.fetch.headers': { count: number };

  'verdict-ui.notice.html.title': NoParams;
  'verdict-ui.notice.html.text': NoParams;
  'verdict-ui.notice.empty.title': NoParams;
  'verdict-ui.notice.empty.text': NoParams;
  'verdict-ui.notice.cookies.title': NoParams;
  'verdict-ui.notice.cookies.text': NoParams;

  'verdict-ui.page.not-applicable': NoParams;
  'verdict-ui.page.load-error': NoParams;
  'verdict-ui.page.no-page': NoParams;
  'verdict-ui.page.try-again': NoParams;
}
