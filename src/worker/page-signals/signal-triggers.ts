/**
 * When the worker reads a tab's indexing signals for its badge: the
 * main-frame headers as they arrive (webRequest, main-frame-headers.ts), the
 * markup once the page has loaded (webNavigation.onCompleted) and again
 * after a single-page app's history.pushState (onHistoryStateUpdated), a
 * moment later so the app has rendered its new meta tags. A committed
 * navigation drops the signals of the document before it; a closed tab's
 * go with it. Address changes that bring no response (pushState, the
 * back/forward cache, a prerendered page) are noted, so the popup can say
 * why the headers are not known.
 */
import type { Listenable, NavigationDetails } from '../browser-events.ts';
import type { TabSignalStore } from './tab-signals.ts';

export interface SignalTriggerApis {
  webNavigation: {
    onCommitted: Listenable<[NavigationDetails]>;
    onCompleted: Listenable<[NavigationDetails]>;
    onHistoryStateUpdated: Listenable<[NavigationDetails]>;
  };
  tabs: { onRemoved: Listenable<[number, unknown]> };
}

export interface SignalTriggerDeps {
  store: TabSignalStore;
  /** Reads the tab's markup into the store (nothing when the page cannot be read). */
  readMarkup: (tabId: number) => Promise<void>;
  /** The tab's signals changed: repaint what depends on them (the badge). */
  changed: (tabId: number) => Promise<void>;
  /** When this worker registered its listeners (Date.now()): a commit before it had its response unseen. */
  listeningSince?: number;
  /** Waits before reading a page whose URL pushState changed (setTimeout in the worker). */
  later?: (run: () => void, ms: number) => void;
  onError?: (error: unknown) => void;
}

/** How long a single-page app gets to render its new page after pushState before its meta tags are read. */
export const AFTER_PUSH_STATE_MS = 500;

export function watchSignalTriggers(apis: SignalTriggerApis, deps: SignalTriggerDeps): void {
  const report = (error: unknown) => deps.onError?.(error);
  const later = deps.later ?? ((run, ms) => void setTimeout(run, ms));
  const mainFrame = (d: NavigationDetails) => d.frameId === 0 && d.tabId >= 0 && d.documentLifecycle !== 'prerender';
  const read = (tabId: number) => {
    deps
      .readMarkup(tabId)
      .then(() => deps.changed(tabId))
      .catch(report);
  };

  apis.webNavigation.onCommitted.addListener((d) => {
    if (mainFrame(d)) {
      deps.store.committed(d.tabId, d.url, {
        forwardBack: d.transitionQualifiers?.includes('forward_back') === true,
        beforeListening: deps.listeningSince !== undefined && d.timeStamp !== undefined && d.timeStamp < deps.listeningSince,
      });
    } else if (d.tabId >= 0 && d.documentLifecycle === 'prerender' && d.frameType === 'outermost_frame') {
      deps.store.committed(d.tabId, d.url, { lifecycle: 'prerender' });
    }
  });
  apis.webNavigation.onCompleted.addListener((d) => {
    if (mainFrame(d)) read(d.tabId);
  });
  // One read per tab for a run of pushes: AFTER_PUSH_STATE_MS after the last of them (a page
  // that pushes thousands of addresses a second costs one timer per AFTER_PUSH_STATE_MS, and
  // its markup is read once it stops).
  const pushes = new Map<number, { count: number; armed: number }>();
  apis.webNavigation.onHistoryStateUpdated.addListener((d) => {
    if (!mainFrame(d)) return;
    deps.store.historyChanged(d.tabId, d.url);
    const known = pushes.get(d.tabId);
    if (known) {
      known.count++;
      return;
    }
    const run = { count: 1, armed: 1 };
    pushes.set(d.tabId, run);
    const fire = () => {
      if (pushes.get(d.tabId) !== run) return;
      if (run.count !== run.armed) {
        run.armed = run.count;
        later(fire, AFTER_PUSH_STATE_MS);
        return;
      }
      pushes.delete(d.tabId);
      read(d.tabId);
    };
    later(fire, AFTER_PUSH_STATE_MS);
  });
  apis.tabs.onRemoved.addListener((tabId) => {
    pushes.delete(tabId);
    deps.store.forget(tabId);
  });
}
