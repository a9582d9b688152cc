/**
 * The signals of the page in a tab, read now: the markup fresh from the
 * page (so the popup sees what a single-page app shows at this moment), the
 * headers from what the worker observed. Pages the extension may not read
 * are 'not-available-here'.
 */
import type { MarkupSignals, TabSignals } from '../../shared/page-signals.ts';
import type { SignalsForUrl, TabSignalStore } from './tab-signals.ts';

export interface PageSignalsDeps {
  store: TabSignalStore;
  /** The tab's address (the last focused window's active tab without an id), with its id; null when there is none. */
  tab: (tabId?: number) => Promise<{ id: number; url: string } | null>;
  /** The markup of the tab's page, or null when the browser does not let the extension read it. */
  readMarkup: (tabId: number) => Promise<MarkupSignals | null>;
  /** The store's signals, or signals with missed headers asked for again (headers-again.ts); the store's own without it. */
  signalsFor?: (tabId: number, url: string) => Promise<SignalsForUrl>;
}

export async function readPageSignals(deps: PageSignalsDeps, tabId?: number): Promise<TabSignals> {
  const tab = await deps.tab(tabId);
  if (!tab) return { kind: 'not-available-here', url: null };
  // view-source:, file:, chrome:, about:, the browser's own pages: no page the extension may read or whose headers it saw.
  if (!/^https?:/i.test(tab.url)) return { kind: 'not-available-here', url: tab.url };
  const markup = await deps.readMarkup(tab.id);
  if (markup) deps.store.markupRead(tab.id, markup);
  const known = await (deps.signalsFor ?? ((id, url) => deps.store.signalsFor(id, url)))(tab.id, tab.url);
  // The markup is what the page says; without it and without headers (the web store) there is nothing to say.
  if (!known.markup && !known.headers) return { kind: 'not-available-here', url: tab.url };
  const missing = known.headers ? null : await deps.store.headersMissing(tab.id, tab.url);
  return { kind: 'signals', url: tab.url, headers: known.headers, markup: known.markup, ...(missing ? { headersMissing: missing } : {}) };
}

interface TabsApi {
  get(tabId: number): Promise<{ id?: number; url?: string } | undefined>;
  query(queryInfo: { active: boolean; lastFocusedWindow: boolean }): Promise<{ id?: number; url?: string }[]>;
}

/** A tab's id and address through the tabs API (see tabUrlReader), null when it is gone or shows none. */
export function tabReader(tabs: TabsApi): PageSignalsDeps['tab'] {
  return async (tabId) => {
    try {
      const tab = tabId === undefined ? (await tabs.query({ active: true, lastFocusedWindow: true }))[0] : await tabs.get(tabId);
      return tab?.id !== undefined && tab.url ? { id: tab.id, url: tab.url } : null;
    } catch {
      return null;
    }
  };
}
