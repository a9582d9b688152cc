/** What each crawler's column says, counted, over every URL or a subset (the sitemap's URLs, the rows shown). */
import type { ColumnCounts, CrawlerColumn } from '../evaluation-facts.ts';

export function columnCounts(column: CrawlerColumn, rows?: Uint32Array): ColumnCounts {
  const live = [0, 0, 0];
  const draft = [0, 0, 0];
  let newlyDisallowed = 0;
  let newlyAllowed = 0;
  let changed = 0;
  const ls = column.live.states;
  const ds = column.draft.states;
  const ll = column.live.lines;
  const dl = column.draft.lines;
  const n = rows === undefined ? ls.length : rows.length;
  for (let k = 0; k < n; k++) {
    const i = rows === undefined ? k : rows[k]!;
    const a = ls[i]!;
    const b = ds[i]!;
    live[a]!++;
    draft[b]!++;
    // "May fetch" flips: unreachable counts as not allowed, like disallowed.
    if (a === 0 && b !== 0) newlyDisallowed++;
    else if (a !== 0 && b === 0) newlyAllowed++;
    if (a !== b || ll[i] !== dl[i]) changed++;
  }
  return {
    profileId: column.profileId,
    live: { allowed: live[0]!, disallowed: live[1]!, unreachable: live[2]! },
    draft: { allowed: draft[0]!, disallowed: draft[1]!, unreachable: draft[2]! },
    newlyDisallowed,
    newlyAllowed,
    changed,
  };
}
