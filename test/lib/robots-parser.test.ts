/**
 * The robots-parser drop-in (src/lib/robots-parser.ts): robots-parser's
 * calls and return conventions, checked beside robots-parser itself where
 * both agree, and Google's answers where they do not (each difference is
 * listed in docs/robots-parser-differences.md; test/lib/differences.test.ts
 * checks that list).
 */
import realRobotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../src/core/index.ts';
import robotsParser, { robotsParser as named } from '../../src/lib/robots-parser.ts';

/** robots-parser's own README example. */
const README_URL = 'http://www.example.com/robots.txt';
const README_BODY = [
  'User-agent: *',
  'Disallow: /dir/',
  'Disallow: /test.html',
  'Allow: /dir/test.html',
  'Allow: /test.html',
  'Crawl-delay: 1',
  'Sitemap: http://example.com/sitemap.xml',
  'Host: example.com',
].join('\n');

describe('robots-parser’s README example gives robots-parser’s answers', () => {
  const ours = robotsParser(README_URL, README_BODY);
  const theirs = realRobotsParser(README_URL, README_BODY);
  it.each([
    ['http://www.example.com/test.html', 'Sams-Bot/1.0'],
    ['http://www.example.com/dir/test.html', 'Sams-Bot/1.0'],
    ['http://www.example.com/dir/test2.html', 'Sams-Bot/1.0'],
    ['http://www.example.com/elsewhere', undefined],
  ] as const)('%s as %s', (url, ua) => {
    expect(ours.isAllowed(url, ua)).toBe(theirs.isAllowed(url, ua));
    expect(ours.isDisallowed(url, ua)).toBe(theirs.isDisallowed(url, ua));
    expect(ours.getMatchingLineNumber(url, ua)).toBe(theirs.getMatchingLineNumber(url, ua));
  });
  it('and the same crawl-delay, sitemaps and preferred host', () => {
    expect(ours.isAllowed('http://www.example.com/test.html', 'Sams-Bot/1.0')).toBe(true);
    expect(ours.getCrawlDelay('Sams-Bot/1.0')).toBe(1);
    expect(ours.getCrawlDelay()).toBe(theirs.getCrawlDelay());
    expect(ours.getSitemaps()).toEqual(['http://example.com/sitemap.xml']);
    expect(ours.getSitemaps()).toEqual(theirs.getSitemaps());
    expect(ours.getPreferredHost()).toBe('example.com');
  });
  it('exports the factory as default and by name', () => {
    expect(named).toBe(robotsParser);
  });
});

describe('URLs of another origin', () => {
  const ours = robotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /\n');
  it.each([
    'http://example.com/x',
    'https://www.example.com/x',
    'https://example.com:8443/x',
    'https://example.com.evil.test/x',
    'https://example.com@evil.test/x',
    'not a url at all',
  ])('%s: isAllowed undefined, isDisallowed true, line -1, as in robots-parser', (url) => {
    const theirs = realRobotsParser('https://example.com/robots.txt', 'User-agent: *\nDisallow: /\n');
    expect(ours.isAllowed(url)).toBeUndefined();
    expect(theirs.isAllowed(url)).toBeUndefined();
    // robots-parser's README says undefined; its code, and its own tests of ports, say true.
    expect(ours.isDisallowed(url)).toBe(true);
    expect(theirs.isDisallowed(url)).toBe(true);
    expect(ours.getMatchingLineNumber(url)).toBe(-1);
    expect(theirs.getMatchingLineNumber(url)).toBe(-1);
  });
  it.each(['https://example.com/x', 'https://example.com:443/x', 'HTTPS://EXAMPLE.COM/x', 'https://example.com?q', 'https://example.com'])(
    '%s is of the same origin',
    (url) => {
      expect(ours.isAllowed(url)).toBe(false);
      expect(ours.getMatchingLineNumber(url)).toBe(2);
    },
  );
  it('takes a URL object from a JavaScript caller, as robots-parser does', () => {
    const url = new URL('https://example.com/x') as unknown as string;
    expect(ours.isAllowed(url)).toBe(false);
    expect(ours.getMatchingLineNumber(url)).toBe(2);
    expect(ours.isAllowed(new URL('https://other.example/x') as unknown as string)).toBeUndefined();
  });
  it('relative URLs are of the origin only of a relative robots.txt URL, as in robots-parser', () => {
    const relative = robotsParser('/robots.txt', 'User-agent: *\nDisallow: /test.html\n');
    expect(relative.isAllowed('/test.html', 'Sams-Bot/1.0')).toBe(false);
    expect(relative.isAllowed('/other.html')).toBe(true);
    expect(relative.isAllowed('http://example.com/test.html')).toBeUndefined();
    expect(ours.isAllowed('/x')).toBeUndefined();
  });
});

describe('the user-agent argument', () => {
  const body = 'User-agent: *\nDisallow: /\n\nUser-agent: Sams-Bot\nDisallow: /sams\n';
  const ours = robotsParser('https://a.example/robots.txt', body);
  it('drops a version and spaces around the name, as robots-parser does', () => {
    for (const ua of ['Sams-Bot', 'sams-bot', 'Sams-Bot/1.0', '  Sams-Bot /2']) {
      expect(ours.isAllowed('https://a.example/page', ua)).toBe(true);
      expect(ours.getMatchingLineNumber('https://a.example/sams', ua)).toBe(5);
    }
  });
  it('missing or empty means the `*` group', () => {
    expect(ours.isAllowed('https://a.example/page')).toBe(false);
    expect(ours.isAllowed('https://a.example/page', '')).toBe(false);
    expect(ours.getMatchingLineNumber('https://a.example/page')).toBe(2);
  });
  it('is matched whole, as Google matches its user-agent argument', () => {
    // `Sams Bot` is not the product token `sams`: the `*` group applies.
    expect(ours.isAllowed('https://a.example/page', 'Sams Bot')).toBe(false);
  });
});

describe('line numbers, crawl-delay, sitemaps and host', () => {
  it('-1 when no line matched; Google’s matching line otherwise', () => {
    const ours = robotsParser('https://a.example/robots.txt', 'User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow:\n');
    expect(ours.getMatchingLineNumber('https://a.example/y', 'a')).toBe(-1);
    expect(ours.getMatchingLineNumber('https://a.example/x', 'a')).toBe(2);
    // An empty Disallow decides nothing, but is the line Google's library reports.
    expect(ours.isAllowed('https://a.example/y', 'b')).toBe(true);
    expect(ours.getMatchingLineNumber('https://a.example/y', 'b')).toBe(5);
  });
  it('crawl-delay: the first valid value of the group Google applies; undefined when none', () => {
    const ours = robotsParser(
      'https://a.example/robots.txt',
      'User-agent: a\nCrawl-delay: soon\nCrawl-delay: 2.5\nCrawl-delay: 7\nDisallow: /\n',
    );
    expect(ours.getCrawlDelay('a')).toBe(2.5);
    expect(ours.getCrawlDelay('b')).toBeUndefined();
  });
  it('sitemaps: every non-empty Sitemap line, a new array each call', () => {
    const ours = robotsParser('https://a.example/robots.txt', 'Sitemap: https://a.example/1.xml\nsitemap:\nSITEMAP: /2.xml # two\n');
    expect(ours.getSitemaps()).toEqual(['https://a.example/1.xml', '/2.xml']);
    ours.getSitemaps().push('changed');
    expect(ours.getSitemaps()).toHaveLength(2);
  });
  it('preferred host: the last Host line, lower-cased; null without one', () => {
    expect(robotsParser('https://a.example/robots.txt', 'Host: One.example\nHost: Two.EXAMPLE\n').getPreferredHost()).toBe('two.example');
    expect(robotsParser('https://a.example/robots.txt', 'User-agent: *\n').getPreferredHost()).toBeNull();
  });
  it('takes the fetched bytes as well as text', () => {
    const bytes = utf8Bytes('User-agent: *\nDisallow: /caf\u00e9\n');
    expect(robotsParser('https://a.example/robots.txt', bytes).isAllowed('https://a.example/caf%C3%A9')).toBe(false);
  });
});

describe('hostile input', () => {
  it('a body that is not text, or no body at all, gives answers rather than an exception', () => {
    const binary = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256);
    expect(robotsParser('https://a.example/robots.txt', binary).isAllowed('https://a.example/x')).toBe(true);
    const none = robotsParser('https://a.example/robots.txt', undefined as unknown as string);
    expect(none.isAllowed('https://a.example/x')).toBe(true);
    expect(none.getSitemaps()).toEqual([]);
  });
  it('a robots.txt URL that is no URL covers no URL', () => {
    const robots = robotsParser('http://[', 'User-agent: *\nDisallow: /\n');
    expect(robots.isAllowed('http://[')).toBeUndefined();
    expect(robots.isAllowed('https://a.example/x')).toBeUndefined();
  });
  it('a URL and a user-agent of a megabyte are answered', () => {
    const robots = robotsParser('https://a.example/robots.txt', 'User-agent: *\nDisallow: /*a*a*a*a*a*a*b\n');
    expect(robots.isAllowed(`https://a.example/${'a'.repeat(1_000_000)}`, 'x'.repeat(1_000_000))).toBe(true);
  });
});
