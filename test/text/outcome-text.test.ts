/** The English words for each fetch outcome: the rendering itself, checked on a few sentences and on every code. */
import { describe, expect, it } from 'vitest';
import { readFetchOutcome, readLongOutage, type EngineName, type FetchOutcome, type MessagePart } from '../../src/core/index.ts';
import en from '../../src/text/catalogs/en/index.ts';
import { text } from '../../src/text/bundled.ts';
import {
  lastGoodNoteText,
  outcomeMessageParts,
  outcomeMessages,
  outcomeMessageText,
  outcomeTitle,
  outcomeTitleParts,
  outcomeTitleText,
} from '../../src/text/outcome-text.ts';
import { createText, site } from '../../src/text/text.ts';

const res = (status: number, redirects = 0): FetchOutcome => ({ kind: 'response', status, redirects });
const refused = (over: Partial<Extract<FetchOutcome, { kind: 'redirect-refused' }>>): FetchOutcome => ({
  kind: 'redirect-refused',
  reason: 'private-host',
  targetClass: 'loopback',
  redirects: 1,
  target: 'http://localhost:8080/admin',
  ...over,
});

const EVERY_OUTCOME: FetchOutcome[] = [
  res(200),
  res(204),
  res(404),
  res(503),
  res(429),
  res(304),
  res(102),
  res(301, 6),
  res(301, 1),
  ...(['timeout', 'dns', 'refused', 'reset', 'tls', 'other'] as const).map(
    (error): FetchOutcome => ({ kind: 'network-error', error, redirects: 0, detail: 'net::ERR_X' }),
  ),
  refused({}),
  refused({ reason: 'private-host', targetClass: 'single-label', target: 'http://intranet/' }),
  refused({ reason: 'private-host', targetClass: 'link-local', target: 'http://169.254.1.1/' }),
  refused({ reason: 'scheme', target: 'file:///etc/passwd' }),
  refused({ reason: 'scheme', target: null }),
  refused({ reason: 'private-address', targetClass: 'private', address: '10.0.0.1', target: 'http://r.example/' }),
  refused({ reason: 'private-address', targetClass: 'unspecified', target: 'http://r.example/' }),
  refused({ reason: 'hidden-location', target: null }),
];
const ENGINES: EngineName[] = ['google', 'coccoc'];
const readings = EVERY_OUTCOME.flatMap((o) => ENGINES.map((e) => readFetchOutcome(o, e)));
const everyReading = [...readings, ...readings.filter((r) => r.action === 'disallow-all').map(readLongOutage)];

const words = (parts: readonly MessagePart[]) => parts.map((p) => (typeof p === 'string' ? p : `[${p.site}]`)).join('');

describe('English outcome text', () => {
  it('reads as it always did for the common outcomes', () => {
    const google503 = readFetchOutcome(res(503), 'google');
    expect(outcomeTitleText(text, google503)).toBe('robots.txt answered 503');
    expect(outcomeMessageText(text, google503)).toBe(
      'robots.txt answered 503: Google treats the whole site as disallowed for now (a cached copy from the last 24 hours may be used instead).',
    );
    expect(outcomeMessageText(text, readFetchOutcome(res(404), 'google'))).toBe(
      'robots.txt answered 404: Google takes that as “no robots.txt”, so everything is allowed.',
    );
    const reset: FetchOutcome = { kind: 'network-error', error: 'reset', redirects: 0, detail: 'net::ERR_CONNECTION_RESET' };
    expect(outcomeTitleText(text, readFetchOutcome(reset, 'google'))).toBe('robots.txt unreachable: the server reset the connection');
    expect(outcomeTitleText(text, readFetchOutcome(reset, 'coccoc'))).toBe('site unavailable: the server reset the connection');
    expect(outcomeMessageText(text, readFetchOutcome(reset, 'coccoc'))).toBe(
      'The server reset the connection when asked for robots.txt. Coc Coc considers the site unavailable and pauses crawling it for a while.',
    );
    expect(outcomeTitleText(text, readLongOutage(google503))).toBe('robots.txt unreachable for more than 30 days');
  });

  it('counts with plural rules and formats numbers without grouping a status', () => {
    expect(outcomeMessageText(text, readFetchOutcome(res(301, 6), 'google'))).toMatch(
      /^robots.txt redirected 6 times; Google follows at most 5 hops/,
    );
    expect(outcomeTitleText(text, readFetchOutcome(res(1001), 'google'))).toBe('robots.txt answered an unexpected status 1001');
  });

  it('keeps the site’s text apart: marked in parts, isolated and escaped in plain text', () => {
    const target = 'http://localhost/‮gnp.exe';
    const r = readFetchOutcome(refused({ target }), 'google');
    const parts = outcomeMessageParts(text, r);
    expect(parts).toContainEqual({ site: target });
    expect(words(parts)).toBe(
      `A public site’s redirect points to [${target}], this computer (a loopback address). Robots Lens does not follow it: a site could use it ` +
        'to make your browser call services on your computer or network. Read like a robots.txt that cannot be fetched: Google treats the whole site ' +
        'as disallowed for now (a cached copy from the last 24 hours may be used instead).',
    );
    const plain = outcomeMessageText(text, r);
    expect(plain).not.toContain('\u202E');
    expect(plain).toContain('\u2066http://localhost/‹U+202E›gnp.exe\u2069');
  });

  it('shows the browser’s error name as site text after the title', () => {
    const r = readFetchOutcome({ kind: 'network-error', error: 'dns', redirects: 0, detail: 'net::ERR_NAME_NOT_RESOLVED' }, 'google');
    expect(outcomeTitleParts(text, r)).toEqual([
      'robots.txt unreachable: the server could not be found (DNS) (',
      { site: 'net::ERR_NAME_NOT_RESOLVED' },
      ')',
    ]);
  });

  it('names a refused redirect’s reason and where it points', () => {
    const title = (o: FetchOutcome) => outcomeTitleText(text, readFetchOutcome(o, 'google'));
    expect(title(refused({}))).toBe('robots.txt redirect not followed: a public site points to this computer (a loopback address)');
    expect(title(refused({ targetClass: 'single-label' }))).toBe(
      'robots.txt redirect not followed: a public site points to an intranet name without a dot',
    );
    expect(title(refused({ reason: 'scheme', target: 'data:text/plain,x' }))).toBe(
      'robots.txt redirect not followed: it points to a data: address',
    );
    expect(title(refused({ reason: 'scheme', target: null }))).toBe(
      'robots.txt redirect not followed: it points to an address that is not http(s)',
    );
    expect(title(refused({ reason: 'private-address', targetClass: 'private', address: '10.0.0.1' }))).toBe(
      'robots.txt redirect not followed: its host answered from a private network address (10.0.0.1)',
    );
  });

  it('the last-good-copy note', () => {
    const r = readFetchOutcome(res(503), 'google');
    expect(lastGoodNoteText(text, r, { code: 'last-good-copy', failedAgeMs: 5_000, copyAgeMs: 75 * 60_000 })).toBe(
      'robots.txt answered 503 (now). Google keeps using its last good copy meanwhile: this verdict comes from the copy fetched 75 minutes ago.',
    );
  });

  it('renders every reading of every engine, and every outcome message is used', () => {
    const used = new Set<string>();
    for (const r of everyReading) {
      for (const m of [outcomeTitle(r), ...outcomeMessages(r)]) used.add(m.key);
      expect(outcomeTitleText(text, r)).not.toMatch(/[{}]/);
      expect(outcomeMessageText(text, r)).not.toMatch(/[{}]/);
    }
    const outcomeKeys = Object.keys(en).filter((k) => k.startsWith('outcome.') && k !== 'outcome.title.with-detail');
    expect(outcomeKeys.filter((k) => !used.has(k))).toEqual([]);
  });
});

describe('createText', () => {
  it('compiles each message once and formats with the locale’s rules', () => {
    const t = createText('en', { ...en, 'outcome.title.long-outage': '{days, plural, one {# day} other {# days}} ({days, number})' });
    expect(t.t('outcome.title.long-outage', { days: 1 })).toBe('1 day (1)');
    expect(t.t('outcome.title.long-outage', { days: 12345 })).toBe('12,345 days (12,345)');
    expect(t.parts('outcome.title.with-detail', { title: 'T', detail: site('') })).toEqual(['T ()']);
  });
});
