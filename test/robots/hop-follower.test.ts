/**
 * The hop follower the workbench's sitemaps are fetched through: every
 * Location judged before it is asked, every answer's address (webRequest's,
 * from the page's own tab) judged before it is used. Real local servers;
 * names "resolve" to the addresses a test needs, requests go to 127.0.0.1.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { followHops, type HopNetwork } from '../../src/robots/hop-follower.ts';
import { RedirectObserver } from '../../src/robots/redirect-observer.ts';
import { readSitemapFile } from '../../src/url-lists/sitemap-file.ts';
import { browserFetch } from '../worker/support/browser-fetch.ts';
import { FakeWebRequest } from '../worker/support/fake-web-request.ts';
import { startLocalServer, type LocalServer } from '../worker/support/local-server.ts';

const ADDRESSES: Record<string, string> = {
  'public.example': '192.0.1.1',
  'other.example': '192.0.1.2',
  'rebound.example': '127.0.0.1',
  'lan.example': '10.0.0.7',
};

/** The workbench page's network: a browser-like fetch whose webRequest reports come from tab 7. */
function pageNetwork(): HopNetwork {
  const webRequest = new FakeWebRequest();
  const observer = new RedirectObserver(webRequest, { tabId: 'page', extensionOrigin: 'chrome-extension://test-extension-id' });
  const bf = browserFetch(webRequest, { resolve: (host) => ADDRESSES[host] ?? '127.0.0.1', tabId: 7 });
  return {
    fetch: (input, init) =>
      bf.fetch(input, {
        method: 'GET',
        credentials: 'omit',
        cache: 'no-store',
        redirect: 'manual',
        signal: init.signal ?? new AbortController().signal,
      }),
    observer,
  };
}

const SITEMAP =
  '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://public.example/a</loc></url></urlset>';

describe('followHops', () => {
  let server: LocalServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });

  const start = async () => {
    server = await startLocalServer((req, res) => {
      const port = new URL(server!.origin).port;
      if (req.url === '/to-localhost') res.writeHead(301, { location: `http://localhost:${port}/sitemap.xml` }).end();
      else if (req.url === '/to-rebound') res.writeHead(302, { location: `http://rebound.example:${port}/sitemap.xml` }).end();
      else if (req.url === '/to-other') res.writeHead(302, { location: `http://other.example:${port}/sitemap.xml` }).end();
      else res.writeHead(200, { 'content-type': 'application/xml' }).end(SITEMAP);
    });
    return new URL(server.origin).port;
  };
  const options = { from: 'https://public.example/', signal: AbortSignal.timeout(5_000), maxHops: 5 };

  it('a redirect to this computer is refused before it is sent', async () => {
    const port = await start();
    const followed = await followHops(`http://public.example:${port}/to-localhost`, options, pageNetwork());
    expect(followed).toMatchObject({ kind: 'refused', refusal: { reason: 'private-host', targetClass: 'loopback' } });
    expect(server!.requests.map((r) => r.url)).toEqual(['/to-localhost']);
  });

  it('a redirect to a public name that answers from this machine: its answer is not used', async () => {
    const port = await start();
    const followed = await followHops(`http://public.example:${port}/to-rebound`, options, pageNetwork());
    expect(followed).toMatchObject({ kind: 'refused', refusal: { reason: 'private-address', address: '127.0.0.1' } });
  });

  it('the first answer is judged too: a public page naming a public name that answers from the intranet', async () => {
    const port = await start();
    const followed = await followHops(`http://lan.example:${port}/sitemap.xml`, options, pageNetwork());
    expect(followed).toMatchObject({ kind: 'refused', refusal: { reason: 'private-address', address: '10.0.0.7' } });
  });

  it('a site’s own file is judged by nothing but itself: a public name on the intranet reads its own sitemap', async () => {
    const port = await start();
    const followed = await followHops(
      `http://lan.example:${port}/sitemap.xml`,
      { ...options, from: `http://lan.example:${port}` },
      pageNetwork(),
    );
    expect(followed).toMatchObject({ kind: 'response', address: '10.0.0.7' });
  });

  it('public to public is followed, and the answer says which address gave it', async () => {
    const port = await start();
    const followed = await followHops(`http://public.example:${port}/to-other`, options, pageNetwork());
    expect(followed).toMatchObject({ kind: 'response', url: `http://other.example:${port}/sitemap.xml`, address: '192.0.1.2' });
    if (followed.kind === 'response') expect(await followed.response.text()).toBe(SITEMAP);
  });

  it('the workbench reads no URL of a sitemap a public name served from this machine', async () => {
    const port = await start();
    const sitemap = `http://rebound.example:${port}/sitemap.xml`;
    const file = await readSitemapFile(sitemap, {
      from: 'https://public.example',
      signal: new AbortController().signal,
      network: pageNetwork(),
    });
    expect(file.locs).toEqual([]);
    expect(file.notes).toEqual([{ code: 'sitemap-address-refused', sitemap, address: '127.0.0.1' }]);
  });

  it('the workbench does not send a redirect that points at this computer', async () => {
    const port = await start();
    const sitemap = `http://public.example:${port}/to-localhost`;
    const file = await readSitemapFile(sitemap, {
      from: 'https://public.example',
      signal: new AbortController().signal,
      network: pageNetwork(),
    });
    expect(file.notes).toEqual([{ code: 'sitemap-redirect-refused', sitemap, target: `http://localhost:${port}/sitemap.xml` }]);
    expect(server!.requests.map((r) => r.url)).toEqual(['/to-localhost']);
  });
});
