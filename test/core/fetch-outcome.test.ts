/** Spec §2 and §1: what a fetch outcome means, and which robots.txt applies. */
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
const err = (error: 'timeout' | 'dns' | 'refused' | 'reset' | 'tls', redirects = 0): FetchOutcome => ({ kind: 'network-error', error, redirects });

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
  it('says why in a plain sentence', () => {
    expect(readFetchOutcome(res(503), 'google').message).toMatch(/^robots.txt answered 503: Google treats the whole site as disallowed for now/);
    expect(readFetchOutcome(res(404), 'google').message).toContain('everything is allowed');
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
  it('no answer pauses crawling', () => {
    expect(readFetchOutcome(err('refused'), 'coccoc').message).toContain('pauses crawling');
  });
});

describe('a redirect the extension refused to follow (spec §2)', () => {
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
    expect(readFetchOutcome(refused, 'coccoc').message).toContain('pauses crawling');
  });
  it.each([
    [refused, /public site points to this computer/],
    [{ kind: 'redirect-refused', reason: 'scheme', redirects: 1, target: 'file:///etc/passwd' } as const, /a file: address/],
    [{ kind: 'redirect-refused', reason: 'scheme', redirects: 2, target: null } as const, /not http\(s\)/],
    [
      { kind: 'redirect-refused', reason: 'private-address', targetClass: 'private', address: '10.0.0.1', redirects: 1, target: 'http://r.example/' } as const,
      /answered from a private network address \(10\.0\.0\.1\)/,
    ],
    [{ kind: 'redirect-refused', reason: 'hidden-location', redirects: 1, target: null } as const, /did not say where/],
  ] as const)('says why: %j', (o, why) => {
    const r = readFetchOutcome(o, 'google');
    expect(r.summary).toMatch(/^robots.txt redirect not followed: /);
    expect(r.summary).toMatch(why);
  });
});

describe('verdictFromOutcome', () => {
  it('decides without a line and says why', () => {
    const v = verdictFromOutcome(readFetchOutcome(res(503), 'google'), 'https://a.com/x?y', 'googlebot');
    expect([v.allowed, v.reason, v.decidingLine, v.path]).toEqual([false, 'http', 0, '/x?y']);
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
  it.each(['chrome://extensions', 'about:blank', 'file:///tmp/x.html', 'data:text/html,hi', 'chrome-extension://abc/popup.html', 'https://chromewebstore.google.com/detail/x', 'not a url'])(
    '%s has no robots.txt and says so',
    (page) => {
      const t = robotsTxtTarget(page);
      expect(t.applicable).toBe(false);
      if (!t.applicable) expect(t.message.length).toBeGreaterThan(20);
    },
  );
});

describe("Google's 30-day rule (spec §2: unreachable for more than 30 days)", () => {
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

  it('is Google\'s rule: Coc Coc keeps the site paused', () => {
    expect(outageRule('coccoc', outageAt(since, since + 31 * DAY), false)).toBe('disallow-all');
    expect(outageRule('coccoc', outageAt(since, since + 31 * DAY), true)).toBe('disallow-all');
  });

  it('past the limit without a copy, everything is allowed', () => {
    const reading = readLongOutage(readFetchOutcome(res(503), 'google'));
    expect([reading.action, reading.summary]).toEqual(['allow-all', 'robots.txt answered 503 for more than 30 days']);
    expect(verdictFromOutcome(reading, 'https://example.com/x', 'Googlebot').allowed).toBe(true);
  });
});
