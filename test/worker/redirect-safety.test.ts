/**
 * Redirects cannot be turned against the person (docs/behaviour.md §2): the fetcher takes
 * each hop itself, never from a public host into their computer or network,
 * never to a non-web address, and sends cookies only to the page's own
 * origin. Host names are resolved by an injected resolver: every request goes
 * to a server on 127.0.0.1, whatever address the test pretends it has.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readFetchOutcome } from '../../src/core/fetch-outcome.ts';
import { RedirectObserver } from '../../src/robots/redirect-observer.ts';
import { fetchRobotsTxt, type FetchFunction } from '../../src/robots/robots-fetcher.ts';
import { browserFetch } from './support/browser-fetch.ts';
import { CountingObserver } from './support/counting-observer.ts';
import { FakeWebRequest } from './support/fake-web-request.ts';
import { startLocalServer, type LocalServer } from './support/local-server.ts';

const omit = { credentials: 'omit', refresh: false } as const;
const DISALLOW_ALL = 'User-agent: *\nDisallow: /\n';

/** Pretend addresses (never contacted): two public hosts, one name that rebinds to loopback, one intranet host. */
const ADDRESSES: Record<string, string> = {
  'public.test': '93.184.216.34',
  'cdn.public.test': '93.184.216.35',
  'rebind.test': '127.0.0.1',
  'staging.corp.test': '10.0.0.5',
  intranet: '10.0.0.6',
  localhost: '127.0.0.1',
  '127.0.0.1': '127.0.0.1',
};
const resolve = (hostname: string) => ADDRESSES[hostname] ?? hostname.replace(/^\[|\]$/g, '');

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** A server whose /robots.txt redirects to `location(port)`; every other path answers a file that disallows everything. */
async function redirectingTo(location: (port: string) => string, status = 302): Promise<LocalServer> {
  const started = await startLocalServer((req, res) => {
    if (req.url === '/robots.txt') res.writeHead(status, { location: location(new URL(started.origin).port) }).end();
    else res.writeHead(200, { 'content-type': 'text/plain' }).end(DISALLOW_ALL);
  });
  return started;
}

function fetcher(options: { credentials?: 'omit' | 'include' } = {}) {
  const webRequest = new FakeWebRequest();
  const observer = new CountingObserver(webRequest, { extensionOrigin: 'chrome-extension://test-extension-id' });
  const browser = browserFetch(webRequest, { resolve });
  return {
    ...browser,
    observer,
    run: (robotsUrl: string) =>
      fetchRobotsTxt(
        robotsUrl,
        { credentials: options.credentials ?? 'omit', refresh: false },
        { fetch: browser.fetch, observer, now: Date.now },
      ),
  };
}

describe('a public site’s redirect into the person’s network is not followed', () => {
  it('302 → http://localhost/admin/delete-everything: its own outcome, the hop recorded, the target never asked', async () => {
    server = await redirectingTo((port) => `http://localhost:${port}/admin/delete-everything`);
    const port = new URL(server.origin).port;
    const f = fetcher();
    const snap = await f.run(`http://public.test:${port}/robots.txt`);

    expect(snap.facts.outcome).toEqual({
      kind: 'redirect-refused',
      reason: 'private-host',
      targetClass: 'loopback',
      redirects: 1,
      target: `http://localhost:${port}/admin/delete-everything`,
    });
    expect(snap.facts.hops).toEqual([
      { url: `http://public.test:${port}/robots.txt`, status: 302, location: `http://localhost:${port}/admin/delete-everything` },
    ]);
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
    expect(snap.bodyBase64).toBeNull();
    expect(snap.facts.finalUrl).toBeNull();
    expect(f.observer.open).toBe(0);
  });

  it('reads like a robots.txt that cannot be fetched, for both engines', async () => {
    server = await redirectingTo((port) => `http://localhost:${port}/admin`);
    const snap = await fetcher().run(`http://public.test:${new URL(server.origin).port}/robots.txt`);
    expect(readFetchOutcome(snap.facts.outcome, 'google')).toMatchObject({ action: 'disallow-all', temporary: true });
    expect(readFetchOutcome(snap.facts.outcome, 'coccoc')).toMatchObject({ action: 'disallow-all', temporary: true });
    expect(readFetchOutcome(snap.facts.outcome, 'google').reason.code).toBe('redirect-refused');
  });

  it.each([
    ['http://intranet:PORT/robots.txt', 'single-label'],
    ['http://10.0.0.1:PORT/robots.txt', 'private'],
    ['http://192.168.1.1:PORT/robots.txt', 'private'],
    ['http://169.254.169.254:PORT/latest/meta-data', 'link-local'],
    ['http://[::1]:PORT/robots.txt', 'loopback'],
    ['http://2130706433:PORT/robots.txt', 'loopback'],
    ['http://[::ffff:127.0.0.1]:PORT/robots.txt', 'loopback'],
    ['http://0.0.0.0:PORT/robots.txt', 'unspecified'],
    ['http://admin.localhost:PORT/robots.txt', 'loopback'],
  ])('→ %s is refused as %s', async (target, targetClass) => {
    server = await redirectingTo((port) => target.replace('PORT', port));
    const snap = await fetcher().run(`http://public.test:${new URL(server.origin).port}/robots.txt`);
    expect(snap.facts.outcome).toMatchObject({ kind: 'redirect-refused', reason: 'private-host', targetClass, redirects: 1 });
    expect(server.requests).toHaveLength(1);
  });

  it('a public-looking name that answers from a loopback address (DNS rebinding): its answer is not used', async () => {
    server = await redirectingTo((port) => `http://rebind.test:${port}/robots.txt-copy`);
    const port = new URL(server.origin).port;
    const snap = await fetcher().run(`http://public.test:${port}/robots.txt`);
    expect(snap.facts.outcome).toEqual({
      kind: 'redirect-refused',
      reason: 'private-address',
      targetClass: 'loopback',
      address: '127.0.0.1',
      redirects: 1,
      target: `http://rebind.test:${port}/robots.txt-copy`,
    });
    expect(snap.bodyBase64).toBeNull();
  });

  it('a chain that reaches a public host first is judged hop by hop', async () => {
    const started = await startLocalServer((req, res) => {
      const port = new URL(started.origin).port;
      if (req.url === '/robots.txt') res.writeHead(301, { location: `http://cdn.public.test:${port}/hop` }).end();
      else if (req.url === '/hop') res.writeHead(302, { location: `http://intranet:${port}/robots.txt` }).end();
      else res.end(DISALLOW_ALL);
    });
    server = started;
    const snap = await fetcher().run(`http://127.0.0.1:${new URL(started.origin).port}/robots.txt`);
    expect(snap.facts.outcome).toMatchObject({
      kind: 'redirect-refused',
      reason: 'private-host',
      targetClass: 'single-label',
      redirects: 2,
    });
    expect(snap.facts.hops).toHaveLength(2);
  });
});

describe('redirects that stay safe are still followed', () => {
  it('public → another public host', async () => {
    server = await redirectingTo((port) => `http://cdn.public.test:${port}/robots-final.txt`, 301);
    const port = new URL(server.origin).port;
    const snap = await fetcher().run(`http://public.test:${port}/robots.txt`);
    expect(snap.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 1 });
    expect(snap.facts.finalUrl).toBe(`http://cdn.public.test:${port}/robots-final.txt`);
    expect(readFetchOutcome(snap.facts.outcome, 'google').action).toBe('parse');
  });

  it('private to private: 127.0.0.1 → localhost, and an intranet staging site → an intranet name', async () => {
    server = await redirectingTo((port) => `http://localhost:${port}/robots-final.txt`);
    const port = new URL(server.origin).port;
    const local = await fetcher().run(`http://127.0.0.1:${port}/robots.txt`);
    expect(local.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 1 });

    await server.close();
    server = await redirectingTo((p) => `http://intranet:${p}/robots-final.txt`);
    const p = new URL(server.origin).port;
    const staging = await fetcher().run(`http://intranet:${p}/robots.txt`);
    expect(staging.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 1 });
  });

  it('a public name that the person’s own DNS puts on the intranet may redirect to other intranet addresses', async () => {
    // staging.corp.test resolves to 10.0.0.5: its 3xx is the intranet server's word.
    server = await redirectingTo((port) => `http://intranet.corp.test:${port}/robots-final.txt`);
    ADDRESSES['intranet.corp.test'] = '10.0.0.7';
    try {
      const snap = await fetcher().run(`http://staging.corp.test:${new URL(server.origin).port}/robots.txt`);
      expect(snap.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 1 });
    } finally {
      delete ADDRESSES['intranet.corp.test'];
    }
  });
});

describe('a redirect to a non-web address is reported as what it is', () => {
  it.each([
    ['data:text/plain,User-agent: *%0ADisallow: /'],
    ['file:///etc/passwd'],
    ['javascript:alert(1)'],
    ['ftp://ftp.public.test/robots.txt'],
  ])('→ %s', async (target) => {
    server = await redirectingTo(() => target);
    const snap = await fetcher().run(`${server.origin}/robots.txt`);
    expect(snap.facts.outcome).toEqual({ kind: 'redirect-refused', reason: 'scheme', redirects: 1, target });
    expect(snap.facts.hops).toEqual([{ url: `${server.origin}/robots.txt`, status: 302, location: target }]);
  });

  it('when the browser did not show the Location, it is still a refused redirect with one hop, not an unreachable server', async () => {
    const webRequest = new FakeWebRequest();
    const observer = new RedirectObserver(webRequest);
    const robotsUrl = 'http://public.test/robots.txt';
    const unsafe: FetchFunction = async () => {
      webRequest.onErrorOccurred.emit({ requestId: '1', url: robotsUrl, tabId: -1, error: 'net::ERR_UNSAFE_REDIRECT' });
      throw new TypeError('Failed to fetch');
    };
    const snap = await fetchRobotsTxt(robotsUrl, omit, { fetch: unsafe, observer, now: Date.now });
    expect(snap.facts.outcome).toEqual({ kind: 'redirect-refused', reason: 'scheme', redirects: 1, target: null });
  });

  it('an opaque redirect that webRequest never explained is not followed blindly', async () => {
    const opaque: FetchFunction = async (url) => {
      const response = new Response(null);
      Object.defineProperties(response, { type: { value: 'opaqueredirect' }, status: { value: 0 }, url: { value: url } });
      return response;
    };
    const snap = await fetchRobotsTxt('http://public.test/robots.txt', omit, {
      fetch: opaque,
      observer: new RedirectObserver(null),
      now: Date.now,
    });
    expect(snap.facts.outcome).toEqual({ kind: 'redirect-refused', reason: 'hidden-location', redirects: 1, target: null });
  });
});

describe('cookies go only to the page’s own origin', () => {
  it('with "send cookies" on: included for the robots.txt origin, omitted for every other hop', async () => {
    const started = await startLocalServer((req, res) => {
      const port = new URL(started.origin).port;
      if (req.url === '/robots.txt') res.writeHead(301, { location: '/moved' }).end();
      else if (req.url === '/moved') res.writeHead(302, { location: `http://cdn.public.test:${port}/final.txt` }).end();
      else res.end(DISALLOW_ALL);
    });
    server = started;
    const port = new URL(started.origin).port;
    const f = fetcher({ credentials: 'include' });
    const snap = await f.run(`http://public.test:${port}/robots.txt`);
    expect(snap.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 2 });
    expect(f.calls.map((c) => [c.url, c.init.credentials])).toEqual([
      [`http://public.test:${port}/robots.txt`, 'include'],
      [`http://public.test:${port}/moved`, 'include'],
      [`http://cdn.public.test:${port}/final.txt`, 'omit'],
    ]);
    expect(snap.facts.credentials).toBe('include');
  });

  it('the same host on another port is another origin', async () => {
    const other = await startLocalServer((_req, res) => res.end(DISALLOW_ALL));
    try {
      server = await redirectingTo(() => `http://public.test:${new URL(other.origin).port}/robots.txt`);
      const f = fetcher({ credentials: 'include' });
      const snap = await f.run(`http://public.test:${new URL(server.origin).port}/robots.txt`);
      expect(snap.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 1 });
      expect(f.calls.map((c) => c.init.credentials)).toEqual(['include', 'omit']);
    } finally {
      await other.close();
    }
  });

  it('with cookies off, no hop gets them', async () => {
    server = await redirectingTo(() => '/robots-final.txt');
    const f = fetcher();
    await f.run(`${server.origin}/robots.txt`);
    expect(f.calls.map((c) => c.init.credentials)).toEqual(['omit', 'omit']);
  });
});
