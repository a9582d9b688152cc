/** docs/behaviour.md §3: how bytes become lines, keys and values (both engines). */
import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, utf8Bytes, displayLines } from '../../src/core/index.ts';
import { scanRobotsTxt, type RobotsLineHandler } from '../../src/core/line-scanner.ts';
import { outcome } from '../support/robots.ts';

function directives(input: Uint8Array | string): string[] {
  const out: string[] = [];
  const h: RobotsLineHandler = {
    handleUserAgent: (l, v) => out.push(`${l} ua ${v}`),
    handleRule: (kind, l, text, start, end) => out.push(`${l} ${kind} ${text.slice(start, end)}`),
    handleSitemap: (l, v) => out.push(`${l} sitemap ${v}`),
    handleUnknown: (l, k, v) => out.push(`${l} ?${k} ${v}`),
  };
  scanRobotsTxt(typeof input === 'string' ? utf8Bytes(input) : input, h);
  return out;
}

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...utf8Bytes(p)] : p)));

describe('byte order mark', () => {
  it('a full UTF-8 BOM at the start is skipped', () => {
    expect(directives(bytes([0xef, 0xbb, 0xbf], 'User-agent: a\nDisallow: /x'))).toEqual(['1 ua a', '2 disallow /x']);
    expect(parseRobotsTxt(bytes([0xef, 0xbb, 0xbf], 'User-agent: a')).bom).toBe('full');
  });
  it('a leading partial BOM is skipped too', () => {
    expect(directives(bytes([0xef, 0xbb], 'User-agent: a'))).toEqual(['1 ua a']);
    expect(directives(bytes([0xef], 'User-agent: a'))).toEqual(['1 ua a']);
    expect(parseRobotsTxt(bytes([0xef, 0xbb], 'User-agent: a')).bom).toBe('partial');
  });
  it('a BOM anywhere else is content: that line becomes garbage', () => {
    expect(directives(bytes('User-agent: a\n', [0xef, 0xbb, 0xbf], 'Disallow: /x'))).toEqual([
      '1 ua a',
      '2 ?\u00ef\u00bb\u00bfDisallow /x',
    ]);
    expect(outcome(bytes('User-agent: *\n', [0xef, 0xbb, 0xbf], 'Disallow: /x'), '/x', 'googlebot')).toEqual([true, 0]);
  });
});

describe('line endings', () => {
  it('LF, CR and CRLF end lines, mixed freely, and CRLF counts once', () => {
    expect(directives('User-agent: a\r\nDisallow: /1\rDisallow: /2\nDisallow: /3')).toEqual([
      '1 ua a',
      '2 disallow /1',
      '3 disallow /2',
      '4 disallow /3',
    ]);
  });
  it('CR CR LF is two line endings (an empty line between)', () => {
    expect(directives('User-agent: a\r\r\nDisallow: /x')).toEqual(['1 ua a', '3 disallow /x']);
  });
  it('LF CR is two line endings', () => {
    expect(directives('User-agent: a\n\rDisallow: /x')).toEqual(['1 ua a', '3 disallow /x']);
  });
  it('the last line is parsed without a line ending', () => {
    expect(directives('User-agent: a\nDisallow: /x')).toEqual(['1 ua a', '2 disallow /x']);
  });
  it('a trailing newline adds no line', () => {
    const m = parseRobotsTxt(utf8Bytes('User-agent: a\nDisallow: /x\n'));
    expect(m.lineCount).toBe(2);
    expect(displayLines(utf8Bytes('User-agent: a\nDisallow: /x\n'))).toEqual(['User-agent: a', 'Disallow: /x']);
    expect(parseRobotsTxt(utf8Bytes('')).lineCount).toBe(0);
  });
  it('display lines are numbered like the parser numbers them', () => {
    const body = bytes([0xef, 0xbb, 0xbf], 'a\r\nb\rc\n\nd');
    expect(displayLines(body)).toEqual(['a', 'b', 'c', '', 'd']);
    expect(parseRobotsTxt(body).lineCount).toBe(5);
  });
});

describe('NUL and long lines', () => {
  it('a NUL byte ends the line’s content', () => {
    expect(directives(bytes('Disallow: /a', [0], 'bc\nUser-agent: x'))).toEqual(['1 disallow /a', '2 ua x']);
    expect(parseRobotsTxt(bytes('Disallow: /a', [0], 'bc')).nulLines).toEqual([1]);
  });
  it('only the first 16,663 bytes of a line are read, and the cut line still counts', () => {
    const long = '/' + 'a'.repeat(20000);
    const d = directives(`User-agent: *\nDisallow: ${long}\nAllow: /b`);
    expect(d[1]).toBe(`2 disallow ${long.slice(0, 16663 - 'Disallow: '.length)}`);
    expect(d[2]).toBe('3 allow /b');
    expect(parseRobotsTxt(utf8Bytes(`Disallow: ${long}`)).cutLines).toEqual([1]);
  });
  it('a UTF-8 character can be split by the cut (bytes, not characters)', () => {
    const value = 'a'.repeat(16663 - 'Disallow: /'.length - 1) + 'é';
    const d = directives(`Disallow: /${value}`);
    expect(d[0]!.length).toBe('1 disallow '.length + 16663 - 'Disallow: '.length);
  });
});

describe('comments and whitespace', () => {
  it('# starts a comment anywhere, even inside a path', () => {
    expect(directives('Disallow: /a#b\n# whole line\nAllow: /c # note')).toEqual(['1 disallow /a', '3 allow /c']);
  });
  it('only ASCII whitespace is trimmed: a no-break space or U+3000 is content', () => {
    expect(directives('\tDisallow:\t /x \u000b\f')).toEqual(['1 disallow /x']);
    expect(directives('Disallow: /x\u00a0')).toEqual(['1 disallow /x\u00c2\u00a0']);
    expect(outcome('User-agent: *\nDisallow: /x\u3000', '/x', 'googlebot')).toEqual([true, 0]);
  });
  it('empty lines do not end a group', () => {
    expect(outcome('User-agent: googlebot\n\n\nDisallow: /x', '/x', 'googlebot')).toEqual([false, 4]);
  });
});

describe('key and value', () => {
  it('a line splits at its first colon', () => {
    expect(directives('Sitemap: https://example.com/s.xml')).toEqual(['1 sitemap https://example.com/s.xml']);
    expect(directives('Disallow: /a:b')).toEqual(['1 disallow /a:b']);
  });
  it('without a colon, exactly two words are accepted', () => {
    expect(directives('Disallow /x\nUser-agent FooBot\nDisallow /x /y\nDisallow')).toEqual(['1 disallow /x', '2 ua FooBot']);
    expect(parseRobotsTxt(utf8Bytes('Disallow /x')).missingColonLines).toEqual([1]);
    expect(parseRobotsTxt(utf8Bytes('Disallow /x /y')).unparsedLines).toEqual([1]);
  });
  it('a line with an empty key is ignored', () => {
    expect(directives(': /x\n  :foo')).toEqual([]);
  });
  it('keys are case-insensitive and recognised by prefix', () => {
    expect(directives('USER-AGENTS: a\nDisallowed: /b\nAllowance: /c\nsitemaps: d\nuser-agent : e')).toEqual([
      '1 ua a',
      '2 disallow /b',
      '3 allow /c',
      '4 sitemap d',
      '5 ua e',
    ]);
  });
  it('accepts Google’s list of typos, and reports them', () => {
    expect(
      directives('useragent: a\nuser agent: b\ndissallow: /1\ndissalow: /2\ndisalow: /3\ndiasllow: /4\ndisallaw: /5\nsite-map: s'),
    ).toEqual(['1 ua a', '2 ua b', '3 disallow /1', '4 disallow /2', '5 disallow /3', '6 disallow /4', '7 disallow /5', '8 sitemap s']);
    expect(parseRobotsTxt(utf8Bytes('useragent: a\ndisalow: /3')).typoLines).toEqual([
      { line: 1, key: 'useragent', readAs: 'user-agent' },
      { line: 2, key: 'disalow', readAs: 'disallow' },
    ]);
  });
  it('does not accept alow, dis-allow or User_agent', () => {
    expect(directives('alow: /1\ndis-allow: /2\nUser_agent: x')).toEqual(['1 ?alow /1', '2 ?dis-allow /2', '3 ?User_agent x']);
  });
  it('keeps other fields with their group', () => {
    const m = parseRobotsTxt(utf8Bytes('User-agent: bingbot\nCrawl-delay: 5\nHost: example.com\nFoo: bar\nDisallow: /'));
    expect(m.otherFields.map((f) => [f.line, f.known, f.groupIndex])).toEqual([
      [2, 'crawl-delay', 0],
      [3, 'host', 0],
      [4, null, 0],
    ]);
    expect(m.groups[0]!.crawlDelays).toEqual([{ line: 2, value: '5', seconds: 5 }]);
  });
});

describe('bytes helpers', () => {
  it('base64 round-trips any bytes and rejects malformed input', async () => {
    const { base64FromBytes, bytesFromBase64 } = await import('../../src/core/index.ts');
    const all = new Uint8Array(256).map((_, i) => i);
    for (const n of [0, 1, 2, 3, 4, 255, 256]) expect(bytesFromBase64(base64FromBytes(all.subarray(0, n)))).toEqual(all.subarray(0, n));
    expect(bytesFromBase64('QUJD\nRA==')).toEqual(utf8Bytes('ABCD'));
    expect(bytesFromBase64('QUJDRA')).toEqual(utf8Bytes('ABCD'));
    for (const bad of ['QUJDR', 'QU=JD', 'Q', 'QUJD!', 'QUJDRA===']) expect(() => bytesFromBase64(bad)).toThrow(/invalid base64/);
  });
  it('a crawl-delay too large to be a number is not one', async () => {
    const { parseCrawlDelay } = await import('../../src/core/model-builder.ts');
    expect(parseCrawlDelay('9'.repeat(400))).toBeNull();
    expect(parseCrawlDelay('2.5')).toBe(2.5);
    expect(parseCrawlDelay('-1')).toBeNull();
  });
});
