/** The main document's HTTP answer in a tab, as the worker (src/worker/page-signals/document-answers.ts) hands it to the popup. */
import type { DocumentLoad } from '../core/indexing/page-answer.ts';

/** The tab's document as the popup gets it: its load, or why there is none for this address. */
export type TabDocument =
  | { kind: 'seen'; load: DocumentLoad }
  /**
   * Not seen: `history` — the address was changed by the page's script
   * (pushState), no request answered it; `other-address` — the last load
   * answered another address (a 204, a download); `no-load` — no load of
   * this tab was seen (it loaded before Robots Lens watched, came from the
   * back/forward cache, or was prerendered: the browser sends no request
   * the extension can see then); `loading` — the load of this address has
   * not ended yet.
   */
  | { kind: 'not-seen'; reason: 'history' | 'other-address' | 'no-load' | 'loading' };

/** The answer to getTabDocument: the tab's address now (null when none), and its document. */
export interface TabDocumentAnswer {
  url: string | null;
  document: TabDocument;
}
