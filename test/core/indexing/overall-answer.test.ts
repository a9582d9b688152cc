/**
 * The page's whole answer: the first thing that stops it, in the order Google
 * meets them (robots.txt, the page's HTTP answer, the indexing rules, the
 * canonical), the conflicts worded as the answer itself, and each part's own
 * severity. The indexing facts come from the real decideIndexing, the HTTP
 * answers from the real readPageAnswer.
 */
import { describe, expect, it } from 'vitest';
import { unreadableBody } from '../../../src/core/body-kind.ts';
import { decideIndexing, type IndexingInput } from '../../../src/core/indexing/indexing-decision.ts';
import { overallAnswer, type CrawlPart, type StatusPart } from '../../../src/core/indexing/overall-answer.ts';
import { readPageAnswer, type DocumentHop } from '../../../src/core/indexing/page-answer.ts';

const PAGE = 'https://example.com/page';
const NOW = 1_700_000_000_000;

const allowed: CrawlPart = { state: 'allowed', line: 3, temporary: false };
const disallowed: CrawlPart = { state: 'disallowed', line: 7, temporary: false };
const unreachable: CrawlPart = { state: 'unreachable', line: 0, temporary: true };

function hop(status: number, url = PAGE, location: string | null = null): DocumentHop {
  return { url, status, location, ip: null };
}

function answered(...hops: DocumentHop[]): StatusPart {
  return readPageAnswer({ hops, error: null, hopsLeftOut: 0 });
}

const ok = answered(hop(200));

function index(
  opts: {
    xRobotsTag?: string[];
    metas?: [string, string][];
    canonicals?: string[];
    markup?: boolean;
    robots?: IndexingInput['robots'];
  } = {},
  canonicalDisallowed = false,
) {
  return decideIndexing({
    pageUrl: PAGE,
    headers: { url: PAGE, xRobotsTag: opts.xRobotsTag ?? [], link: [] },
    markup:
      opts.markup === false
        ? null
        : { metas: (opts.metas ?? []).map(([name, content]) => ({ name, content })), canonicals: opts.canonicals ?? [] },
    tokens: ['googlebot'],
    robots: opts.robots ?? 'allowed',
    canonicalDecision: () => (canonicalDisallowed ? { state: 'disallowed', line: 4 } : { state: 'allowed', line: 0 }),
    now: NOW,
  });
}

describe('nothing stops the page', () => {
  it('allowed, 200, no rule: indexable, every part fine', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: ok, index: index() });
    expect(a).toEqual({
      headline: { code: 'indexable', statusSeen: true, redirected: false },
      severity: 'ok',
      stoppedBy: null,
      parts: { crawl: 'ok', status: 'ok', index: 'ok', canonical: 'ok' },
      file: null,
      settled: true,
    });
  });

  it('a canonical naming the page itself changes nothing', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: ok, index: index({ canonicals: [PAGE] }) });
    expect(a.headline.code).toBe('indexable');
    expect(a.parts.canonical).toBe('ok');
  });

  it('reached through a redirect: indexable, and it says the answer was the redirect’s target', () => {
    const status = answered(hop(301, 'https://example.com/old', PAGE), hop(200));
    const a = overallAnswer({ crawl: allowed, file: null, status, index: index() });
    expect(a.headline).toEqual({ code: 'indexable', statusSeen: true, redirected: true });
  });

  it('the HTTP answer not seen: still indexable by what was read, but it says the status is unseen', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: { code: 'not-seen' }, index: index() });
    expect(a.headline).toEqual({ code: 'indexable', statusSeen: false, redirected: false });
    expect(a.parts.status).toBe('warn');
  });

  it('the signals not read yet: pending, not indexable', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: null, index: null });
    expect(a.headline).toEqual({ code: 'pending' });
    expect(a.severity).toBe('pending');
    expect(a.parts).toEqual({ crawl: 'ok', status: 'pending', index: 'pending', canonical: 'pending' });
  });

  it('the signals read but the HTTP answer still to come: pending (a 404 would come first)', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: null, index: index({ metas: [['robots', 'noindex']] }) });
    expect(a.headline).toEqual({ code: 'pending' });
    expect(a.settled).toBe(false);
  });

  it('the page could not be read: not known, never indexable', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: ok, index: index({ markup: false }) });
    expect(a.headline).toEqual({ code: 'index-unknown' });
    expect(a.severity).toBe('warn');
  });
});

describe('robots.txt stops it first', () => {
  it('disallowed: stopped by the crawl part, with the deciding line', () => {
    const a = overallAnswer({ crawl: disallowed, file: null, status: ok, index: index({ robots: 'disallowed' }) });
    expect(a.headline).toEqual({ code: 'disallowed', line: 7, hidden: null });
    expect(a).toMatchObject({ severity: 'stop', stoppedBy: 'crawl' });
    expect(a.parts.crawl).toBe('stop');
  });

  it('disallowed and noindex: the conflict is the answer (the URL may be indexed without its content), not "not indexable"', () => {
    const facts = index({ robots: 'disallowed', xRobotsTag: ['googlebot: noindex'] });
    expect(facts.conflicts).toContainEqual({ code: 'disallowed-and-noindex' });
    const a = overallAnswer({ crawl: disallowed, file: null, status: ok, index: facts });
    expect(a.headline).toEqual({ code: 'disallowed-noindex', line: 7 });
    expect(a).toMatchObject({ severity: 'warn', stoppedBy: 'crawl' });
    // The noindex stops nothing (it is never seen): its row warns, the crawl row stops.
    expect(a.parts).toMatchObject({ crawl: 'stop', index: 'warn' });
  });

  it('disallowed and a meta noindex: the same conflict', () => {
    const a = overallAnswer({
      crawl: disallowed,
      file: null,
      status: ok,
      index: index({ robots: 'disallowed', metas: [['robots', 'noindex']] }),
    });
    expect(a.headline.code).toBe('disallowed-noindex');
  });

  it('disallowed on a 404 page: Google never sees the 404 either', () => {
    const a = overallAnswer({ crawl: disallowed, file: null, status: answered(hop(404)), index: index({ robots: 'disallowed' }) });
    expect(a.headline).toEqual({ code: 'disallowed', line: 7, hidden: 'status' });
    expect(a.parts.status).toBe('stop');
  });

  it('disallowed, the signals not read yet: the disallow already decides, the answer not settled (a noindex may still come)', () => {
    const a = overallAnswer({ crawl: disallowed, file: null, status: { code: 'not-seen' }, index: null });
    expect(a.headline).toEqual({ code: 'disallowed', line: 7, hidden: null });
    expect(a.settled).toBe(false);
    const read = overallAnswer({ crawl: disallowed, file: null, status: { code: 'not-seen' }, index: index({ robots: 'disallowed' }) });
    expect(read.settled).toBe(true);
  });

  it('robots.txt unreachable: stops before anything else, for now', () => {
    const a = overallAnswer({
      crawl: unreachable,
      file: null,
      status: answered(hop(404)),
      index: index({ metas: [['robots', 'noindex']] }),
    });
    expect(a.headline).toEqual({ code: 'robots-unreachable', temporary: true });
    expect(a).toMatchObject({ severity: 'stop', stoppedBy: 'crawl' });
  });
});

describe('the page’s HTTP answer stops it next', () => {
  it('404 with an indexable meta: not indexed, whatever the meta says', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: answered(hop(404)), index: index({ metas: [['robots', 'index']] }) });
    expect(a.headline).toEqual({ code: 'status-gone', status: 404 });
    expect(a).toMatchObject({ severity: 'stop', stoppedBy: 'status' });
  });

  it('404 with a noindex: the status decides first', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: answered(hop(410)), index: index({ metas: [['robots', 'noindex']] }) });
    expect(a.headline).toEqual({ code: 'status-gone', status: 410 });
  });

  it('429 and 503: not indexable for now', () => {
    for (const status of [429, 503]) {
      const a = overallAnswer({ crawl: allowed, file: null, status: answered(hop(status)), index: null });
      expect(a.headline).toEqual({ code: 'status-unavailable', status });
      expect(a.stoppedBy).toBe('status');
    }
  });

  it('a redirect the browser did not follow: its target is the candidate, a warning', () => {
    const status: StatusPart = { code: 'redirect', status: 301, target: 'https://example.com/new' };
    const a = overallAnswer({ crawl: allowed, file: null, status, index: index() });
    expect(a.headline).toEqual({ code: 'status-redirect', status: 301, target: 'https://example.com/new' });
    expect(a.severity).toBe('warn');
  });

  it('too many redirects, and no answer at all', () => {
    expect(
      overallAnswer({ crawl: allowed, file: null, status: { code: 'too-many-redirects', redirects: 11 }, index: null }).headline,
    ).toEqual({ code: 'too-many-redirects', redirects: 11 });
    const failed = readPageAnswer({ hops: [], error: 'net::ERR_CONNECTION_RESET', hopsLeftOut: 0 });
    expect(overallAnswer({ crawl: allowed, file: null, status: failed, index: null }).headline).toEqual({ code: 'no-answer' });
  });
});

describe('then the indexing rules and the canonical', () => {
  it('X-Robots-Tag googlebot: noindex — stopped by the index part, the header named', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: ok, index: index({ xRobotsTag: ['googlebot: noindex'] }) });
    expect(a.headline).toEqual({ code: 'noindex', reason: 'noindex', source: 'header' });
    expect(a).toMatchObject({ severity: 'stop', stoppedBy: 'index' });
    expect(a.parts).toEqual({ crawl: 'ok', status: 'ok', index: 'stop', canonical: 'ok' });
  });

  it('a noindex for another crawler stops nothing', () => {
    const a = overallAnswer({ crawl: allowed, file: null, status: ok, index: index({ xRobotsTag: ['bingbot: noindex'] }) });
    expect(a.headline.code).toBe('indexable');
  });

  it('meta none and a past unavailable_after', () => {
    expect(overallAnswer({ crawl: allowed, file: null, status: ok, index: index({ metas: [['googlebot', 'none']] }) }).headline).toEqual({
      code: 'noindex',
      reason: 'none',
      source: 'meta',
    });
    const past = index({ metas: [['robots', 'unavailable_after: 2001-01-01']] });
    expect(overallAnswer({ crawl: allowed, file: null, status: ok, index: past }).headline).toMatchObject({ reason: 'unavailable_after' });
  });

  it('noindex and a canonical elsewhere: the contradiction is the answer', () => {
    const facts = index({ metas: [['robots', 'noindex']], canonicals: ['https://example.com/other'] });
    const a = overallAnswer({ crawl: allowed, file: null, status: ok, index: facts });
    expect(a.headline).toEqual({
      code: 'noindex-canonical-elsewhere',
      reason: 'noindex',
      source: 'meta',
      url: 'https://example.com/other',
    });
    expect(a).toMatchObject({ severity: 'stop', stoppedBy: 'index' });
    expect(a.parts.canonical).toBe('warn');
  });

  it('a canonical elsewhere: that URL is the one Google is asked to index; disallowed there, it says so', () => {
    const other = 'https://example.com/other';
    const a = overallAnswer({ crawl: allowed, file: null, status: ok, index: index({ canonicals: [other] }) });
    expect(a.headline).toEqual({ code: 'canonical-elsewhere', url: other, disallowed: false });
    expect(a).toMatchObject({ severity: 'warn', stoppedBy: 'canonical' });
    const blocked = overallAnswer({ crawl: allowed, file: null, status: ok, index: index({ canonicals: [other] }, true) });
    expect(blocked.headline).toEqual({ code: 'canonical-elsewhere', url: other, disallowed: true });
    expect(blocked.parts.canonical).toBe('stop');
  });

  it('canonicals that disagree', () => {
    const facts = index({ canonicals: ['https://example.com/a', 'https://example.com/b'] });
    expect(overallAnswer({ crawl: allowed, file: null, status: ok, index: facts }).headline).toEqual({
      code: 'canonicals-disagree',
      count: 2,
    });
  });

  it('signals left unread past the caps: incomplete, never indexable', () => {
    const facts = { ...index(), state: 'incomplete' as const, unread: 3 };
    expect(overallAnswer({ crawl: allowed, file: null, status: ok, index: facts }).headline).toEqual({ code: 'incomplete', unread: 3 });
  });
});

describe('a robots.txt Google cannot read as intended', () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  const utf16 = new Uint8Array([0xff, 0xfe, ...[...'User-agent: *\nDisallow: /\n'].flatMap((c) => [c.charCodeAt(0), 0])]);

  it('is named, worst first, cheaply from the body', () => {
    expect(unreadableBody(utf16, 'text/plain', false)).toBe('utf16');
    // Without a byte order mark too.
    expect(unreadableBody(utf16.slice(2), 'text/plain', true)).toBe('utf16');
    expect(unreadableBody(new Uint8Array(200).fill(1), 'text/plain', false)).toBe('binary');
    expect(unreadableBody(bytes('<!doctype html><p>Hi'), 'text/plain', false)).toBe('html');
    expect(unreadableBody(bytes('User-agent: *\n'), 'text/html; charset=utf-8', false)).toBe('html');
    expect(unreadableBody(bytes('User-agent: *\nDisallow: /a\n'), 'text/plain', true)).toBe('truncated');
    expect(unreadableBody(bytes('User-agent: *\nDisallow: /a\n'), 'text/plain', false)).toBeNull();
  });

  it('comes back beside the headline, whatever the verdict, and a pass read from it is a warning', () => {
    const a = overallAnswer({ crawl: allowed, file: 'utf16', status: ok, index: index() });
    expect(a.file).toBe('utf16');
    expect(a.headline.code).toBe('indexable');
    expect(a.severity).toBe('warn');
    expect(overallAnswer({ crawl: allowed, file: 'html', status: ok, index: index({ metas: [['robots', 'noindex']] }) }).severity).toBe(
      'stop',
    );
    expect(overallAnswer({ crawl: disallowed, file: 'truncated', status: ok, index: null }).file).toBe('truncated');
  });
});
