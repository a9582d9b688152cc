/** The library's native API (src/lib/index.ts): what each function answers, as codes and values. */
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../src/core/index.ts';
import {
  check,
  crawlDelay,
  explain,
  lint,
  MAX_ROBOTS_BYTES,
  outcomeVerdict,
  parse,
  preset,
  presets,
  readFetchOutcome,
  readStatus,
  sitemaps,
} from '../../src/lib/index.ts';

const SHOP = [
  'User-agent: *', // 1
  'Disallow: /cart', // 2
  'Allow: /cart/help', // 3
  'Crawl-delay: 4', // 4
  '', // 5
  'User-agent: Googlebot', // 6
  'User-agent: Googlebot-Image', // 7
  'Disallow: /private/', // 8
  'Disallow:', // 9
  '', // 10
  'Sitemap: https://shop.example/sitemap.xml', // 11
  'Sitemap: https://shop.example/news.xml', // 12
].join('\n');

describe('parse', () => {
  it('reads text and bytes alike, and text as its UTF-8 bytes', () => {
    const text = 'User-agent: *\nDisallow: /café\n';
    for (const robots of [parse(text), parse(utf8Bytes(text))]) {
      expect(check(robots, 'https://a.example/caf%C3%A9', 'foo').allowed).toBe(false);
      // Google matches the URL as given: a crawler asks with the percent-encoded form, as it fetches it.
      expect(check(robots, 'https://a.example/café', 'foo').allowed).toBe(true);
      expect(robots.groups[0]!.rules[0]!.pattern).toBe('/café');
    }
  });

  it('reads only the first 500 KiB by default, as Google does, and everything when asked', () => {
    const filler = `# ${'x'.repeat(MAX_ROBOTS_BYTES)}\n`;
    const body = `User-agent: *\n${filler}Disallow: /late\n`;
    expect(parse(body).byteLength).toBe(MAX_ROBOTS_BYTES);
    expect(check(parse(body), 'https://a.example/late', 'foo').allowed).toBe(true);
    expect(check(parse(utf8Bytes(body)), 'https://a.example/late', 'foo').allowed).toBe(true);
    expect(check(parse(body, { maxBytes: Number.POSITIVE_INFINITY }), 'https://a.example/late', 'foo').allowed).toBe(false);
  });
});

describe('check', () => {
  const robots = parse(SHOP);

  it('gives the verdict, Google’s matching line, the deciding rule, the crawl-delay and the group that applied', () => {
    expect(check(robots, 'https://shop.example/cart/1', 'bingbot')).toEqual({
      allowed: false,
      line: 2,
      rule: { kind: 'disallow', pattern: '/cart', line: 2 },
      crawlDelay: 4,
      group: { scope: 'global', token: '*', userAgentLines: [[1]] },
      engine: 'google',
    });
    expect(check(robots, 'https://shop.example/cart/help', 'bingbot').rule).toEqual({ kind: 'allow', pattern: '/cart/help', line: 3 });
    expect(check(robots, 'https://shop.example/private/x', 'googlebot')).toEqual({
      allowed: false,
      line: 8,
      rule: { kind: 'disallow', pattern: '/private/', line: 8 },
      crawlDelay: null,
      group: { scope: 'specific', token: 'googlebot', userAgentLines: [[6, 7]] },
      engine: 'google',
    });
  });

  it('reports an empty Disallow as Google’s matching line, with no deciding rule', () => {
    expect(check(robots, 'https://shop.example/cart', 'googlebot')).toMatchObject({ allowed: true, line: 9, rule: null });
  });

  it('uses a token exactly as Google’s library does: a version in it names no group', () => {
    expect(check(robots, 'https://shop.example/private/x', 'Googlebot').allowed).toBe(false);
    expect(check(robots, 'https://shop.example/private/x', 'Googlebot/2.1').group.scope).toBe('global');
  });

  it('tries a token list in order, then `*`', () => {
    expect(check(robots, 'https://shop.example/private/x', ['googlebot-news', 'googlebot']).group.token).toBe('googlebot');
    expect(check(robots, 'https://shop.example/cart', ['nobot', 'otherbot']).group.scope).toBe('global');
  });

  it('takes presets, which carry their own tokens and rules', () => {
    const image = preset('Googlebot-Image')!;
    expect(check(robots, 'https://shop.example/private/x', image).group.token).toBe('googlebot-image');
    const ads = preset('adsbot-google')!;
    // AdsBot ignores `User-agent: *`.
    expect(check(robots, 'https://shop.example/cart', ads)).toMatchObject({ allowed: true, group: { scope: 'none' } });
    expect(presets.length).toBeGreaterThan(20);
    expect(preset('no such crawler')).toBeUndefined();
  });

  it('reads the file as Coc Coc does when asked (or for a Coc Coc preset)', () => {
    const body = 'Disallow: /before\nUser-agent: coccocbot\nCrawl-delay: 30\nDisallow: /c\n';
    const coc = parse(body);
    // Google ignores rules before any user-agent line; Coc Coc applies them to all.
    expect(check(coc, 'https://a.example/before', 'otherbot').allowed).toBe(true);
    expect(check(coc, 'https://a.example/before', 'otherbot', { engine: 'coccoc' }).allowed).toBe(false);
    // Coc Coc: the longest user-agent value that starts the crawler's name; crawl-delay capped at 10 s.
    const web = check(coc, 'https://a.example/c', preset('coccocbot-web')!);
    expect(web).toMatchObject({ allowed: false, engine: 'coccoc', crawlDelay: 10, group: { token: 'coccocbot' } });
  });
});

describe('explain', () => {
  it('gives the why as a code with its values, and every matching rule with its outcome', () => {
    const v = explain(parse(SHOP), 'https://shop.example/cart/help', 'bingbot');
    expect(v.explanation).toMatchObject({ code: 'longest-match', line: 3, tie: null, fallback: { code: 'global-fallback' } });
    expect(v.matches.map((m) => [m.rule.line, m.outcome])).toEqual([
      [3, 'decided'],
      [2, 'shorter'],
    ]);
    expect(v.crawlDelay).toEqual({ line: 4, seconds: 4, effectiveSeconds: 4, honoured: false });
  });

  it('keeps only the best matches when bounded, and counts them all', () => {
    const body = `User-agent: *\n${Array.from({ length: 50 }, (_, i) => `Disallow: /${'a'.repeat(i)}`).join('\n')}\n`;
    const v = explain(parse(body), 'https://a.example/' + 'a'.repeat(60), 'x', { maxMatches: 3 });
    expect(v.matches).toHaveLength(3);
    expect(v.matchCount).toBe(50);
    expect(v.decidingLine).toBe(51);
  });
});

describe('crawlDelay and sitemaps', () => {
  const robots = parse(SHOP);
  it('gives the crawl-delay of the group that applies, with its line and whether the crawler honours it', () => {
    expect(crawlDelay(robots, 'bingbot')).toEqual({ line: 4, seconds: 4, effectiveSeconds: 4, honoured: false });
    expect(crawlDelay(robots, preset('bingbot')!)).toMatchObject({ seconds: 4, honoured: true });
    expect(crawlDelay(robots, 'googlebot')).toBeNull();
  });
  it('lists the sitemaps in file order', () => {
    expect(sitemaps(robots)).toEqual(['https://shop.example/sitemap.xml', 'https://shop.example/news.xml']);
  });
});

describe('lint', () => {
  it('gives findings as codes with their values, no sentence', () => {
    const found = lint('Useragent: foo\nDisallow private\nCrawl-delay: soon\n');
    expect(found.map((d) => [d.line, d.code])).toEqual(
      expect.arrayContaining([
        [1, 'typo'],
        [2, 'missing-colon'],
        [2, 'pattern-cannot-match'],
        [3, 'crawl-delay-invalid'],
      ]),
    );
    const typo = found.find((d) => d.code === 'typo');
    expect(typo?.params).toEqual({ key: 'Useragent', canonical: 'User-agent' });
  });
  it('takes what the fetch saw', () => {
    expect(lint('<html><body>hi</body></html>', { contentType: 'text/html' }).map((d) => d.code)).toContain('html-body');
  });
});

describe('the HTTP outcome, for callers that fetch robots.txt themselves', () => {
  it('reads a status as Google does', () => {
    expect(readStatus(200)).toMatchObject({ action: 'parse', temporary: false, engine: 'google' });
    expect(readStatus(404)).toMatchObject({ action: 'allow-all', reason: { code: 'client-error', status: 404 } });
    expect(readStatus(429)).toMatchObject({ action: 'disallow-all', temporary: true, reason: { code: 'server-error' } });
    expect(readStatus(503)).toMatchObject({ action: 'disallow-all', temporary: true });
    expect(readStatus(200, { redirects: 6 })).toMatchObject({ action: 'allow-all', reason: { code: 'too-many-redirects', limit: 5 } });
  });
  it('reads a status as Coc Coc does', () => {
    expect(readStatus(200, { engine: 'coccoc' }).action).toBe('parse');
    expect(readStatus(503, { engine: 'coccoc' })).toMatchObject({ action: 'allow-all', reason: { code: 'not-ok', status: 503 } });
  });
  it('reads a network failure', () => {
    expect(readFetchOutcome({ kind: 'network-error', error: 'timeout', redirects: 0 }, 'google')).toMatchObject({
      action: 'disallow-all',
      temporary: true,
    });
  });
  it('gives the verdict when the outcome decides without a line', () => {
    expect(outcomeVerdict(readStatus(503), 'https://a.example/x', 'googlebot')).toMatchObject({
      allowed: false,
      reason: 'http',
      decidingLine: 0,
      engine: 'google',
    });
    expect(outcomeVerdict(readStatus(404), 'https://a.example/x', preset('gptbot')!)).toMatchObject({
      allowed: true,
      crawlerName: 'GPTBot',
    });
  });
});
