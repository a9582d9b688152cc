import { afterEach, describe, expect, it } from 'vitest';
import { PUSH_SETTLE_MS, SESSION_RECORD_CHARS, type SessionArea, TabSignalStore } from '../../../src/worker/page-signals/tab-signals.ts';
import type { HeaderSignals, MarkupSignals } from '../../../src/shared/page-signals.ts';

const A = 'https://example.test/a';
const B = 'https://example.test/b';
const C = 'https://example.test/c';

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
      if (key === null) return Object.fromEntries([...items].map(([k, v]) => [k, structuredClone(v)]));
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

describe('why a page’s headers are not known', () => {
  it('pushState: the address changed with no response', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(1, headers(A));
    store.committed(1, A);
    store.historyChanged(1, B);
    expect(await store.headersMissing(1, B)).toBe('push-state');
    // Back to the address the response answered: its headers count again.
    expect(await store.headersMissing(1, A)).toBeNull();
  });

  it('back/forward cache: a back or forward commit with no response for its address', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(1, headers(A));
    store.committed(1, A);
    store.committed(1, B, { forwardBack: true });
    expect(await store.headersMissing(1, B)).toBe('back-forward-cache');
    // A back navigation the server answered is no cache restore.
    store.headersReceived(1, headers(A));
    store.committed(1, A, { forwardBack: true });
    expect(await store.headersMissing(1, A)).toBeNull();
  });

  it('back to a page the tab showed: the back/forward cache brings it back with the headers it came with', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(1, headers(A, 'noindex'));
    store.committed(1, A);
    store.headersReceived(1, headers(B, 'nofollow'));
    store.committed(1, B);
    store.committed(1, A, { forwardBack: true });
    expect((await store.signalsFor(1, A)).headers).toEqual(headers(A, 'noindex'));
    expect(await store.headersMissing(1, A)).toBeNull();
    store.committed(1, B, { forwardBack: true });
    expect((await store.signalsFor(1, B)).headers).toEqual(headers(B, 'nofollow'));
  });

  it('before the worker listened: no event about the tab at all, or a commit older than the listener', async () => {
    const store = new TabSignalStore(null);
    expect(await store.headersMissing(3, A)).toBe('before-start');
    store.committed(4, A, { beforeListening: true });
    expect(await store.headersMissing(4, A)).toBe('before-start');
    store.committed(5, A);
    expect(await store.headersMissing(5, A)).toBe('not-seen');
  });

  it('a prerendered page’s response does not replace the shown page’s headers, and counts once it is shown', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(1, headers(A, 'noindex'));
    store.committed(1, A);
    store.headersReceived(1, headers(B, 'nofollow'), 'prerender');
    store.committed(1, B, { lifecycle: 'prerender' });
    expect((await store.signalsFor(1, A)).headers).toEqual(headers(A, 'noindex'));
    expect((await store.signalsFor(1, B)).headers).toEqual(headers(B, 'nofollow'));
    // Prerendered with no response seen: said so.
    store.committed(1, C, { lifecycle: 'prerender' });
    expect(await store.headersMissing(1, C)).toBe('prerender');
  });
});

describe('what storage.session keeps per tab', () => {
  const huge = (url: string, i: number): HeaderSignals => ({
    url,
    status: 200,
    xRobotsTag: Array.from({ length: 33 }, () => `${i}`.padEnd(4_097, 'x')),
    link: Array.from({ length: 33 }, () => 'y'.repeat(4_097)),
    observedAt: 1,
  });

  it('a page cannot make its record larger than the bound; a restarted worker says why it does not know it', async () => {
    const area = session();
    const first = new TabSignalStore(area);
    first.headersReceived(1, huge(A, 1));
    await Promise.resolve();
    const stored = JSON.stringify(area.items.get('tab-signals:1'));
    expect(stored.length).toBeLessThanOrEqual(SESSION_RECORD_CHARS);
    // The worker that saw it still has it in memory.
    expect((await first.signalsFor(1, A)).headers?.xRobotsTag).toHaveLength(33);
    const second = new TabSignalStore(area);
    expect((await second.signalsFor(1, A)).headers).toBeNull();
    expect(await second.headersMissing(1, A)).toBe('too-large');
  });

  it('a page pushing long addresses over and over costs one write to storage, not one per push', async () => {
    const area = session();
    let writes = 0;
    const counted: SessionArea = { get: (k) => area.get(k), remove: (k) => area.remove(k), set: (v) => (writes++, area.set(v)) };
    const store = new TabSignalStore(counted);
    store.headersReceived(1, headers(A));
    const long = `${A}/${'x'.repeat(680_000)}`;
    for (let i = 0; i < 50; i++) {
      store.historyChanged(1, `${long}${i}`);
      // Each push read back at once: the store answers for it, and stores it.
      expect(await store.headersMissing(1, `${long}${i}`)).toBe('push-state');
    }
    expect(writes).toBe(2);
    expect(area.items.get('tab-signals:1')).toEqual({ tooLarge: true, url: A });
    expect(await new TabSignalStore(area).headersMissing(1, A)).toBe('too-large');
    // Back to a short address: the record fits again and is written out.
    store.historyChanged(1, B);
    expect(await store.headersMissing(1, B)).toBe('push-state');
    expect(writes).toBe(3);
    expect(await new TabSignalStore(area).headersMissing(1, B)).toBe('push-state');
  });

  it('a run of pushes is compared and kept once, for the newest address, unless something reads the tab meanwhile', async () => {
    const area = session();
    let writes = 0;
    const counted: SessionArea = { get: (k) => area.get(k), remove: (k) => area.remove(k), set: (v) => (writes++, area.set(v)) };
    const timers: { run: () => void; ms: number }[] = [];
    const store = new TabSignalStore(counted, undefined, (run, ms) => timers.push({ run, ms }));
    store.headersReceived(1, headers(A));
    for (let i = 0; i < 1_000; i++) store.historyChanged(1, `${B}?push=${i}`);
    expect(timers.map((t) => t.ms)).toEqual([PUSH_SETTLE_MS]);
    expect(writes).toBe(1);
    timers[0]!.run();
    expect(writes).toBe(2);
    expect(await new TabSignalStore(area).headersMissing(1, `${B}?push=999`)).toBe('push-state');
    // A push back to the page's own address keeps its headers; a read applies the waiting push at once.
    store.historyChanged(1, `${A}#top`);
    expect((await store.signalsFor(1, A)).headers).toEqual(headers(A));
    expect(writes).toBe(2);
    // Another event of the tab applies it first too: the new document's markup comes after the push.
    store.historyChanged(1, C);
    store.markupRead(1, markup(C));
    expect(await store.headersMissing(1, C)).toBe('push-state');
    expect((await store.signalsFor(1, C)).markup).toEqual(markup(C));
    // A closed tab's waiting push is dropped with it.
    store.historyChanged(1, `${C}?closing`);
    store.forget(1);
    for (const t of timers) t.run();
    expect(await store.headersMissing(1, `${C}?closing`)).toBe('before-start');
  });

  it('a worker’s start sweeps the records of tabs closed while no worker listened; open and newer tabs stay', async () => {
    const area = session();
    const before = new TabSignalStore(area);
    for (const tab of [1, 2, 3]) before.headersReceived(tab, headers(A));
    await Promise.resolve();
    const after = new TabSignalStore(area);
    after.headersReceived(9, headers(B));
    await after.sweep(new Set([2]));
    expect([...area.items.keys()].sort()).toEqual(['tab-signals:2', 'tab-signals:9']);
  });

  it('a full area makes room: the oldest tabs’ records go, the newest tab’s is kept', async () => {
    const area = session();
    const LIMIT = 6;
    const small: SessionArea = {
      get: (k) => area.get(k),
      remove: (k) => area.remove(k),
      async set(values) {
        const adding = Object.keys(values).filter((k) => !area.items.has(k)).length;
        if (area.items.size + adding > LIMIT) throw new Error('QUOTA_BYTES quota exceeded');
        await area.set(values);
      },
    };
    const errors: unknown[] = [];
    const store = new TabSignalStore(small, (e) => errors.push(e));
    for (let tab = 1; tab <= 10; tab++) {
      store.headersReceived(tab, { ...headers(A), observedAt: tab });
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(errors).toEqual([]);
    expect(area.items.has('tab-signals:10')).toBe(true);
    expect(area.items.has('tab-signals:1')).toBe(false);
    expect(area.items.size).toBeLessThanOrEqual(LIMIT);
  });

  it('twenty hostile tabs leave room for a later ordinary tab’s headers across a restart', async () => {
    const QUOTA = 10 * 1024 * 1024;
    const area = session();
    let used = 0;
    const quotaArea: SessionArea = {
      get: (k) => area.get(k),
      remove: (k) => area.remove(k),
      async set(values) {
        const before = [...area.items.entries()];
        await area.set(values);
        used = [...area.items.values()].reduce<number>((sum, v) => sum + JSON.stringify(v).length, 0);
        if (used > QUOTA) {
          area.items.clear();
          for (const [k, v] of before) area.items.set(k, v);
          throw new Error('QUOTA_BYTES quota exceeded');
        }
      },
    };
    const errors: unknown[] = [];
    const first = new TabSignalStore(quotaArea, (e) => errors.push(e));
    for (let tab = 100; tab < 120; tab++) {
      first.headersReceived(tab, huge(`https://hostile.test/${tab}`, tab));
      first.markupRead(tab, {
        url: `https://hostile.test/${tab}`,
        metas: Array.from({ length: 101 }, () => ({ name: 'robots', content: 'z'.repeat(4_097) })),
        canonicals: [],
        metaTotal: 101,
        canonicalTotal: 0,
        readAt: 1,
      });
    }
    first.headersReceived(7, headers(A, 'noindex'));
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toEqual([]);
    const second = new TabSignalStore(quotaArea);
    expect((await second.signalsFor(7, A)).headers).toEqual(headers(A, 'noindex'));
  });
});

describe('comparing a long address', () => {
  const Real = globalThis.URL;
  afterEach(() => {
    globalThis.URL = Real;
  });

  it('a read of a tab that pushed a 680,000-character address parses it once, not at every comparison', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(1, headers(A));
    store.markupRead(1, markup(A));
    const long = `${A}/${'x'.repeat(680_000)}`;
    store.historyChanged(1, long);
    let parsedLong = 0;
    globalThis.URL = new Proxy(Real, {
      construct(target, args: [string | URL, (string | URL)?]) {
        if (String(args[0]).length > 1_000) parsedLong++;
        return new target(...args);
      },
    });
    // As the badge reads it: the signals, then why the headers are missing (a copy of the address, as each event brings one).
    expect(await store.signalsFor(1, long)).toEqual({ headers: null, markup: null });
    expect(await store.headersMissing(1, ` ${long}`.slice(1))).toBe('push-state');
    globalThis.URL = Real;
    expect(parsedLong).toBe(1);
  });
});
