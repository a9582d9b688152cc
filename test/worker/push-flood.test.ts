/**
 * What one history.pushState costs the worker's listeners, whatever the
 * address's length: the badge's update, the tab's page signals and its
 * document answer take the address without parsing it, writing it out as
 * JSON or storing it once per push (src/worker/index.ts wires the same
 * three to webNavigation.onHistoryStateUpdated). The decisions that follow
 * are spaced and sliced (test/worker/badge/tab-badge.test.ts).
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, describe, expect, it } from 'vitest';
import { recordAfterFetch } from '../../src/robots/record-update.ts';
import { findProfile } from '../../src/core/profiles.ts';
import { actionBadgeSurface } from '../../src/worker/badge/badge-surface.ts';
import { TabBadges } from '../../src/worker/badge/tab-badge.ts';
import { DocumentAnswers } from '../../src/worker/page-signals/document-answers.ts';
import { type SessionArea, TabSignalStore } from '../../src/worker/page-signals/tab-signals.ts';
import { snapshot } from './support/snapshots.ts';

const ORIGIN = 'https://example.test';
const PUSHES = 200;

/** storage.session in memory, counting writes. */
function countingSession(): SessionArea & { writes: number } {
  const items = new Map<string, unknown>();
  return {
    writes: 0,
    async get(key) {
      if (key === null) return Object.fromEntries(items);
      return items.has(key) ? { [key]: items.get(key) } : {};
    },
    async set(values) {
      this.writes++;
      for (const [k, v] of Object.entries(values)) items.set(k, structuredClone(v));
    },
    async remove(key) {
      items.delete(key);
    },
  };
}

describe('a flood of pushes of a 680,000-character address', () => {
  const Real = globalThis.URL;
  const realStringify = JSON.stringify;
  afterEach(() => {
    globalThis.URL = Real;
    JSON.stringify = realStringify;
  });

  it('parses, writes out and stores none of them while it lasts', async () => {
    fakeBrowser.reset();
    const googlebot = findProfile('googlebot');
    if (!googlebot) throw new Error('no googlebot profile');
    const record = recordAfterFetch(
      null,
      ORIGIN,
      snapshot({ robotsUrl: `${ORIGIN}/robots.txt`, fetchedAt: 1, body: 'User-agent: *\nDisallow: /x\n' }),
    );
    const badges = new TabBadges({
      lookup: async (pageUrl) => ({ kind: 'record', pageUrl, record, fromCache: true }),
      profile: async () => googlebot,
      surface: actionBadgeSurface(fakeBrowser.action),
      now: () => 2,
    });
    const session = countingSession();
    const signals = new TabSignalStore(session);
    const documents = new DocumentAnswers(session);
    signals.headersReceived(1, { url: `${ORIGIN}/app`, status: 200, xRobotsTag: [], link: [], observedAt: 1 });
    await Promise.resolve();
    const writesBefore = session.writes;

    const long = `${ORIGIN}/${'abc'.repeat(226_666)}`;
    let parsedLong = 0;
    let writtenLong = 0;
    globalThis.URL = new Proxy(Real, {
      construct(target, args: [string | URL, (string | URL)?]) {
        if (String(args[0]).length > 10_000) parsedLong++;
        return new target(...args);
      },
    });
    JSON.stringify = ((...args: Parameters<typeof JSON.stringify>) => {
      const out = realStringify(...args);
      if (out !== undefined && out.length > 10_000) writtenLong++;
      return out;
    }) as typeof JSON.stringify;
    const done: Promise<void>[] = [];
    for (let i = 0; i < PUSHES; i++) {
      const url = `${long}${i}`;
      // What each onHistoryStateUpdated brings, as src/worker/index.ts hands it on.
      done.push(badges.update(1, url));
      signals.historyChanged(1, url);
      documents.historyChanged(1, url);
    }
    await Promise.resolve();
    globalThis.URL = Real;
    JSON.stringify = realStringify;

    expect(parsedLong).toBe(0);
    expect(writtenLong).toBe(0);
    expect(session.writes).toBe(writesBefore);
    // Only the newest address is decided, and the tab's signals know it.
    await Promise.all(done);
    expect(await fakeBrowser.action.getBadgeText({ tabId: 1 })).toBe('OK');
    expect(await signals.headersMissing(1, `${long}${PUSHES - 1}`)).toBe('push-state');
    expect(await documents.documentFor(1, `${long}${PUSHES - 1}`)).toEqual({ kind: 'not-seen', reason: 'no-load' });
  });
});
