/**
 * The page's own HTTP answer in the popup: the worker's record of the main
 * document's load (getTabDocument, asked by actions/page-answer.ts and kept
 * in the store), read here as Google counts it
 * (core/indexing/page-answer.ts). A redirect's target on another origin than
 * the address first asked for is the page the popup is about, so its
 * robots.txt verdict is the one the popup already computed (no extra fetch).
 */
import { computed } from '@preact/signals';
import { readPageAnswer } from '../../../core/indexing/page-answer.ts';
import type { PageAnswerView } from './page-answer-line.tsx';
import { tabDocument, type DocumentLoadState } from '../store.ts';

export function pageAnswerView(state: DocumentLoadState): PageAnswerView {
  if (state.kind !== 'loaded') return null;
  const { document, url } = state.answer;
  if (document.kind === 'not-seen') {
    return {
      kind: 'not-seen',
      reason: document.reason === 'other-address' ? 'elsewhere' : document.reason === 'no-load' ? 'none' : document.reason,
    };
  }
  return { kind: 'answer', answer: readPageAnswer(document.load), target: url };
}

export const pageAnswer = computed<PageAnswerView>(() => pageAnswerView(tabDocument.value));

/** Whether the page's own HTTP answer already keeps it out of the index (then no "indexable" is said below it). */
export function pageAnswerBlocks(view: PageAnswerView): boolean {
  if (view?.kind !== 'answer') return false;
  const code = view.answer.code;
  return code === 'not-indexable' || code === 'unavailable' || code === 'too-many-redirects' || code === 'network-error';
}
