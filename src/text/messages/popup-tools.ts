/** The popup's tools: the path box (another path or URL of this site), the copy buttons and the way to the options page. */
import type { NoParams, Site } from './index.ts';

/** The verdict as a report words it. */
export type ReportVerdict = 'allowed' | 'disallowed';

/** What was just put on the clipboard (ICU selectors take no hyphen). */
export type CopiedWhat = 'report' | 'markdown' | 'rule' | 'robots_url';

export interface PopupToolsMessages {
  /** The path box's label. */
  'popup-tools.path.label': NoParams;
  /** Puts the page's own address back in the box. */
  'popup-tools.path.back': NoParams;
  /** Under the box: the part of the typed URL the rules are matched against (core's reading, percent-encoded). */
  'popup-tools.path.matched': { path: Site };

  /** The verdict banner's title while the box names no URL of this site… */
  'popup-tools.unchecked.title': NoParams;
  /** …and why, one sentence per case. */
  'popup-tools.unchecked.empty': NoParams;
  /** Neither a path from "/" nor a whole URL (`private/page`, `example.com/page`). */
  'popup-tools.unchecked.relative': NoParams;
  /** A scheme with no robots.txt, as typed (`javascript:`, `mailto:`). */
  'popup-tools.unchecked.not-web': { scheme: Site };
  'popup-tools.unchecked.invalid': NoParams;

  /** The copy buttons, and what they say once done. */
  'popup-tools.copy.report': NoParams;
  'popup-tools.copy.rule': NoParams;
  'popup-tools.copy.robots-url': NoParams;
  'popup-tools.copy.copied': { what: CopiedWhat };
  'popup-tools.copy.failed': NoParams;

  /**
   * The one-line report that "Copy report" puts on the clipboard: the URL checked, the crawler, the
   * verdict and what decided it. The URL, the crawler's name and the rule stay exactly as they are.
   */
  'popup-tools.report.rule': { url: Site; crawler: Site; verdict: ReportVerdict; line: number; rule: Site };
  /** An empty rule matched (priority 0): Google names its line, but it decides nothing. */
  'popup-tools.report.empty-rule': { url: Site; crawler: Site; line: number; rule: Site };
  'popup-tools.report.no-rule': { url: Site; crawler: Site };
  /** The fetch outcome decided without any line; `outcome` is its short title ("robots.txt answered 503"). */
  'popup-tools.report.outcome': { url: Site; crawler: Site; verdict: ReportVerdict; outcome: string };

  /** The gear button's accessible name and tooltip. */
  'popup-tools.options.open': NoParams;
  /** The workbench button's accessible name and tooltip (the workbench's own words are its subject, never in the popup). */
  'popup-tools.workbench.open': NoParams;

  /**
   * A URL of another origin in the path box: its own robots.txt decides it, fetched when the person asks.
   * `other`: that origin; `robots`: its robots.txt URL; `error`: the browser's or worker's own words.
   */
  'popup-tools.other.ask': { other: Site };
  'popup-tools.other.fetch': NoParams;
  'popup-tools.other.loading': { other: Site };
  'popup-tools.other.failed': { other: Site; error: Site };
  /** Under the box, once read: which file decided, and the part of the URL matched. */
  'popup-tools.other.matched': { robots: Site; path: Site };
}
