/** Answers the popup's getTabSignals: the indexing signals of the page in a tab, its markup read now. */
import { onMessage, type ProtocolMap } from '../../shared/protocol.ts';
import { type PageSignalsDeps, readPageSignals } from './page-signals-reader.ts';

/** Registers the handler; returns a function that removes it. */
export function registerSignalHandlers(deps: PageSignalsDeps): () => void {
  return onMessage('getTabSignals', ({ data }): Promise<ReturnType<ProtocolMap['getTabSignals']>> => {
    const tabId = data?.tabId;
    if (tabId !== undefined && (typeof tabId !== 'number' || !Number.isInteger(tabId))) {
      throw new Error('getTabSignals needs a tab id that is an integer, or none for the active tab.');
    }
    return readPageSignals(deps, tabId);
  });
}
