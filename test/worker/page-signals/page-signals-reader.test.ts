import { describe, expect, it } from 'vitest';
import { readPageSignals, tabReader } from '../../../src/worker/page-signals/page-signals-reader.ts';
import { TabSignalStore } from '../../../src/worker/page-signals/tab-signals.ts';
import type { HeaderSignals, MarkupSignals } from '../../../src/shared/page-signals.ts';

const PAGE = 'https://example.test/page';
const headers: HeaderSignals = { url: PAGE, status: 200, xRobotsTag: ['noindex'], link: [], observedAt: 1 };
const markup: MarkupSignals = {
  url: PAGE,
  metas: [{ name: 'robots', content: 'nofollow' }],
  canonicals: [],
  metaTotal: 1,
  canonicalTotal: 0,
  readAt: 2,
};

function deps(url: string | null, read: MarkupSignals | null, store = new TabSignalStore(null)) {
  const reads: number[] = [];
  return {
    reads,
    deps: {
      store,
      tab: async () => (url === null ? null : { id: 5, url }),
      readMarkup: async (tabId: number) => {
        reads.push(tabId);
        return read;
      },
    },
  };
}

describe('readPageSignals', () => {
  it('reads the markup now and joins the headers the worker saw', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(5, headers);
    const { deps: d, reads } = deps(PAGE, markup, store);
    expect(await readPageSignals(d)).toEqual({ kind: 'signals', url: PAGE, headers, markup });
    expect(reads).toEqual([5]);
  });

  it('pages the extension may not read are not available here, without trying', async () => {
    for (const url of [
      'chrome://settings/',
      'view-source:https://example.test/',
      'file:///tmp/a.html',
      'about:blank',
      'chrome-extension://x/y.html',
    ]) {
      const { deps: d, reads } = deps(url, markup);
      expect(await readPageSignals(d)).toEqual({ kind: 'not-available-here', url });
      expect(reads).toEqual([]);
    }
    expect(await readPageSignals(deps(null, markup).deps)).toEqual({ kind: 'not-available-here', url: null });
  });

  it('an http page the browser will not let us script (the web store, the PDF viewer) with no headers seen: not available here', async () => {
    expect(await readPageSignals(deps('https://chromewebstore.google.com/detail/x', null).deps)).toEqual({
      kind: 'not-available-here',
      url: 'https://chromewebstore.google.com/detail/x',
    });
  });

  it('headers seen but markup unreadable: the headers still count', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(5, headers);
    expect(await readPageSignals(deps(PAGE, null, store).deps)).toEqual({ kind: 'signals', url: PAGE, headers, markup: null });
  });
});

describe('tabReader', () => {
  it('the given tab, or the last focused window’s active one; null when gone', async () => {
    const read = tabReader({
      get: async (id) => (id === 1 ? { id: 1, url: PAGE } : Promise.reject(new Error('No tab'))),
      query: async () => [{ id: 9, url: 'https://other.test/' }],
    });
    expect(await read(1)).toEqual({ id: 1, url: PAGE });
    expect(await read(2)).toBeNull();
    expect(await read()).toEqual({ id: 9, url: 'https://other.test/' });
  });
});
