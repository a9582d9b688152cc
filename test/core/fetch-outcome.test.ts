/** docs/behaviour.md §2 and §1: what a fetch outcome means, and which robots.txt applies. */
import { describe, expect, it } from 'vitest';
import {
  outageAt,
  outageRule,
  readFetchOutcome,
  readLongOutage,
  robotsTxtTarget,
  verdictFromOutcome,
  type FetchOutcome,
} from '../../src/core/index.ts';

const res = (status: number, redirects = 0): FetchOutcome => ({ kind: 'response', status, redirects });
const err = (error: 'timeout' | 'dns' | 'refused' | 'reset' | 'tls', redirects = 0): FetchOutcome => ({
  kind: 'network-error',
  error,
  redirects,
});

describe('HTTP outcome, google', () => {
  it.each([
    [res(200), 'parse', false],
    [res(204), 'parse', false],
    [res(200, 5), 'parse', false],
    [res(200, 6), 'allow-all', false],
    [res(404), 'allow-all', false],
    [res(401), 'allow-all', false],
    [res(403), 'allow-all', false],
    [res(410), 'allow-all', false],
    [res(429), 'disallow-all', true],
    [res(500), 'disallow-all', true],
    [res(503), 'disallow-all', true],
    [err('timeout'), 'disallow-all', true],
    [err('dns'), 'disallow-all', true],
    [err('reset'), 'disallow-all', true],
    [err('tls'), 'disallow-all', true],
  ] as const)('%j → %s', (o, action, temporary) => {
    const r = readFetchOutcome(o, 'google');
    expect([r.action, r.temporary]).toEqual([action, temporary]);
  });
  it('says why as a code with its parameters, never a sentence', () => {
    expect(readFetchOutcome(res(503), 'google')).toEqual({
      action: 'disallow-all',
      temporary: true,
      engine: 'google',
      reason: { code: 'server-error', status: 503 },
    });
    expect(readFetchOutcome(res(429), 'google').reason).toEqual({ code: 'server-error', status: 429 });
    expect(readFetchOutcome(res(404), 'google').reason).toEqual({ code: 'client-error', status: 404 });
    expect(readFetchOutcome(res(204), 'google').reason).toEqual({ code: 'parsed', status: 204 });
    expect(readFetchOutcome(res(304), 'google').reason).toEqual({ code: 'unusable-redirect', status: 304 });
    expect(readFetchOutcome(res(102), 'google').reason).toEqual({ code: 'unexpected-status', status: 102 });
    expect(readFetchOutcome(res(200, 6), 'google').reason).toEqual({ code: 'too-many-redirects', redirects: 6, limit: 5 });
    expect(
      readFetchOutcome({ kind: 'network-error', error: 'reset', redirects: 0, detail: 'net::ERR_CONNECTION_RESET' }, 'google').reason,
    ).toEqual({
      code: 'network-error',
      error: 'reset',
      detail: 'net::ERR_CONNECTION_RESET',
    });
  });
});

describe('HTTP outcome, coccoc', () => {
  it.each([
    [res(200), 'parse'],
    [res(204), 'allow-all'],
    [res(200, 6), 'allow-all'],
    [res(404), 'allow-all'],
    [res(429), 'allow-all'],
    [res(503), 'allow-all'],
    [err('timeout'), 'disallow-all'],
  ] as const)('%j → %s', (o, action) => {
    expect(readFetchOutcome(o, 'coccoc').action).toBe(action);
  });
  it('no answer pauses crawling; any other status is not-ok', () => {
    expect(readFetchOutcome(err('refused'), 'coccoc')).toEqual({
      action: 'disallow-all',
      temporary: true,
      engine: 'coccoc',
      reason: { code: 'network-error', error: 'refused' },
    });
    expect(readFetchOutcome(res(503), 'coccoc').reason).toEqual({ code: 'not-ok', status: 503 });
  });
});

describe('a redirect the extension refused to follow (docs/behaviour.md §2)', () => {
  const refused: FetchOutcome = {
    kind: 'redirect-refused',
    reason: 'private-host',
    targetClass: 'loopback',
    redirects: 1,
    target: 'http://localhost:8080/admin',
  };
  it('reads like a robots.txt that cannot be fetched: Google disallows for now, Coc Coc pauses', () => {
    expect(readFetchOutcome(refused, 'google')).toMatchObject({ action: 'disallow-all', temporary: true });
    expect(readFetchOutcome(refused, 'coccoc')).toMatchObject({ action: 'disallow-all', temporary: true });
    expect(readFetchOutcome(refused, 'coccoc').engine).toBe('coccoc');
  });
  it.each([
    [refused, { code: 'redirect-refused', reason: 'private-host', target: 'http://localhost:8080/admin', targetClass: 'loopback' }],
    [
      { kind: 'redirect-refused', reason: 'scheme', redirects: 1, target: 'FILE:///etc/passwd' } as const,
      { code: 'redirect-refused', reason: 'scheme', target: 'FILE:///etc/passwd', scheme: 'file:', targetClass: 'loopback' },
    ],
    [
      { kind: 'redirect-refused', reason: 'scheme', redirects: 2, target: null } as const,
      { code: 'redirect-refused', reason: 'scheme', target: null, targetClass: 'loopback' },
    ],
    [
      {
        kind: 'redirect-refused',
        reason: 'private-address',
        targetClass: 'private',
        address: '10.0.0.1',
        redirects: 1,
        target: 'http://r.example/',
      } as const,
      { code: 'redirect-refused', reason: 'private-address', target: 'http://r.example/', targetClass: 'private', address: '10.0.0.1' },
    ],
    [
      { kind: 'redirect-refused', reason: 'hidden-location', redirects: 1, target: null } as const,
      { code: 'redirect-refused', reason: 'hidden-location', target: null, targetClass: 'loopback' },
    ],
  ] as const)('says why as a code: %j', (o, reason) => {
    expect(readFetchOutcome(o, 'google').reason).toEqual(reason);
  });
});

describe('verdictFromOutcome', () => {
  it('decides without a line and says why', () => {
    const v = verdictFromOutcome(readFetchOutcome(res(503), 'google'), 'https://a.com/x?y', 'googlebot');
    expect([v.allowed, v.reason, v.decidingLine, v.path]).toEqual([false, 'http', 0, '/x?y']);
    // No sentence from core: the reading's code is put into words at the surface.
    expect(v.explanation).toBeNull();
  });
});

describe('which robots.txt applies', () => {
  it.each([
    ['https://example.com/a/b?c', 'https://example.com/robots.txt'],
    ['http://example.com:80/a', 'http://example.com/robots.txt'],
    ['https://example.com:443/a', 'https://example.com/robots.txt'],
    ['https://example.com:8443/a', 'https://example.com:8443/robots.txt'],
    ['https://www.example.com/', 'https://www.example.com/robots.txt'],
    ['https://bücher.de/x', 'https://xn--bcher-kva.de/robots.txt'],
    ['https://example.com/sub/robots.txt', 'https://example.com/robots.txt'],
  ])('%s → %s', (page, robots) => {
    const t = robotsTxtTarget(page);
    expect(t.applicable && t.robotsUrl).toBe(robots);
  });
  it.each([
    ['chrome://extensions', { code: 'browser-page', scheme: 'chrome' }],
    ['about:blank', { code: 'browser-page', scheme: 'about' }],
    ['file:///tmp/x.html', { code: 'local-file' }],
    ['data:text/html,hi', { code: 'inline-content', scheme: 'data' }],
    ['chrome-extension://abc/popup.html', { code: 'extension-page' }],
    ['moz-extension://abc/popup.html', { code: 'extension-page' }],
    ['view-source:https://example.com/', { code: 'source-view' }],
    ['ftp://example.com/x', { code: 'other-scheme', scheme: 'ftp' }],
    ['https://chromewebstore.google.com/detail/x', { code: 'extension-store' }],
    ['https://chrome.google.com/webstore/detail/x', { code: 'extension-store' }],
    ['not a url', { code: 'not-a-url' }],
  ] as const)('%s has no robots.txt and says why as a code', (page, reason) => {
    expect(robotsTxtTarget(page)).toEqual({ applicable: false, reason });
  });
});

describe("Google's 30-day rule (docs/behaviour.md §2: unreachable for more than 30 days)", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const since = Date.UTC(2026, 10, 3, 9, 30);

  it.each([
    [0, 0, false],
    [29 * DAY, 29, false],
    [30 * DAY - 1, 29, false],
    [30 * DAY, 30, false],
    [30 * DAY + 1, 30, true],
    [31 * DAY, 31, true],
  ])('%i ms after the first failure: %i whole days, past the limit: %s', (elapsed, days, pastLimit) => {
    expect(outageAt(since, since + elapsed)).toEqual({ since, days, pastLimit });
  });

  it('a clock that went backwards counts no days', () => {
    expect(outageAt(since, since - DAY)).toEqual({ since, days: 0, pastLimit: false });
  });

  it('a cached copy decides before and after the limit; without one, disallow all, then allow all', () => {
    const at = (days: number) => outageAt(since, since + days * DAY);
    expect([29, 30, 31].map((d) => outageRule('google', at(d), true))).toEqual(['cached-copy', 'cached-copy', 'cached-copy']);
    expect([29, 30, 31].map((d) => outageRule('google', at(d), false))).toEqual(['disallow-all', 'disallow-all', 'allow-all']);
  });

  it("is Google's rule: Coc Coc keeps the site paused", () => {
    expect(outageRule('coccoc', outageAt(since, since + 31 * DAY), false)).toBe('disallow-all');
    expect(outageRule('coccoc', outageAt(since, since + 31 * DAY), true)).toBe('disallow-all');
  });

  it('past the limit without a copy, everything is allowed', () => {
    const reading = readLongOutage(readFetchOutcome(res(503), 'google'));
    expect([reading.action, reading.reason]).toEqual([
      'allow-all',
      { code: 'long-outage', days: 30, cause: { code: 'server-error', status: 503 } },
    ]);
    expect(verdictFromOutcome(reading, 'https://example.com/x', 'Googlebot').allowed).toBe(true);
  });
});
