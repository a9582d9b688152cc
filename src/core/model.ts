/**
 * The parsed robots.txt: what the line scanner saw, organised into groups.
 *
 * Parse once (`parseRobotsTxt`), then evaluate many URLs against it. Every
 * element keeps its 1-based line number in the original file so the popup can
 * highlight it and the explainer can quote it.
 *
 * Strings named `...Bytes` or `escaped` are *byte strings*: one char per byte
 * of the file (char codes 0–255). Matching is done on bytes, as Google does;
 * the display forms (`value`, `pattern`) are the same bytes decoded as UTF-8.
 */

import type { ManagedBlock, PreferenceLine } from './content-preferences.ts';

export interface UserAgentLine {
  line: number;
  /** The value as written (trimmed, comment removed), decoded for display. */
  value: string;
  /**
   * Google's reading of the value: the leading run of [A-Za-z_-], lower-cased.
   * Empty when the value starts with anything else (e.g. `*foo`, `12bot`).
   * For the global `*` line this is `*`.
   */
  token: string;
  /** `*` alone, or `*` followed by whitespace and anything. */
  global: boolean;
}

export type RuleKind = 'allow' | 'disallow';

export interface RuleLine {
  kind: RuleKind;
  line: number;
  /** The pattern as written (trimmed, comment removed), decoded for display. */
  pattern: string;
  /** The pattern as matched: bytes >= 0x80 and `%xx` escapes normalised (always ASCII). */
  escaped: string;
  /** Index into `RobotsTxt.groups`, or -1 for a rule before any user-agent line. */
  groupIndex: number;
}

export interface CrawlDelayLine {
  line: number;
  /** As written. */
  value: string;
  /** Parsed seconds, or null when the value is not a non-negative number. */
  seconds: number | null;
}

export interface Group {
  index: number;
  userAgents: UserAgentLine[];
  rules: RuleLine[];
  crawlDelays: CrawlDelayLine[];
  /** True when one of the user-agent lines is the global `*`. */
  hasGlobal: boolean;
  /** Content-Signal and Content-Usage lines standing in the group (they never change a verdict). */
  preferences: PreferenceLine[];
}

export interface SitemapLine {
  line: number;
  url: string;
}

/** Lines Google ignores but that mean something to someone (crawl-delay, host, …) or nothing at all. */
export interface OtherFieldLine {
  line: number;
  /** The key as written. */
  key: string;
  value: string;
  /** Lower-cased canonical name when it is a field known to other crawlers, else null. */
  known: string | null;
  /** Group the line sits in (-1 before any user-agent line). */
  groupIndex: number;
}

export type BomKind = 'none' | 'full' | 'partial';

export interface RobotsTxt {
  /** Groups as Google forms them: only an allow/disallow line ends a run of user-agent lines. */
  groups: Group[];
  /**
   * Groups as Coc Coc forms them, where every directive other than user-agent and
   * sitemap (e.g. a crawl-delay) ends a run of user-agent lines, as in Coc
   * Coc's own crawl-delay example. Rules are shared with `groups`.
   */
  cocCocGroups: Group[];
  /** Allow/disallow lines before the first user-agent line (Google ignores them; Coc Coc applies them to all). */
  rulesBeforeAnyUserAgent: RuleLine[];
  sitemaps: SitemapLine[];
  otherFields: OtherFieldLine[];
  /** Number of lines as Google counts them (a trailing newline adds no rule line). */
  lineCount: number;
  /** Bytes parsed (after any truncation done by the caller). */
  byteLength: number;
  bom: BomKind;
  /** Lines longer than Google's 16,663-byte line buffer; only their start was read. */
  cutLines: number[];
  /** Lines whose content was ended early by a NUL byte. */
  nulLines: number[];
  /** Lines accepted without a colon (`Disallow /x`). */
  missingColonLines: number[];
  /** Lines whose key was an accepted typo (`useragent`, `disalow`, …). */
  typoLines: { line: number; key: string; readAs: 'user-agent' | 'disallow' | 'sitemap' }[];
  /** Lines that were not blank or comments and that Google could not read as `key: value`. */
  unparsedLines: number[];
  /** Every Content-Signal and Content-Usage line, in file order, in a group or not. */
  preferences: PreferenceLine[];
  /** Blocks of lines a CDN wrote into the file (Cloudflare's managed robots.txt). */
  managedBlocks: ManagedBlock[];
}
