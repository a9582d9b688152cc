import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIFETIME_MS, FAILED_FETCH_RETRY_MS } from '../../src/robots/cache-lifetime.ts';
import { RobotsCache, type RobotsCacheDeps } from '../../src/robots/robots-cache.ts';
import type { FetchRobotsOptions } from '../../src/robots/robots-fetcher.ts';
import type { FetchSnapshot } from '../../src/robots/robots-record.ts';
import { fakeLocal } from '../worker/support/fake-local.ts';
import { snapshot, type SnapshotSpec } from '../worker/support/snapshots.ts';

const T0 = 1_700_000_000_000;
const omit = { refresh: false, credentials: 'omit' } as const;

/** A fetchSnapshot that answers from a per-origin script and counts calls. */
class ScriptedFetch {
  calls: { robotsUrl: string; options: FetchRobotsOptions }[] = [];
  next = new Map<string, Omit<SnapshotSpec, 'fetchedAt' | 'robotsUrl'>[]>();
  /** When set, fetches wait for this promise before answering. */
  gate: Promise<void> | null = null;
  constructor(readonly clock: () => number) {}

  script(robotsUrl: string, ...answers: Omit<SnapshotSpec, 'fetchedAt' | 'robotsUrl'>[]): void {
    this.next.set(robotsUrl, answers);
  }

  fetch = async (robotsUrl: string, options: FetchRobotsOptions): Promise<FetchSnapshot> => {
    this.calls.push({ robotsUrl, options });
    if (this.gate) await this.gate;
    const queue = this.next.get(robotsUrl) ?? [];
    const spec = queue.length > 1 ? queue.shift() : queue[0];
    return snapshot({
      body: 'User-agent: *\nDisallow: /private\n',
      ...spec,
      robotsUrl,
      fetchedAt: this.clock(),
      credentials: options.credentials,
    });
  };
}

const site = (n: number | string) => ({ origin: `https://s${n}.test`, robotsUrl: `https://s${n}.test/robots.txt` });

describe('RobotsCache', () => {
  let now: number;
  let fetcher: ScriptedFetch;
  const made: RobotsCache[] = [];
  const make = (extra: Partial<RobotsCacheDeps> = {}) => {
    const cache = new RobotsCache({ fetchSnapshot: fetcher.fetch, storage: fakeLocal, now: () => now, ...extra });
    made.push(cache);
    return cache;
  };

  // Let every cache finish its writes before the next test resets storage.
  afterEach(async () => {
    await Promise.all(made.splice(0).map((cache) => cache.flush()));
  });

  beforeEach(() => {
    fakeBrowser.reset();
    now = T0;
    fetcher = new ScriptedFetch(() => now);
  });

  it('answers from the cache for 24 hours by default, then refetches', async () => {
    const cache = make();
    const { origin, robotsUrl } = site(1);
    const first = await cache.lookup(origin, robotsUrl, omit);
    expect(first.fromCache).toBe(false);
    expect(first.record.expiresAt).toBe(T0 + DEFAULT_LIFETIME_MS);

    now = T0 + DEFAULT_LIFETIME_MS - 1;
    const second = await cache.lookup(origin, robotsUrl, omit);
    expect(second.fromCache).toBe(true);
    expect(second.record).toBe(first.record);
    expect(fetcher.calls).toHaveLength(1);

    now = T0 + DEFAULT_LIFETIME_MS;
    expect((await cache.lookup(origin, robotsUrl, omit)).fromCache).toBe(false);
    expect(fetcher.calls).toHaveLength(2);
  });

  it('follows max-age=5 and no-store', async () => {
    const cache = make();
    fetcher.script(site(1).robotsUrl, { headers: { 'cache-control': 'max-age=5' } });
    fetcher.script(site(2).robotsUrl, { headers: { 'cache-control': 'no-store' } });

    await cache.lookup(site(1).origin, site(1).robotsUrl, omit);
    now = T0 + 4_999;
    expect((await cache.lookup(site(1).origin, site(1).robotsUrl, omit)).fromCache).toBe(true);
    now = T0 + 5_000;
    expect((await cache.lookup(site(1).origin, site(1).robotsUrl, omit)).fromCache).toBe(false);

    await cache.lookup(site(2).origin, site(2).robotsUrl, omit);
    expect((await cache.lookup(site(2).origin, site(2).robotsUrl, omit)).fromCache).toBe(false);
    expect(fetcher.calls.filter((c) => c.robotsUrl === site(2).robotsUrl)).toHaveLength(2);
  });

  it('"refresh now" bypasses a fresh entry and asks for no HTTP cache', async () => {
    const cache = make();
    const { origin, robotsUrl } = site(1);
    await cache.lookup(origin, robotsUrl, omit);
    const refreshed = await cache.lookup(origin, robotsUrl, { ...omit, refresh: true });
    expect(refreshed.fromCache).toBe(false);
    expect(fetcher.calls.map((c) => c.options.refresh)).toEqual([false, true]);
  });

  it('refetches when the cookie setting changed since the copy was fetched', async () => {
    const cache = make();
    const { origin, robotsUrl } = site(1);
    await cache.lookup(origin, robotsUrl, omit);
    const withCookies = await cache.lookup(origin, robotsUrl, { refresh: false, credentials: 'include' });
    expect(withCookies.fromCache).toBe(false);
    expect(withCookies.record.latest.facts.credentials).toBe('include');
  });

  it('shares one fetch between simultaneous lookups of one origin', async () => {
    const cache = make();
    let open!: () => void;
    fetcher.gate = new Promise((resolve) => (open = resolve));
    const { origin, robotsUrl } = site(1);
    const a = cache.lookup(origin, robotsUrl, omit);
    const b = cache.lookup(origin, robotsUrl, omit);
    const c = cache.lookup(origin, robotsUrl, { ...omit, refresh: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    open();
    const [ra, rb, rc] = await Promise.all([a, b, c]);
    expect(fetcher.calls).toHaveLength(1);
    expect(rb.record).toBe(ra.record);
    expect(rc.record).toBe(ra.record);
  });

  it('keeps the last good copy when a refresh answers 503, with both facts', async () => {
    const cache = make();
    const { origin, robotsUrl } = site(1);
    fetcher.script(robotsUrl, { status: 200, body: 'User-agent: *\nDisallow: /old\n' }, { status: 503, body: 'busy' });
    const good = await cache.lookup(origin, robotsUrl, omit);
    expect(good.record.lastGood).toBeNull();

    now = T0 + DEFAULT_LIFETIME_MS + 1;
    const failed = (await cache.lookup(origin, robotsUrl, omit)).record;
    expect(failed.latest.facts.outcome).toMatchObject({ kind: 'response', status: 503 });
    expect(failed.lastGood).toEqual(good.record.latest);
    expect(failed.expiresAt).toBe(now + FAILED_FETCH_RETRY_MS);
  });

  it('keeps the last good copy through a network error and a second failure', async () => {
    const cache = make();
    const { origin, robotsUrl } = site(1);
    fetcher.script(robotsUrl, { status: 200 }, { networkError: 'refused' }, { status: 500 });
    const good = (await cache.lookup(origin, robotsUrl, omit)).record;
    const afterError = (await cache.lookup(origin, robotsUrl, { ...omit, refresh: true })).record;
    expect(afterError.latest.facts.outcome).toMatchObject({ kind: 'network-error', error: 'refused' });
    expect(afterError.lastGood).toEqual(good.latest);
    const afterSecond = (await cache.lookup(origin, robotsUrl, { ...omit, refresh: true })).record;
    expect(afterSecond.latest.facts.outcome).toMatchObject({ status: 500 });
    expect(afterSecond.lastGood).toEqual(good.latest);
  });

  it('keeps when the current run of failures began, across refreshes, until an answer ends it', async () => {
    const cache = make();
    const { origin, robotsUrl } = site(1);
    fetcher.script(
      robotsUrl,
      { status: 200 },
      { status: 503 },
      { networkError: 'timeout' },
      { status: 429 },
      { status: 502 },
      { status: 200 },
      { status: 500 },
    );
    const refresh = async (at: number, by = cache) => {
      now = at;
      return (await by.lookup(origin, robotsUrl, { ...omit, refresh: true })).record.failingSince;
    };
    expect(await refresh(T0)).toBeNull();
    expect(await refresh(T0 + 1_000)).toBe(T0 + 1_000);
    expect(await refresh(T0 + 10 * DEFAULT_LIFETIME_MS)).toBe(T0 + 1_000);
    expect(await refresh(T0 + 40 * DEFAULT_LIFETIME_MS)).toBe(T0 + 1_000);
    await cache.flush();
    // A restarted worker carries the run on from storage.
    expect(await refresh(T0 + 40 * DEFAULT_LIFETIME_MS + 1, make())).toBe(T0 + 1_000);
    expect(await refresh(T0 + 41 * DEFAULT_LIFETIME_MS)).toBeNull();
    expect(await refresh(T0 + 42 * DEFAULT_LIFETIME_MS)).toBe(T0 + 42 * DEFAULT_LIFETIME_MS);
  });

  it('drops the last good copy once the server answers something definite again', async () => {
    const cache = make();
    const { origin, robotsUrl } = site(1);
    fetcher.script(robotsUrl, { status: 200 }, { status: 503 }, { status: 404 });
    await cache.lookup(origin, robotsUrl, omit);
    await cache.lookup(origin, robotsUrl, { ...omit, refresh: true });
    const after404 = (await cache.lookup(origin, robotsUrl, { ...omit, refresh: true })).record;
    expect(after404.latest.facts.outcome).toMatchObject({ status: 404 });
    expect(after404.lastGood).toBeNull();
  });

  it('survives the worker being stopped: a new instance answers from storage', async () => {
    const first = make();
    const { origin, robotsUrl } = site(1);
    const fetched = (await first.lookup(origin, robotsUrl, omit)).record;
    await first.flush();

    const second = make();
    const again = await second.lookup(origin, robotsUrl, omit);
    expect(again.fromCache).toBe(true);
    expect(again.record).toEqual(fetched);
    expect(again.record.latest.bodyBase64).toBe(fetched.latest.bodyBase64);
    expect(fetcher.calls).toHaveLength(1);
    expect(await second.stats()).toEqual(await first.stats());
  });

  it('evicts the least recently used origin beyond the origin limit', async () => {
    const cache = make({ limits: { maxOrigins: 3 } });
    for (const n of [1, 2, 3]) await cache.lookup(site(n).origin, site(n).robotsUrl, omit);
    // Touch 1, so 2 is now the least recently used.
    expect((await cache.lookup(site(1).origin, site(1).robotsUrl, omit)).fromCache).toBe(true);
    await cache.lookup(site(4).origin, site(4).robotsUrl, omit);
    await cache.flush();

    expect((await cache.stats()).origins).toBe(3);
    const stored = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(stored).filter((k) => k.includes('s2.test'))).toEqual([]);

    // The order and the eviction are persisted too: a restarted worker answers 1, 3 and 4 and fetches 2.
    const reopened = make({ limits: { maxOrigins: 3 } });
    for (const n of [1, 3, 4]) expect((await reopened.lookup(site(n).origin, site(n).robotsUrl, omit)).fromCache, `s${n}`).toBe(true);
    expect(fetcher.calls).toHaveLength(4);
    expect((await reopened.lookup(site(2).origin, site(2).robotsUrl, omit)).fromCache).toBe(false);
  });

  it('evicts by total size', async () => {
    const big = 'x'.repeat(30_000);
    const cache = make({ limits: { maxBytes: 100_000 } });
    for (const n of [1, 2, 3, 4, 5]) {
      fetcher.script(site(n).robotsUrl, { body: big });
      await cache.lookup(site(n).origin, site(n).robotsUrl, omit);
    }
    const stats = await cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(100_000);
    expect(stats.origins).toBe(2);
    for (const n of [4, 5]) expect((await cache.lookup(site(n).origin, site(n).robotsUrl, omit)).fromCache, `s${n}`).toBe(true);
    expect((await cache.lookup(site(1).origin, site(1).robotsUrl, omit)).fromCache).toBe(false);
  });

  it('holds 64 origins whose files are at the 500 KiB cap with the default limits', async () => {
    const full = `User-agent: *\nDisallow: /private\n${'#'.repeat(512_000 - 34)}\n`;
    const cache = make();
    for (let n = 1; n <= 64; n++) {
      fetcher.script(site(n).robotsUrl, { body: full });
      await cache.lookup(site(n).origin, site(n).robotsUrl, omit);
    }
    expect((await cache.stats()).origins).toBe(64);
    for (const n of [1, 32, 64]) expect((await cache.lookup(site(n).origin, site(n).robotsUrl, omit)).fromCache, `s${n}`).toBe(true);
    expect(fetcher.calls).toHaveLength(64);
  });

  it('clears everything, in memory and in storage', async () => {
    const cache = make();
    await fakeBrowser.storage.local.set({ settings: { profileId: 'gptbot' } });
    for (const n of [1, 2]) await cache.lookup(site(n).origin, site(n).robotsUrl, omit);
    const held = await cache.stats();
    expect(held.origins).toBe(2);
    expect(await cache.clear()).toEqual(held);
    expect(await cache.stats()).toEqual({ origins: 0, bytes: 0 });
    const stored = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(stored)).toEqual(['settings']);
    expect((await make().lookup(site(1).origin, site(1).robotsUrl, omit)).fromCache).toBe(false);
  });

  it('ignores a damaged stored record and fetches again', async () => {
    const first = make();
    await first.lookup(site(1).origin, site(1).robotsUrl, omit);
    await first.flush();
    const stored = await fakeBrowser.storage.local.get(null);
    const key = Object.keys(stored).find((k) => k.includes('s1.test'));
    expect(key).toBeDefined();
    await fakeBrowser.storage.local.set({ [key ?? '']: { v: 1, record: { origin: 'https://s1.test', latest: 'garbage' } } });

    const second = make();
    const again = await second.lookup(site(1).origin, site(1).robotsUrl, omit);
    expect(again.fromCache).toBe(false);
    expect(fetcher.calls).toHaveLength(2);
  });

  it('reads an index entry whose record is missing as a miss, and stops counting it', async () => {
    const first = make();
    for (const n of [1, 2]) await first.lookup(site(n).origin, site(n).robotsUrl, omit);
    await first.flush();
    await fakeBrowser.storage.local.remove('robotsCache:origin:https://s1.test');

    const second = make();
    expect((await second.lookup(site(1).origin, site(1).robotsUrl, omit)).fromCache).toBe(false);
    expect((await second.lookup(site(2).origin, site(2).robotsUrl, omit)).fromCache).toBe(true);
    expect((await second.stats()).origins).toBe(2);
  });

  it('still answers from memory when storage refuses to write', async () => {
    const errors: unknown[] = [];
    const storage = {
      get: (keys: string | string[]) => fakeBrowser.storage.local.get(keys),
      set: async () => {
        throw new Error('QUOTA_BYTES quota exceeded');
      },
      remove: (keys: string | string[]) => fakeBrowser.storage.local.remove(keys),
    };
    const cache = make({ storage, onStorageError: (e) => errors.push(e) });
    await cache.lookup(site(1).origin, site(1).robotsUrl, omit);
    await cache.flush();
    expect((await cache.lookup(site(1).origin, site(1).robotsUrl, omit)).fromCache).toBe(true);
    expect(errors.length).toBeGreaterThan(0);
  });

  it('makes room in a full storage area by dropping the least recently used origins', async () => {
    const budget = 100_000;
    const sizeOf = (items: Record<string, unknown>) => JSON.stringify(items).length;
    const storage = {
      get: (keys: string | string[]) => fakeBrowser.storage.local.get(keys),
      set: async (items: Record<string, unknown>) => {
        const current = await fakeBrowser.storage.local.get(null);
        if (sizeOf({ ...current, ...items }) > budget) throw new Error('QUOTA_BYTES quota exceeded');
        await fakeBrowser.storage.local.set(items);
      },
      remove: (keys: string | string[]) => fakeBrowser.storage.local.remove(keys),
    };
    const errors: unknown[] = [];
    const cache = make({ storage, onStorageError: (e) => errors.push(e) });
    for (const n of [1, 2, 3, 4, 5]) {
      fetcher.script(site(n).robotsUrl, { body: 'y'.repeat(30_000) });
      await cache.lookup(site(n).origin, site(n).robotsUrl, omit);
    }
    await cache.flush();
    expect(errors).toEqual([]);
    const stored = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(stored).filter((k) => k.includes('s1.test'))).toEqual([]);
    const reopened = make({ storage });
    expect((await reopened.lookup(site(5).origin, site(5).robotsUrl, omit)).fromCache).toBe(true);
    expect((await reopened.stats()).origins).toBeLessThan(5);
  });

  it('tells onStored about every fetched record', async () => {
    const seen: string[] = [];
    const cache = make({ onStored: (r) => seen.push(r.origin) });
    await cache.lookup(site(1).origin, site(1).robotsUrl, omit);
    await cache.lookup(site(1).origin, site(1).robotsUrl, omit);
    await cache.lookup(site(1).origin, site(1).robotsUrl, { ...omit, refresh: true });
    expect(seen).toEqual(['https://s1.test', 'https://s1.test']);
  });
});
