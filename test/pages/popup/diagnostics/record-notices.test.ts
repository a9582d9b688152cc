/** The popup's state callouts, read from real records through the worker's explanation and file (the same verdictForRecord the badge uses). */
import { describe, expect, test } from 'vitest';
import {
  base64FromBytes,
  findProfile,
  isBlankBody,
  lintRobotsTxt,
  looksLikeHtml,
  utf8Bytes,
  type CrawlerProfile,
} from '../../../../src/core/index.ts';
import type { FetchFacts, FetchSnapshot, RobotsRecord } from '../../../../src/robots/robots-record.ts';
import { formatAge } from '../../../../src/shared/time-text.ts';
import { explain, fileView } from '../../../../src/robots/record-details.ts';
import { outageNotice, recordNotices } from '../../../../src/pages/popup/diagnostics/record-notices.ts';
import { text } from '../../../../src/text/bundled.ts';
import en from '../../../../src/text/catalogs/en/index.ts';
import { createText } from '../../../../src/text/text.ts';
import { lastGoodNoteText } from '../../../../src/text/outcome-text.ts';
import { verdictReasonParts } from '../../../../src/text/verdict-text.ts';
import type { MessagePart } from '../../../../src/core/index.ts';

/** A notice's words as one string, site text shown as it is. */
const words = (parts: readonly MessagePart[] | undefined) => (parts ?? []).map((p) => (typeof p === 'string' ? p : p.site)).join('');

const NOW = Date.UTC(2026, 10, 21, 12);

/** What the popup holds for a record: the worker's explanation for the page, and the file it was read from. */
function readFor(r: RobotsRecord, profile: CrawlerProfile, now: number) {
  const explained = explain(r, PAGE, profile, now);
  const file = explained.fileId === null ? null : fileView(r, explained.used === 'last-good' ? 'last-good' : 'latest');
  return { ...explained, file };
}
const PAGE = 'https://example.com/page';

function snapshot(over: Partial<FetchFacts>, body: string | null): FetchSnapshot {
  return {
    facts: {
      robotsUrl: 'https://example.com/robots.txt',
      finalUrl: 'https://example.com/robots.txt',
      hops: [],
      outcome: { kind: 'response', status: 200, redirects: 0 },
      contentType: 'text/plain',
      headers: {},
      receivedBytes: body?.length ?? 0,
      truncated: false,
      fetchedAt: NOW - 60_000,
      durationMs: 50,
      credentials: 'omit',
      ...over,
    },
    bodyBase64: body === null ? null : base64FromBytes(utf8Bytes(body)),
  };
}

function record(latest: FetchSnapshot, lastGood: FetchSnapshot | null = null, failingSince: number | null = null): RobotsRecord {
  return {
    origin: 'https://example.com',
    robotsUrl: 'https://example.com/robots.txt',
    latest,
    lastGood,
    failingSince,
    expiresAt: NOW + 3600_000,
  };
}

function googlebot(): CrawlerProfile {
  const p = findProfile('googlebot');
  if (!p) throw new Error('no googlebot');
  return p;
}

function kinds(r: RobotsRecord, profile = googlebot()): string[] {
  return recordNotices(r.latest.facts, readFor(r, profile, NOW)).map((n) => n.kind);
}

test('a healthy file needs no callout', () => {
  expect(kinds(record(snapshot({}, 'User-agent: *\nDisallow: /private/\n')))).toEqual([]);
});

test('when no line decides, the verdict says what the outcome means and no notice says it again', () => {
  // 404, 503, 429 and too many redirects: the banner's sentence is the whole story (the status is in the fetch facts).
  expect(
    kinds(record(snapshot({ outcome: { kind: 'response', status: 404, redirects: 0 }, contentType: 'text/html' }, '<html>nope</html>'))),
  ).toEqual([]);
  expect(kinds(record(snapshot({ outcome: { kind: 'response', status: 503, redirects: 0 } }, null)))).toEqual(['outage']);
  expect(kinds(record(snapshot({ outcome: { kind: 'response', status: 429, redirects: 0 } }, null)))).toEqual(['outage']);
  expect(kinds(record(snapshot({ outcome: { kind: 'response', status: 301, redirects: 6 } }, null)))).toEqual([]);
  // A network error keeps its title, which names the browser's own error; its sentence is the banner's.
  const r = record(snapshot({ finalUrl: null, outcome: { kind: 'network-error', error: 'dns', redirects: 0 } }, null));
  const v = readFor(r, googlebot(), NOW);
  const notices = recordNotices(r.latest.facts, v);
  expect(notices.map((n) => n.kind)).toEqual(['network-error', 'outage']);
  expect(notices[0]?.text).toEqual([]);
});

test('no notice repeats the verdict banner’s sentence, whatever the outcome', () => {
  const outcomes: FetchFacts['outcome'][] = [
    { kind: 'response', status: 404, redirects: 0 },
    { kind: 'response', status: 410, redirects: 0 },
    { kind: 'response', status: 503, redirects: 0 },
    { kind: 'response', status: 429, redirects: 0 },
    { kind: 'response', status: 301, redirects: 6 },
    { kind: 'network-error', error: 'reset', redirects: 0 },
    { kind: 'network-error', error: 'timeout', redirects: 0 },
    { kind: 'redirect-refused', reason: 'private-host', targetClass: 'loopback', redirects: 1, target: 'http://localhost/x' },
  ];
  for (const outcome of outcomes) {
    const r = record(snapshot({ finalUrl: null, outcome }, null));
    const v = readFor(r, googlebot(), NOW);
    const banner = words(verdictReasonParts(text, v));
    for (const n of recordNotices(r.latest.facts, v)) expect([outcome, words(n.text)]).not.toEqual([outcome, banner]);
  }
});

test('a refused redirect is its own callout that says why, and the verdict reads as unreachable (the 30-day clock included)', () => {
  const r = record(
    snapshot(
      {
        finalUrl: null,
        hops: [{ url: 'https://example.com/robots.txt', status: 302, location: 'http://localhost:8080/admin/delete-everything' }],
        outcome: {
          kind: 'redirect-refused',
          reason: 'private-host',
          targetClass: 'loopback',
          redirects: 1,
          target: 'http://localhost:8080/admin/delete-everything',
        },
      },
      null,
    ),
  );
  const v = readFor(r, googlebot(), NOW);
  expect(v.state).toBe('unreachable');
  const notices = recordNotices(r.latest.facts, v);
  // Read like a robots.txt that cannot be fetched (docs/behaviour.md §2), so Google's 30-day rule applies to it too.
  expect(notices.map((n) => [n.kind, n.tone])).toEqual([
    ['redirect-refused', 'error'],
    ['outage', 'error'],
  ]);
  // The target is the site's text, in the verdict's sentence (the notice does not repeat it): marked for isolation.
  expect(notices[0]?.text).toEqual([]);
  expect(verdictReasonParts(text, v)).toContainEqual({ site: 'http://localhost:8080/admin/delete-everything' });
  expect(words(notices[0]?.title)).toBe('robots.txt redirect not followed: a public site points to this computer (a loopback address)');
});

test('a 503 with a last good copy says so, and the HTML error page is not called the robots.txt', () => {
  const r = record(
    snapshot({ outcome: { kind: 'response', status: 503, redirects: 0 }, contentType: 'text/html' }, '<html>down</html>'),
    snapshot({ fetchedAt: NOW - 3 * 3600_000 }, 'User-agent: *\nDisallow: /\n'),
  );
  const v = readFor(r, googlebot(), NOW);
  expect(v.used).toBe('last-good');
  expect(recordNotices(r.latest.facts, v).map((n) => n.kind)).toEqual(['server-error', 'outage']);
});

test('the note names the same ages as the refresh bar (one formatAge)', () => {
  // 75 min and 5 s are where the two thresholds used to differ ("1 h ago", "5 s ago").
  const r = record(
    snapshot({ outcome: { kind: 'response', status: 503, redirects: 0 }, fetchedAt: NOW - 5_000 }, null),
    snapshot({ fetchedAt: NOW - 75 * 60_000 }, 'User-agent: *\nDisallow: /\n'),
  );
  const v = readFor(r, googlebot(), NOW);
  expect(v.note).toEqual({ code: 'last-good-copy', failedAgeMs: 5_000, copyAgeMs: 75 * 60_000 });
  const note = v.note ? lastGoodNoteText(text, v.reading, v.note) : '';
  expect(note).toContain(`(${formatAge(5_000, text.locale)})`);
  expect(note).toContain(`fetched ${formatAge(75 * 60_000, text.locale)}.`);
  expect(note).toBe(
    'robots.txt answered 503 (now). Google keeps using its last good copy meanwhile: this verdict comes from the copy fetched 75 minutes ago.',
  );
});

describe("Google's 30-day rule for an unreachable robots.txt", () => {
  const DAY = 24 * 3600_000;
  const NOV_3 = Date.UTC(2026, 10, 3, 12);
  const failed = (at: number) => snapshot({ outcome: { kind: 'response', status: 503, redirects: 0 }, fetchedAt: at }, null);
  const good = snapshot({ fetchedAt: NOV_3 - DAY }, 'User-agent: *\nDisallow: /page\n');
  const outageAfter = (days: number, lastGood: FetchSnapshot | null) => {
    const now = NOV_3 + days * DAY + 1;
    const r = record(failed(now - 60_000), lastGood, NOV_3);
    const v = readFor(r, googlebot(), now);
    return { v, notice: recordNotices(r.latest.facts, v).find((n) => n.kind === 'outage') };
  };

  test('no cached copy: disallowed for 30 days, then allowed', () => {
    expect(outageAfter(29, null).v.state).toBe('unreachable');
    expect(outageAfter(30, null).v.state).toBe('allowed');
    const { v } = outageAfter(31, null);
    expect([v.state, v.used, v.verdict.allowed, v.outage?.days, v.outage?.pastLimit]).toEqual(['allowed', 'none', true, 31, true]);
  });

  test('a cached copy decides before and after 30 days', () => {
    for (const days of [1, 29, 31]) {
      const { v } = outageAfter(days, good);
      expect([v.used, v.state, v.verdict.decidingLine]).toEqual(['last-good', 'disallowed', 2]);
    }
  });

  test('Coc Coc is not Google: a network error keeps the site paused after 30 days', () => {
    const coccoc = findProfile('coccocbot-web');
    if (!coccoc) throw new Error('no coccocbot-web');
    const now = NOV_3 + 40 * DAY;
    const r = record(
      snapshot({ finalUrl: null, outcome: { kind: 'network-error', error: 'reset', redirects: 0 }, fetchedAt: now }, null),
      null,
      NOV_3,
    );
    expect(readFor(r, coccoc, now).state).toBe('unreachable');
  });

  test('says since when and for how many days, and what Google does about it', () => {
    const { v } = outageAfter(19, null);
    const notice = v.outage ? outageNotice(v.outage, v.used, 'google', createText('en-GB', en)) : null;
    expect(words(notice?.title)).toBe('Failing since 3 Nov, 19 days');
    // The bundled English writes the month first; a year back the date names its year; one day is singular.
    expect(words(outageAfter(19, null).notice?.title)).toBe('Failing since Nov 3, 19 days');
    expect(words(outageAfter(1, null).notice?.title)).toBe('Failing since Nov 3, 1 day');
    const old = outageAfter(400, null).v.outage;
    expect(words(old ? outageNotice(old, 'latest', 'google').title : undefined)).toBe('Failing since Nov 3, 2026, 400 days');
    expect(words(notice?.text)).toMatch(/After 30 days of this, Google uses its last cached copy, or assumes no restrictions/);
    expect(words(outageAfter(31, null).notice?.text)).toMatch(
      /more than 30 days with no cached copy: Google assumes there are no restrictions/,
    );
    expect(words(outageAfter(31, good).notice?.text)).toMatch(/more than 30 days: Google uses its last cached copy/);
    expect(words(outageAfter(0, null).notice?.title)).toBe('Failing since today');
  });
});

test('HTML served as robots.txt: by content type, by the linter, or by a body starting with <', () => {
  expect(kinds(record(snapshot({ contentType: 'text/html; charset=utf-8' }, 'User-agent: *\nDisallow:\n')))).toEqual(['html']);
  expect(kinds(record(snapshot({ contentType: 'text/plain' }, '\n  <!doctype html><html><body>Just a moment</body></html>')))).toEqual([
    'html',
  ]);
  expect(looksLikeHtml(null, utf8Bytes('\uFEFF<html>'))).toBe(true);
  expect(looksLikeHtml('text/plain', utf8Bytes('User-agent: *'))).toBe(false);
});

test('an empty 200 is its own state', () => {
  expect(kinds(record(snapshot({}, '')))).toEqual(['empty']);
  expect(kinds(record(snapshot({}, null)))).toEqual(['empty']);
  expect(kinds(record(snapshot({}, ' \r\n\t\n')))).toEqual(['empty']);
  expect(isBlankBody(utf8Bytes('# comment'))).toBe(false);
});

test('the linter and the callouts call the same bodies HTML or empty', () => {
  const bytes = (...b: number[]) => new Uint8Array(b);
  const text = (t: string) => [...utf8Bytes(t)];
  // Each used to be read one way by the linter and the other by the callouts.
  const cases: [string | null, Uint8Array, boolean, boolean][] = [
    ['application/xhtml+xml', utf8Bytes('User-agent: *\nDisallow: /x\n'), true, false],
    ['text/plain', bytes(0xa0, 0x0a), false, false], // a no-break space is not whitespace (docs/behaviour.md §3)
    ['text/plain', bytes(0xbb, ...text('<html>')), false, false], // not a BOM prefix: content
    ['text/plain', bytes(0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, ...text('<html>')), false, false], // a second BOM is content
    ['text/plain', bytes(0xef, 0xbb, 0x0b, 0x0c, 0x0a), false, true], // partial BOM, then ASCII whitespace
    ['text/plain', bytes(0xef, 0xbb, 0xbf, 0x20, ...text('<!doctype html>')), true, false],
  ];
  for (const [contentType, body, html, empty] of cases) {
    const codes = lintRobotsTxt(body, { contentType }).map((d) => d.code);
    const r = record({ ...snapshot({ contentType }, null), bodyBase64: base64FromBytes(body) });
    const notices = kinds(r);
    const label = `${contentType} ${[...body].join(',')}`;
    expect([label, codes.includes('html-body'), notices.includes('html')]).toEqual([label, html, html]);
    expect([label, codes.includes('empty-file'), notices.includes('empty')]).toEqual([label, empty, empty]);
  }
});

test('a robots.txt fetched with cookies says so: crawlers never send them', () => {
  expect(kinds(record(snapshot({ credentials: 'include' }, 'User-agent: *\nDisallow: /private/\n')))).toEqual(['cookies']);
});
