import { describe, expect, it } from 'vitest';
import { type SessionArea, TabSignalStore } from '../../src/background/tab-signals.ts';
import type { HeaderSignals, MarkupSignals } from '../../src/shared/page-signals.ts';

const A = 'https://example.test/a';
const B = 'https://example.test/b';

const headers = (url: string, value = 'noindex'): HeaderSignals => ({ url, status: 200, xRobotsTag: [value], link: [], observedAt: 1 });
const markup = (url: string): MarkupSignals => ({
  url,
  metas: [{ name: 'robots', content: 'nofollow' }],
  canonicals: [],
  metaTotal: 1,
  canonicalTotal: 0,
  readAt: 2,
});

/** storage.session as a Map (structured clone as the browser stores it). */
function session(): SessionArea & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    items,
    async get(key) {
      return items.has(key) ? { [key]: structuredClone(items.get(key)) } : {};
    },
    async set(values) {
      for (const [k, v] of Object.entries(values)) items.set(k, structuredClone(v));
    },
    async remove(key) {
      items.delete(key);
    },
  };
}

describe('TabSignalStore', () => {
  it('keeps headers and markup per tab, only for the address they are about (fragments aside)', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(1, headers(A));
    store.markupRead(1, markup(A));
    expect(await store.signalsFor(1, `${A}#x`)).toEqual({ headers: headers(A), markup: markup(A) });
    // A pushState to another address: what was seen belongs to the old one.
    expect(await store.signalsFor(1, B)).toEqual({ headers: null, markup: null });
    expect(await store.signalsFor(2, A)).toEqual({ headers: null, markup: null });
  });

  it('a committed navigation drops the old document’s markup, and headers of another address', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(1, headers(A));
    store.markupRead(1, markup(A));
    store.committed(1, A);
    expect(await store.signalsFor(1, A)).toEqual({ headers: headers(A), markup: null });
    store.committed(1, B);
    expect(await store.signalsFor(1, A)).toEqual({ headers: null, markup: null });
  });

  it('a worker started again reads what the stopped one kept in storage.session; a closed tab’s signals go', async () => {
    const area = session();
    const first = new TabSignalStore(area);
    first.headersReceived(7, headers(A, 'googlebot: noindex'));
    first.markupRead(7, markup(A));
    await Promise.resolve();
    const second = new TabSignalStore(area);
    expect(await second.signalsFor(7, A)).toEqual({ headers: headers(A, 'googlebot: noindex'), markup: markup(A) });
    second.forget(7);
    await Promise.resolve();
    expect(area.items.size).toBe(0);
    expect(await new TabSignalStore(area).signalsFor(7, A)).toEqual({ headers: null, markup: null });
  });

  it('storage that fails or holds garbage is no signal, and is reported', async () => {
    const errors: unknown[] = [];
    const broken: SessionArea = {
      get: async () => ({ 'tab-signals:1': { headers: 'nonsense', markup: 5 } }),
      set: async () => {
        throw new Error('quota');
      },
      remove: async () => undefined,
    };
    const store = new TabSignalStore(broken, (e) => errors.push(e));
    expect(await store.signalsFor(1, A)).toEqual({ headers: null, markup: null });
    store.headersReceived(2, headers(A));
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
    expect(await store.signalsFor(2, A)).toEqual({ headers: headers(A), markup: null });
  });
});
