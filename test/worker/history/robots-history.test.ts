/**
 * The robots.txt history: versions told apart by outcome and content hash,
 * first and last seen, the bounds (count per origin, total size; oldest
 * first, never the current one), damaged entries, export and import, a full
 * storage area, and a worker stopped at any write.
 */
import { describe, expect, it } from 'vitest';
import { RobotsCache, type KeyValueArea } from '../../../src/robots/robots-cache.ts';
import { RobotsHistory, sha256Hex } from '../../../src/worker/history/robots-history.ts';
import { utf8Bytes } from '../../../src/core/bytes.ts';
import {
  HISTORY_FILE_FORMAT,
  HISTORY_LIMIT_RANGE,
  type HistoryVersion,
  MAX_HISTORY_FILE_BYTES,
} from '../../../src/shared/robots-history.ts';
import { snapshot } from '../support/snapshots.ts';
import { StoppableStorage } from '../support/stoppable-storage.ts';

const T0 = 1_700_000_000_000;
const DAY = 86_400_000;
const A = 'https://a.test';
const B = 'https://b.test';
const C = 'https://c.test';

const rules = (n: number, pad = 0) => `User-agent: *\nDisallow: /v${n}${'x'.repeat(pad)}\n`;
const ok = (origin: string, body: string, at: number) => snapshot({ robotsUrl: `${origin}/robots.txt`, body, fetchedAt: at });

function make(storage: KeyValueArea, now = () => T0) {
  const changes: [string, string, string | null][] = [];
  const history = new RobotsHistory({
    storage,
    now,
    onNewVersion: (origin, current, previous) => changes.push([origin, current.id, previous?.id ?? null]),
  });
  return { history, changes };
}

const bodies = (versions: readonly { bodyBase64: string | null }[]) =>
  versions.map((v) =>
    v.bodyBase64 === null ? null : new TextDecoder().decode(Uint8Array.from(atob(v.bodyBase64), (c) => c.charCodeAt(0))),
  );

describe('hashing', () => {
  it('is SHA-256 of the body bytes, hex', async () => {
    expect(await sha256Hex(utf8Bytes('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex(new Uint8Array(0))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('tells versions apart by outcome and body: a 404 with the same (empty) body as a 200 is another version', async () => {
    const { history } = make(new StoppableStorage().area());
    await history.record(A, ok(A, '', T0));
    await history.record(A, snapshot({ robotsUrl: `${A}/robots.txt`, status: 404, body: '', fetchedAt: T0 + 1 }));
    const { versions } = await history.forOrigin(A);
    expect(versions.map((v) => v.id.split(':').slice(0, 2).join(':'))).toEqual(['response:200', 'response:404']);
    expect(versions[0]!.sha256).toBe(versions[1]!.sha256);
  });
});

describe('versions', () => {
  it('the same copy fetched again is one version, its last-seen moved on', async () => {
    const { history, changes } = make(new StoppableStorage().area());
    await history.record(A, ok(A, rules(1), T0));
    await history.record(A, ok(A, rules(1), T0 + DAY));
    const answer = await history.forOrigin(A);
    expect(answer.versions).toHaveLength(1);
    expect(answer.versions[0]).toMatchObject({ firstSeen: T0, lastSeen: T0 + DAY, bytes: rules(1).length });
    expect(answer.previous).toBeNull();
    expect(changes).toEqual([]);
  });

  it('a new copy is a new version, and the one before it is the previous with a body', async () => {
    const { history, changes } = make(new StoppableStorage().area());
    await history.record(A, ok(A, rules(1), T0));
    await history.record(A, snapshot({ robotsUrl: `${A}/robots.txt`, networkError: 'timeout', fetchedAt: T0 + 1 }));
    await history.record(A, snapshot({ robotsUrl: `${A}/robots.txt`, status: 404, body: '<html>Not found</html>', fetchedAt: T0 + 1.5 }));
    await history.record(A, ok(A, rules(2), T0 + 2));
    const answer = await history.forOrigin(A);
    expect(answer.versions).toHaveLength(4);
    expect(bodies([answer.current!])).toEqual([rules(2)]);
    // The failed fetch in between has no body, and a 404's body is an error page: the copy compared with is the one before them.
    expect(bodies([answer.previous!])).toEqual([rules(1)]);
    expect(changes.map(([o]) => o)).toEqual([A, A, A]);
  });

  it('a copy that comes back becomes current again, keeping its first-seen', async () => {
    const { history } = make(new StoppableStorage().area());
    await history.record(A, ok(A, rules(1), T0));
    await history.record(A, ok(A, rules(2), T0 + DAY));
    await history.record(A, ok(A, rules(1), T0 + 2 * DAY));
    const { versions } = await history.forOrigin(A);
    expect(versions.map((v) => [v.firstSeen, v.lastSeen])).toEqual([
      [T0 + DAY, T0 + DAY],
      [T0, T0 + 2 * DAY],
    ]);
  });
});

describe('bounds', () => {
  it('keeps at most the count per origin, oldest first, the current always', async () => {
    const { history } = make(new StoppableStorage().area());
    await history.setLimits({ maxVersionsPerOrigin: 3, maxBytes: 5_000_000 });
    for (let n = 1; n <= 6; n++) await history.record(A, ok(A, rules(n), T0 + n));
    const answer = await history.forOrigin(A);
    expect(bodies([answer.current!])).toEqual([rules(6)]);
    expect(answer.versions.map((v) => v.firstSeen)).toEqual([T0 + 4, T0 + 5, T0 + 6]);
  });

  it('keeps the total size: the oldest non-current versions of any origin go first, then whole origins, never the one just fetched', async () => {
    const { history } = make(new StoppableStorage().area());
    const pad = 40_000;
    await history.setLimits({ maxVersionsPerOrigin: 10, maxBytes: 230_000 });
    await history.record(A, ok(A, rules(1, pad), T0 + 1));
    await history.record(B, ok(B, rules(1, pad), T0 + 2));
    await history.record(A, ok(A, rules(2, pad), T0 + 3));
    await history.record(B, ok(B, rules(2, pad), T0 + 4));
    // Each version is ~54 KB as stored: four fit in 230 KB; the fifth pushes out A's first.
    await history.record(C, ok(C, rules(1, pad), T0 + 5));
    expect((await history.forOrigin(A)).versions.map((v) => v.firstSeen)).toEqual([T0 + 3]);
    expect((await history.forOrigin(B)).versions.map((v) => v.firstSeen)).toEqual([T0 + 2, T0 + 4]);
    const stats = await history.stats();
    expect(stats.bytes).toBeLessThanOrEqual(230_000);
    expect(stats.versions).toBe(4);

    // Now only B has an older version; after it, only current versions: the origin seen least recently goes whole.
    await history.setLimits({ maxVersionsPerOrigin: 10, maxBytes: 110_000 });
    const after = await history.stats();
    expect(after.bytes).toBeLessThanOrEqual(110_000);
    expect((await history.forOrigin(C)).versions).toHaveLength(1);
    expect((await history.forOrigin(A)).versions).toHaveLength(0);
    expect((await history.forOrigin(B)).versions.map((v) => v.firstSeen)).toEqual([T0 + 4]);
  });

  it('limits are clamped to the range the options page offers, and kept across starts', async () => {
    const storage = new StoppableStorage();
    const { history } = make(storage.area());
    const stats = await history.setLimits({ maxVersionsPerOrigin: 0, maxBytes: 1 });
    expect(stats.limits).toEqual({ maxVersionsPerOrigin: 2, maxBytes: HISTORY_LIMIT_RANGE.bytes.min });
    expect((await make(storage.restart().area()).history.stats()).limits).toEqual({
      maxVersionsPerOrigin: 2,
      maxBytes: HISTORY_LIMIT_RANGE.bytes.min,
    });
  });
});

describe('clearing', () => {
  it('Clear cache leaves the history alone, and clearing the history leaves the cache and the limits', async () => {
    const storage = new StoppableStorage();
    const area = storage.area();
    const cache = new RobotsCache({ fetchSnapshot: async () => ok(A, rules(1), T0), storage: area, now: () => T0 });
    const { history } = make(area);
    await cache.lookup(A, `${A}/robots.txt`, { credentials: 'omit', refresh: false });
    await history.record(A, ok(A, rules(1), T0));
    await history.setLimits({ maxVersionsPerOrigin: 7, maxBytes: 1_000_000 });
    await cache.flush();
    await cache.clear();
    expect(storage.keys('robotsCache:')).toEqual([]);
    expect((await history.forOrigin(A)).versions).toHaveLength(1);

    await cache.lookup(A, `${A}/robots.txt`, { credentials: 'omit', refresh: false });
    await cache.flush();
    const stats = await history.clear();
    expect(stats).toMatchObject({ origins: 0, versions: 0, bytes: 0, limits: { maxVersionsPerOrigin: 7 } });
    expect(storage.keys('robotsHistory:')).toEqual(['robotsHistory:limits']);
    expect(storage.keys('robotsCache:').length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  it('a damaged version in storage is dropped with a note; the others are kept', async () => {
    const storage = new StoppableStorage();
    const { history } = make(storage.area());
    await history.record(A, ok(A, rules(1), T0));
    await history.record(A, ok(A, rules(2), T0 + 1));
    await history.flush();
    const entry = storage.data.get(`robotsHistory:origin:${A}`) as { versions: Record<string, unknown>[] };
    entry.versions[0]!.firstSeen = 'yesterday';
    const next = make(storage.restart().area()).history;
    const answer = await next.forOrigin(A);
    expect(answer.notes).toEqual([{ code: 'damaged-dropped', origin: A, count: 1 }]);
    expect(answer.versions).toHaveLength(1);
    expect(bodies([answer.current!])).toEqual([rules(2)]);
    // Dropped once: the next read has nothing to say.
    expect((await next.forOrigin(A)).notes).toEqual([]);
  });

  it('exports one file and imports it back whole into an empty history', async () => {
    const { history } = make(new StoppableStorage().area());
    await history.record(A, ok(A, rules(1), T0));
    await history.record(A, ok(A, rules(2), T0 + 1));
    await history.record(B, snapshot({ robotsUrl: `${B}/robots.txt`, status: 503, body: 'busy', fetchedAt: T0 + 2 }));
    const file = await history.export();
    expect(file).toMatchObject({ format: HISTORY_FILE_FORMAT, version: 1, exportedAt: T0 });

    const other = make(new StoppableStorage().area()).history;
    const result = await other.import(JSON.stringify(file));
    expect(result).toEqual({ ok: true, origins: 2, added: 3, notes: [] });
    expect(await other.export()).toEqual(file);
    // Importing again adds nothing.
    expect(await other.import(JSON.stringify(file))).toMatchObject({ ok: true, added: 0 });
  });

  it('refuses whole a file that is not ours, damaged, too large or newer', async () => {
    const { history } = make(new StoppableStorage().area());
    await history.record(A, ok(A, rules(1), T0));
    const good = JSON.stringify(await history.export());
    const other = make(new StoppableStorage().area()).history;
    expect(await other.import('{"name": "my-package", "version": "1.0.0"}')).toEqual({ ok: false, reason: 'not-ours' });
    expect(await other.import('<html>')).toEqual({ ok: false, reason: 'not-ours' });
    expect(await other.import(good.slice(0, good.length - 20))).toEqual({ ok: false, reason: 'damaged' });
    expect(await other.import(JSON.stringify({ format: HISTORY_FILE_FORMAT, version: 1, origins: 'all' }))).toEqual({
      ok: false,
      reason: 'damaged',
    });
    expect(await other.import(JSON.stringify({ format: HISTORY_FILE_FORMAT, version: 2, origins: [] }))).toEqual({
      ok: false,
      reason: 'newer-version',
    });
    expect(await other.import(' '.repeat(MAX_HISTORY_FILE_BYTES + 1))).toEqual({ ok: false, reason: 'too-large' });
    expect((await other.stats()).versions).toBe(0);
  });

  it('in our own file, a version whose body no longer matches its hash is dropped with a note', async () => {
    const { history } = make(new StoppableStorage().area());
    await history.record(A, ok(A, rules(1), T0));
    await history.record(A, ok(A, rules(2), T0 + 1));
    const file = await history.export();
    const tampered = file.origins[0]!.versions[0] as HistoryVersion;
    tampered.bodyBase64 = btoa('User-agent: *\nDisallow: /\n');
    file.origins.push({ origin: 'javascript:alert(1)', versions: [] });
    const other = make(new StoppableStorage().area()).history;
    const result = await other.import(JSON.stringify(file));
    expect(result).toEqual({
      ok: true,
      origins: 1,
      added: 1,
      notes: [
        { code: 'damaged-dropped', origin: A, count: 1 },
        { code: 'damaged-dropped', origin: 'javascript:alert(1)', count: 0 },
      ],
    });
    expect(bodies([(await other.forOrigin(A)).current!])).toEqual([rules(2)]);
  });
});

/** chrome.storage.local with a quota: a write past `limit` bytes of JSON fails as Chrome's does. */
function quotaStorage(limit: number): { area: KeyValueArea; data: Map<string, unknown> } {
  const inner = new StoppableStorage();
  const area = inner.area();
  const size = () => [...inner.data.values()].reduce((s: number, v) => s + JSON.stringify(v).length, 0);
  return {
    data: inner.data,
    area: {
      ...area,
      set: async (items) => {
        const before = new Map(Object.keys(items).map((k) => [k, inner.data.get(k)]));
        let after = size();
        for (const [k, v] of Object.entries(items))
          after += JSON.stringify(v).length - (before.get(k) === undefined ? 0 : JSON.stringify(before.get(k)).length);
        if (after > limit) throw new Error('Resource::kQuotaBytes quota exceeded');
        return area.set(items);
      },
    },
  };
}

describe('a full storage area', () => {
  it('keeps the newest versions and says which went', async () => {
    const { area } = quotaStorage(250_000);
    const { history } = make(area, () => T0 + 99);
    await history.setLimits({ maxVersionsPerOrigin: 50, maxBytes: 10_000_000 });
    for (let n = 1; n <= 6; n++) await history.record(A, ok(A, rules(n, 40_000), T0 + n));
    const answer = await history.forOrigin(A);
    expect(answer.versions.at(-1)!.firstSeen).toBe(T0 + 6);
    expect(answer.versions.length).toBeLessThan(6);
    const kept = answer.versions.map((v) => v.firstSeen);
    const stats = await history.stats();
    expect(stats.quotaNote).toMatchObject({ code: 'quota-dropped', at: T0 + 99 });
    const dropped = stats.quotaNote!.code === 'quota-dropped' ? stats.quotaNote!.versions : [];
    // Oldest first: every version that went is older than every one kept.
    expect(Math.max(...dropped.map((d) => d.firstSeen))).toBeLessThan(Math.min(...kept));
    expect(dropped.every((d) => d.origin === A)).toBe(true);
  });
});

describe('a worker stopped at any storage write', () => {
  async function burst(history: RobotsHistory): Promise<void> {
    await history.setLimits({ maxVersionsPerOrigin: 3, maxBytes: 160_000 });
    for (let round = 1; round <= 4; round++) {
      for (const origin of [A, B, C])
        await history.record(origin, ok(origin, rules(round, origin === B ? 30_000 : 100), T0 + round * 10 + origin.length));
    }
    await history.record(A, ok(A, rules(1, 100), T0 + 100));
    await history.flush();
  }

  it('loses nothing already kept, and the next start names exactly what storage holds', async () => {
    const complete = new StoppableStorage();
    await burst(make(complete.area()).history);
    const total = complete.writes;
    expect(total).toBeGreaterThan(15);

    for (let n = 0; n <= total; n++) {
      const storage = new StoppableStorage(n);
      await Promise.race([burst(make(storage.area()).history), storage.stopped]);
      // What storage held when the worker stopped: every version kept by then.
      const kept = new Map<string, string[]>();
      for (const key of storage.keys('robotsHistory:origin:')) {
        const entry = storage.data.get(key) as { origin: string; versions: HistoryVersion[] };
        kept.set(
          entry.origin,
          entry.versions.map((v) => v.id),
        );
      }
      const next = make(storage.restart().area()).history;
      const stats = await next.stats();
      let versions = 0;
      for (const [origin, ids] of kept) {
        const answer = await next.forOrigin(origin);
        expect(
          answer.versions.map((v) => v.id),
          `stopped after ${n}: ${origin}`,
        ).toEqual(ids);
        expect(answer.notes).toEqual([]);
        versions += ids.length;
      }
      expect(stats.origins, `stopped after ${n}: origins`).toBe(kept.size);
      expect(stats.versions, `stopped after ${n}: versions`).toBe(versions);
    }
  });
});
