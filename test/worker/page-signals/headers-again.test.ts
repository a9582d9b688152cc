/**
 * Headers the browser never showed the worker (the page loaded before it
 * listened) are asked for once more, from a real local server; reasons that
 * bring no response (pushState, the back/forward cache) are never asked again.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadersAgain } from '../../../src/worker/page-signals/headers-again.ts';
import { TabSignalStore } from '../../../src/worker/page-signals/tab-signals.ts';

let server: Server;
let origin = '';
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/slow') return; // Never answers.
    res.writeHead(200, { 'content-type': 'text/html', 'x-robots-tag': 'noindex' });
    res.end('<p>page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const again = (timeoutMs = 5_000) => new HeadersAgain({ fetch: (url, init) => fetch(url, init), now: () => 42, timeoutMs });

describe('HeadersAgain', () => {
  it('a page that loaded before the worker listened gets its X-Robots-Tag from a second request, marked as such, asked once', async () => {
    const store = new TabSignalStore(null);
    const url = `${origin}/first`;
    const headersAgain = again();
    const signals = await headersAgain.signalsFor(store, 1, url);
    expect(signals.headers).toEqual({ url, status: 200, xRobotsTag: ['noindex'], link: [], observedAt: 42, source: 'second-request' });
    expect(await store.headersMissing(1, url)).toBeNull();
    await headersAgain.signalsFor(store, 1, url);
    expect(hits.get('/first')).toBe(1);
  });

  it('pushState and the back/forward cache bring no response: nothing is asked', async () => {
    const store = new TabSignalStore(null);
    store.headersReceived(1, { url: `${origin}/a`, status: 200, xRobotsTag: [], link: [], observedAt: 1 });
    store.historyChanged(1, `${origin}/pushed`);
    store.committed(2, `${origin}/restored`, { forwardBack: true });
    const headersAgain = again();
    expect((await headersAgain.signalsFor(store, 1, `${origin}/pushed`)).headers).toBeNull();
    expect((await headersAgain.signalsFor(store, 2, `${origin}/restored`)).headers).toBeNull();
    expect(hits.get('/pushed')).toBeUndefined();
    expect(hits.get('/restored')).toBeUndefined();
  });

  it('a server that never answers costs a bounded wait and leaves the headers unknown', async () => {
    const store = new TabSignalStore(null);
    const signals = await again(200).signalsFor(store, 3, `${origin}/slow`);
    expect(signals.headers).toBeNull();
    expect(await store.headersMissing(3, `${origin}/slow`)).toBe('before-start');
  });
});

describe('HeadersAgain at a browser start with many tabs', () => {
  it('asks at most two sites at once', async () => {
    let running = 0;
    let most = 0;
    const slowFetch = async (url: string, init: RequestInit): Promise<Response> => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running--;
      return fetch(url, init);
    };
    const headersAgain = new HeadersAgain({ fetch: slowFetch, now: () => 1 });
    const store = new TabSignalStore(null);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, tab) => headersAgain.signalsFor(store, tab, `${origin}/tab-${tab}`)));
    expect(answers.every((a) => a.headers?.xRobotsTag[0] === 'noindex')).toBe(true);
    expect(most).toBe(2);
  });
});
