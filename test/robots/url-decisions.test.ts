import { fakeBrowser } from '@webext-core/fake-browser';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIFETIME_MS, FAILED_FETCH_RETRY_MS } from '../../src/robots/cache-lifetime.ts';
import { RobotsCache } from '../../src/robots/robots-cache.ts';
import type { FetchRobotsOptions } from '../../src/robots/robots-fetcher.ts';
import { createUrlDecider, robotsTargets, type UrlDecisionDeps } from '../../src/robots/url-decisions.ts';
import { robotsTxtTarget } from '../../src/core/robots-url.ts';
import { findProfile } from '../../src/core/profiles.ts';
import type { FetchSnapshot } from '../../src/robots/robots-record.ts';
import { ParsedModels } from '../../src/robots/verdict-for-record.ts';
import { deferred, type Deferred } from '../worker/support/deferred.ts';
import { fakeLocal } from '../worker/support/fake-local.ts';
import { snapshot } from '../worker/support/snapshots.ts';

const T0 = 1_700_000_000_000;
const googlebot = findProfile('googlebot')!;

/** A fetcher that counts requests, how many run at once, and can hold every answer until released. */
class CountingFetcher {
  calls: { robotsUrl: string; credentials: FetchRobotsOptions['credentials'] }[] = [];
  running = 0;
  maxRunning = 0;
  held: Deferred<void>[] = [];
  hold = false;
  bodies = new Map<string, string>();
  /** The IP each robots.txt answered from, as webRequest would report it. */
  addresses = new Map<string, string>();
  constructor(readonly clock: () => number) {}

  fetch = async (robotsUrl: string, options: FetchRobotsOptions): Promise<FetchSnapshot> => {
    this.calls.push({ robotsUrl, credentials: options.credentials });
    this.running++;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    try {
      if (this.hold) {
        const gate = deferred<void>();
        this.held.push(gate);
        await gate.promise;
      }
      const answer = snapshot({
        robotsUrl,
        body: this.bodies.get(robotsUrl) ?? 'User-agent: *\nDisallow: /private\n',
        fetchedAt: this.clock(),
        credentials: options.credentials,
      });
      const address = this.addresses.get(robotsUrl);
      if (address !== undefined) answer.facts.address = address;
      return answer;
    } finally {
      this.running--;
    }
  };

  /** Lets the held fetches answer, one macrotask at a time so the queue can start the next ones. */
  async releaseAll(): Promise<void> {
    while (this.held.length > 0) {
      this.held.shift()!.resolve();
      await new Promise((r) => setTimeout(r, 0));
    }
  }
}

const site = (n: number) => `https://s${n}.test`;

describe('decideUrls', () => {
  let now: number;
  let fetcher: CountingFetcher;
  let cache: RobotsCache;
  let credentials: 'omit' | 'include';
  const make = (extra: Partial<UrlDecisionDeps> = {}) =>
    createUrlDecider({
      cache,
      credentials: async () => credentials,
      profile: async (id) => findProfile(id) ?? googlebot,
      now: () => now,
      ...extra,
    });

  beforeEach(() => {
    fakeBrowser.reset();
    now = T0;
    credentials = 'omit';
    fetcher = new CountingFetcher(() => now);
    cache = new RobotsCache({ fetchSnapshot: fetcher.fetch, storage: fakeLocal, now: () => now });
  });
  afterEach(async () => {
    await fetcher.releaseAll();
    await cache.flush();
  });

  it('answers cached origins at once and leaves the others pending without any request', async () => {
    await cache.lookup(site(1), `${site(1)}/robots.txt`, { refresh: false, credentials: 'omit' });
    fetcher.calls = [];
    const decide = make();
    const answer = await decide({
      urls: [`${site(1)}/private/x`, `${site(2)}/private/x`, `${site(1)}/open`, 'javascript:void(0)'],
      profileId: 'googlebot',
      fetch: false,
    });
    expect(answer).toEqual([
      {
        url: `${site(1)}/private/x`,
        origin: site(1),
        state: 'disallowed',
        line: 2,
        rule: 'Disallow: /private',
        outcome: 'parsed',
        status: 200,
        copy: 'latest',
      },
      { url: `${site(2)}/private/x`, origin: site(2), state: 'pending', line: 0, rule: null, outcome: null, status: null, copy: null },
      { url: `${site(1)}/open`, origin: site(1), state: 'allowed', line: 0, rule: null, outcome: 'parsed', status: 200, copy: 'latest' },
      { url: 'javascript:void(0)', origin: '', state: 'not-applicable', line: 0, rule: null, outcome: null, status: null, copy: null },
    ]);
    expect(fetcher.calls).toEqual([]);
  });

  it('a public page: private hosts are not fetched, a public name that answered from a private address is not used', async () => {
    const page = 'https://news.example/article';
    fetcher.addresses.set(`${site(2)}/robots.txt`, '10.1.2.3');
    fetcher.addresses.set(`${site(3)}/robots.txt`, '192.0.1.5');
    const urls = [
      'http://127.0.0.1:9000/private/a',
      'http://localhost:9000/private/x',
      'http://wiki.corp/private/x',
      'http://[fd00::1]/private/x',
      `${site(2)}/private/x`,
      `${site(3)}/private/x`,
    ];
    const decide = make();
    await decide({ urls, profileId: 'googlebot', fetch: true, pageUrl: page });
    const answer = await decide({ urls, profileId: 'googlebot', fetch: true, wait: true, pageUrl: page });
    expect(answer.map((d) => d.state)).toEqual(['private', 'private', 'private', 'private', 'private', 'disallowed']);
    expect(answer[0]).toMatchObject({ origin: 'http://127.0.0.1:9000', line: 0, rule: null, outcome: null, status: null });
    // Only the public names were asked: the private hosts never were.
    expect(fetcher.calls.map((c) => c.robotsUrl).sort()).toEqual([`${site(2)}/robots.txt`, `${site(3)}/robots.txt`]);

    // The person asks: now they are fetched and decided.
    const asked = await decide({ urls, profileId: 'googlebot', fetch: true, wait: true, pageUrl: page, checkPrivate: true });
    for (let i = 0; i < 4 && asked.some((d) => d.state === 'pending'); i++) {
      Object.assign(asked, await decide({ urls, profileId: 'googlebot', fetch: true, wait: true, pageUrl: page, checkPrivate: true }));
    }
    expect(asked.map((d) => d.state)).toEqual(Array(6).fill('disallowed'));
  });

  it('a page whose own site answered from the intranet is judged by that address, as a redirect’s source is', async () => {
    const page = `${site(9)}/home`;
    fetcher.addresses.set(`${site(9)}/robots.txt`, '10.0.0.1');
    fetcher.addresses.set(`${site(2)}/robots.txt`, '10.1.2.3');
    await cache.lookup(site(9), `${site(9)}/robots.txt`, { refresh: false, credentials: 'omit' });
    const decide = make();
    await decide({ urls: [`${site(2)}/private/x`], profileId: 'googlebot', fetch: true, pageUrl: page });
    const [answer] = await decide({ urls: [`${site(2)}/private/x`], profileId: 'googlebot', fetch: true, wait: true, pageUrl: page });
    expect(answer?.state).toBe('disallowed');
  });

  it('a page on the intranet may check the intranet', async () => {
    const decide = make();
    const urls = ['http://127.0.0.1:9000/private/a', 'http://wiki.corp/private/b'];
    await decide({ urls, profileId: 'googlebot', fetch: true, pageUrl: 'http://intranet/home' });
    let answer = await decide({ urls, profileId: 'googlebot', fetch: true, wait: true, pageUrl: 'http://intranet/home' });
    if (answer.some((d) => d.state === 'pending'))
      answer = await decide({ urls, profileId: 'googlebot', fetch: true, wait: true, pageUrl: 'http://intranet/home' });
    expect(answer.map((d) => d.state)).toEqual(['disallowed', 'disallowed']);
  });

  it('decides for the crawler asked, its own group included', async () => {
    fetcher.bodies.set(`${site(1)}/robots.txt`, 'User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nAllow: /\n');
    const decide = make();
    await decide({ urls: [`${site(1)}/a`], profileId: 'googlebot', fetch: true, wait: true });
    const [forGoogle] = await decide({ urls: [`${site(1)}/a`], profileId: 'googlebot', fetch: false });
    const [forGpt] = await decide({ urls: [`${site(1)}/a`], profileId: 'gptbot', fetch: false });
    expect(forGoogle).toMatchObject({ state: 'disallowed', line: 2, rule: 'Disallow: /' });
    expect(forGpt).toMatchObject({ state: 'allowed', line: 5, rule: 'Allow: /' });
  });

  it('fetches at most 6 origins at once, each once, and answers every one in the end', async () => {
    fetcher.hold = true;
    const decide = make();
    const urls = Array.from({ length: 20 }, (_, i) => [`${site(i)}/private/p`, `${site(i)}/ok`]).flat();
    const first = await decide({ urls, profileId: 'googlebot', fetch: true });
    expect(first.every((d) => d.state === 'pending')).toBe(true);
    // Asked again while the first six are under way: nothing is asked twice.
    await decide({ urls, profileId: 'googlebot', fetch: true });
    await new Promise((r) => setTimeout(r, 0));
    expect(fetcher.running).toBe(6);
    await fetcher.releaseAll();
    expect(fetcher.maxRunning).toBe(6);
    expect(fetcher.calls.map((c) => c.robotsUrl).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `${site(i)}/robots.txt`).sort());
    const last = await decide({ urls, profileId: 'googlebot', fetch: true });
    expect(last.filter((d) => d.state === 'disallowed')).toHaveLength(20);
    expect(last.filter((d) => d.state === 'allowed')).toHaveLength(20);
    expect(fetcher.calls).toHaveLength(20);
  });

  it('fetches each origin once per cache lifetime, and again after it expires', async () => {
    const decide = make();
    const urls = [`${site(1)}/a`, `${site(2)}/b`];
    await decide({ urls, profileId: 'googlebot', fetch: true, wait: true });
    await decide({ urls, profileId: 'googlebot', fetch: true, wait: true });
    await decide({ urls, profileId: 'googlebot', fetch: true });
    expect(fetcher.calls).toHaveLength(2);
    now += DEFAULT_LIFETIME_MS - 1;
    await decide({ urls, profileId: 'googlebot', fetch: true, wait: true });
    expect(fetcher.calls).toHaveLength(2);
    now += 1;
    const stale = await decide({ urls, profileId: 'googlebot', fetch: false });
    expect(stale.map((d) => d.state)).toEqual(['pending', 'pending']);
    await decide({ urls, profileId: 'googlebot', fetch: true, wait: true });
    expect(fetcher.calls).toHaveLength(4);
  });

  it('with wait, answers as soon as one pending origin is fetched (the popup asks again for the rest)', async () => {
    fetcher.hold = true;
    const decide = make();
    const urls = [`${site(1)}/private`, `${site(2)}/private`];
    await decide({ urls, profileId: 'googlebot', fetch: true });
    const waiting = decide({ urls, profileId: 'googlebot', fetch: true, wait: true });
    await new Promise((r) => setTimeout(r, 0));
    fetcher.held.shift()!.resolve();
    const answer = await waiting;
    expect(answer.map((d) => d.state)).toEqual(['disallowed', 'pending']);
  });

  it('with wait and nothing under way, answers at once', async () => {
    const decide = make();
    const answer = await decide({ urls: [`${site(1)}/x`], profileId: 'googlebot', fetch: false, wait: true });
    expect(answer[0]?.state).toBe('pending');
  });

  it('sends cookies (when the settings say so) only to the page’s own origin', async () => {
    credentials = 'include';
    const decide = make();
    await decide({ urls: [`${site(1)}/a`, `${site(2)}/b`], profileId: 'googlebot', fetch: true, wait: true, pageUrl: `${site(1)}/page` });
    await decide({ urls: [`${site(1)}/a`, `${site(2)}/b`], profileId: 'googlebot', fetch: true, wait: true, pageUrl: `${site(1)}/page` });
    expect(fetcher.calls.sort((a, b) => a.robotsUrl.localeCompare(b.robotsUrl))).toEqual([
      { robotsUrl: `${site(1)}/robots.txt`, credentials: 'include' },
      { robotsUrl: `${site(2)}/robots.txt`, credentials: 'omit' },
    ]);
  });

  it('says failed when the lookup throws, and does not ask that origin again for the retry delay', async () => {
    let lookups = 0;
    const throwing = {
      fresh: cache.fresh.bind(cache),
      lookup: async () => {
        lookups++;
        throw new Error('storage gone');
      },
    };
    const decide = make({ cache: throwing });
    const first = await decide({ urls: [`${site(1)}/a`], profileId: 'googlebot', fetch: true, wait: true });
    expect(first[0]?.state).toBe('failed');
    await decide({ urls: [`${site(1)}/a`], profileId: 'googlebot', fetch: true, wait: true });
    expect(lookups).toBe(1);
    now += FAILED_FETCH_RETRY_MS;
    await decide({ urls: [`${site(1)}/a`], profileId: 'googlebot', fetch: true, wait: true });
    expect(lookups).toBe(2);
  });

  it('reads unreachable robots.txt as the popup does: disallowed for now, by the outcome and no line', async () => {
    const failing = new RobotsCache({
      fetchSnapshot: async (robotsUrl, options) => snapshot({ robotsUrl, status: 503, fetchedAt: now, credentials: options.credentials }),
      storage: fakeLocal,
      now: () => now,
    });
    const decide = make({ cache: failing });
    const [d] = await decide({ urls: [`${site(9)}/x`], profileId: 'googlebot', fetch: true, wait: true });
    expect(d).toEqual({
      url: `${site(9)}/x`,
      origin: site(9),
      state: 'unreachable',
      line: 0,
      rule: null,
      outcome: 'server-error',
      status: 503,
      copy: 'none',
    });
    await failing.flush();
  });

  it('keeps the parsed models of 64 origins, the least recently used out first', async () => {
    const models = new ParsedModels(64);
    const decide = make({ models });
    const urls = Array.from({ length: 65 }, (_, i) => `${site(i)}/private/x`);
    await decide({ urls: urls.slice(0, 64), profileId: 'googlebot', fetch: true });
    for (let i = 0; i < 20; i++) await decide({ urls: urls.slice(0, 64), profileId: 'googlebot', fetch: true, wait: true });
    const answer = await decide({ urls: urls.slice(0, 64), profileId: 'googlebot', fetch: false });
    expect(answer.every((d) => d.state === 'disallowed')).toBe(true);
    expect(models.size).toBe(64);

    const records = await Promise.all(urls.map((_, i) => cache.fresh(site(i), `${site(i)}/robots.txt`, 'omit')));
    expect(records.slice(0, 64).every((r) => r !== null && models.has(r.latest))).toBe(true);
    // Origin 0 is used again, so origin 1 is now the least recent: the 65th origin pushes it out.
    await decide({ urls: [urls[0]!], profileId: 'googlebot', fetch: false });
    await decide({ urls: [urls[64]!], profileId: 'googlebot', fetch: true, wait: true });
    expect(models.size).toBe(64);
    const kept = (i: number) => models.has(records[i]!.latest);
    expect(kept(0)).toBe(true);
    expect(kept(1)).toBe(false);
    expect(kept(2)).toBe(true);
    const record64 = (await cache.fresh(site(64), `${site(64)}/robots.txt`, 'omit'))!;
    expect(models.has(record64.latest)).toBe(true);
  });
});

describe('robotsTargets', () => {
  it('gives exactly what robotsTxtTarget gives, asked once per scheme and authority', () => {
    const urls = [
      'https://example.com/a',
      'https://example.com/b?x=//y',
      'https://example.com#frag//x',
      'https://example.com\\c',
      'https://Example.COM:443/d',
      'https://example.com:8443/e',
      'http://user:pw@example.com/f',
      'http://user@chrome.google.com/webstore/detail/x',
      'https://chrome.google.com/webstore/detail/x',
      'https://chrome.google.com/other',
      'https://chrome.google.com:8443/webstore',
      'https://chromewebstore.google.com/detail/x',
      'http://exa mple.com/x',
      'http://exa\tmple.com/x',
      'http://example.com:99999/x',
      'http://[::1]:80/x',
      'http:///x',
      'https://',
      'http://a/b@c.com/d',
      'mailto:someone@example.com//x',
      'file:///etc/passwd',
      'HTTPS://EXAMPLE.COM/A',
      ' https://example.com/lead',
      'not a url',
    ];
    const targetOf = robotsTargets();
    // Twice: the second time every head is known.
    for (const url of [...urls, ...urls]) expect(targetOf(url), url).toEqual(robotsTxtTarget(url));
  });

  it('agrees with robotsTxtTarget on URL-like strings of every shape', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      ':',
      '@',
      '?',
      '#',
      '[',
      ']',
      '.',
      '%',
      '%2',
      ' ',
      '\t',
      '\n',
      '\u0001',
      'a',
      'Z',
      '0',
      '8080',
      'chrome.google.com',
      'webstore',
      'xn--',
      '-',
      '::1',
    );
    const url = fc.tuple(
      fc.constantFrom('http://', 'https://', 'http:', 'https:/', 'HTTP://', 'ftp://'),
      fc.array(piece, { maxLength: 14 }),
    );
    fc.assert(
      fc.property(fc.array(url, { minLength: 1, maxLength: 8 }), (parts) => {
        const targetOf = robotsTargets();
        for (const [scheme, rest] of [...parts, ...parts]) {
          const u = scheme + rest.join('');
          expect(targetOf(u), u).toEqual(robotsTxtTarget(u));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
