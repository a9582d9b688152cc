/**
 * The worker may be stopped between any two storage writes. For every N, a
 * burst of lookups (with evictions, a failed refresh and a touch) is stopped
 * at its N-th write; the next worker must find a consistent cache: every
 * record it keeps is named by the index and readable, nothing else of ours
 * stays in storage, stats() says what storage holds, and "Clear cache"
 * removes and reports all of it.
 */
import { describe, expect, it } from 'vitest';
import { RobotsCache } from '../../src/robots/robots-cache.ts';
import type { FetchRobotsOptions } from '../../src/robots/robots-fetcher.ts';
import type { FetchSnapshot } from '../../src/robots/robots-record.ts';
import { snapshot } from './support/snapshots.ts';
import { StoppableStorage } from './support/stoppable-storage.ts';

const T0 = 1_700_000_000_000;
const RECORD_PREFIX = 'robotsCache:origin:';
const site = (n: number) => ({ origin: `https://s${n}.test`, robotsUrl: `https://s${n}.test/robots.txt` });
const omit = { refresh: false, credentials: 'omit' } as const;

/** Each origin answers 200 with a body of its own size; the second fetch of s5 answers 503. */
function fetcher() {
  const calls = new Map<string, number>();
  return async (robotsUrl: string, options: FetchRobotsOptions): Promise<FetchSnapshot> => {
    const n = (calls.get(robotsUrl) ?? 0) + 1;
    calls.set(robotsUrl, n);
    const failing = robotsUrl === site(5).robotsUrl && n === 2;
    return snapshot({
      robotsUrl,
      status: failing ? 503 : 200,
      body: `User-agent: *\nDisallow: /${'x'.repeat(robotsUrl.length * 40)}\n`,
      fetchedAt: T0,
      credentials: options.credentials,
    });
  };
}

const make = (storage: StoppableStorage) =>
  new RobotsCache({ fetchSnapshot: fetcher(), storage: storage.area(), now: () => T0, limits: { maxOrigins: 3 } });

async function burst(cache: RobotsCache): Promise<void> {
  await Promise.all([1, 2, 3, 4, 5].map((n) => cache.lookup(site(n).origin, site(n).robotsUrl, omit)));
  await cache.lookup(site(5).origin, site(5).robotsUrl, { ...omit, refresh: true });
  await cache.lookup(site(3).origin, site(3).robotsUrl, omit);
  await cache.lookup(site(6).origin, site(6).robotsUrl, omit);
  await cache.flush();
}

/** Runs the burst until it ends or storage stops; returns the writes it took. */
async function runUntilStopped(storage: StoppableStorage): Promise<void> {
  await Promise.race([burst(make(storage)), storage.stopped]);
}

async function expectConsistentAfterRestart(storage: StoppableStorage, label: string): Promise<void> {
  const next = storage.restart();
  next.data.set('settings', { profileId: 'gptbot' });
  const cache = make(next);
  const stats = await cache.stats();
  await cache.flush();

  const recordKeys = next.keys(RECORD_PREFIX);
  const index = next.data.get('robotsCache:index') as { entries: [string, number][] } | undefined;
  const indexed = (index?.entries ?? []).map(([origin]) => RECORD_PREFIX + origin).sort();
  expect(recordKeys, `${label}: records vs index`).toEqual(indexed);
  expect(stats.origins, `${label}: stats`).toBe(recordKeys.length);
  // Every record kept is read, not fetched again (the clock has not moved, so all are fresh).
  for (const key of recordKeys) {
    const origin = key.slice(RECORD_PREFIX.length);
    expect((await cache.lookup(origin, `${origin}/robots.txt`, omit)).fromCache, `${label}: ${key} readable`).toBe(true);
  }

  const bytes = recordKeys.reduce((sum, key) => sum + JSON.stringify((next.data.get(key) as { record: unknown }).record).length, 0);
  expect(await cache.clear(), `${label}: clear report`).toEqual({ origins: recordKeys.length, bytes });
  expect([...next.data.keys()], `${label}: after clear`).toEqual(['settings']);
}

describe('RobotsCache stopped at any storage write', () => {
  it('leaves a state the next worker repairs, for every stopping point', async () => {
    const complete = new StoppableStorage();
    await runUntilStopped(complete);
    const total = complete.writes;
    expect(total).toBeGreaterThan(10);
    await expectConsistentAfterRestart(complete, 'not stopped');

    for (let n = 0; n <= total; n++) {
      const storage = new StoppableStorage(n);
      await runUntilStopped(storage);
      await expectConsistentAfterRestart(storage, `stopped after ${n} writes`);
    }
  });

  it('removes and counts records no index names (left by an older version or a stop)', async () => {
    const storage = new StoppableStorage();
    await runUntilStopped(storage);
    const orphan = { v: 1, record: { origin: 'https://gone.test', junk: 'y'.repeat(1000) } };
    storage.data.set(`${RECORD_PREFIX}https://gone.test`, orphan);
    storage.data.delete('robotsCache:index');
    const next = storage.restart();
    const cache = make(next);
    await cache.start();
    await cache.flush();
    expect(next.keys('robotsCache:')).toEqual([]);
    expect(await cache.stats()).toEqual({ origins: 0, bytes: 0 });
  });
});
