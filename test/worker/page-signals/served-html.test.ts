/**
 * The served HTML, fetched once from a real local server: what it says, and
 * every way it can fail, under the address policy. Names "resolve" to the
 * addresses a test needs (webRequest reports them); every request goes to
 * 127.0.0.1.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { HopNetwork } from '../../../src/robots/hop-follower.ts';
import { RedirectObserver } from '../../../src/robots/redirect-observer.ts';
import { fetchServedHtml } from '../../../src/worker/page-signals/served-html.ts';
import { type BrowserFetch, browserFetch } from '../support/browser-fetch.ts';
import { FakeWebRequest } from '../support/fake-web-request.ts';
import { closedPort, type LocalServer, startLocalServer } from '../support/local-server.ts';

const ADDRESSES: Record<string, string> = {
  'public.example': '192.0.1.1',
  'other.example': '192.0.1.2',
  'rebound.example': '127.0.0.1',
  'lan.example': '10.0.0.7',
};

function workerNetwork(): { network: HopNetwork; calls: BrowserFetch['calls'] } {
  const webRequest = new FakeWebRequest();
  const observer = new RedirectObserver(webRequest, { extensionOrigin: 'chrome-extension://test-extension-id' });
  const bf = browserFetch(webRequest, { resolve: (host) => ADDRESSES[host] ?? '127.0.0.1' });
  return {
    network: {
      fetch: (input, init) =>
        bf.fetch(input, {
          method: 'GET',
          credentials: init.credentials === 'include' ? 'include' : 'omit',
          cache: 'no-store',
          redirect: 'manual',
          signal: init.signal ?? new AbortController().signal,
        }),
      observer,
    },
    calls: bf.calls,
  };
}

const NAMES = ['robots', 'googlebot'];
const PAGE_HTML =
  '<!doctype html><html><head><meta name="robots" content="noindex"><link rel="canonical" href="/canonical"></head><body>Hi</body></html>';

describe('fetchServedHtml', () => {
  let server: LocalServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  const start = async (handler: Parameters<typeof startLocalServer>[0]) => {
    server = await startLocalServer(handler);
    return new URL(server.origin).port;
  };
  const fetchIt = (url: string, over: { credentials?: 'omit' | 'include'; timeoutMs?: number; maxBytes?: number } = {}) => {
    const net = workerNetwork();
    const answer = fetchServedHtml(
      url,
      { credentials: over.credentials ?? 'omit', names: NAMES },
      { network: net.network, now: () => 7, graceMs: 200, timeoutMs: over.timeoutMs ?? 5_000, maxBytes: over.maxBytes },
    );
    return { answer, calls: net.calls };
  };

  it('reads the served tags, the X-Robots-Tag and the status of the address that answered, after a redirect', async () => {
    const port = await start((req, res) => {
      if (req.url === '/old') res.writeHead(301, { location: `http://other.example:${port}/page` }).end();
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noarchive' }).end(PAGE_HTML);
    });
    const served = await fetchIt(`http://public.example:${port}/old`).answer;
    expect(served).toMatchObject({
      requestedUrl: `http://public.example:${port}/old`,
      url: `http://other.example:${port}/page`,
      redirects: 1,
      status: 200,
      xRobotsTag: ['noarchive'],
      markup: { metas: [{ name: 'robots', content: 'noindex' }], canonicals: [`http://other.example:${port}/canonical`] },
      cut: false,
      credentials: 'omit',
    });
  });

  it('cookies, when the settings send them, go to the page’s own origin only', async () => {
    const port = await start((req, res) => {
      if (req.url === '/old') res.writeHead(302, { location: `http://other.example:${port}/page` }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE_HTML);
    });
    const { answer, calls } = fetchIt(`http://public.example:${port}/old`, { credentials: 'include' });
    await answer;
    expect(calls.map((c) => c.init.credentials)).toEqual(['include', 'omit']);
  });

  it('a redirect from a public page to this computer is refused before it is sent', async () => {
    const port = await start((_req, res) => {
      res.writeHead(302, { location: `http://localhost:${port}/admin` }).end();
    });
    const served = await fetchIt(`http://public.example:${port}/`).answer;
    expect(served).toMatchObject({ kind: 'refused', refusal: { reason: 'private-host', targetClass: 'loopback' } });
    expect(server?.requests.map((r) => r.url)).toEqual(['/']);
  });

  it('a redirect to a public name that answers from inside: its answer is not used', async () => {
    const port = await start((req, res) => {
      if (req.url === '/') res.writeHead(302, { location: `http://rebound.example:${port}/x` }).end();
      else res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE_HTML);
    });
    expect(await fetchIt(`http://public.example:${port}/`).answer).toMatchObject({
      kind: 'refused',
      refusal: { reason: 'private-address', address: '127.0.0.1' },
    });
  });

  it('a page on the intranet is the person’s own page: it is read', async () => {
    const port = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE_HTML);
    });
    expect(await fetchIt(`http://lan.example:${port}/`).answer).toMatchObject({ status: 200, markup: { metaTotal: 1 } });
  });

  it('more than 10 redirects: given up, the 12th address never asked', async () => {
    const port = await start((req, res) => {
      const n = Number(req.url?.slice(1)) || 0;
      res.writeHead(302, { location: `/${n + 1}` }).end();
    });
    expect(await fetchIt(`http://public.example:${port}/0`).answer).toEqual({ kind: 'too-many-redirects', redirects: 11 });
    expect(server?.requests.length).toBe(11);
  });

  it('an answer that is not HTML is not read', async () => {
    const port = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7');
    });
    expect(await fetchIt(`http://public.example:${port}/`).answer).toEqual({ kind: 'not-html', contentType: 'application/pdf' });
  });

  it('a head that does not end within the bytes read is too large; a long body after the head is read and marked cut', async () => {
    const port = await start((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      if (req.url === '/endless-head') res.end(`<head>${'<meta name=x content=y>'.repeat(10_000)}`);
      else res.end(`${PAGE_HTML}${'<p>text</p>'.repeat(10_000)}`);
    });
    expect(await fetchIt(`http://public.example:${port}/endless-head`, { maxBytes: 4096 }).answer).toEqual({
      kind: 'too-large',
      bytes: 4096,
    });
    expect(await fetchIt(`http://public.example:${port}/long-body`, { maxBytes: 4096 }).answer).toMatchObject({
      cut: true,
      bytesRead: 4096,
      markup: { metaTotal: 1 },
    });
  });

  it('a server that does not answer in time, and one that is not there', async () => {
    const port = await start(() => {
      // Never answers.
    });
    expect(await fetchIt(`http://public.example:${port}/`, { timeoutMs: 300 }).answer).toEqual({ kind: 'timeout', seconds: 1 });
    const closed = await closedPort();
    expect(await fetchIt(`http://public.example:${closed}/`).answer).toEqual({ kind: 'network-error' });
  });

  it('a megabyte of markup is read in pieces, with other events between them', async () => {
    const port = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<head></head>${'<div>'.repeat(200_000)}`);
    });
    let pauses = 0;
    const net = workerNetwork();
    const served = await fetchServedHtml(
      `http://public.example:${port}/`,
      { credentials: 'omit', names: NAMES },
      { network: net.network, now: () => 7, graceMs: 200, pause: async () => void pauses++ },
    );
    expect(served).toMatchObject({ bytesRead: 1_000_013, cut: false });
    // 64 KiB a piece: 15 pauses between 16 pieces.
    expect(pauses).toBe(15);
  });

  it('decodes the text in the charset the server names', async () => {
    const port = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' });
      res.end(Buffer.from('<link rel=canonical href="/caf\xe9">', 'latin1'));
    });
    const served = await fetchIt(`http://public.example:${port}/`).answer;
    expect(served).toMatchObject({ markup: { canonicals: [`http://public.example:${port}/caf%C3%A9`] } });
  });
});
