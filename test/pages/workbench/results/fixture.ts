/** Small Evaluation fixtures for the results' tests: columns written as [state, line] pairs. */
import type { CrawlerGroup } from '../../../../src/core/index.ts';
import type { CrawlerColumn, Evaluation, TestUrl, VerdictCode } from '../../../../src/pages/workbench/engine/evaluation-facts.ts';

export type Cell = readonly [VerdictCode, number];

export function column(profileId: string, group: CrawlerGroup, live: readonly Cell[], draft: readonly Cell[]): CrawlerColumn {
  return {
    profileId,
    group,
    live: { states: Uint8Array.from(live.map((c) => c[0])), lines: Uint32Array.from(live.map((c) => c[1])) },
    draft: { states: Uint8Array.from(draft.map((c) => c[0])), lines: Uint32Array.from(draft.map((c) => c[1])) },
  };
}

export function evaluation(columns: CrawlerColumn[], revision = 1): Evaluation {
  return { revision, urlCount: columns[0]?.live.states.length ?? 0, columns, engineMs: 1 };
}

export function urls(paths: readonly string[], source = 'list'): TestUrl[] {
  return paths.map((p) => ({ url: `https://example.com${p}`, source, otherOrigin: false }));
}

/** `n` URLs and one column: every third disallowed live, every fifth changed by the draft. */
export function big(n: number): { urls: TestUrl[]; column: CrawlerColumn } {
  const list: TestUrl[] = [];
  const live: Cell[] = [];
  const draft: Cell[] = [];
  for (let i = 0; i < n; i++) {
    list.push({ url: `https://example.com/page/${i}`, source: 'list', otherOrigin: false });
    const l: Cell = i % 3 === 0 ? [1, 4] : [0, 0];
    live.push(l);
    draft.push(i % 5 === 0 ? (l[0] === 0 ? [1, 7] : [0, 0]) : l);
  }
  return { urls: list, column: column('googlebot', 'search', live, draft) };
}
