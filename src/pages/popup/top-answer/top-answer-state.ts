/**
 * The popup's top answer, derived (computed) from what the popup already
 * holds: the robots.txt verdict for the page, the page's HTTP answer
 * (page-answer-state.ts) and its indexing facts (indexing-state.ts). No
 * request of its own and no writer: it follows those signals. Shown only
 * while the verdict is about the page itself (the path box may name another
 * URL, about which the page's status and signals say nothing).
 */
import { computed } from '@preact/signals';
import { decideIndexing, type IndexingFacts } from '../../../core/indexing/indexing-decision.ts';
import { overallAnswer, type OverallAnswer, type StatusPart } from '../../../core/indexing/overall-answer.ts';
import { readPageAnswer } from '../../../core/indexing/page-answer.ts';
import { indexingView } from '../indexing/indexing-state.ts';
import { checkedUrl, type DocumentLoadState, page, profile, tabDocument, verdictFacts } from '../store.ts';

export interface TopAnswerModel {
  pageUrl: string;
  crawler: string;
  answer: OverallAnswer;
  status: StatusPart;
  /** The indexing facts for the crawler, null while the page is being read. */
  index: IndexingFacts | null;
}

/** The page's HTTP answer as the overall answer takes it: null while it is asked for. */
export function statusPart(state: DocumentLoadState): StatusPart {
  if (state.kind === 'loading') return null;
  if (state.kind === 'failed') return { code: 'not-seen' };
  const { document } = state.answer;
  return document.kind === 'seen' ? readPageAnswer(document.load) : { code: 'not-seen' };
}

export const topAnswer = computed<TopAnswerModel | null>(() => {
  const p = page.value;
  const r = verdictFacts.value;
  if (p.kind !== 'record' || !r || checkedUrl.value !== p.pageUrl) return null;
  const crawler = profile.value;
  const view = indexingView.value;
  let index: IndexingFacts | null = null;
  if (view.kind === 'facts') index = view.facts;
  else if (view.kind !== 'loading') {
    // The page cannot be read here: facts with nothing read say so ("not known"), never "indexable".
    index = decideIndexing({ pageUrl: p.pageUrl, headers: null, markup: null, tokens: crawler.tokens, robots: null, now: Date.now() });
  }
  const status = statusPart(tabDocument.value);
  const answer = overallAnswer({
    crawl: { state: r.state, line: r.verdict.decidingLine, temporary: r.reading.temporary },
    file: r.fileProblem,
    status,
    index,
  });
  return { pageUrl: p.pageUrl, crawler: crawler.name, answer, status, index };
});
