import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFakeChromeGlobal } from '../support/fake-chrome-global.ts';
import { registerMessageHandlers, tabIdReader, tabUrlReader } from '../../src/worker/message-handlers.ts';
import { OverlayTabs, type Injection } from '../../src/worker/overlay/overlay-tabs.ts';
import { RedirectObserver } from '../../src/robots/redirect-observer.ts';
import { RobotsCache } from '../../src/robots/robots-cache.ts';
import { fetchRobotsTxt } from '../../src/robots/robots-fetcher.ts';
import { createRobotsLookup } from '../../src/worker/robots-lookup.ts';
import { createUrlDecider } from '../../src/robots/url-decisions.ts';
import { findProfile } from '../../src/core/profiles.ts';
import { MAX_DECIDE_URLS, URL_TEXT_CAP } from '../../src/shared/page-signals.ts';
import { sendMessage } from '../../src/shared/protocol.ts';
import { browserFetch } from './support/browser-fetch.ts';
import { fakeLocal } from './support/fake-local.ts';
import { FakeWebRequest } from './support/fake-web-request.ts';
import { startLocalServer, type LocalServer } from './support/local-server.ts';

// @webext-core/messaging talks through the `chrome` global.
useFakeChromeGlobal();

const WORDS = {
  locale: 'en',
  title: [],
  disallowed: [],
  disallowedForNow: [],
  rel: [],
  checking: [],
  capped: [],
  failed: [],
  close: 'Turn off',
  legendLabel: 'Legend',
  both: [],
  labelsNote: [],
};

describe('message handlers, end to end through a real local server', () => {
  let server: LocalServer;
  let cache: RobotsCache;
  let credentials: 'omit' | 'include';
  let remove: () => void;
  let injections: Injection[];
  let profileId: string;

  beforeEach(async () => {
    fakeBrowser.reset();
    credentials = 'omit';
    profileId = 'googlebot';
    server = await startLocalServer((req, res) => {
      if (req.url === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'max-age=3600' });
        res.end('User-agent: *\nDisallow: /private\n');
      } else {
        res.writeHead(404).end();
      }
    });
    const webRequest = new FakeWebRequest();
    const observer = new RedirectObserver(webRequest);
    const { fetch } = browserFetch(webRequest);
    cache = new RobotsCache({
      fetchSnapshot: (robotsUrl, options) => fetchRobotsTxt(robotsUrl, options, { fetch, observer, now: Date.now }),
      storage: fakeLocal,
      now: Date.now,
    });
    const lookup = createRobotsLookup({ cache, credentials: async () => credentials });
    const decideUrls = createUrlDecider({
      cache,
      credentials: async () => credentials,
      profile: async (id) => findProfile(id) ?? findProfile('googlebot')!,
      now: Date.now,
    });
    injections = [];
    const overlay = new OverlayTabs({
      executeScript: async (injection) => {
        injections.push(injection);
      },
      session: fakeBrowser.storage.session,
      tabUrl: (tabId) => tabUrlReader(fakeBrowser.tabs)(tabId),
      words: async () => ({ ...WORDS }),
      decide: async (urls) => ({ tips: urls.map((url) => ({ url, mark: 'allowed' as const, lines: [] })), rel: {} }),
    });
    remove = registerMessageHandlers({
      lookup,
      tabUrl: tabUrlReader(fakeBrowser.tabs),
      cache,
      decideUrls,
      overlay,
      tabId: tabIdReader(fakeBrowser.tabs),
      profile: async (id) => findProfile(id ?? profileId)!,
    });
  });

  afterEach(async () => {
    remove();
    await cache.flush();
    await server.close();
  });

  it('getRobots fetches once, then answers from the cache without a request', async () => {
    const pageUrl = `${server.origin}/private/page`;
    const first = await sendMessage('getRobots', { url: pageUrl });
    expect(first).toMatchObject({ kind: 'record', pageUrl, fromCache: false });
    if (first.kind !== 'record') throw new Error('expected a record');
    expect(first.record.origin).toBe(server.origin);
    expect(first.record.latest.facts.outcome).toEqual({ kind: 'response', status: 200, redirects: 0 });

    const second = await sendMessage('getRobots', { url: `${server.origin}/other` });
    expect(second).toMatchObject({ kind: 'record', fromCache: true });
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
  });

  it('decideUrls answers pending without a request, then decides once asked to fetch, in the order asked', async () => {
    const urls = [`${server.origin}/private/a`, 'mailto:someone@example.com', `${server.origin}/open`];
    // A page on this machine may check sites on this machine.
    const pageUrl = `${server.origin}/page`;
    const before = await sendMessage('decideUrls', { urls, profileId: 'googlebot', fetch: false, pageUrl });
    expect(before.map((d) => d.state)).toEqual(['pending', 'not-applicable', 'pending']);
    expect(server.requests).toHaveLength(0);

    await sendMessage('decideUrls', { urls, profileId: 'googlebot', fetch: true, pageUrl });
    const after = await sendMessage('decideUrls', { urls, profileId: 'googlebot', fetch: true, wait: true, pageUrl });
    expect(after[0]).toEqual({
      url: urls[0],
      origin: server.origin,
      state: 'disallowed',
      line: 2,
      rule: 'Disallow: /private',
      outcome: 'parsed',
      status: 200,
      copy: 'latest',
    });
    expect(after.map((d) => d.state)).toEqual(['disallowed', 'not-applicable', 'allowed']);
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
  });

  it('decideUrls: a public page cannot make the worker fetch from this machine, unless the person asks', async () => {
    const urls = [
      `${server.origin}/private/a`,
      `http://localhost:${new URL(server.origin).port}/x`,
      `http://intranet:${new URL(server.origin).port}/y`,
    ];
    const pageUrl = 'https://www.example.com/article';
    await sendMessage('decideUrls', { urls, profileId: 'googlebot', fetch: true, pageUrl });
    const refused = await sendMessage('decideUrls', { urls, profileId: 'googlebot', fetch: true, wait: true, pageUrl });
    expect(refused.map((d) => d.state)).toEqual(['private', 'private', 'private']);
    expect(refused[0]).toMatchObject({ origin: server.origin, line: 0, rule: null, outcome: null });
    expect(server.requests).toHaveLength(0);
    // Without a page to judge by, the worker reads the request as coming from a public page.
    const noPage = await sendMessage('decideUrls', { urls: urls.slice(0, 1), profileId: 'googlebot', fetch: true });
    expect(noPage.map((d) => d.state)).toEqual(['private']);
    expect(server.requests).toHaveLength(0);

    await sendMessage('decideUrls', { urls: urls.slice(0, 1), profileId: 'googlebot', fetch: true, pageUrl, checkPrivate: true });
    const asked = await sendMessage('decideUrls', {
      urls: urls.slice(0, 1),
      profileId: 'googlebot',
      fetch: true,
      wait: true,
      pageUrl,
      checkPrivate: true,
    });
    expect(asked.map((d) => d.state)).toEqual(['disallowed']);
    expect(server.requests.map((r) => r.url)).toEqual(['/robots.txt']);
  });

  it('decideUrls refuses a request without URLs or crawler', async () => {
    await expect(sendMessage('decideUrls', { urls: 'x', profileId: 'googlebot', fetch: false } as never)).rejects.toThrow(/urls/);
    await expect(sendMessage('decideUrls', { urls: [], fetch: false } as never)).rejects.toThrow(/profileId/);
  });

  it('decideUrls refuses more URLs, or more URL text, than one reading of a page hands over, and asks for nothing', async () => {
    const many = Array.from({ length: MAX_DECIDE_URLS + 1 }, (_, i) => `${server.origin}/p${i}`);
    await expect(sendMessage('decideUrls', { urls: many, profileId: 'googlebot', fetch: true })).rejects.toThrow(/at most/);
    const long = [`${server.origin}/${'x'.repeat(URL_TEXT_CAP)}`];
    await expect(sendMessage('decideUrls', { urls: long, profileId: 'googlebot', fetch: true })).rejects.toThrow(/at most/);
    expect(server.requests).toEqual([]);
    // Within the bounds, the same kind of request is answered.
    const fits = [`${server.origin}/${'x'.repeat(1000)}`];
    await expect(sendMessage('decideUrls', { urls: fits, profileId: 'googlebot', fetch: false })).resolves.toHaveLength(1);
  });

  it('getRobots with refresh asks the server again', async () => {
    await sendMessage('getRobots', { url: `${server.origin}/` });
    const refreshed = await sendMessage('getRobots', { url: `${server.origin}/`, refresh: true });
    expect(refreshed).toMatchObject({ kind: 'record', fromCache: false });
    expect(server.requests).toHaveLength(2);
  });

  it('getRobots sends no cookies unless the setting turns them on', async () => {
    await sendMessage('getRobots', { url: `${server.origin}/` });
    credentials = 'include';
    const withCookies = await sendMessage('getRobots', { url: `${server.origin}/` });
    if (withCookies.kind !== 'record') throw new Error('expected a record');
    expect(withCookies.record.latest.facts.credentials).toBe('include');
  });

  it('getRobots says why a page has no robots.txt, without fetching', async () => {
    const answer = await sendMessage('getRobots', { url: 'file:///home/me/page.html' });
    expect(answer).toMatchObject({ kind: 'not-applicable', pageUrl: 'file:///home/me/page.html' });
    if (answer.kind !== 'not-applicable') throw new Error('expected not-applicable');
    expect(answer.reason).toEqual({ code: 'local-file' });
    expect(server.requests).toHaveLength(0);
  });

  it('getRobots rejects a message without a url with a readable error', async () => {
    // @ts-expect-error: a malformed message, as a buggy sender could send
    await expect(sendMessage('getRobots', {})).rejects.toThrow('getRobots needs the page address (url).');
  });

  it('getTabRobots answers for the tab given, reading its address in the worker', async () => {
    const tab = await fakeBrowser.tabs.create({ url: `${server.origin}/private/page` });
    const answer = await sendMessage('getTabRobots', { tabId: tab.id ?? -1 });
    expect(answer).toMatchObject({ kind: 'record', pageUrl: `${server.origin}/private/page`, fromCache: false });
    expect(answer.kind === 'record' && answer.record.latest.facts.robotsUrl).toBe(`${server.origin}/robots.txt`);
  });

  it('getTabRobots answers facts, not the file: no body, its size, and the verdict for the settings’ crawler', async () => {
    const tab = await fakeBrowser.tabs.create({ url: `${server.origin}/private/page` });
    const answer = await sendMessage('getTabRobots', { tabId: tab.id ?? -1 });
    if (answer.kind !== 'record') throw new Error('expected a record');
    expect(JSON.stringify(answer)).not.toContain('bodyBase64');
    expect(answer.record.latest.body).toEqual({ bytes: 'User-agent: *\nDisallow: /private\n'.length });
    expect(answer.verdict).toMatchObject({ url: `${server.origin}/private/page`, profileId: 'googlebot', state: 'disallowed' });
    expect(answer.verdict?.verdict).toMatchObject({ allowed: false, decidingLine: 2, path: '/private/page', matches: [] });

    profileId = 'bingbot';
    const open = await fakeBrowser.tabs.create({ url: `${server.origin}/open` });
    const second = await sendMessage('getTabRobots', { tabId: open.id ?? -1 });
    expect(second.kind === 'record' && second.verdict).toMatchObject({ profileId: 'bingbot', state: 'allowed' });
  });

  it('explain, fileView, crawlerMatrix and decideOnRecord answer from the record a view named, without a request', async () => {
    const tab = await fakeBrowser.tabs.create({ url: `${server.origin}/private/page` });
    const answer = await sendMessage('getTabRobots', { tabId: tab.id ?? -1 });
    if (answer.kind !== 'record') throw new Error('expected a record');
    const question = { key: answer.record.key, url: `${server.origin}/private/x` };
    const explained = await sendMessage('explain', { ...question, profileId: 'bingbot', header: null });
    expect(explained).toMatchObject({ profileId: 'bingbot', state: 'disallowed', groupLines: [1, 2], used: 'latest' });
    expect(explained.verdict.matches).toHaveLength(1);
    expect(await sendMessage('fileView', { ...question, which: 'latest' })).toMatchObject({
      id: explained.fileId,
      lines: ['User-agent: *', 'Disallow: /private'],
      diagnostics: [],
    });
    expect(await sendMessage('fileView', { ...question, which: 'last-good' })).toBeNull();
    const cells = await sendMessage('crawlerMatrix', { ...question, profiles: [findProfile('googlebot')!, findProfile('gptbot')!] });
    expect(cells?.map((c) => [c.profileId, c.state, c.line])).toEqual([
      ['googlebot', 'disallowed', 2],
      ['gptbot', 'disallowed', 2],
    ]);
    const decided = await sendMessage('decideOnRecord', {
      ...question,
      urls: [`${server.origin}/open`, question.url],
      profileId: 'googlebot',
    });
    expect(decided).toEqual([
      { url: `${server.origin}/open`, state: 'allowed', line: 0 },
      { url: question.url, state: 'disallowed', line: 2 },
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it('a question about a record the worker no longer holds is answered from the site’s record; a malformed one is refused', async () => {
    const explained = await sendMessage('explain', {
      key: 'https://gone.example 1',
      url: `${server.origin}/private/x`,
      profileId: 'googlebot',
    });
    expect(explained).toMatchObject({ state: 'disallowed', verdict: { decidingLine: 2 } });
    // @ts-expect-error: a malformed message, as a buggy sender could send
    await expect(sendMessage('fileView', { key: 'k' })).rejects.toThrow('fileView needs the record’s key');
    // @ts-expect-error: a malformed message, as a buggy sender could send
    await expect(sendMessage('explain', { key: 'k', url: `${server.origin}/` })).rejects.toThrow('explain needs a crawler');
  });

  it('getRobotsView answers facts, not the file, and refreshes when asked', async () => {
    const view = await sendMessage('getRobotsView', { url: `${server.origin}/private/page` });
    expect(view).toMatchObject({ kind: 'record', verdict: { state: 'disallowed' } });
    expect(JSON.stringify(view)).not.toContain('bodyBase64');
    await sendMessage('getRobotsView', { url: `${server.origin}/private/page`, refresh: true });
    expect(server.requests).toHaveLength(2);
  });

  it('getTabRobots says no-address for a tab that is gone, and not-applicable for a non-http tab', async () => {
    expect(await sendMessage('getTabRobots', { tabId: 4242 })).toEqual({ kind: 'no-address' });
    const tab = await fakeBrowser.tabs.create({ url: 'chrome://settings/' });
    expect(await sendMessage('getTabRobots', { tabId: tab.id ?? -1 })).toMatchObject({
      kind: 'not-applicable',
      pageUrl: 'chrome://settings/',
    });
  });

  it('getTabRobots rejects a tab id that is not an integer with a readable error', async () => {
    await expect(sendMessage('getTabRobots', { tabId: 1.5 })).rejects.toThrow('getTabRobots needs a tab id that is an integer');
  });

  it('getOverlay/setOverlay: off by default, on injects into the tab given, off again; a browser page says not-available', async () => {
    const tab = await fakeBrowser.tabs.create({ url: `${server.origin}/page` });
    const tabId = tab.id ?? -1;
    expect(await sendMessage('getOverlay', { tabId })).toEqual({ kind: 'off' });
    expect(await sendMessage('setOverlay', { tabId, on: true })).toEqual({ kind: 'on' });
    expect(injections.map((i) => [i.target, i.files ?? i.func?.name])).toEqual([
      [{ tabId, frameIds: [0] }, ['overlay.js']],
      [{ tabId, frameIds: [0] }, 'startInPage'],
    ]);
    expect(await sendMessage('getOverlay', { tabId })).toEqual({ kind: 'on' });
    expect(await sendMessage('setOverlay', { tabId, on: false })).toEqual({ kind: 'off' });
    const settingsTab = await fakeBrowser.tabs.create({ url: 'chrome://settings/' });
    expect(await sendMessage('setOverlay', { tabId: settingsTab.id ?? -1, on: true })).toEqual({ kind: 'not-available' });
    expect(await sendMessage('getOverlay', { tabId: 4242 })).toEqual({ kind: 'not-available' });
    await expect(sendMessage('setOverlay', { tabId, on: 'yes' as unknown as boolean })).rejects.toThrow(
      'setOverlay needs on: true or false.',
    );
    await expect(sendMessage('getOverlay', { tabId: 1.5 })).rejects.toThrow('getOverlay needs a tab id that is an integer');
  });

  it('getCacheStats counts origins and bytes; clearCache empties the cache', async () => {
    expect(await sendMessage('getCacheStats', undefined)).toEqual({ origins: 0, bytes: 0 });
    await sendMessage('getRobots', { url: `${server.origin}/` });
    const stats = await sendMessage('getCacheStats', undefined);
    expect(stats.origins).toBe(1);
    expect(stats.bytes).toBeGreaterThan(0);
    expect(await sendMessage('clearCache', undefined)).toEqual(stats);
    expect(await sendMessage('getCacheStats', undefined)).toEqual({ origins: 0, bytes: 0 });
    const after = await sendMessage('getRobots', { url: `${server.origin}/` });
    expect(after).toMatchObject({ fromCache: false });
  });
});

describe('tabUrlReader', () => {
  const tabsApi = (tabs: Record<number, string>, active: string | null) => {
    const queries: unknown[] = [];
    return {
      queries,
      api: {
        get: async (tabId: number) => {
          const url = tabs[tabId];
          if (url === undefined) throw new Error(`No tab with id: ${tabId}.`);
          return { url };
        },
        query: async (queryInfo: { active: boolean; lastFocusedWindow: boolean }) => {
          queries.push(queryInfo);
          return active === null ? [] : [{ url: active }];
        },
      },
    };
  };

  it('reads the tab given by id, and null for a tab that is gone', async () => {
    const { api, queries } = tabsApi({ 7: 'https://seven.test/' }, 'https://active.test/');
    const read = tabUrlReader(api);
    expect(await read(7)).toBe('https://seven.test/');
    expect(await read(8)).toBeNull();
    expect(queries).toEqual([]);
  });

  it('without an id, asks for the active tab of the last focused window (the popup’s own window)', async () => {
    const { api, queries } = tabsApi({}, 'https://active.test/page');
    expect(await tabUrlReader(api)()).toBe('https://active.test/page');
    expect(queries).toEqual([{ active: true, lastFocusedWindow: true }]);
    expect(await tabUrlReader(tabsApi({}, null).api)()).toBeNull();
  });
});
