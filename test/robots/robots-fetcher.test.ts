import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytesFromBase64 } from '../../src/core/bytes.ts';
import { MAX_ROBOTS_BYTES, readFetchOutcome } from '../../src/core/fetch-outcome.ts';
import { RedirectObserver } from '../../src/robots/redirect-observer.ts';
import { fetchRobotsTxt, type FetchFunction } from '../../src/robots/robots-fetcher.ts';
import { browserFetch } from '../worker/support/browser-fetch.ts';
import { CountingObserver } from '../worker/support/counting-observer.ts';
import { FakeWebRequest } from '../worker/support/fake-web-request.ts';
import { closedPort, startLocalServer, type LocalServer } from '../worker/support/local-server.ts';

const omit = { credentials: 'omit', refresh: false } as const;

/** /robots.txt → /r1 → … → /r{hops} with `status` redirects; the last answers a file that disallows everything. */
function startHopChain(hops: number, status: number): Promise<LocalServer> {
  return startLocalServer((req, res) => {
    const n = Number(/^\/r(\d+)$/.exec(req.url ?? '')?.[1] ?? 0);
    if (req.url === '/robots.txt') res.writeHead(status, { location: '/r1' }).end();
    else if (n < hops) res.writeHead(status, { location: `/r${n + 1}` }).end();
    else res.end('User-agent: *\nDisallow: /\n');
  });
}

describe('fetchRobotsTxt against a real local server', () => {
  let server: LocalServer | null = null;
  let webRequest: FakeWebRequest;
  let observer: CountingObserver;

  beforeEach(() => {
    webRequest = new FakeWebRequest();
    observer = new CountingObserver(webRequest, { extensionOrigin: 'chrome-extension://test-extension-id' });
  });
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  const deps = (fetch: FetchFunction, extra: { timeoutMs?: number } = {}) => ({ fetch, observer, now: Date.now, ...extra });

  it('records status, content type, caching headers and the body bytes', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'max-age=600',
        etag: '"v1"',
        'x-unrelated': 'dropped',
      });
      res.end('User-agent: *\nDisallow: /private\n');
    });
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch));

    expect(snap.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 0 });
    expect(snap.facts.contentType).toBe('text/plain; charset=utf-8');
    expect(snap.facts.headers['cache-control']).toBe('max-age=600');
    expect(snap.facts.headers.etag).toBe('"v1"');
    expect(snap.facts.headers['x-unrelated']).toBeUndefined();
    expect(snap.facts.finalUrl).toBe(`${server.origin}/robots.txt`);
    expect(snap.facts.truncated).toBe(false);
    expect(snap.facts.receivedBytes).toBe('User-agent: *\nDisallow: /private\n'.length);
    expect(snap.facts.credentials).toBe('omit');
    expect(new TextDecoder().decode(bytesFromBase64(snap.bodyBase64 ?? ''))).toBe('User-agent: *\nDisallow: /private\n');
    expect(observer.open).toBe(0);
  });

  it('asks without cookies, takes each redirect itself, and bypasses the HTTP cache only on refresh', async () => {
    server = await startLocalServer((_req, res) => res.end('ok'));
    const { fetch, inits } = browserFetch(webRequest);
    await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch));
    await fetchRobotsTxt(`${server.origin}/robots.txt`, { credentials: 'include', refresh: true }, deps(fetch));

    expect(inits[0]).toMatchObject({ method: 'GET', credentials: 'omit', cache: 'no-cache', redirect: 'manual' });
    expect(inits[1]).toMatchObject({ credentials: 'include', cache: 'no-store' });
    expect(inits[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps exactly the first 512,000 bytes of a larger body and says so', async () => {
    const size = 700_000;
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(Buffer.alloc(size, 0x61));
    });
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch));

    expect(snap.facts.truncated).toBe(true);
    expect(bytesFromBase64(snap.bodyBase64 ?? '').length).toBe(MAX_ROBOTS_BYTES);
    expect(snap.facts.receivedBytes).toBeGreaterThan(MAX_ROBOTS_BYTES);
    expect(snap.facts.receivedBytes).toBeLessThanOrEqual(size);
  });

  it('stops reading an endless body at the cap instead of waiting for its end', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 0x62);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch, { timeoutMs: 20_000 }));

    expect(snap.facts.outcome.kind).toBe('response');
    expect(snap.facts.truncated).toBe(true);
    expect(bytesFromBase64(snap.bodyBase64 ?? '').length).toBe(MAX_ROBOTS_BYTES);
  });

  it('a body of exactly 512,000 bytes is whole, not truncated', async () => {
    server = await startLocalServer((_req, res) => res.end(Buffer.alloc(MAX_ROBOTS_BYTES, 0x63)));
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch));
    expect(snap.facts.truncated).toBe(false);
    expect(snap.facts.receivedBytes).toBe(MAX_ROBOTS_BYTES);
  });

  it('records every redirect hop with status, URL and Location', async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(301, { location: '/moved/robots.txt' }).end();
      else if (req.url === '/moved/robots.txt') res.writeHead(302, { location: `${serverOrigin()}/final.txt` }).end();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
    });
    const serverOrigin = () => server?.origin ?? '';
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch));

    expect(snap.facts.hops).toEqual([
      { url: `${server.origin}/robots.txt`, status: 301, location: `${server.origin}/moved/robots.txt` },
      { url: `${server.origin}/moved/robots.txt`, status: 302, location: `${server.origin}/final.txt` },
    ]);
    expect(snap.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 2 });
    expect(snap.facts.finalUrl).toBe(`${server.origin}/final.txt`);
  });

  it('counts six hops, so core reads the file as missing (more than 5 hops), and never asks the sixth target', async () => {
    server = await startHopChain(6, 307);
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch));

    expect(snap.facts.hops).toHaveLength(6);
    expect(snap.facts.outcome).toEqual({ kind: 'response', status: 307, redirects: 6 });
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt', '/r1', '/r2', '/r3', '/r4', '/r5']);
    expect(snap.bodyBase64).toBeNull();
    expect(readFetchOutcome(snap.facts.outcome, 'google').action).toBe('allow-all');
  });

  it('waits for hop reports that arrive after fetch answered, so six hops are never read as fewer', async () => {
    server = await startHopChain(6, 301);
    const lagging = new FakeWebRequest({ lagMs: 150 });
    const lateObserver = new CountingObserver(lagging, { extensionOrigin: 'chrome-extension://test-extension-id' });
    const { fetch } = browserFetch(lagging);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, {
      fetch,
      observer: lateObserver,
      now: Date.now,
      reportGraceMs: 5_000,
    });
    expect(snap.facts.hops.map((hop) => hop.location)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${server?.origin}/r${n}`));
    expect(snap.facts.outcome).toMatchObject({ kind: 'response', status: 301, redirects: 6 });
    expect(readFetchOutcome(snap.facts.outcome, 'google').action).toBe('allow-all');
    expect(lateObserver.open).toBe(0);
  });

  it('records the address the final answer came from, even when webRequest reports it after fetch answered', async () => {
    server = await startLocalServer((_req, res) => res.end('User-agent: *\nDisallow: /\n'));
    const lagging = new FakeWebRequest({ lagMs: 150 });
    const lateObserver = new CountingObserver(lagging, { extensionOrigin: 'chrome-extension://test-extension-id' });
    const { fetch } = browserFetch(lagging);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, {
      fetch,
      observer: lateObserver,
      now: Date.now,
      reportGraceMs: 5_000,
    });
    expect(snap.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 0 });
    // The address policy reads it: a public page does not use an answer from this machine.
    expect(snap.facts.address).toBe('127.0.0.1');
    expect(lateObserver.open).toBe(0);
  });

  it('five hops are still followed and parsed', async () => {
    server = await startHopChain(5, 301);
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch));
    expect(snap.facts.outcome).toMatchObject({ redirects: 5 });
    expect(readFetchOutcome(snap.facts.outcome, 'google').action).toBe('parse');
  });

  it('a redirect loop stops after the sixth hop, not the browser’s twentieth', async () => {
    server = await startLocalServer((_req, res) => res.writeHead(302, { location: '/robots.txt?again' }).end());
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch));
    expect(snap.facts.outcome).toEqual({ kind: 'response', status: 302, redirects: 6 });
    expect(server.requests).toHaveLength(6);
    expect(readFetchOutcome(snap.facts.outcome, 'google').action).toBe('allow-all');
  });

  it('times out with its own abort after the time limit', async () => {
    server = await startLocalServer(() => {
      // Never answers.
    });
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch, { timeoutMs: 150 }));
    expect(snap.facts.outcome).toMatchObject({ kind: 'network-error', error: 'timeout', redirects: 0 });
    // Our own timer: no English detail to carry, the kind says it.
    expect(snap.facts.outcome).not.toHaveProperty('detail');
    expect(snap.facts.finalUrl).toBeNull();
    expect(snap.bodyBase64).toBeNull();
    expect(readFetchOutcome(snap.facts.outcome, 'google')).toMatchObject({ action: 'disallow-all', temporary: true });
  });

  it('times out when the body stalls after the headers', async () => {
    server = await startLocalServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('User-agent: *\n');
    });
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, deps(fetch, { timeoutMs: 150 }));
    expect(snap.facts.outcome).toMatchObject({ kind: 'network-error', error: 'timeout' });
  });

  it('classifies a refused connection from the browser’s net::ERR string', async () => {
    const port = await closedPort();
    const { fetch } = browserFetch(webRequest);
    const snap = await fetchRobotsTxt(`http://127.0.0.1:${port}/robots.txt`, omit, deps(fetch));
    expect(snap.facts.outcome).toEqual({
      kind: 'network-error',
      error: 'refused',
      redirects: 0,
      detail: 'net::ERR_CONNECTION_REFUSED',
    });
  });

  it('without webRequest, classifies a refused connection from Node’s error code', async () => {
    const port = await closedPort();
    const blind = new RedirectObserver(null);
    const snap = await fetchRobotsTxt(`http://127.0.0.1:${port}/robots.txt`, omit, {
      fetch: (input, init) => fetch(input, init),
      observer: blind,
      now: Date.now,
    });
    expect(snap.facts.outcome).toMatchObject({ kind: 'network-error', error: 'refused' });
  });

  it('without webRequest, follows the Location that Node’s fetch shows', async () => {
    server = await startLocalServer((req, res) => {
      if (req.url === '/robots.txt') res.writeHead(301, { location: '/elsewhere.txt' }).end();
      else res.end('User-agent: *\n');
    });
    const snap = await fetchRobotsTxt(`${server.origin}/robots.txt`, omit, {
      fetch: (input, init) => fetch(input, init),
      observer: new RedirectObserver(null),
      now: Date.now,
    });
    expect(snap.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 1 });
    expect(snap.facts.hops).toEqual([{ url: `${server.origin}/robots.txt`, status: 301, location: `${server.origin}/elsewhere.txt` }]);
    expect(snap.facts.finalUrl).toBe(`${server.origin}/elsewhere.txt`);
  });
});

describe('fetchRobotsTxt error reports that arrive after fetch rejected', () => {
  it('waits for webRequest.onErrorOccurred to learn the DNS failure', async () => {
    const webRequest = new FakeWebRequest();
    const observer = new RedirectObserver(webRequest);
    const robotsUrl = 'https://no-such-host.invalid/robots.txt';
    const failing: FetchFunction = async () => {
      // Chrome may report the reason only after the promise rejected.
      setTimeout(
        () => webRequest.onErrorOccurred.emit({ requestId: '9', url: robotsUrl, tabId: -1, error: 'net::ERR_NAME_NOT_RESOLVED' }),
        20,
      );
      throw new TypeError('Failed to fetch');
    };
    const snap = await fetchRobotsTxt(robotsUrl, omit, { fetch: failing, observer, now: Date.now, reportGraceMs: 5_000 });
    expect(snap.facts.outcome).toMatchObject({ kind: 'network-error', error: 'dns', detail: 'net::ERR_NAME_NOT_RESOLVED' });
  });

  it('falls back to "other" with the thrown message when nobody says why', async () => {
    const observer = new RedirectObserver(new FakeWebRequest());
    const failing: FetchFunction = async () => {
      throw new TypeError('Failed to fetch');
    };
    const snap = await fetchRobotsTxt('https://example.test/robots.txt', omit, {
      fetch: failing,
      observer,
      now: Date.now,
      reportGraceMs: 10,
    });
    expect(snap.facts.outcome).toMatchObject({ kind: 'network-error', error: 'other', detail: 'Failed to fetch' });
  });

  it('measures fetchedAt and duration with the injected clock', async () => {
    let t = 1_000;
    const observer = new RedirectObserver(null);
    const slow: FetchFunction = async () => {
      t += 250;
      return new Response('User-agent: *\n', { status: 200 });
    };
    const snap = await fetchRobotsTxt('https://example.test/robots.txt', omit, { fetch: slow, observer, now: () => t });
    expect(snap.facts.fetchedAt).toBe(1_250);
    expect(snap.facts.durationMs).toBe(250);
  });
});
