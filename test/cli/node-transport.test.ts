/**
 * The command's transport: the address policy applied by the connection's
 * own lookup (one lookup per connection, every answer classified, private
 * ones refused before connecting), IP literals judged on the socket before the
 * request is written, and no connection kept once its request is done.
 * Every name is resolved by an injected resolver and dialled on 127.0.0.1.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { FetchInit } from '../../src/robots/robots-fetcher.ts';
import { fetchRecord } from '../../src/cli/live-robots.ts';
import { liveDeps } from '../../src/cli/live-robots.ts';
import { createNodeTransport, privateAddressRefusal, type ResolveAll } from '../../src/cli/node-transport.ts';
import { robotsBody, startSite, type TestSite } from '../e2e/support/sites.ts';

const started: TestSite[] = [];
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
});

async function site(body = 'User-agent: *\nDisallow: /x\n'): Promise<TestSite> {
  const s = await startSite({ '/robots.txt': robotsBody(body) });
  started.push(s);
  return s;
}

const init = (): FetchInit => ({
  method: 'GET',
  credentials: 'omit',
  cache: 'no-store',
  redirect: 'manual',
  signal: AbortSignal.timeout(5_000),
});

/** A resolver from a table; each call is counted, and a name may answer differently on each call. */
function resolver(table: Record<string, string[][]>): { resolve: ResolveAll; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const resolve: ResolveAll = async (host) => {
    const n = calls.get(host) ?? 0;
    calls.set(host, n + 1);
    const answers = table[host];
    const addresses = answers?.[Math.min(n, answers.length - 1)] ?? [];
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}

describe('the connection’s own lookup decides', () => {
  it('a public-only request to a name resolving to this machine is refused before connecting', async () => {
    const s = await site();
    const { resolve, calls } = resolver({ 'rebound.example': [['127.0.0.1']] });
    const dialled: string[] = [];
    const t = createNodeTransport('test', { resolve, dial: (a) => (dialled.push(a), '127.0.0.1') });
    const error = await t.fetch(`http://rebound.example:${s.port}/robots.txt`, init(), { privateAllowed: false }).catch((e: unknown) => e);
    expect(privateAddressRefusal(error)).toMatchObject({ address: '127.0.0.1', targetClass: 'loopback' });
    expect(dialled).toEqual([]);
    expect(s.hits('/robots.txt')).toBe(0);
    expect(calls.get('rebound.example')).toBe(1);
    await t.close();
  });

  it('every answer is classified: the private ones are dropped, the public one is used and recorded', async () => {
    const s = await site();
    const { resolve } = resolver({ 'mixed.example': [['10.0.0.5', '192.0.1.7', '::1']] });
    const dialled: string[] = [];
    const t = createNodeTransport('test', { resolve, dial: (a) => (dialled.push(a), '127.0.0.1') });
    const response = await t.fetch(`http://mixed.example:${s.port}/robots.txt`, init(), { privateAllowed: false });
    expect(response.status).toBe(200);
    await response.text();
    expect(dialled).toEqual(['192.0.1.7']);
    expect(t.addressOf('mixed.example')).toBe('192.0.1.7');
    await t.close();
  });

  it('a name that answers public, then private, is looked up once per connection: no second lookup to disagree', async () => {
    const s = await site();
    const { resolve, calls } = resolver({ 'flip.example': [['10.0.0.9'], ['192.0.1.8']] });
    const t = createNodeTransport('test', { resolve, dial: () => '127.0.0.1' });
    const error = await t.fetch(`http://flip.example:${s.port}/robots.txt`, init(), { privateAllowed: false }).catch((e: unknown) => e);
    expect(privateAddressRefusal(error)).toMatchObject({ address: '10.0.0.9', targetClass: 'private' });
    expect(calls.get('flip.example')).toBe(1);
    expect(s.hits('/robots.txt')).toBe(0);
    await t.close();
  });

  it('an IP literal (never looked up) is judged on the socket, before the request is written', async () => {
    const s = await site();
    const t = createNodeTransport('test', { resolve: async () => [] });
    const error = await t.fetch(`http://127.0.0.1:${s.port}/robots.txt`, init(), { privateAllowed: false }).catch((e: unknown) => e);
    expect(privateAddressRefusal(error)).toMatchObject({ address: '127.0.0.1', targetClass: 'loopback' });
    expect(s.hits('/robots.txt')).toBe(0);
    // The first request of a chain (what the person asked for) may reach this machine.
    const response = await t.fetch(`http://127.0.0.1:${s.port}/robots.txt`, init(), { privateAllowed: true });
    expect(await response.text()).toContain('Disallow: /x');
    expect(t.addressOf('127.0.0.1')).toBe('127.0.0.1');
    await t.close();
  });

  it('no connection outlives its request', async () => {
    const s = await site();
    const names: Record<string, string[][]> = {};
    for (let i = 0; i < 20; i++) names[`site${i}.example`] = [['192.0.1.9']];
    const { resolve } = resolver(names);
    const t = createNodeTransport('test', { resolve, dial: () => '127.0.0.1' });
    for (const host of Object.keys(names)) {
      const response = await t.fetch(`http://${host}:${s.port}/robots.txt`, init());
      await response.text();
    }
    for (let i = 0; i < 50 && t.openConnections() > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.openConnections()).toBe(0);
    expect(s.hits('/robots.txt')).toBe(20);
    await t.close();
  });
});

describe('fetchRecord through the transport', () => {
  it('a public site redirecting to a name that resolves to this machine: refused, the target never asked', async () => {
    const inside = await site('User-agent: *\nAllow: /\n');
    const outside = await startSite({
      '/robots.txt': (_req, res) => {
        res.writeHead(301, { location: `http://sneaky.example:${inside.port}/robots.txt` });
        res.end();
      },
    });
    started.push(outside);
    const { resolve, calls } = resolver({ 'public.example': [['192.0.1.1']], 'sneaky.example': [['127.0.0.1']] });
    const deps = liveDeps(5_000, { resolve, dial: () => '127.0.0.1' });
    const record = await fetchRecord(`http://public.example:${outside.port}`, `http://public.example:${outside.port}/robots.txt`, deps);
    expect(record.latest.facts.outcome).toMatchObject({ kind: 'redirect-refused', reason: 'private-address', address: '127.0.0.1' });
    expect(inside.hits('/robots.txt')).toBe(0);
    expect(calls.get('sneaky.example')).toBe(1);
  });

  it('the answer records the address its connection used', async () => {
    const s = await site();
    const { resolve } = resolver({ 'public.example': [['192.0.1.1']] });
    const deps = liveDeps(5_000, { resolve, dial: () => '127.0.0.1' });
    const record = await fetchRecord(`http://public.example:${s.port}`, `http://public.example:${s.port}/robots.txt`, deps);
    expect(record.latest.facts.outcome).toMatchObject({ kind: 'response', status: 200 });
    expect(record.latest.facts.address).toBe('192.0.1.1');
  });
});
