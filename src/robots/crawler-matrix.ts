/**
 * Every crawler's verdict for one page at a glance: each profile read from the
 * same record through verdictForRecord (so a cell never disagrees with the
 * popup's verdict for that crawler), decision only, no explanation and no
 * lint, grouped by crawlerGroupOf. The parsed body and each distinct rule set
 * are cached with the model, so most profiles cost a lookup; a profile whose
 * groups no earlier one used builds its rule set (tens of milliseconds on a
 * 13,000-rule group), which is why the popup asks for the cells one by one.
 */
import {
  CRAWLER_GROUPS,
  crawlerGroupOf,
  statedPreferences,
  useSummary,
  type CrawlerGroup,
  type CrawlerProfile,
  type UseSummary,
} from '../core/index.ts';
import type { RobotsRecord } from './robots-record.ts';
import { verdictForRecord, type VerdictState } from './verdict-for-record.ts';

export interface MatrixCell {
  profileId: string;
  name: string;
  group: CrawlerGroup;
  state: VerdictState;
  /** The deciding line (Google's matching_line), 0 when no line decided. */
  line: number;
  /** The stated preference for what the crawler is for (use, beside fetch); null when none is stated. */
  use: UseSummary | null;
}

export interface MatrixRow<C extends { group: CrawlerGroup } = MatrixCell> {
  group: CrawlerGroup;
  cells: C[];
}

/** One crawler's cell: its verdict for `pageUrl` as the popup would give it. */
export function matrixCell(record: RobotsRecord, pageUrl: string, profile: CrawlerProfile, now: number): MatrixCell {
  const r = verdictForRecord(record, pageUrl, profile, now, { diagnostics: false, brief: true });
  const use = r.model ? useSummary(statedPreferences(r.model, pageUrl, profile).concerns) : null;
  return { profileId: profile.id, name: profile.name, group: crawlerGroupOf(profile), state: r.state, line: r.verdict.decidingLine, use };
}

/** Cells grouped in CRAWLER_GROUPS order, each group's cells in the order given; empty groups left out. */
export function matrixRows<C extends { group: CrawlerGroup }>(cells: readonly C[]): MatrixRow<C>[] {
  return CRAWLER_GROUPS.flatMap((group) => {
    const inGroup = cells.filter((c) => c.group === group);
    return inGroup.length > 0 ? [{ group, cells: inGroup }] : [];
  });
}

/** The whole matrix at once (tests, the benchmark). */
export function crawlerMatrix(record: RobotsRecord, pageUrl: string, profiles: readonly CrawlerProfile[], now: number): MatrixRow[] {
  return matrixRows(profiles.map((p) => matrixCell(record, pageUrl, p, now)));
}
