/**
 * When a visit is kept: a committed top-level page (not a prerendered one,
 * which the person has not opened yet) and a single-page app's pushState.
 * Nothing is asked of the browser unless the visit could be kept (keeping on,
 * the address not too long): reading the tab (to leave a private window's
 * pages out) hands the worker the whole address again, and a page that
 * pushes a 680,000-character address every few milliseconds would otherwise
 * cost that per push, with keeping off as much as on.
 */
import type { Listenable, NavigationDetails } from '../browser-events.ts';
import type { VisitedPages } from './visited-pages.ts';

/** The slices of `browser.webNavigation` and `browser.tabs` used (fakeBrowser has them). */
export interface VisitTriggerApis {
  webNavigation: {
    onCommitted: Listenable<[NavigationDetails]>;
    onHistoryStateUpdated: Listenable<[NavigationDetails]>;
  };
  tabs: { get(tabId: number): Promise<{ incognito?: boolean }> };
}

export function watchVisits(
  apis: VisitTriggerApis,
  visited: Pick<VisitedPages, 'keeps' | 'visited'>,
  onError?: (error: unknown) => void,
): void {
  const report = (error: unknown) => onError?.(error);
  const keep = (tabId: number, url: string) => {
    visited
      .keeps(url)
      .then(async (keeps) => {
        if (!keeps) return;
        // A private window's pages are never kept (its tab says so; a tab already gone keeps nothing).
        const tab = await apis.tabs.get(tabId).catch(() => null);
        if (tab !== null && !tab.incognito) await visited.visited(url);
      })
      .catch(report);
  };
  apis.webNavigation.onCommitted.addListener((d) => {
    if (d.frameId === 0 && d.documentLifecycle !== 'prerender') keep(d.tabId, d.url);
  });
  apis.webNavigation.onHistoryStateUpdated.addListener((d) => {
    if (d.frameId === 0) keep(d.tabId, d.url);
  });
}
