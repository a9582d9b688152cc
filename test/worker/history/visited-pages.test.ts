/**
 * The pages visited per origin: nothing kept until turned on, addresses
 * cleaned (credentials, fragments, length), the bounds per origin and in all
 * (oldest first), clearing, turning off, and a worker stopped at any write.
 */
import { describe, expect, it } from 'vitest';
import { keptAddress, VisitedPages } from '../../../src/worker/history/visited-pages.ts';
import { DEFAULT_VISITED_LIMITS, MAX_VISITED_URL_LENGTH, VISITED_LIMIT_RANGE } from '../../../src/shared/robots-history.ts';
import type { KeyValueArea } from '../../../src/robots/robots-cache.ts';
import { StoppableStorage } from '../support/stoppable-storage.ts';

const T0 = 1_700_000_000_000;

function make(storage: KeyValueArea) {
  let t = T0;
  const pages = new VisitedPages({ storage, now: () => t++ });
  return pages;
}

async function turnedOn(storage: KeyValueArea, limits = DEFAULT_VISITED_LIMITS) {
  const pages = make(storage);
  await pages.set(true, limits);
  return pages;
}

describe('the address kept', () => {
  it('drops user name, password and fragment, keeps the query', () => {
    expect(keptAddress('https://user:secret@a.test/shop?q=1#top')).toBe('https://a.test/shop?q=1');
  });

  it('keeps only http(s) addresses', () => {
    expect(keptAddress('file:///etc/passwd')).toBeNull();
    expect(keptAddress('chrome://settings')).toBeNull();
    expect(keptAddress('not a url')).toBeNull();
    expect(keptAddress('http://a.test/')).toBe('http://a.test/');
  });

  it('keeps no address longer than the cap (cut short, it would name another page)', () => {
    const base = 'https://a.test/';
    expect(keptAddress(base + 'x'.repeat(MAX_VISITED_URL_LENGTH - base.length))).toHaveLength(MAX_VISITED_URL_LENGTH);
    expect(keptAddress(base + 'x'.repeat(MAX_VISITED_URL_LENGTH - base.length + 1))).toBeNull();
    expect(keptAddress(base + 'x'.repeat(10_000_000))).toBeNull();
  });
});

describe('visited pages', () => {
  it('keeps nothing while off, which is how it starts', async () => {
    const storage = new StoppableStorage();
    const pages = make(storage.area());
    await pages.visited('https://a.test/one');
    expect(await pages.view()).toEqual({ on: false, limits: DEFAULT_VISITED_LIMITS, origins: 0, pages: 0 });
    expect(await pages.forOrigin('https://a.test')).toEqual([]);
    expect(storage.keys('visitedPages:origin:')).toEqual([]);
  });

  it('keeps each origin’s pages once, newest first, across a restart', async () => {
    const storage = new StoppableStorage();
    const pages = await turnedOn(storage.area());
    await pages.visited('https://a.test/one');
    await pages.visited('https://a.test/two#part');
    await pages.visited('https://b.test/');
    await pages.visited('https://a.test/one');
    expect(await pages.forOrigin('https://a.test')).toEqual(['https://a.test/one', 'https://a.test/two']);
    const again = make(storage.restart().area());
    expect(await again.forOrigin('https://a.test')).toEqual(['https://a.test/one', 'https://a.test/two']);
    expect(await again.view()).toMatchObject({ on: true, origins: 2, pages: 3 });
  });

  it('keeps the newest pages of an origin up to its bound', async () => {
    const pages = await turnedOn(new StoppableStorage().area(), { maxPerOrigin: 10, maxTotal: 1_000 });
    for (let i = 0; i < 15; i++) await pages.visited(`https://a.test/p${i}`);
    const kept = await pages.forOrigin('https://a.test');
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('https://a.test/p14');
    expect(kept.at(-1)).toBe('https://a.test/p5');
  });

  it('keeps the newest pages of all origins up to the total, the oldest visit going first', async () => {
    const pages = await turnedOn(new StoppableStorage().area(), { maxPerOrigin: 100, maxTotal: 100 });
    for (let i = 0; i < 60; i++) await pages.visited(`https://a.test/p${i}`);
    for (let i = 0; i < 60; i++) await pages.visited(`https://b.test/p${i}`);
    expect((await pages.view()).pages).toBe(100);
    expect(await pages.forOrigin('https://b.test')).toHaveLength(60);
    const a = await pages.forOrigin('https://a.test');
    expect(a).toHaveLength(40);
    expect(a.at(-1)).toBe('https://a.test/p20');
    // An origin whose every page went is gone from the count too.
    for (let i = 0; i < 100; i++) await pages.visited(`https://c.test/p${i}`);
    expect(await pages.view()).toMatchObject({ origins: 1, pages: 100 });
  });

  it('writes a flood of address changes a batch at a time, keeping the newest', async () => {
    const storage = new StoppableStorage();
    const pages = await turnedOn(storage.area(), { maxPerOrigin: 10, maxTotal: 100 });
    const before = storage.writes;
    const done: Promise<void>[] = [];
    for (let i = 0; i < 5_000; i++) done.push(pages.visited(`https://a.test/p${i}`));
    await Promise.all(done);
    // The first visit's write, then one for all the rest: an index and a key each.
    expect(storage.writes - before).toBeLessThanOrEqual(4);
    const kept = await pages.forOrigin('https://a.test');
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('https://a.test/p4999');
    expect(kept.at(-1)).toBe('https://a.test/p4990');
  });

  it('applies smaller bounds at once, and clamps them to the range offered', async () => {
    const pages = await turnedOn(new StoppableStorage().area());
    for (let i = 0; i < 30; i++) await pages.visited(`https://a.test/p${i}`);
    const view = await pages.set(true, { maxPerOrigin: 1, maxTotal: 10_000_000 });
    expect(view.limits).toEqual({ maxPerOrigin: VISITED_LIMIT_RANGE.perOrigin.min, maxTotal: VISITED_LIMIT_RANGE.total.max });
    expect(view.pages).toBe(VISITED_LIMIT_RANGE.perOrigin.min);
  });

  it('forgets every page when cleared, and keeps on keeping', async () => {
    const storage = new StoppableStorage();
    const pages = await turnedOn(storage.area());
    await pages.visited('https://a.test/one');
    await pages.visited('https://b.test/one');
    expect(await pages.clear()).toMatchObject({ on: true, origins: 0, pages: 0 });
    expect(storage.keys('visitedPages:origin:')).toEqual([]);
    await pages.visited('https://a.test/two');
    expect(await pages.forOrigin('https://a.test')).toEqual(['https://a.test/two']);
  });

  it('forgets every page when turned off, and keeps none after', async () => {
    const storage = new StoppableStorage();
    const pages = await turnedOn(storage.area());
    await pages.visited('https://a.test/one');
    expect(await pages.set(false, DEFAULT_VISITED_LIMITS)).toMatchObject({ on: false, pages: 0 });
    await pages.visited('https://a.test/two');
    expect(storage.keys('visitedPages:origin:')).toEqual([]);
    expect((await make(storage.restart().area()).view()).on).toBe(false);
  });

  it('drops what it cannot read in storage and keeps the rest', async () => {
    const storage = new StoppableStorage();
    const pages = await turnedOn(storage.area());
    await pages.visited('https://a.test/one');
    storage.data.set('visitedPages:origin:https://a.test', {
      v: 1,
      visits: [['https://a.test/one', T0], 'junk', [42, T0], ['https://a.test/' + 'x'.repeat(MAX_VISITED_URL_LENGTH), T0]],
    });
    storage.data.set('visitedPages:origin:https://b.test', 'junk');
    const again = make(storage.restart().area());
    expect(await again.forOrigin('https://a.test')).toEqual(['https://a.test/one']);
    expect(await again.forOrigin('https://b.test')).toEqual([]);
  });

  it('loses nothing already kept when the worker stops at any write', async () => {
    // How many writes a run makes, so the stop can come at each of them.
    const run = async (storage: StoppableStorage) => {
      const pages = await turnedOn(storage.area(), { maxPerOrigin: 10, maxTotal: 100 });
      await pages.visited('https://a.test/one');
      await pages.visited('https://b.test/one');
      void pages.visited('https://a.test/two');
      await storage.stopped;
    };
    const full = new StoppableStorage();
    const pages = await turnedOn(full.area(), { maxPerOrigin: 10, maxTotal: 100 });
    await pages.visited('https://a.test/one');
    await pages.visited('https://b.test/one');
    const before = full.writes;
    await pages.visited('https://a.test/two');
    for (let stop = before; stop < full.writes; stop++) {
      const storage = new StoppableStorage(stop);
      await run(storage);
      const after = make(storage.restart().area());
      const a = await after.forOrigin('https://a.test');
      expect(a.includes('https://a.test/one'), `stopped after ${stop} writes`).toBe(true);
      expect(await after.forOrigin('https://b.test')).toEqual(['https://b.test/one']);
      // The count the options page shows agrees with what is stored.
      expect((await after.view()).pages).toBe(a.length + 1);
    }
  });
});
