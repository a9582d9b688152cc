/**
 * The popup's AI-use view: the stated preferences for the checked URL and the
 * chosen crawler, read from the model the verdict already parsed and from the
 * page's Content-Usage header (when the URL is the page's own). Switching
 * crawlers needs no message to the worker.
 */
import { computed } from '@preact/signals';
import { statedPreferences } from '../../../core/index.ts';
import { INDEXING_LIMITS } from '../../../core/indexing/limits.ts';
import type { UseView } from './use-preferences.tsx';
import { checkedResult, checkedUrl, profile, tabSignals } from '../store.ts';

/** The page's Content-Usage header values for `url`, joined as one list, or null. */
const pageHeader = (url: string): string | null => {
  const load = tabSignals.value;
  if (load.kind !== 'loaded' || load.signals.kind !== 'signals') return null;
  const headers = load.signals.headers;
  if (!headers || headers.url !== url || !headers.contentUsage || headers.contentUsage.length === 0) return null;
  // One more value than the limit may be kept (to say the page sent too many): read the limit only.
  return headers.contentUsage.slice(0, INDEXING_LIMITS.headerValues).join(', ');
};

export const useView = computed<UseView | null>(() => {
  const r = checkedResult.value;
  const url = checkedUrl.value;
  if (!r?.model || url === null) return null;
  const reading = statedPreferences(r.model, url, profile.value, { header: pageHeader(url) });
  return { reading, fetchAllowed: r.state === 'allowed' };
});
