/** Each tab's main-document answer from webRequest's main-frame events, bounded, kept across a worker stop. */
import { describe, expect, test } from 'vitest';
import { DocumentAnswers, MAX_HOPS, MAX_URL_CHARS, type SessionArea } from '../../../src/worker/page-signals/document-answers.ts';

function memorySession(): SessionArea & { items: Map<string, unknown> } {
  const items = new Map<string, unknown>();
  return {
    items,
    get: async (key) => (items.has(key) ? { [key]: structuredClone(items.get(key)) } : {}),
    set: async (all) => {
      for (const [k, v] of Object.entries(all)) items.set(k, structuredClone(v));
    },
    remove: async (key) => {
      items.delete(key);
    },
  };
}

const TAB = 7;

describe('DocumentAnswers', () => {
  test('a 301 → 200 chain across two origins: every hop, the address that answered, the IP', async () => {
    const answers = new DocumentAnswers(null);
    answers.redirected({
      requestId: '1',
      tabId: TAB,
      url: 'http://a.test/old',
      statusCode: 301,
      redirectUrl: 'http://b.test/new',
      ip: '127.0.0.1',
    });
    answers.completed({ requestId: '1', tabId: TAB, url: 'http://b.test/new', statusCode: 200, ip: '127.0.0.2' });
    expect(await answers.documentFor(TAB, 'http://b.test/new#top')).toEqual({
      kind: 'seen',
      load: {
        hops: [
          { url: 'http://a.test/old', status: 301, location: 'http://b.test/new', ip: '127.0.0.1' },
          { url: 'http://b.test/new', status: 200, location: null, ip: '127.0.0.2' },
        ],
        error: null,
        hopsLeftOut: 0,
      },
    });
  });

  test('a new load replaces the one before; a load under way is not an answer yet', async () => {
    const answers = new DocumentAnswers(null);
    answers.completed({ requestId: '1', tabId: TAB, url: 'http://a.test/', statusCode: 404 });
    answers.redirected({ requestId: '2', tabId: TAB, url: 'http://a.test/x', statusCode: 302, redirectUrl: 'http://a.test/y' });
    expect(await answers.documentFor(TAB, 'http://a.test/')).toEqual({ kind: 'not-seen', reason: 'other-address' });
    answers.completed({ requestId: '2', tabId: TAB, url: 'http://a.test/y', statusCode: 503 });
    const seen = await answers.documentFor(TAB, 'http://a.test/y');
    expect(seen.kind === 'seen' && seen.load.hops.map((h) => h.status)).toEqual([302, 503]);
  });

  test('not seen, and why: nothing loaded, an address a script set, another tab', async () => {
    const answers = new DocumentAnswers(null);
    expect(await answers.documentFor(TAB, 'http://a.test/')).toEqual({ kind: 'not-seen', reason: 'no-load' });
    answers.completed({ requestId: '1', tabId: TAB, url: 'http://a.test/', statusCode: 200 });
    answers.historyChanged(TAB, 'http://a.test/app/route');
    expect(await answers.documentFor(TAB, 'http://a.test/app/route')).toEqual({ kind: 'not-seen', reason: 'history' });
    expect(await answers.documentFor(TAB + 1, 'http://a.test/')).toEqual({ kind: 'not-seen', reason: 'no-load' });
    // Events of no tab (the worker's own fetches) are not a document.
    answers.completed({ requestId: '9', tabId: -1, url: 'http://a.test/robots.txt', statusCode: 200 });
    expect((await answers.documentFor(TAB, 'http://a.test/')).kind).toBe('seen');
  });

  test('a network error is kept as the browser worded it', async () => {
    const answers = new DocumentAnswers(null);
    answers.failed({ requestId: '1', tabId: TAB, url: 'http://a.test/', error: 'net::ERR_CONNECTION_REFUSED' });
    expect(await answers.documentFor(TAB, 'http://a.test/')).toMatchObject({
      kind: 'seen',
      load: { hops: [], error: 'net::ERR_CONNECTION_REFUSED' },
    });
  });

  test('bounded: hops past the cap are counted, addresses cut', async () => {
    const answers = new DocumentAnswers(null);
    const long = `http://a.test/${'x'.repeat(MAX_URL_CHARS * 2)}`;
    for (let i = 0; i < MAX_HOPS + 5; i++) {
      answers.redirected({ requestId: '1', tabId: TAB, url: `${long}${i}`, statusCode: 302, redirectUrl: `http://a.test/${i + 1}` });
    }
    answers.completed({ requestId: '1', tabId: TAB, url: `http://a.test/${MAX_HOPS + 5}`, statusCode: 200 });
    const seen = await answers.documentFor(TAB, `http://a.test/${MAX_HOPS + 5}`);
    expect(seen.kind === 'seen' && seen.load.hops.length).toBe(MAX_HOPS);
    expect(seen.kind === 'seen' && seen.load.hopsLeftOut).toBe(6);
    expect(seen.kind === 'seen' && Math.max(...seen.load.hops.map((h) => h.url.length))).toBe(MAX_URL_CHARS);
  });

  test('a worker stopped and started again still knows the last load (storage.session); a closed tab is forgotten', async () => {
    const session = memorySession();
    const before = new DocumentAnswers(session);
    before.completed({ requestId: '1', tabId: TAB, url: 'http://a.test/', statusCode: 410 });
    await Promise.resolve();
    const after = new DocumentAnswers(session);
    expect(await after.documentFor(TAB, 'http://a.test/')).toMatchObject({ kind: 'seen', load: { hops: [{ status: 410 }] } });
    after.forget(TAB);
    await Promise.resolve();
    expect(await new DocumentAnswers(session).documentFor(TAB, 'http://a.test/')).toEqual({ kind: 'not-seen', reason: 'no-load' });
    // Something else under the key is not read as a load.
    session.items.set(`tab-document:${TAB}`, { requestId: 1, hops: 'x' });
    expect(await new DocumentAnswers(session).documentFor(TAB, 'http://a.test/')).toEqual({ kind: 'not-seen', reason: 'no-load' });
  });
});

test('a load of this address not ended yet is said as such, not guessed', async () => {
  const answers = new DocumentAnswers(null);
  answers.redirected({ requestId: '1', tabId: TAB, url: 'http://a.test/old', statusCode: 301, redirectUrl: 'http://a.test/new' });
  expect(await answers.documentFor(TAB, 'http://a.test/new')).toEqual({ kind: 'not-seen', reason: 'loading' });
  answers.completed({ requestId: '1', tabId: TAB, url: 'http://a.test/new', statusCode: 200 });
  expect((await answers.documentFor(TAB, 'http://a.test/new')).kind).toBe('seen');
});

test('watch: a load that ends is told to `ended` after it is recorded (the badge repaints with its answer)', async () => {
  type Listener = (d: { requestId: string; tabId: number; url: string; statusCode?: number; error?: string }) => void;
  const listeners = new Map<string, Listener>();
  const event = (name: string) => ({ addListener: (cb: Listener) => listeners.set(name, cb) });
  const answers = new DocumentAnswers(null);
  const ended: { tabId: number; seen: string }[] = [];
  const watched = answers.watch(
    { onBeforeRedirect: event('redirect'), onCompleted: event('completed'), onErrorOccurred: event('error') },
    (tabId) => {
      void answers.documentFor(tabId, 'http://a.test/x').then((d) => ended.push({ tabId, seen: d.kind }));
    },
  );
  expect(watched).toBe(true);
  listeners.get('completed')?.({ requestId: '1', tabId: TAB, url: 'http://a.test/x', statusCode: 404 });
  listeners.get('error')?.({ requestId: '2', tabId: 8, url: 'http://a.test/x', error: 'net::ERR_ABORTED' });
  listeners.get('completed')?.({ requestId: '3', tabId: -1, url: 'http://a.test/x', statusCode: 200 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(ended).toEqual([
    { tabId: TAB, seen: 'seen' },
    { tabId: 8, seen: 'seen' },
  ]);
});
