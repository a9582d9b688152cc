/** Answers the popup's getTabDocument: the main document's HTTP answer in a tab, for the address the tab shows now. */
import { onMessage } from '../../shared/protocol.ts';
import type { DocumentAnswers } from './document-answers.ts';

export interface DocumentHandlerDeps {
  answers: Pick<DocumentAnswers, 'documentFor'>;
  /** The tab given, or the last focused window's active tab; null when there is none. */
  tabId: (tabId?: number) => Promise<number | null>;
  /** The address of a tab; null when it shows none. */
  tabUrl: (tabId?: number) => Promise<string | null>;
}

/** Registers the handler; returns a function that removes it. */
export function registerDocumentHandlers(deps: DocumentHandlerDeps): () => void {
  return onMessage('getTabDocument', async ({ data }) => {
    const asked = data?.tabId;
    if (asked !== undefined && (typeof asked !== 'number' || !Number.isInteger(asked))) {
      throw new Error('getTabDocument needs a tab id that is an integer, or none for the active tab.');
    }
    const tabId = await deps.tabId(asked);
    const url = tabId === null ? null : await deps.tabUrl(tabId);
    if (tabId === null || url === null) return { url: null, document: { kind: 'not-seen' as const, reason: 'no-load' as const } };
    return { url, document: await deps.answers.documentFor(tabId, url) };
  });
}
