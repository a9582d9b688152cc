/** The linter: each finding on its line, as a code with its facts (docs/behaviour.md §3, §8); test/text/lint-text.test.ts checks the words. */
import { describe, expect, it } from 'vitest';
import {
  COCCOC_MAX_CRAWL_DELAY,
  MAX_ROBOTS_BYTES,
  lintRobotsTxt,
  utf8Bytes,
  type Diagnostic,
  type DiagnosticCode,
} from '../../src/core/index.ts';
import { MAX_LINE_BYTES } from '../../src/core/line-scanner.ts';
import { verdict } from '../support/robots.ts';
import { corpusAvailable, loadCorpusIndex, readCorpusFile } from '../support/shared-data.ts';

const lint = (text: string | Uint8Array, ctx = {}) => lintRobotsTxt(typeof text === 'string' ? utf8Bytes(text) : text, ctx);
const find = <C extends DiagnosticCode>(ds: Diagnostic[], code: C) =>
  ds.filter((d): d is Extract<Diagnostic, { code: C }> => d.code === code);

describe('linter', () => {
  it('explains a user-agent that Google reads differently', () => {
    const ds = lint(
      'User-agent: MJ12bot\nDisallow: /\nUser-agent: Googlebot News\nDisallow: /n\nUser-agent: Googlebot/2.1\nDisallow: /v\nUser-agent: *bot\nDisallow: /x',
    );
    const msgs = find(ds, 'user-agent-read-differently');
    expect(msgs.map((d) => [d.line, d.severity])).toEqual([
      [1, 'warning'],
      [3, 'warning'],
      [5, 'info'],
      [7, 'warning'],
    ]);
    expect(msgs.map((d) => d.params)).toEqual([
      { reading: 'cut', value: 'MJ12bot', readAs: 'MJ' },
      { reading: 'first-word', value: 'Googlebot News', readAs: 'Googlebot' },
      { reading: 'version', value: 'Googlebot/2.1', readAs: 'Googlebot' },
      { reading: 'no-name', value: '*bot', readAs: '' },
    ]);
    expect(
      find(lint('User-agent: Googlebot*\nUser-agent: * all\nDisallow: /'), 'user-agent-read-differently').map((d) => d.params),
    ).toEqual([
      { reading: 'star', value: 'Googlebot*', readAs: 'Googlebot' },
      { reading: 'global', value: '* all', readAs: '*' },
    ]);
  });
  it('reports accepted typos and missing colons', () => {
    const ds = lint('User Agent: *\nDisalow: /a\nDisallow /b');
    expect(find(ds, 'typo').map((d) => d.line)).toEqual([1, 2]);
    expect(find(ds, 'typo').map((d) => d.params)).toEqual([
      { key: 'User Agent', canonical: 'User-agent' },
      { key: 'Disalow', canonical: 'Disallow' },
    ]);
    expect(find(ds, 'missing-colon').map((d) => d.line)).toEqual([3]);
  });
  it('reports fields Google ignores and unknown fields', () => {
    const ds = lint('User-agent: *\nCrawl-delay: 30\nHost: example.com\nNoindex: /x\nFoo: bar\nDisallow: /');
    expect(find(ds, 'ignored-by-google').map((d) => [d.line, d.params])).toEqual([
      [2, { field: 'crawl-delay' }],
      [3, { field: 'host' }],
      [4, { field: 'noindex' }],
    ]);
    expect(find(ds, 'crawl-delay-capped').map((d) => d.line)).toEqual([2]);
    expect(find(ds, 'unknown-field')).toEqual([{ line: 5, severity: 'warning', code: 'unknown-field', params: { field: 'Foo' } }]);
  });
  it('reads crawl-delay as Coc Coc does: capped above COCCOC_MAX_CRAWL_DELAY, and a value the model drops is invalid', () => {
    const huge = `1${'0'.repeat(400)}`; // digits only, but not a finite number: the model ignores it
    const text = `User-agent: coccocbot-web\nCrawl-delay: ${huge}\nCrawl-delay: 10\nCrawl-delay: 10.5\nDisallow: /x`;
    const ds = lint(text);
    expect(find(ds, 'crawl-delay-invalid').map((d) => d.line)).toEqual([2]);
    expect(find(ds, 'crawl-delay-capped').map((d) => d.line)).toEqual([4]);
    expect(find(ds, 'crawl-delay-capped')[0]!.params).toEqual({ value: '10.5', seconds: 10.5, cap: COCCOC_MAX_CRAWL_DELAY });
    expect(find(ds, 'crawl-delay-invalid')[0]!.params).toEqual({ value: huge });
    // The verdict agrees: the first delay it can read is line 3's.
    expect(verdict(text.split('\n'), '/', 'coccocbot-web').crawlDelay).toMatchObject({ line: 3, seconds: 10, effectiveSeconds: 10 });
  });
  it('reports rules before any user-agent and patterns that cannot match', () => {
    const ds = lint('Disallow: /early\nUser-agent: *\nDisallow: private\nDisallow: https://example.com/x');
    expect(find(ds, 'rule-before-user-agent').map((d) => d.line)).toEqual([1]);
    expect(find(ds, 'rule-before-user-agent')[0]!.params).toEqual({ rule: 'Disallow: /early' });
    expect(find(ds, 'pattern-cannot-match').map((d) => d.params)).toEqual([
      { directive: 'Disallow', pattern: 'private', suggestion: '/private' },
      { directive: 'Disallow', pattern: 'https://example.com/x', suggestion: '/x' },
    ]);
  });
  it('reports cut lines, NUL bytes and lines it cannot read', () => {
    const ds = lint(`User-agent: *\nDisallow: /${'a'.repeat(17000)}\nthis is not a directive\n`);
    expect(find(ds, 'line-cut').map((d) => [d.line, d.params])).toEqual([[2, { maxBytes: MAX_LINE_BYTES }]]);
    expect(find(ds, 'unparsed-line').map((d) => d.line)).toEqual([3]);
    expect(
      find(lint(new Uint8Array([0x44, 0x69, 0x73, 0x61, 0x6c, 0x6c, 0x6f, 0x77, 0x3a, 0x20, 0x2f, 0x00, 0x61])), 'nul-byte'),
    ).toHaveLength(1);
  });
  it('reports truncation, a BOM, an HTML body and an empty file', () => {
    expect(find(lint('User-agent: *\nDisallow: /', { truncated: true, originalBytes: 2_000_000 }), 'truncated')).toEqual([
      { line: 2, severity: 'warning', code: 'truncated', params: { maxBytes: MAX_ROBOTS_BYTES, originalBytes: 2_000_000, lastLine: 2 } },
    ]);
    expect(find(lint('User-agent: *', { truncated: true }), 'truncated')[0]?.params.originalBytes).toBeNull();
    expect(find(lint(new Uint8Array([0xef, 0xbb, 0xbf, 0x55])), 'bom')).toHaveLength(1);
    expect(find(lint('<!doctype html><html><body>Not found</body></html>'), 'html-body')).toHaveLength(1);
    expect(find(lint('User-agent: *', { contentType: 'text/html; charset=utf-8' }), 'html-body')).toHaveLength(1);
    expect(find(lint(''), 'empty-file')).toHaveLength(1);
  });
  it('recognises UTF-16 and says Google sees no rules, without a warning per line', () => {
    const text = 'User-agent: *\r\nDisallow: /\r\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i);
    const ds = lint(utf16);
    expect(ds.map((d) => d.code)).toEqual(['utf16']);
    expect(ds[0]!.severity).toBe('error');
  });
  it('turns bare URL lines into advice', () => {
    expect(find(lint('User-agent: *\nhttp://example.com/sitemap.xml'), 'bare-url')[0]?.params).toEqual({
      url: 'http://example.com/sitemap.xml',
      looksLikeSitemap: true,
    });
    expect(find(lint('User-agent: *\nhttps://example.com/page'), 'bare-url')[0]?.params.looksLikeSitemap).toBe(false);
  });
  it('names the crawlers of a group without rules, and tells a file without groups whether it has rules', () => {
    const ds = lint('User-agent: a\nUser-agent: b\nUser-agent: *\n');
    expect(find(ds, 'group-without-rules').map((d) => d.params)).toEqual([{ global: true, userAgents: [] }]);
    expect(find(lint('User-agent: *\nDisallow: /\nUser-agent: a\nUser-agent: b\n'), 'group-without-rules')[0]?.params).toEqual({
      global: false,
      userAgents: ['a', 'b'],
    });
    expect(find(lint('Disallow: /x\n'), 'no-groups')[0]?.params).toEqual({ rulesBeforeUserAgent: 1 });
    expect(find(lint('Sitemap: https://example.com/s.xml\n'), 'no-groups')[0]?.params).toEqual({ rulesBeforeUserAgent: 0 });
  });
});

const oddSites = ['24hourfitness.com', 'talbots.com', 'wmtransfer.com', 'fido.ca'];

describe.skipIf(!corpusAvailable)('linter on the corpus’ oddest files', () => {
  const index = loadCorpusIndex();
  const bySite = (site: string) => index.find((e) => e.site?.includes(site));
  it.each(oddSites)('%s', (site) => {
    const entry = bySite(site)!;
    const ds = lintRobotsTxt(readCorpusFile(entry.file));
    const codes = new Set(ds.map((d) => d.code));
    const expected: Record<string, string[]> = {
      '24hourfitness.com': ['missing-colon', 'ignored-by-google'],
      'talbots.com': ['typo'],
      'wmtransfer.com': ['typo'],
      'fido.ca': ['bare-url', 'bom'],
    };
    for (const code of expected[site]!) expect(codes).toContain(code);
  });
  it('the UTF-16 files are explained as such', () => {
    const utf16 = index.filter((e) => e.tags.includes('utf16le-bom'));
    expect(utf16.length).toBeGreaterThan(0);
    for (const e of utf16) expect(lintRobotsTxt(readCorpusFile(e.file))[0]?.code).toBe('utf16');
  });
});

describe('linter: hidden characters', () => {
  it('reports a right-to-left override on its line, naming the character', () => {
    const ds = lint('User-agent: *\nDisallow: /\u202Egnp.exe/\nDisallow: /ok\n');
    const found = find(ds, 'hidden-character');
    expect(found.map((d) => [d.line, d.severity, d.params])).toEqual([[2, 'warning', { codePoints: [0x202e], bidi: true }]]);
  });
  it('reports isolates, zero-width and control characters, each line once with every character', () => {
    const ds = lint(
      'User-agent: *\nDisallow: /a\u2066b\u2069\u2066\nAllow: /x\u200By\nSitemap: https://example.com/\u001b]0;title\u0007s.xml\n',
    );
    expect(find(ds, 'hidden-character').map((d) => [d.line, d.params])).toEqual([
      [2, { codePoints: [0x2066, 0x2069], bidi: true }],
      [3, { codePoints: [0x200b], bidi: false }],
      [4, { codePoints: [0x1b, 0x07], bidi: false }],
    ]);
  });
  it('says nothing for tabs, right-to-left letters, accents, a leading BOM or a plain ASCII file', () => {
    expect(find(lint('\ufeffUser-agent: *\nDisallow:\t/שלום/\nDisallow: /caf\u00e9\n'), 'hidden-character')).toEqual([]);
    expect(find(lint('User-agent: *\r\nDisallow: /x\r\n'), 'hidden-character')).toEqual([]);
  });
  it('leaves a NUL byte to its own finding', () => {
    const ds = lint('User-agent: *\nDisallow: /a\u0000b\n');
    expect(find(ds, 'nul-byte').map((d) => d.line)).toEqual([2]);
    expect(find(ds, 'hidden-character')).toEqual([]);
  });
});
