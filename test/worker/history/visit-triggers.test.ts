/**
 * When a visit is kept, with the real VisitedPages over a storage area: a
 * committed page and a pushState are kept when keeping is on, a private
 * window's and a prerendered page's are not — and the tab is read only when
 * the visit could be kept (keeping on, an address short enough), so a page
 * pushing long addresses costs no read of its tab per push.
 */
import { describe, expect, it } from 'vitest';
import type { NavigationDetails } from '../../../src/worker/browser-events.ts';
import { watchVisits } from '../../../src/worker/history/visit-triggers.ts';
import { VisitedPages } from '../../../src/worker/history/visited-pages.ts';
import { DEFAULT_VISITED_LIMITS, MAX_VISITED_URL_LENGTH } from '../../../src/shared/robots-history.ts';
import { StoppableStorage } from '../support/stoppable-storage.ts';

class Event<A extends unknown[]> {
  readonly listeners: ((...args: A) => void)[] = [];
  addListener(callback: (...args: A) => void): void {
    this.listeners.push(callback);
  }
  fire(...args: A): void {
    for (const l of this.listeners) l(...args);
  }
}

function setup(incognito = new Set<number>()) {
  const reads: number[] = [];
  const apis = {
    webNavigation: { onCommitted: new Event<[NavigationDetails]>(), onHistoryStateUpdated: new Event<[NavigationDetails]>() },
    tabs: {
      get: async (tabId: number) => {
        reads.push(tabId);
        return { incognito: incognito.has(tabId) };
      },
    },
  };
  let t = 1_700_000_000_000;
  const pages = new VisitedPages({ storage: new StoppableStorage().area(), now: () => t++ });
  const errors: unknown[] = [];
  watchVisits(apis, pages, (e) => errors.push(e));
  return { apis, pages, reads, errors };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

const nav = (tabId: number, url: string, extra: Partial<NavigationDetails> = {}): NavigationDetails => ({
  tabId,
  frameId: 0,
  url,
  ...extra,
});

describe('watchVisits', () => {
  it('keeps committed pages and pushed addresses once keeping is on; not a private window’s, a subframe’s or a prerendered page’s', async () => {
    const { apis, pages, errors } = setup(new Set([9]));
    await pages.set(true, DEFAULT_VISITED_LIMITS);
    apis.webNavigation.onCommitted.fire(nav(1, 'https://a.test/one'));
    apis.webNavigation.onHistoryStateUpdated.fire(nav(1, 'https://a.test/two'));
    apis.webNavigation.onCommitted.fire(nav(1, 'https://a.test/frame', { frameId: 3 }));
    apis.webNavigation.onCommitted.fire(nav(2, 'https://a.test/soon', { documentLifecycle: 'prerender' }));
    apis.webNavigation.onCommitted.fire(nav(9, 'https://a.test/private'));
    await settle();
    expect(await pages.forOrigin('https://a.test')).toEqual(['https://a.test/two', 'https://a.test/one']);
    expect(errors).toEqual([]);
  });

  it('reads no tab while keeping is off', async () => {
    const { apis, pages, reads } = setup();
    for (let i = 0; i < 5; i++) apis.webNavigation.onHistoryStateUpdated.fire(nav(1, `https://a.test/p${i}`));
    apis.webNavigation.onCommitted.fire(nav(1, 'https://a.test/'));
    await settle();
    expect(reads).toEqual([]);
    expect(await pages.forOrigin('https://a.test')).toEqual([]);
  });

  it('reads no tab for an address too long to keep, keeping on (a page pushing 680,000 characters)', async () => {
    const { apis, pages, reads } = setup();
    await pages.set(true, DEFAULT_VISITED_LIMITS);
    const long = `https://a.test/${'x'.repeat(680_000)}`;
    for (let i = 0; i < 5; i++) apis.webNavigation.onHistoryStateUpdated.fire(nav(1, `${long}${i}`));
    await settle();
    expect(reads).toEqual([]);
    // One just short enough is still read and kept.
    const longest = `https://a.test/${'x'.repeat(MAX_VISITED_URL_LENGTH - 'https://a.test/'.length)}`;
    apis.webNavigation.onHistoryStateUpdated.fire(nav(1, longest));
    await settle();
    expect(reads).toEqual([1]);
    expect(await pages.forOrigin('https://a.test')).toEqual([longest]);
  });

  it('follows the switch asked for before the visit', async () => {
    const { apis, pages, reads } = setup();
    void pages.set(true, DEFAULT_VISITED_LIMITS);
    apis.webNavigation.onCommitted.fire(nav(1, 'https://a.test/first'));
    await settle();
    expect(reads).toEqual([1]);
    expect(await pages.forOrigin('https://a.test')).toEqual(['https://a.test/first']);
  });
});
