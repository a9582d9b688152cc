/**
 * SCAFFOLD, replaced by the engine's Web Worker client (engine/) when it
 * lands: the current URLs evaluated on the page's thread with core, in the
 * hand-off shape (evaluation-facts.ts) the results expect.
 */
import { crawlerGroupOf, decide, type CrawlerProfile, type RobotsTxt } from '../core/index.ts';
import type { RobotsRecord } from '../shared/robots-record.ts';
import { verdictForRecord } from '../shared/verdict-for-record.ts';
import type { CrawlerColumn, Evaluation, ReadingColumn, TestUrl, VerdictCode } from './evaluation-facts.ts';

const CODE: Record<'allowed' | 'disallowed' | 'unreachable', VerdictCode> = { allowed: 0, disallowed: 1, unreachable: 2 };

export function evaluateOnPage(
  urls: readonly TestUrl[],
  live: RobotsRecord | null,
  draft: RobotsTxt,
  profiles: readonly CrawlerProfile[],
  revision: number,
  now: number,
): Evaluation {
  const started = performance.now();
  const columns: CrawlerColumn[] = profiles.map((p) => {
    const liveColumn = column(urls.length);
    const draftColumn = column(urls.length);
    urls.forEach((u, i) => {
      if (live) {
        const r = verdictForRecord(live, u.url, p, now, { diagnostics: false, brief: true });
        liveColumn.states[i] = CODE[r.state];
        liveColumn.lines[i] = r.verdict.decidingLine;
      }
      const d = decide(draft, u.url, p);
      draftColumn.states[i] = d.allowed ? 0 : 1;
      draftColumn.lines[i] = d.line;
    });
    return { profileId: p.id, group: crawlerGroupOf(p), live: liveColumn, draft: draftColumn };
  });
  return { revision, urlCount: urls.length, columns, engineMs: performance.now() - started };
}

function column(n: number): ReadingColumn {
  return { states: new Uint8Array(n), lines: new Uint32Array(n) };
}
