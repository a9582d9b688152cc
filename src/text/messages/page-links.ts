/** The popup's "Links and resources" section and its setting on the options page. */
import type { NoParams, Site } from './index.ts';

/** A resource's kind as an ICU select value (core's ResourceKind; ICU selectors take no hyphen). */
export type ResourceKindArg = 'script' | 'stylesheet' | 'image' | 'font' | 'frame' | 'fetch' | 'other';

/** A crawler-related rel token of a link, as written in HTML. */
export type RelArg = 'nofollow' | 'ugc' | 'sponsored';

export interface PageLinksMessages {
  'page-links.title': NoParams;
  /** The button that opens the section (and starts the check). */
  'page-links.open': NoParams;
  'page-links.close': NoParams;
  /** Under the closed section: what opening it does (it fetches other sites' robots.txt). */
  'page-links.closed-hint': NoParams;
  'page-links.reading': NoParams;
  // Pages the extension may not read.
  'page-links.unavailable': NoParams;
  'page-links.unavailable.browser': NoParams;
  'page-links.unavailable.not-html': { type: Site };
  /** Robots Lens itself failed; `detail` is the browser's words. */
  'page-links.failed': { detail: Site };
  // The summary.
  'page-links.summary.links': { disallowed: number; total: number; crawler: string };
  'page-links.summary.no-links': NoParams;
  /** `list` is Intl.ListFormat over page-links.kind-count messages: "2 stylesheets and 1 script". */
  'page-links.summary.resources': { list: string };
  'page-links.summary.resources-allowed': { total: number };
  'page-links.summary.render': { crawler: string };
  'page-links.kind-count': { kind: ResourceKindArg; count: number };
  'page-links.progress': { done: number; total: number };
  'page-links.capped.links': { shown: number; total: number };
  'page-links.capped.resources': { shown: number; total: number };
  'page-links.filter.disallowed': NoParams;
  // One origin's group.
  'page-links.origin.rules': { status: number };
  'page-links.origin.last-good': NoParams;
  'page-links.origin.allow-all': { status: number };
  'page-links.origin.unreachable': { status: number };
  'page-links.origin.pending': NoParams;
  'page-links.origin.failed': NoParams;
  'page-links.origin.count': { disallowed: number; total: number };
  // One URL's row.
  'page-links.state.allowed': NoParams;
  'page-links.state.disallowed': NoParams;
  'page-links.state.unreachable': NoParams;
  'page-links.state.pending': NoParams;
  'page-links.state.failed': NoParams;
  // Origins on a private address, named by a public page (not fetched unless the person asks).
  'page-links.state.private': NoParams;
  'page-links.origin.private': NoParams;
  'page-links.private.hint': { count: number };
  'page-links.private.check': NoParams;
  'page-links.row.rule': { line: number; rule: Site };
  'page-links.row.line': { line: number };
  'page-links.kind.link': NoParams;
  'page-links.kind': { kind: ResourceKindArg };
  'page-links.rel.title': { rel: RelArg };
  'page-links.more-rows': { count: number };
  'page-links.more-groups': { count: number };
  // The options page.
  'page-links.options.heading': NoParams;
  'page-links.options.label': NoParams;
  'page-links.options.hint': NoParams;
  'page-links.options.saved-on': NoParams;
  'page-links.options.saved-off': NoParams;
  /** Distinct link URLs whose site's robots.txt is unreachable (shared/link-counts.ts, as the overlay's legend counts them). */
  'page-links.summary.links-for-now': { count: number };
  /** Resources the page loaded (and does not also link) whose site's robots.txt is unreachable. */
  'page-links.summary.resources-for-now': { count: number };

  /** Under the list: download it (every row, whatever the filter), or test its URLs in the workbench. */
  'page-links.export.csv': NoParams;
  'page-links.export.json': NoParams;
  'page-links.export.workbench': NoParams;
}
