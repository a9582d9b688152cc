/**
 * Answers the popup's compareServedHtml: the tab's served HTML, fetched once
 * (served-html.ts), beside its rendered page read at the same moment. A
 * second ask for the same tab and address while one is running gets the
 * same answer, so pressing the button again sends no second request.
 */
import type { MarkupSignals } from '../../shared/page-signals.ts';
import { onMessage } from '../../shared/protocol.ts';
import type { ServedAnswer, ServedFailure, ServedHtml } from '../../shared/served-html.ts';
import type { PageSignalsDeps } from './page-signals-reader.ts';
import type { SignalsForUrl } from './tab-signals.ts';

export interface ServedHandlerDeps {
  tab: PageSignalsDeps['tab'];
  readMarkup: (tabId: number) => Promise<MarkupSignals | null>;
  /** What the worker saw of the tab's own response (its X-Robots-Tag). */
  signalsFor: (tabId: number, url: string) => Promise<SignalsForUrl>;
  /** The settings' "send cookies". */
  credentials: () => Promise<'omit' | 'include'>;
  /** The meta names that may address a crawler (markup-reader.ts's crawlerMetaNames). */
  names: () => Promise<readonly string[]>;
  fetchServed: (url: string, options: { credentials: 'omit' | 'include'; names: readonly string[] }) => Promise<ServedHtml | ServedFailure>;
}

export function servedComparer(deps: ServedHandlerDeps): (tabId?: number) => Promise<ServedAnswer> {
  const running = new Map<string, Promise<ServedAnswer>>();
  return async (tabId) => {
    const tab = await deps.tab(tabId);
    if (!tab || !/^https?:/i.test(tab.url)) return { kind: 'failed', url: tab?.url ?? null, failure: { kind: 'no-page' } };
    const key = `${tab.id} ${tab.url}`;
    const already = running.get(key);
    if (already) return already;
    const answer = compare(deps, tab.id, tab.url).finally(() => running.delete(key));
    running.set(key, answer);
    return answer;
  };
}

async function compare(deps: ServedHandlerDeps, tabId: number, url: string): Promise<ServedAnswer> {
  const rendered = await deps.readMarkup(tabId);
  if (!rendered) return { kind: 'failed', url, failure: { kind: 'not-readable' } };
  const [credentials, names, known] = await Promise.all([deps.credentials(), deps.names(), deps.signalsFor(tabId, url)]);
  const served = await deps.fetchServed(url, { credentials, names });
  if (!('markup' in served)) return { kind: 'failed', url, failure: served };
  return { kind: 'served', url, served, rendered, tabXRobotsTag: known.headers?.xRobotsTag ?? null };
}

/** Registers the handler; returns a function that removes it. */
export function registerServedHandlers(deps: ServedHandlerDeps): () => void {
  const comparer = servedComparer(deps);
  return onMessage('compareServedHtml', ({ data }) => {
    const tabId = data?.tabId;
    if (tabId !== undefined && (typeof tabId !== 'number' || !Number.isInteger(tabId))) {
      throw new Error('compareServedHtml needs a tab id that is an integer, or none for the active tab.');
    }
    return comparer(tabId);
  });
}
