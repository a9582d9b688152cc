import { describe, expect, it } from 'vitest';
import { AFTER_PUSH_STATE_MS, watchSignalTriggers } from '../../../src/worker/page-signals/signal-triggers.ts';
import { TabSignalStore } from '../../../src/worker/page-signals/tab-signals.ts';

type Callback = (...args: never[]) => void;

function event<A extends unknown[]>() {
  const listeners: ((...args: A) => void)[] = [];
  return {
    addListener: (cb: (...args: A) => void) => listeners.push(cb),
    emit: (...args: A) => {
      for (const l of listeners) l(...args);
    },
  };
}

function setup() {
  const apis = {
    webNavigation: {
      onCommitted: event<[{ tabId: number; frameId: number; url: string; documentLifecycle?: string }]>(),
      onCompleted: event<[{ tabId: number; frameId: number; url: string }]>(),
      onHistoryStateUpdated: event<[{ tabId: number; frameId: number; url: string }]>(),
    },
    tabs: { onRemoved: event<[number, unknown]>() },
  };
  const store = new TabSignalStore(null);
  const log: string[] = [];
  const timers: { run: Callback; ms: number }[] = [];
  watchSignalTriggers(apis, {
    store,
    readMarkup: async (tabId) => {
      log.push(`read ${tabId}`);
    },
    changed: async (tabId) => {
      log.push(`changed ${tabId}`);
    },
    later: (run, ms) => timers.push({ run, ms }),
  });
  return { apis, store, log, timers };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('when the worker reads a tab’s markup', () => {
  it('once the main frame has loaded; frames and prerendered pages are not the tab’s page', async () => {
    const { apis, log } = setup();
    apis.webNavigation.onCompleted.emit({ tabId: 4, frameId: 0, url: 'https://e.test/' });
    apis.webNavigation.onCompleted.emit({ tabId: 4, frameId: 7, url: 'https://ads.test/' });
    await settle();
    expect(log).toEqual(['read 4', 'changed 4']);
  });

  it('after pushState, a moment later, so the app has rendered its new meta tags', async () => {
    const { apis, log, timers } = setup();
    apis.webNavigation.onHistoryStateUpdated.emit({ tabId: 2, frameId: 0, url: 'https://e.test/next' });
    await settle();
    expect(log).toEqual([]);
    expect(timers.map((t) => t.ms)).toEqual([AFTER_PUSH_STATE_MS]);
    timers[0]?.run();
    await settle();
    expect(log).toEqual(['read 2', 'changed 2']);
  });

  it('a run of 1,000 pushes is read once, a moment after the last of them', async () => {
    const { apis, log, timers } = setup();
    for (let i = 0; i < 1_000; i++) apis.webNavigation.onHistoryStateUpdated.emit({ tabId: 2, frameId: 0, url: `https://e.test/${i}` });
    expect(timers).toHaveLength(1);
    // Pushes came after the timer was set: it waits another moment.
    timers[0]?.run();
    await settle();
    expect(log).toEqual([]);
    expect(timers).toHaveLength(2);
    timers[1]?.run();
    await settle();
    expect(log).toEqual(['read 2', 'changed 2']);
    // The next push starts a new run.
    apis.webNavigation.onHistoryStateUpdated.emit({ tabId: 2, frameId: 0, url: 'https://e.test/again' });
    expect(timers).toHaveLength(3);
  });

  it('a commit drops the old document’s signals; a closed tab’s go', async () => {
    const { apis, store } = setup();
    store.headersReceived(1, { url: 'https://e.test/a', status: 200, xRobotsTag: ['noindex'], link: [], observedAt: 0 });
    store.markupRead(1, { url: 'https://e.test/a', metas: [], canonicals: [], metaTotal: 0, canonicalTotal: 0, readAt: 0 });
    apis.webNavigation.onCommitted.emit({ tabId: 1, frameId: 0, url: 'https://e.test/a', documentLifecycle: 'prerender' });
    expect((await store.signalsFor(1, 'https://e.test/a')).markup).not.toBeNull();
    apis.webNavigation.onCommitted.emit({ tabId: 1, frameId: 0, url: 'https://e.test/a' });
    expect((await store.signalsFor(1, 'https://e.test/a')).markup).toBeNull();
    expect((await store.signalsFor(1, 'https://e.test/a')).headers).not.toBeNull();
    apis.tabs.onRemoved.emit(1, {});
    expect(await store.signalsFor(1, 'https://e.test/a')).toEqual({ headers: null, markup: null });
  });
});
