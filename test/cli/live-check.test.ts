/**
 * `check`, `matrix` and `urls` against live sites: the same cases as the
 * extension's e2e sites (test/e2e/support/sites.ts), on 127.0.0.1, through
 * the fetcher the worker uses. Names such as robots-public.test "resolve"
 * through live-support.ts, so the redirect policy sees a public site.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { redirectChain, robotsBody, startSite, status, type RobotsHandler, type TestSite } from '../e2e/support/sites.ts';
import { runMain, type LiveJson } from './live-support.ts';

const RULES = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';

const started: TestSite[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
});

async function site(robots: RobotsHandler, extra: Record<string, RobotsHandler> = {}): Promise<TestSite> {
  const s = await startSite({ '/robots.txt': robots, ...extra });
  started.push(s);
  return s;
}

/** The site's page under a public-looking name. */
const publicPage = (s: TestSite, path = '/private/page') => `http://robots-public.test:${s.port}${path}`;

async function checkJson(url: string, ...flags: string[]): Promise<{ code: number; json: LiveJson }> {
  const r = await runMain(['check', url, '--json', ...flags]);
  expect(r.stderr).toBe('');
  return { code: r.code, json: JSON.parse(r.stdout) as LiveJson };
}

const redirectTo =
  (location: string): RobotsHandler =>
  (_req, res) =>
    res.writeHead(302, { location }).end();

describe('check <url>, live', () => {
  it('fetches the origin robots.txt and prints the verdict, then the fetch facts', async () => {
    const s = await site(robotsBody(RULES));
    const r = await runMain(['check', publicPage(s), '--crawler', 'Googlebot']);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('disallowed');
    expect(lines[1]).toMatch(/^line 2: Disallow: \/private\//);
    expect(lines).toContain(`robots.txt: http://robots-public.test:${s.port}/robots.txt`);
    expect(lines.some((l) => l.startsWith(`answer: 200, text/plain; charset=utf-8, ${RULES.length} bytes in `))).toBe(true);
    expect(s.hits('/robots.txt')).toBe(1);
  });

  it('sends no cookie and names itself', async () => {
    let headers: Record<string, unknown> = {};
    const s = await site((req, res) => {
      headers = req.headers;
      res.writeHead(200, { 'set-cookie': 'a=1' }).end(RULES);
    });
    await runMain(['check', publicPage(s, '/'), '--json']);
    expect(headers.cookie).toBeUndefined();
    expect(String(headers['user-agent'])).toMatch(/^robots-lens/);
  });

  it.each([
    [404, 0, 'allowed', 'client-error'],
    [503, 4, 'unreachable', 'server-error'],
    [429, 4, 'unreachable', 'server-error'],
  ])('status %i: exit %i, %s (%s)', async (code, exit, state, reason) => {
    const s = await site(status(code));
    const { code: got, json } = await checkJson(publicPage(s));
    expect(got).toBe(exit);
    expect(json.state).toBe(state);
    expect(json.reading.reason).toMatchObject({ code: reason, status: code });
    expect(json.fetch.outcome).toEqual({ kind: 'response', status: code, redirects: 0 });
  });

  it('Coc Coc reads a 503 as no restrictions', async () => {
    const s = await site(status(503));
    const { code, json } = await checkJson(publicPage(s), '--crawler', 'coccocbot-web');
    expect(code).toBe(0);
    expect(json.reading.reason).toEqual({ code: 'not-ok', status: 503 });
  });

  it('HTML answered with 200 is parsed: no rule, allowed', async () => {
    const s = await site((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>hi</p>'));
    const { code, json } = await checkJson(publicPage(s));
    expect(code).toBe(0);
    expect(json).toMatchObject({ state: 'allowed', line: 0 });
  });

  it('a server that never answers: the time limit, then "unreachable" (exit 4)', async () => {
    const s = await site(() => undefined);
    const { code, json } = await checkJson(publicPage(s), '--timeout', '0.5');
    expect(code).toBe(4);
    expect(json.fetch.outcome).toMatchObject({ kind: 'network-error', error: 'timeout' });
  });

  it('a connection reset', async () => {
    const s = await site((req) => req.socket.destroy());
    const { code, json } = await checkJson(publicPage(s));
    expect(code).toBe(4);
    expect(json.fetch.outcome).toMatchObject({ kind: 'network-error', error: 'reset' });
  });

  it('a name that does not resolve (.invalid never does)', async () => {
    const { code, json } = await checkJson('http://robots.invalid/page');
    expect(code).toBe(4);
    expect(json.fetch.outcome).toMatchObject({ kind: 'network-error', error: 'dns' });
    expect(json.allowed).toBe(false);
  });

  it('a certificate no one vouches for is a TLS error', async () => {
    const tls = new URL('../fixtures/tls/', import.meta.url);
    const server = createHttpsServer(
      { key: readFileSync(new URL('key.pem', tls)), cert: readFileSync(new URL('cert.pem', tls)) },
      (_req, res) => res.end(RULES),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { code, json } = await checkJson(`https://127.0.0.1:${(server.address() as AddressInfo).port}/page`);
      expect(code).toBe(4);
      expect(json.fetch.outcome).toMatchObject({ kind: 'network-error', error: 'tls' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('follows 2 hops across ports and records each', async () => {
    const chain = await redirectChain(2, robotsBody(RULES));
    started.push(...chain.all);
    const { code, json } = await checkJson(`${chain.site.origin}/private/x`);
    expect(code).toBe(1);
    expect(json.fetch.hops.map((h) => h.status)).toEqual([302, 301]);
    expect(json.line).toBe(2);
  });

  it('more than 5 hops reads as no robots.txt, and the 6th target is never asked', async () => {
    const chain = await redirectChain(6, robotsBody('User-agent: *\nDisallow: /\n'));
    started.push(...chain.all);
    const { code, json } = await checkJson(`${chain.site.origin}/private/x`);
    expect(code).toBe(0);
    expect(json.reading.reason).toEqual({ code: 'too-many-redirects', redirects: 6, limit: 5 });
    expect(json.fetch.hops).toHaveLength(6);
    expect(chain.all[0]!.hits('/robots-final.txt')).toBe(0);
  });

  it('a redirect loop ends at the hop limit', async () => {
    const s = await site(redirectTo('/loop'), { '/loop': redirectTo('/robots.txt') });
    const { code, json } = await checkJson(publicPage(s));
    expect(code).toBe(0);
    expect(json.reading.reason.code).toBe('too-many-redirects');
  });

  it.each([
    ['localhost', 'private-host', 'loopback'],
    ['intranet', 'private-host', 'single-label'],
  ])('a public site redirecting to %s is not followed', async (host, reason, targetClass) => {
    const inside = await site(robotsBody('User-agent: *\nAllow: /\n'));
    const s = await site(redirectTo(`http://${host}:${inside.port}/robots.txt`));
    const { code, json } = await checkJson(publicPage(s));
    expect(code).toBe(4);
    expect(json.fetch.outcome).toMatchObject({ kind: 'redirect-refused', reason, targetClass });
    expect(inside.hits('/robots.txt')).toBe(0);
  });

  it('a public name that answers from this machine (DNS rebinding) is not used', async () => {
    const inside = await site(robotsBody('User-agent: *\nAllow: /\n'));
    const s = await site(redirectTo(`http://rebound.robots-public.test:${inside.port}/robots.txt`));
    const { code, json } = await checkJson(publicPage(s));
    expect(code).toBe(4);
    expect(json.fetch.outcome).toMatchObject({ kind: 'redirect-refused', reason: 'private-address', address: '127.0.0.1' });
    // Refused by the connection's own lookup, before the request was sent.
    expect(inside.hits('/robots.txt')).toBe(0);
  });

  it.each(['data:text/plain,User-agent: *', 'file:///etc/passwd'])('a redirect to %s is not followed', async (location) => {
    const s = await site(redirectTo(location));
    const { code, json } = await checkJson(publicPage(s));
    expect(code).toBe(4);
    expect(json.fetch.outcome).toMatchObject({ kind: 'redirect-refused', reason: 'scheme' });
  });

  it('a 2 MB body: the first 500 KiB are read, as Google does', async () => {
    const head = 'User-agent: *\nDisallow: /early\n';
    const body = head + '#'.repeat(2 * 1024 * 1024) + '\nDisallow: /late\n';
    const s = await site(robotsBody(body));
    const early = await checkJson(publicPage(s, '/early'));
    const late = await checkJson(publicPage(s, '/late'));
    expect(early.json).toMatchObject({ allowed: false, line: 2 });
    expect(late.json.allowed).toBe(true);
    expect(late.json.fetch.truncated).toBe(true);
  });

  it('a 2 GB body that never ends costs 500 KiB and returns', async () => {
    const s = await site((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(2 * 1024 ** 3) });
      res.write('User-agent: *\nDisallow: /\n');
      const chunk = Buffer.alloc(64 * 1024, 0x23);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const { code, json } = await checkJson(publicPage(s));
    expect(code).toBe(1);
    expect(json.fetch.truncated).toBe(true);
    expect(json.fetch.receivedBytes).toBeLessThan(4 * 1024 * 1024);
  });

  it('refuses a URL that has no robots.txt to fetch (exit 2)', async () => {
    const r = await runMain(['check', 'ftp://example.com/x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^robots-lens: check: “ftp:\/\/example.com\/x” is not an http or https URL/);
  });
});

describe('matrix <url>', () => {
  it('every crawler profile from one fetch', async () => {
    const s = await site(robotsBody(RULES));
    const r = await runMain(['matrix', publicPage(s, '/page'), '--json']);
    expect(r.code).toBe(0);
    const rows = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { crawler: string; allowed: boolean; line: number });
    expect(rows.find((x) => x.crawler === 'GPTBot')).toMatchObject({ allowed: false, line: 5 });
    expect(rows.find((x) => x.crawler === 'Googlebot')).toMatchObject({ allowed: true, line: 0 });
    expect(s.hits('/robots.txt')).toBe(1);
  });

  it('as a table, with the fetch facts above it', async () => {
    const s = await site(robotsBody(RULES));
    const r = await runMain(['matrix', publicPage(s, '/page')]);
    expect(r.stdout).toMatch(/^url: http:\/\/robots-public\.test:\d+\/page\nrobots\.txt: http:\/\/robots-public\.test:\d+\/robots\.txt\n/);
    expect(r.stdout).toMatch(/\nGPTBot +google +disallowed +5: Disallow: \/ +–\n/);
  });
});

describe('urls FILE|-, live', () => {
  it('each URL against its own origin, one fetch per origin, stdout valid JSON lines whatever fails', async () => {
    const good = await site(robotsBody(RULES));
    const down = await site(status(503));
    const input = [
      publicPage(good, '/a'),
      JSON.stringify({ url: publicPage(good, '/private/b') }),
      JSON.stringify(publicPage(down, '/c')),
      'http://robots.invalid/d',
      'not a url',
      '',
      '{"url": 5}',
    ].join('\n');
    const r = await runMain(['urls', '-', '--json'], input);
    expect(r.code).toBe(0);
    const out = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(7);
    expect(out[0]).toMatchObject({ allowed: true, line: 0, state: 'allowed', reason: 'parsed' });
    expect(out[1]).toMatchObject({ allowed: false, line: 2, state: 'disallowed' });
    expect(out[2]).toMatchObject({ allowed: false, state: 'unreachable', reason: 'server-error' });
    expect(out[3]).toMatchObject({ allowed: false, state: 'unreachable', reason: 'network-error' });
    expect(out[4]).toMatchObject({ url: 'not a url', error: expect.stringMatching(/^input line 5: /) });
    expect(out[5]).toEqual({ error: 'input line 6: blank line (expected a URL)' });
    expect(out[6]).toMatchObject({ error: expect.stringMatching(/^input line 7: invalid JSON/) });
    expect(good.hits('/robots.txt')).toBe(1);
  });

  it('CSV with a header by default', async () => {
    const good = await site(robotsBody(RULES));
    const r = await runMain(['urls', '-', '--crawler', 'GPTBot'], `${publicPage(good, '/x')}\n`);
    expect(r.stdout).toBe(
      `url,allowed,line,crawl_delay,robots_url,state,reason,error\n${publicPage(good, '/x')},false,5,,http://robots-public.test:${good.port}/robots.txt,disallowed,parsed,\n`,
    );
  });
});
