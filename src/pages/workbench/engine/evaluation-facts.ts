/**
 * The facts the workbench's parts hand each other: the URLs under test going
 * in, the verdicts under the live file and the draft coming out. The engine
 * (engine/, in a Web Worker) fills them, the results table and the matrix
 * (results/) render them, the page (app.tsx, store.ts) wires the two.
 *
 * Verdicts travel as typed arrays, one slot per URL, so 100,000 URLs × a
 * crawler cost two small buffers that move between threads without copying.
 */
import type { CrawlerGroup } from '../../../core/index.ts';

/**
 * A verdict in one byte: the three states of VerdictState, in this order,
 * then 'other_site': a URL of another origin, which this site's files do not
 * govern, is not judged by them (never given this site's verdict).
 */
export const VERDICT_CODES = ['allowed', 'disallowed', 'unreachable', 'other_site'] as const;
export type VerdictCode = 0 | 1 | 2 | 3;
/** The code of a URL of another site: not judged by this site's files. */
export const OTHER_SITE: VerdictCode = 3;

/** One URL under test, after the input was read (urls/ produces these). */
export interface TestUrl {
  /** Absolute URL (paths were resolved against the workbench's origin). */
  url: string;
  /** Where it came from: 'list' (typed, pasted, dropped, CSV) or the sitemap's URL. */
  source: string;
  /** True when a sitemap lists it too, though an earlier source (the list, the CSV) gave it first: it counts among the sitemap's URLs. */
  inSitemap?: boolean;
  /** True when its origin is not the workbench's: flagged, and not judged by this site's files (verdict 'other_site'). */
  otherOrigin: boolean;
}

/** One file's reading for every URL, slot i for URL i. */
export interface ReadingColumn {
  /** VerdictCode per URL. */
  states: Uint8Array;
  /** The deciding line per URL (Google's matching_line), 0 when no line decided. */
  lines: Uint32Array;
}

/**
 * A stated preference for what the crawler is for, in one byte per URL
 * (core's useSummary): not stated, allowed, or refused.
 */
export const USE_CODES = ['not-stated', 'allows', 'refuses'] as const;
export type UseCode = 0 | 1 | 2;

/** One crawler's verdicts under both files. */
export interface CrawlerColumn {
  profileId: string;
  group: CrawlerGroup;
  live: ReadingColumn;
  draft: ReadingColumn;
  /** UseCode per URL under each file; the engine always fills it (a column made elsewhere may leave it out: nothing stated). */
  use?: { live: Uint8Array; draft: Uint8Array };
}

/** A finished evaluation of the current URLs for the requested crawlers. */
export interface Evaluation {
  /** The draft revision it was computed for (the page drops answers older than what it shows). */
  revision: number;
  /** How many URLs (the length of every column). */
  urlCount: number;
  columns: CrawlerColumn[];
  /** Engine time in ms, parse and index included (reported by the e2e run). */
  engineMs: number;
}

/** What one crawler's column says, counted (the page puts these into words). */
export interface ColumnCounts {
  profileId: string;
  live: { allowed: number; disallowed: number; unreachable: number; otherSite: number };
  draft: { allowed: number; disallowed: number; unreachable: number; otherSite: number };
  /** URLs allowed live and disallowed by the draft, and the reverse. */
  newlyDisallowed: number;
  newlyAllowed: number;
  /** URLs whose verdict or deciding line differs. */
  changed: number;
}

/** One row as exported (CSV, JSON) and copied. */
export interface ExportRow {
  url: string;
  crawler: string;
  liveVerdict: (typeof VERDICT_CODES)[number];
  liveLine: number;
  draftVerdict: (typeof VERDICT_CODES)[number];
  draftLine: number;
  /** The stated preference for the crawler's purpose under each file. */
  liveUse: (typeof USE_CODES)[number];
  draftUse: (typeof USE_CODES)[number];
  /** The flags the table shows: the draft gives another verdict or another deciding rule; the URL is of another site. */
  changed: boolean;
  otherSite: boolean;
}
