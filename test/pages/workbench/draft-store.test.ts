/**
 * Drafts live in extension storage under their own prefix: saved and read
 * per origin, and never touched by the robots.txt cache, neither by the
 * options page's "Clear the cache" (RobotsCache.clear) nor by its sweep of
 * keys it no longer names.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RobotsCache } from '../../../src/robots/robots-cache.ts';
import { DRAFT_KEY_PREFIX, loadDraft, removeDraft, saveDraft } from '../../../src/pages/workbench/draft-store.ts';
import { fakeLocal } from '../../worker/support/fake-local.ts';
import { snapshot } from '../../worker/support/snapshots.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const T0 = 1_700_000_000_000;

describe('drafts in storage', () => {
  beforeEach(() => fakeBrowser.reset());

  it('are saved and read per origin, and removed', async () => {
    await saveDraft('https://a.test', 'User-agent: *\nDisallow: /a\n', T0);
    await saveDraft('https://b.test', 'User-agent: *\nDisallow: /b\n', T0 + 1);
    expect(await loadDraft('https://a.test')).toEqual({ text: 'User-agent: *\nDisallow: /a\n', savedAt: T0 });
    expect((await loadDraft('https://b.test'))?.text).toBe('User-agent: *\nDisallow: /b\n');
    expect(await loadDraft('https://c.test')).toBeNull();
    await removeDraft('https://a.test');
    expect(await loadDraft('https://a.test')).toBeNull();
    expect(await loadDraft('https://b.test')).not.toBeNull();
  });

  it('read something that is not a draft as no draft', async () => {
    await fakeBrowser.storage.local.set({ [`${DRAFT_KEY_PREFIX}https://a.test`]: 'just a string' });
    expect(await loadDraft('https://a.test')).toBeNull();
  });

  it('survive clearing the robots.txt cache, and its sweep', async () => {
    const cache = new RobotsCache({
      fetchSnapshot: async (robotsUrl) => snapshot({ robotsUrl, body: 'User-agent: *\nDisallow: /x\n', fetchedAt: T0 }),
      storage: fakeLocal,
      now: () => T0,
    });
    await cache.lookup('https://a.test', 'https://a.test/robots.txt', { refresh: false, credentials: 'omit' });
    await saveDraft('https://a.test', 'my draft', T0);
    await cache.flush();
    const cleared = await cache.clear();
    expect(cleared.origins).toBe(1);
    expect(await loadDraft('https://a.test')).toEqual({ text: 'my draft', savedAt: T0 });

    // A fresh cache sweeps the keys it owns but does not name: a draft is not one of them.
    const fresh = new RobotsCache({ fetchSnapshot: async () => Promise.reject(new Error('no fetch')), storage: fakeLocal, now: () => T0 });
    expect(await fresh.stats()).toEqual({ origins: 0, bytes: 0 });
    await fresh.flush();
    expect(await loadDraft('https://a.test')).toEqual({ text: 'my draft', savedAt: T0 });
  });
});
