/**
 * The counts as sentences: what the draft changes for the chosen crawler
 * first (the question the workbench answers), then what each file allows,
 * then the sitemap's URLs. Messages with their parameters; the page words them.
 */
import type { MessageIn } from '../../../text/messages/index.ts';
import type { WorkbenchResultsMessages } from '../../../text/messages/workbench-results.ts';
import type { ResultCounts } from './counts.ts';

export type ResultsMessage = MessageIn<WorkbenchResultsMessages>;

export function countsMessages(counts: ResultCounts, crawler: string): ResultsMessage[] {
  const out: ResultsMessage[] = [];
  const otherLine = counts.changed - counts.newlyDisallowed - counts.newlyAllowed;
  if (counts.changed === 0) out.push({ key: 'workbench-results.counts.nothing', params: { crawler } });
  if (counts.newlyDisallowed > 0) {
    out.push({ key: 'workbench-results.counts.more-disallowed', params: { crawler, count: counts.newlyDisallowed } });
  }
  if (counts.newlyAllowed > 0) out.push({ key: 'workbench-results.counts.more-allowed', params: { crawler, count: counts.newlyAllowed } });
  if (otherLine > 0) out.push({ key: 'workbench-results.counts.other-line', params: { count: otherLine } });
  if (counts.live.unreachable > 0) out.push({ key: 'workbench-results.counts.unreachable', params: { count: counts.live.unreachable } });
  else out.push(fileMessage('live', counts.live));
  out.push(fileMessage('draft', counts.draft));
  if (counts.live.otherSite > 0) out.push({ key: 'workbench-results.counts.other-site', params: { count: counts.live.otherSite } });
  if (counts.sitemap.total > 0) {
    out.push({
      key: 'workbench-results.counts.sitemap',
      params: { file: 'live', count: counts.sitemap.liveDisallowed, total: counts.sitemap.total },
    });
    out.push({
      key: 'workbench-results.counts.sitemap',
      params: { file: 'draft', count: counts.sitemap.draftDisallowed, total: counts.sitemap.total },
    });
  }
  return out;
}

function fileMessage(file: 'live' | 'draft', tally: ResultCounts['live']): ResultsMessage {
  // An unreachable verdict is a disallow (for now): counted with the disallowed.
  return {
    key: 'workbench-results.counts.file',
    params: { file, allowed: tally.allowed, disallowed: tally.disallowed + tally.unreachable },
  };
}
