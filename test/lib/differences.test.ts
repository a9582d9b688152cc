/**
 * docs/robots-parser-differences.md, checked: each difference it lists is
 * shown by an example on which the drop-in (src/lib/robots-parser.ts) and
 * robots-parser itself give the answers the page says; and every case of
 * Google's conformance suite and unit-test vectors on which robots-parser's
 * verdict is not Google's falls under one of the page's differences, with
 * the counts the page gives. A new disagreement, or a fixed one, fails here
 * until the page says so.
 */
import realRobotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { bytesFromBase64, utf8Bytes } from '../../src/core/index.ts';
import robotsParser from '../../src/lib/robots-parser.ts';
import { loadGoogleVectors } from '../support/google-vectors.ts';
import { conformanceAvailable, loadConformanceCases, reportMissing } from '../support/shared-data.ts';

type DifferenceId =
  | 'bom'
  | 'missing-colon'
  | 'typo'
  | 'index-html'
  | 'url-as-given'
  | 'file-token'
  | 'caller-token'
  | 'global-agent'
  | 'long-line'
  | 'group-run'
  | 'size-limit'
  | 'empty-disallow-line'
  | 'crawl-delay';

const ROBOTS_URL = 'https://a.example/robots.txt';

/** [what is asked, Google's answer (the drop-in's), robots-parser's answer]. */
interface Example {
  id: DifferenceId;
  body: string | Uint8Array;
  ask: (r: ReturnType<typeof realRobotsParser>) => unknown;
  google: unknown;
  robotsParser: unknown;
}

const allowed = (url: string, ua?: string) => (r: ReturnType<typeof realRobotsParser>) => r.isAllowed(`https://a.example${url}`, ua);

const EXAMPLES: Example[] = [
  // The first two bytes of a byte order mark, then the file.
  {
    id: 'bom',
    body: Uint8Array.of(0xef, 0xbb, ...utf8Bytes('User-agent: *\nDisallow: /\n')),
    ask: allowed('/x'),
    google: false,
    robotsParser: true,
  },
  { id: 'bom', body: 'User-agent: *\n\ufeffDisallow: /\n', ask: allowed('/x'), google: true, robotsParser: false },
  { id: 'missing-colon', body: 'User-agent *\nDisallow /\n', ask: allowed('/x', 'foobot'), google: false, robotsParser: true },
  { id: 'typo', body: 'Useragent: *\nDisalow: /\n', ask: allowed('/x', 'foobot'), google: false, robotsParser: true },
  {
    id: 'index-html',
    body: 'User-agent: *\nAllow: /shop/index.html\nDisallow: /\n',
    ask: allowed('/shop/'),
    google: true,
    robotsParser: false,
  },
  { id: 'url-as-given', body: 'User-agent: *\nDisallow: /b\n', ask: allowed('/a/../b'), google: true, robotsParser: false },
  { id: 'url-as-given', body: 'User-agent: *\nDisallow: /a%2Fb\n', ask: allowed('/a%2fb'), google: true, robotsParser: false },
  { id: 'url-as-given', body: 'User-agent: *\nDisallow: /\nAllow: /caf%C3%A9\n', ask: allowed('/café'), google: false, robotsParser: true },
  {
    id: 'file-token',
    body: 'User-agent: *\nDisallow: /\n\nUser-agent: Foo Bar\nAllow: /\n',
    ask: allowed('/x', 'foo'),
    google: true,
    robotsParser: false,
  },
  { id: 'file-token', body: 'User-agent: MJ12bot\nDisallow: /\n', ask: allowed('/x', 'MJ'), google: false, robotsParser: true },
  { id: 'file-token', body: 'User-agent: foobot*\nDisallow: /\n', ask: allowed('/x', 'foobot'), google: false, robotsParser: true },
  { id: 'caller-token', body: 'User-agent: MJ12bot\nDisallow: /\n', ask: allowed('/x', 'MJ12bot'), google: true, robotsParser: false },
  {
    id: 'caller-token',
    body: 'User-agent: Foo Bar\nDisallow: /\n',
    ask: allowed('/x', 'Foo Bar'),
    google: true,
    robotsParser: false,
  },
  { id: 'global-agent', body: 'User-agent: * foo\nDisallow: /\n', ask: allowed('/x', 'foobot'), google: false, robotsParser: true },
  {
    id: 'long-line',
    body: `User-agent: *\nDisallow: /${'a'.repeat(20_000)}z\n`,
    ask: allowed(`/${'a'.repeat(17_000)}`),
    google: false,
    robotsParser: true,
  },
  {
    id: 'group-run',
    body: 'User-agent: a\nCrawl-delay: 1\nUser-agent: b\nDisallow: /\n',
    ask: allowed('/x', 'a'),
    google: false,
    robotsParser: true,
  },
  {
    id: 'size-limit',
    body: `User-agent: *\n#${'x'.repeat(512_000)}\nDisallow: /late\n`,
    ask: allowed('/late'),
    google: true,
    robotsParser: false,
  },
  {
    id: 'empty-disallow-line',
    body: 'User-agent: *\nDisallow:\n',
    ask: (r) => r.getMatchingLineNumber('https://a.example/x'),
    google: 2,
    robotsParser: -1,
  },
  { id: 'crawl-delay', body: 'User-agent: *\nCrawl-delay: 1\nCrawl-delay: 5\n', ask: (r) => r.getCrawlDelay(), google: 1, robotsParser: 5 },
  { id: 'crawl-delay', body: 'User-agent: *\nCrawl-delay: 1e1\n', ask: (r) => r.getCrawlDelay(), google: undefined, robotsParser: 10 },
  { id: 'crawl-delay', body: 'User-agent: *\nCrawl-delay:\n', ask: (r) => r.getCrawlDelay(), google: undefined, robotsParser: 0 },
];

/** robots-parser takes text: the bytes as a caller would decode them (TextDecoder, as `fetch().text()` does). */
const asText = (body: Uint8Array) => new TextDecoder().decode(body);

describe('each listed difference, by example', () => {
  it.each(EXAMPLES.map((e, i) => [`${e.id} #${i}`, e] as const))('%s', (_name, e) => {
    expect(e.google).not.toEqual(e.robotsParser);
    const body = typeof e.body === 'string' ? utf8Bytes(e.body) : e.body;
    expect(e.ask(robotsParser(ROBOTS_URL, body))).toEqual(e.google);
    expect(e.ask(realRobotsParser(ROBOTS_URL, asText(body)))).toEqual(e.robotsParser);
  });
});

/** Which listed difference decides each disagreement of Google's suites (by file or test name, and the useragent). */
function differenceOf(source: string, useragent: string): DifferenceId | null {
  if (source.includes('BOM')) return 'bom';
  if (source.includes('accepted-mistakes') || source === 'ID_LineSyntax_Line') return 'missing-colon';
  if (source.includes('index-page') || source.includes('IndexHTML')) return 'index-html';
  if (source.includes('non-ascii') || source === 'ID_Encoding') return 'url-as-given';
  if (source.includes('LineTooLong')) return 'long-line';
  if (/user-agent-name|UserAgentValueCaseInsensitive|AcceptUserAgentUpToFirstSpace|^stress\//.test(source)) {
    // The caller's name has characters a product token cannot have: Google matches it whole, so it names no group.
    return /^[A-Za-z_-]+$/.test(useragent) ? 'file-token' : 'caller-token';
  }
  return null;
}

function robotsUrlFor(url: string): string {
  try {
    return new URL('/robots.txt', url).href;
  } catch {
    return '/robots.txt';
  }
}

interface Case {
  source: string;
  robotstxt_base64: string;
  url: string;
  useragent: string;
  expected: 'ALLOWED' | 'DISALLOWED';
}

/** The cases robots-parser answers otherwise than Google, each with the difference that decides it. */
function disagreements(cases: Case[]): { source: string; useragent: string; difference: DifferenceId | null }[] {
  const found = [];
  for (const c of cases) {
    const bytes = bytesFromBase64(c.robotstxt_base64);
    const theirs = realRobotsParser(robotsUrlFor(c.url), new TextDecoder().decode(bytes)).isAllowed(c.url, c.useragent);
    if (theirs !== (c.expected === 'ALLOWED'))
      found.push({ source: c.source, useragent: c.useragent, difference: differenceOf(c.source, c.useragent) });
  }
  return found;
}

const count = (found: { difference: DifferenceId | null }[]) => {
  const by: Partial<Record<DifferenceId, number>> = {};
  for (const f of found) if (f.difference) by[f.difference] = (by[f.difference] ?? 0) + 1;
  return by;
};

reportMissing('conformance');

describe('where robots-parser is not Google on Google’s own cases, the page says why', () => {
  it.skipIf(!conformanceAvailable)('the conformance suite: 22 of 400, each a listed difference', () => {
    const found = disagreements(loadConformanceCases().map((c) => ({ ...c, source: c.file })));
    expect(found.filter((f) => f.difference === null)).toEqual([]);
    expect(found).toHaveLength(22);
    expect(count(found)).toEqual({ bom: 3, 'missing-colon': 1, 'index-html': 1, 'url-as-given': 2, 'file-token': 11, 'caller-token': 4 });
  });

  it('Google’s unit-test vectors: 14 of 145, each a listed difference', () => {
    const found = disagreements(loadGoogleVectors().map((c) => ({ ...c, source: c.test })));
    expect(found.filter((f) => f.difference === null)).toEqual([]);
    expect(found).toHaveLength(14);
    expect(count(found)).toEqual({
      'missing-colon': 1,
      'index-html': 1,
      'url-as-given': 2,
      'file-token': 7,
      'caller-token': 1,
      'long-line': 2,
    });
  });
});
