/**
 * When the badge is recomputed: a committed main-frame navigation (and a
 * history.pushState one), a URL change the tab reports (prerendered and
 * back/forward-cached pages arrive this way), a tab switch, a settings change,
 * and the extension's install or update; and a repaint of the same verdict
 * when a page finishes loading. Listeners are added synchronously so
 * the events wake the stopped worker.
 */
import type { Listenable, NavigationDetails } from '../browser-events.ts';
import type { TabBadges } from './tab-badge.ts';

interface TabLike {
  id?: number;
  url?: string;
}

/** The slices of `browser.webNavigation`, `browser.tabs` and `browser.runtime` used (fakeBrowser has them). */
export interface TriggerApis {
  webNavigation: {
    onCommitted: Listenable<[NavigationDetails]>;
    onHistoryStateUpdated: Listenable<[NavigationDetails]>;
  };
  tabs: {
    onActivated: Listenable<[{ tabId: number }]>;
    onUpdated: Listenable<[number, { url?: string; status?: string }, TabLike]>;
    onRemoved: Listenable<[number, unknown]>;
    get(tabId: number): Promise<TabLike>;
    query(query: { active: true }): Promise<TabLike[]>;
  };
  runtime: {
    onInstalled: Listenable<[unknown]>;
  };
}

export interface TriggerDeps {
  badges: Pick<TabBadges, 'update' | 'repaint' | 'forget' | 'urlOf' | 'deciding'>;
  /** Subscribes to settings changes. */
  onSettingsChange: (listener: () => void) => void;
  onError?: (error: unknown) => void;
}

export function watchBadgeTriggers(apis: TriggerApis, deps: TriggerDeps): void {
  const { badges } = deps;
  const report = (error: unknown) => deps.onError?.(error);
  const update = (tabId: number, url: string) => {
    badges.update(tabId, url).catch(report);
  };

  const onNavigation = (d: NavigationDetails) => {
    if (d.frameId !== 0 || d.tabId < 0 || d.documentLifecycle === 'prerender') return;
    update(d.tabId, d.url);
  };
  apis.webNavigation.onCommitted.addListener(onNavigation);
  // Chrome tells a pushed address with tabs.onUpdated first: its decision is under way by now. A new
  // document commits, and is decided again (it clears the badge); a History API change keeps the
  // document and the badge, and deciding it again would only cost a second start of the same work.
  apis.webNavigation.onHistoryStateUpdated.addListener((d) => {
    if (d.frameId === 0 && d.tabId >= 0 && badges.deciding(d.tabId, d.url)) return;
    onNavigation(d);
  });

  apis.tabs.onUpdated.addListener((tabId, change) => {
    if (change.url && badges.urlOf(tabId) !== change.url) update(tabId, change.url);
    // Firefox clears a tab's badge when its document changes, possibly after
    // our verdict was painted: once the page has loaded, paint it again.
    else if (change.status === 'complete') badges.repaint(tabId).catch(report);
  });

  apis.tabs.onActivated.addListener(({ tabId }) => {
    apis.tabs
      .get(tabId)
      .then((tab: TabLike | undefined) => {
        // A tab opened in front is activated as its first address is being decided: that decision stands.
        if (tab?.url && !badges.deciding(tabId, tab.url)) update(tabId, tab.url);
      })
      .catch(report);
  });

  apis.tabs.onRemoved.addListener((tabId) => badges.forget(tabId));

  const updateActiveTabs = () => {
    apis.tabs
      .query({ active: true })
      .then((tabs) => {
        for (const tab of tabs) if (tab.id !== undefined && tab.url) update(tab.id, tab.url);
      })
      .catch(report);
  };
  deps.onSettingsChange(updateActiveTabs);
  apis.runtime.onInstalled.addListener(updateActiveTabs);
}
