/**
 * One crawler's column counted, for the sentences above the table: how many
 * URLs each file allows and disallows, what the draft changes (another verdict,
 * or another rule deciding: see same-rule.ts), and how the
 * sitemap's URLs fare, in one pass over the typed arrays.
 */
import { OTHER_SITE, type ColumnCounts, type CrawlerColumn, type TestUrl } from '../engine/evaluation-facts.ts';
import { sameLineNumber, type SameRule } from './same-rule.ts';

export interface ResultCounts extends ColumnCounts {
  /** URLs that came from a sitemap, and how many of them each file disallows. */
  sitemap: { total: number; liveDisallowed: number; draftDisallowed: number };
}

export function countColumn(
  column: CrawlerColumn,
  urls: readonly Pick<TestUrl, 'source' | 'inSitemap'>[],
  same: SameRule = sameLineNumber,
): ResultCounts {
  const live = { allowed: 0, disallowed: 0, unreachable: 0, otherSite: 0 };
  const draft = { allowed: 0, disallowed: 0, unreachable: 0, otherSite: 0 };
  const sitemap = { total: 0, liveDisallowed: 0, draftDisallowed: 0 };
  let newlyDisallowed = 0;
  let newlyAllowed = 0;
  let changed = 0;
  const n = column.live.states.length;
  for (let i = 0; i < n; i++) {
    const a = column.live.states[i]!;
    const b = column.draft.states[i]!;
    tally(live, a);
    tally(draft, b);
    if (a === 0 && b !== 0) newlyDisallowed++;
    else if (a !== 0 && b === 0) newlyAllowed++;
    if (a !== b || !same(column.live.lines[i]!, column.draft.lines[i]!)) changed++;
    // Every URL a sitemap lists, as the panel counts them (also those the list gave first); another site's is not judged, so never disallowed.
    const u = urls[i];
    if (u !== undefined && (u.source !== 'list' || u.inSitemap === true)) {
      sitemap.total++;
      if (a !== 0 && a !== OTHER_SITE) sitemap.liveDisallowed++;
      if (b !== 0 && b !== OTHER_SITE) sitemap.draftDisallowed++;
    }
  }
  return { profileId: column.profileId, live, draft, newlyDisallowed, newlyAllowed, changed, sitemap };
}

function tally(into: ResultCounts['live'], state: number): void {
  if (state === 0) into.allowed++;
  else if (state === 1) into.disallowed++;
  else if (state === OTHER_SITE) into.otherSite++;
  else into.unreachable++;
}
