/**
 * The popup's AI-use view: the stated preferences for the checked URL and the
 * chosen crawler, read by the worker with the explanation, with the page's
 * Content-Usage header (when the URL is the page's own; store.ts passes it).
 */
import { computed } from '@preact/signals';
import type { UseView } from './use-preferences.tsx';
import { checkedResult, checkedUrl, explainQuestion } from '../store.ts';

export const useView = computed<UseView | null>(() => {
  const r = checkedResult.value;
  const q = explainQuestion.value;
  if (!r?.aiUse || checkedUrl.value === null || q === null || r.url !== q.url) return null;
  return { reading: r.aiUse, fetchAllowed: r.state === 'allowed' };
});
