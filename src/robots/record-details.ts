/**
 * What the popup shows below its verdict, answered by the worker from the
 * model it parsed once per fetched body: the explanation for one URL and one
 * crawler (the why panel, the highlight, the AI-use reading), the file as
 * lines with its findings (the file view, find, copy, diagnostics, sitemaps),
 * every crawler's cell of the matrix and the decisions for the page's
 * same-site canonicals. Plain data, so the popup never parses robots.txt.
 */
import {
  displayLines,
  isBlankBody,
  lintRobotsTxt,
  looksLikeHtml,
  statedPreferences,
  type CrawlerProfile,
  type Diagnostic,
  type ManagedBlock,
  type SitemapLine,
  type UseReading,
  type UserAgentLine,
  type RobotsTxt,
} from '../core/index.ts';
import { matrixCell, type MatrixCell } from './crawler-matrix.ts';
import { verdictFacts, type VerdictView } from './record-view.ts';
import type { FetchSnapshot, RobotsRecord } from './robots-record.ts';
import { type ParsedModels, parsedSnapshot, settleVerdict, verdictForRecord, type VerdictState } from './verdict-for-record.ts';

/**
 * The most matching rules an explanation lists (the why panel shows them in
 * steps; the count stays exact): a 42,000-line `Disallow: /` file matches
 * 42,000 times, and sorting them all cost seconds.
 */
export const MAX_EXPLAINED_MATCHES = 1_000;

/** The most user-agent lines of the applied groups an explanation quotes (the why panel shows them in steps). */
export const MAX_EXPLAINED_USER_AGENTS = 1_000;

/** The verdict for one URL and one crawler, explained. */
export interface Explanation extends VerdictView {
  /** Which copy's file the verdict was read from (a FileView's `id`); null when the fetch outcome decided without one. */
  fileId: string | null;
  /** Every line of the groups that applied: user-agent lines, rules, crawl-delays, other fields. */
  groupLines: number[];
  /** The first MAX_EXPLAINED_USER_AGENTS user-agent lines of the applied groups, as read. */
  userAgents: UserAgentLine[];
  /** The stated AI-use preferences for the URL and crawler (with the page's Content-Usage header when given); null without a file. */
  aiUse: UseReading | null;
}

/** One copy's file as the popup shows it: its lines, what the linter says, what it lists. */
export interface FileView {
  id: string;
  /** Bytes kept (at most 500 KiB). */
  bytes: number;
  /** The lines for display (index 0 = line 1). */
  lines: string[];
  diagnostics: Diagnostic[];
  sitemaps: SitemapLine[];
  managedBlocks: ManagedBlock[];
  /** The body looks like an HTML page (a server's error page answered with 200). */
  htmlLike: boolean;
  /** The body holds nothing but whitespace. */
  blank: boolean;
  /** Some group of the file sets a crawl-delay. */
  crawlDelayInFile: boolean;
}

/** A URL's decision on the record: state and deciding line. */
export interface RecordDecision {
  url: string;
  state: VerdictState;
  line: number;
}

/** Names one copy of a record's file. */
export function fileIdOf(snapshot: FetchSnapshot): string {
  return `${snapshot.facts.robotsUrl} ${snapshot.facts.fetchedAt}`;
}

export function explain(
  record: RobotsRecord,
  url: string,
  profile: CrawlerProfile,
  now: number,
  options: { header?: string | null; models?: ParsedModels } = {},
): Explanation {
  const r = verdictForRecord(record, url, profile, now, { diagnostics: false, maxMatches: MAX_EXPLAINED_MATCHES, models: options.models });
  const facts = verdictFacts(r, url, profile.id);
  const model = r.model;
  const groupLines = new Set<number>();
  const userAgents: UserAgentLine[] = [];
  if (model) {
    const applied = new Set(r.verdict.groups.map((g) => g.index));
    const uaGroups = r.verdict.engine === 'coccoc' ? model.cocCocGroups : model.groups;
    for (const g of r.verdict.groups) {
      for (const line of g.userAgentLines) groupLines.add(line);
      const group = model.groups[g.index];
      if (group) {
        for (const ua of group.userAgents) groupLines.add(ua.line);
        for (const rule of group.rules) groupLines.add(rule.line);
        for (const cd of group.crawlDelays) groupLines.add(cd.line);
      }
      const uaGroup = uaGroups[g.index];
      for (let i = 0; i < g.userAgentLines.length && userAgents.length < MAX_EXPLAINED_USER_AGENTS; i++) {
        const ua = uaGroup?.userAgents[i];
        if (ua) userAgents.push(ua);
      }
    }
    for (const field of model.otherFields) if (applied.has(field.groupIndex)) groupLines.add(field.line);
  }
  return {
    ...facts,
    fileId: r.snapshot && model ? fileIdOf(r.snapshot) : null,
    groupLines: [...groupLines].sort((a, b) => a - b),
    userAgents,
    aiUse: model ? statedPreferences(model, url, profile, { header: options.header ?? null }) : null,
  };
}

/** Each parsed model's file view, built once while the model stays among the parsed ones. */
const fileViews = new WeakMap<RobotsTxt, FileView>();

/** The file of the copy `which` as the popup shows it; null when there is no such copy. */
export function fileView(record: RobotsRecord, which: 'latest' | 'last-good', models?: ParsedModels): FileView | null {
  const snapshot = which === 'latest' ? record.latest : record.lastGood;
  // A copy read as robots.txt without a body (an empty answer) is an empty file, as verdictForRecord reads it.
  if (!snapshot) return null;
  const { bytes, model } = parsedSnapshot(snapshot, models);
  const known = fileViews.get(model);
  if (known) return known;
  const facts = snapshot.facts;
  const view: FileView = {
    id: fileIdOf(snapshot),
    bytes: bytes.length,
    lines: displayLines(bytes),
    diagnostics: lintRobotsTxt(bytes, { contentType: facts.contentType, truncated: facts.truncated, originalBytes: facts.receivedBytes }),
    sitemaps: model.sitemaps,
    managedBlocks: model.managedBlocks,
    htmlLike: looksLikeHtml(facts.contentType, bytes),
    blank: isBlankBody(bytes),
    crawlDelayInFile: model.groups.some((g) => g.crawlDelays.length > 0),
  };
  fileViews.set(model, view);
  return view;
}

/** Each URL's decision on the record for `profile` (the page's same-site canonicals); a URL the verdict cannot read is left out. */
export function decideOnRecord(record: RobotsRecord, urls: readonly string[], profile: CrawlerProfile, now: number): RecordDecision[] {
  const out: RecordDecision[] = [];
  for (const url of urls) {
    try {
      const r = verdictForRecord(record, url, profile, now, { diagnostics: false, brief: true });
      out.push({ url, state: r.state, line: r.verdict.decidingLine });
    } catch {
      // A URL the verdict cannot read: no decision, no conflict claimed.
    }
  }
  return out;
}

/**
 * Every crawler's cell for `pageUrl`, `pause()` awaited whenever about
 * `sliceMs` of work went by: a profile whose groups no earlier one used
 * builds its rule set (tens of milliseconds on a 13,000-rule group), and the
 * worker keeps answering other tabs meanwhile. Null when the record cannot be read.
 */
export async function matrixCells(
  record: RobotsRecord,
  pageUrl: string,
  profiles: readonly CrawlerProfile[],
  now: number,
  pause: () => Promise<void>,
  sliceMs = 10,
): Promise<MatrixCell[] | null> {
  const cells: MatrixCell[] = [];
  let sliceStart = performance.now();
  for (const profile of profiles) {
    try {
      // A long address is matched in slices first (the crawler's cell then reads the kept answer).
      await settleVerdict(record, pageUrl, profile, now, pause);
      cells.push(matrixCell(record, pageUrl, profile, now));
    } catch {
      return null;
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
  return cells;
}
