import { describe, expect, it } from 'vitest';
import { decideIndexing, INDEXING_LIMITS, type IndexingInput } from '../../../src/core/indexing/index.ts';

const PAGE = 'https://example.com/page';
const NOW = Date.UTC(2026, 10, 23);
const GOOGLEBOT = ['googlebot'];
const NEWS = ['googlebot-news', 'googlebot'];

function input(
  over: Partial<IndexingInput> & { xrt?: string[]; link?: string[]; metas?: [string, string][]; canonicals?: string[] },
): IndexingInput {
  const { xrt = [], link = [], metas = [], canonicals = [], ...rest } = over;
  return {
    pageUrl: PAGE,
    headers: { url: PAGE, xRobotsTag: xrt, link },
    markup: { metas: metas.map(([name, content]) => ({ name, content })), canonicals },
    tokens: GOOGLEBOT,
    robots: 'allowed',
    now: NOW,
    ...rest,
  };
}

describe('indexing: combining header and meta rules', () => {
  it('a page with no rules is indexable', () => {
    const facts = decideIndexing(input({}));
    expect(facts.state).toBe('indexable');
    expect(facts.blockers).toEqual([]);
    expect(facts.nofollow).toBe(false);
    expect(facts.canonical.kind).toBe('none');
    expect(facts.conflicts).toEqual([]);
  });

  it('X-Robots-Tag: noindex blocks, by that header line', () => {
    const facts = decideIndexing(input({ xrt: ['noindex'] }));
    expect(facts.state).toBe('not-indexable');
    expect(facts.blockers).toEqual([{ reason: 'noindex', source: { kind: 'header', value: 'noindex', scope: null } }]);
  });

  it('googlebot: noindex in the header plus meta robots nofollow (the issue’s example)', () => {
    const facts = decideIndexing(input({ xrt: ['googlebot: noindex'], metas: [['robots', 'nofollow']] }));
    expect(facts.state).toBe('not-indexable');
    expect(facts.blockers).toEqual([{ reason: 'noindex', source: { kind: 'header', value: 'googlebot: noindex', scope: 'googlebot' } }]);
    expect(facts.nofollow).toBe(true);
    // For Bingbot the same page is indexable and the googlebot rule is listed as another crawler's.
    const bing = decideIndexing(input({ xrt: ['googlebot: noindex'], metas: [['robots', 'nofollow']], tokens: ['bingbot'] }));
    expect(bing.state).toBe('indexable');
    expect(bing.nofollow).toBe(true);
    expect(bing.otherCrawlers).toEqual(['googlebot']);
  });

  it('Google’s two-crawler header example: googlebot: nofollow, otherbot: noindex, nofollow', () => {
    const facts = decideIndexing(input({ xrt: ['googlebot: nofollow', 'otherbot: noindex, nofollow'] }));
    expect(facts.state).toBe('indexable');
    expect(facts.nofollow).toBe(true);
    expect(facts.otherCrawlers).toEqual(['otherbot']);
  });

  it('meta names: robots and any of the crawler’s tokens, case-insensitively; other crawlers’ listed', () => {
    const metas: [string, string][] = [
      ['GoogleBot-News', 'noindex'],
      ['bingbot', 'noindex'],
    ];
    expect(decideIndexing(input({ metas })).state).toBe('indexable');
    expect(decideIndexing(input({ metas })).otherCrawlers).toEqual(['googlebot-news', 'bingbot']);
    const news = decideIndexing(input({ metas, tokens: NEWS }));
    expect(news.state).toBe('not-indexable');
    expect(news.blockers[0]?.source).toEqual({ kind: 'meta', name: 'googlebot-news', content: 'noindex' });
    // googlebot's rules also apply to Googlebot-News, whose tokens include googlebot.
    expect(decideIndexing(input({ metas: [['googlebot', 'noindex']], tokens: NEWS })).state).toBe('not-indexable');
  });

  it('none is noindex, nofollow; all and index restrict nothing; the most restrictive wins', () => {
    const none = decideIndexing(input({ metas: [['robots', 'none']] }));
    expect(none.state).toBe('not-indexable');
    expect(none.nofollow).toBe(true);
    expect(none.blockers[0]?.reason).toBe('none');
    expect(decideIndexing(input({ metas: [['robots', 'all']] })).state).toBe('indexable');
    const mixed = decideIndexing(
      input({
        metas: [
          ['robots', 'index, follow'],
          ['googlebot', 'noindex'],
        ],
      }),
    );
    expect(mixed.state).toBe('not-indexable');
  });

  it('limits: the most restrictive value of each, listed as facts', () => {
    const facts = decideIndexing(
      input({
        xrt: ['max-snippet: 50, max-image-preview: standard'],
        metas: [
          ['robots', 'max-snippet:-1, max-snippet:20, max-image-preview:large, max-video-preview:0, nosnippet, notranslate, noimageindex'],
        ],
      }),
    );
    expect(facts.limits).toEqual({
      nosnippet: true,
      maxSnippet: 20,
      maxImagePreview: 'standard',
      maxVideoPreview: 0,
      noimageindex: true,
      notranslate: true,
      indexifembedded: false,
      unavailableAfter: null,
    });
    expect(facts.state).toBe('indexable');
  });

  it('unavailable_after: past = not indexable with the date; future = a fact; garbage = ignored and listed', () => {
    const past = decideIndexing(input({ xrt: ['unavailable_after: 25 Jun 2010 15:00:00 PST'] }));
    expect(past.state).toBe('not-indexable');
    expect(past.blockers).toEqual([
      {
        reason: 'unavailable_after',
        date: Date.UTC(2010, 5, 25, 23),
        source: { kind: 'header', value: 'unavailable_after: 25 Jun 2010 15:00:00 PST', scope: null },
      },
    ]);
    const future = decideIndexing(input({ metas: [['robots', 'unavailable_after: 2099-01-01']] }));
    expect(future.state).toBe('indexable');
    expect(future.limits.unavailableAfter).toBe(Date.UTC(2099, 0, 1));
    const garbage = decideIndexing(input({ metas: [['robots', 'unavailable_after: someday']] }));
    expect(garbage.state).toBe('indexable');
    expect(garbage.invalid).toEqual(['unavailable_after: someday']);
  });

  it('unknown values are listed once, never errors', () => {
    const facts = decideIndexing(input({ metas: [['robots', 'noodp, noydir, noodp']] }));
    expect(facts.state).toBe('indexable');
    expect(facts.unknown).toEqual(['noodp', 'noydir']);
  });

  it('unknown when the page could not be read and the header does not block; not-indexable when it does', () => {
    expect(decideIndexing({ ...input({}), markup: null }).state).toBe('unknown');
    expect(decideIndexing({ ...input({ xrt: ['noindex'] }), markup: null }).state).toBe('not-indexable');
    const noHeaders = decideIndexing({ ...input({}), headers: null });
    expect(noHeaders.state).toBe('indexable');
    expect(noHeaders.missing).toEqual(['headers']);
  });
});

describe('indexing: canonicals', () => {
  it('self, from the markup or the Link header (relative, resolved against the document)', () => {
    expect(decideIndexing(input({ canonicals: [`${PAGE}#top`] })).canonical).toMatchObject({ kind: 'self', url: PAGE });
    expect(decideIndexing(input({ link: ['</page>; rel="canonical"'] })).canonical).toMatchObject({ kind: 'self', url: PAGE });
  });

  it('another URL, and several that disagree', () => {
    expect(decideIndexing(input({ link: ['<https://example.com/other>; rel=canonical'] })).canonical).toMatchObject({
      kind: 'other',
      url: 'https://example.com/other',
    });
    const facts = decideIndexing(input({ link: ['</a>; rel=canonical'], canonicals: ['https://example.com/b', 'https://example.com/a'] }));
    expect(facts.canonical).toMatchObject({ kind: 'disagree', urls: ['https://example.com/a', 'https://example.com/b'] });
  });

  it('targets that are no http(s) URL are listed, not used', () => {
    const facts = decideIndexing(input({ link: ['<javascript:alert(1)>; rel=canonical', '<http://[bad>; rel=canonical'] }));
    expect(facts.canonical.kind).toBe('none');
    expect(facts.invalidCanonicals).toEqual(['javascript:alert(1)', 'http://[bad']);
  });
});

describe('indexing: conflicts', () => {
  it('disallowed by robots.txt and noindex', () => {
    const facts = decideIndexing(input({ robots: 'disallowed', metas: [['robots', 'noindex']] }));
    expect(facts.conflicts).toEqual([{ code: 'disallowed-and-noindex' }]);
    expect(decideIndexing(input({ robots: 'disallowed' })).conflicts).toEqual([]);
  });

  it('a canonical its robots.txt disallows (the decision is an input)', () => {
    const other = 'https://example.com/private/canonical';
    const facts = decideIndexing(
      input({ canonicals: [other], canonicalDecision: (url) => (url === other ? { state: 'disallowed', line: 4 } : null) }),
    );
    expect(facts.conflicts).toEqual([{ code: 'canonical-disallowed', url: other, line: 4 }]);
    expect(decideIndexing(input({ canonicals: [other], canonicalDecision: () => ({ state: 'allowed', line: 2 }) })).conflicts).toEqual([]);
    expect(decideIndexing(input({ canonicals: [other] })).conflicts).toEqual([]);
  });

  it('noindex with a canonical elsewhere', () => {
    const facts = decideIndexing(input({ metas: [['robots', 'noindex']], canonicals: ['https://example.com/x'] }));
    expect(facts.conflicts).toEqual([{ code: 'noindex-with-canonical-elsewhere', url: 'https://example.com/x' }]);
    expect(decideIndexing(input({ metas: [['robots', 'noindex']], canonicals: [PAGE] })).conflicts).toEqual([]);
  });

  it('the header and the meta tags disagree', () => {
    expect(decideIndexing(input({ xrt: ['noindex'], metas: [['robots', 'index, follow']] })).conflicts).toEqual([
      { code: 'header-meta-disagree', about: 'index' },
    ]);
    expect(decideIndexing(input({ xrt: ['all'], metas: [['robots', 'none']] })).conflicts).toEqual([
      { code: 'header-meta-disagree', about: 'index' },
      { code: 'header-meta-disagree', about: 'follow' },
    ]);
    // Rules for another crawler do not disagree with this one's.
    expect(decideIndexing(input({ xrt: ['bingbot: noindex'], metas: [['robots', 'index']] })).conflicts).toEqual([]);
  });
});

describe('indexing: hostile input', () => {
  it('thousands of metas and header values are capped, reported, and never throw', () => {
    const metas = Array.from({ length: 10_000 }, (_, i): [string, string] => ['robots', i === 9_999 ? 'noindex' : 'index']);
    const facts = decideIndexing(input({ metas, xrt: Array.from({ length: 1_000 }, () => 'nosnippet') }));
    expect(facts.capped).toBe(true);
    expect(facts.sources.length).toBeLessThanOrEqual(INDEXING_LIMITS.metas + INDEXING_LIMITS.headerValues);
    // The noindex lies past the caps: never 'indexable', and how much went unread is said.
    expect(facts.state).toBe('incomplete');
    expect(facts.unread).toBe(10_000 - INDEXING_LIMITS.metas + 1_000 - INDEXING_LIMITS.headerValues);
  });

  it('a noindex past any cap makes the answer incomplete, not indexable: the 33rd header, the 101st meta tag, the 4,097th character', () => {
    const past = (over: Parameters<typeof input>[0]) => decideIndexing(input(over));
    const headers33 = past({ xrt: [...Array.from({ length: 32 }, () => 'index'), 'noindex'] });
    expect([headers33.state, headers33.unread]).toEqual(['incomplete', 1]);
    // The reader keeps one more than the cap and counts the rest: the total says how many went unread.
    const counted = decideIndexing({
      ...input({ xrt: Array.from({ length: 33 }, () => 'index') }),
      headers: { url: PAGE, xRobotsTag: Array.from({ length: 33 }, () => 'index'), link: [], xRobotsTagTotal: 50 },
    });
    expect([counted.state, counted.unread]).toEqual(['incomplete', 18]);
    const metas101 = past({ metas: [...Array.from({ length: 100 }, (): [string, string] => ['robots', 'index']), ['robots', 'noindex']] });
    expect(metas101.state).toBe('incomplete');
    const longValue = past({ xrt: [`${' '.repeat(4_096)}noindex`] });
    expect([longValue.state, longValue.unread]).toEqual(['incomplete', 1]);
    // A noindex that was read is conclusive, capped or not.
    expect(past({ xrt: ['noindex', ...Array.from({ length: 40 }, () => 'index')] }).state).toBe('not-indexable');
    // Within the caps nothing changes.
    expect(past({ xrt: Array.from({ length: 32 }, () => 'index') }).state).toBe('indexable');
  });

  it('malformed values read as unknown rules', () => {
    const facts = decideIndexing(
      input({ xrt: [':::', ': noindex', 'googlebot::noindex', '\u0000noindex'], metas: [['robots', '"noindex"']] }),
    );
    expect(facts.state).toBe('indexable');
    expect(facts.unknown).toEqual([':::', ': noindex', ':noindex', '\u0000noindex', '"noindex"']);
    expect(facts.otherCrawlers).toEqual([]);
  });
});
