/** The streaming `<loc>` reader: real sitemaps' XML, cut into chunks anywhere, and the faults an XML parser refuses. */
import { describe, expect, it } from 'vitest';
import { decodeEntities, type ExtractorStop, LocExtractor, MAX_LOC_CHARS, type SitemapKind } from '../../src/url-lists/loc-extractor.ts';

interface Read {
  kind: SitemapKind | null;
  locs: [string, number][];
  tooLong: number[];
  stop: ExtractorStop | null;
}

/** Reads `xml` in chunks of `size` characters (Infinity: at once). */
function read(xml: string, size = Number.POSITIVE_INFINITY): Read {
  const out: Read = { kind: null, locs: [], tooLong: [], stop: null };
  const x = new LocExtractor({
    root: (k) => {
      out.kind = k;
    },
    loc: (v, line) => out.locs.push([v, line]),
    locTooLong: (line) => out.tooLong.push(line),
  });
  const step = Math.min(size, xml.length || 1);
  for (let i = 0; i < xml.length && out.stop === null; i += step) out.stop = x.push(xml.slice(i, i + step));
  out.stop ??= x.end();
  return out;
}

/** Every chunk size from 1 to 17 reads the same as the whole text. */
function readEverySplit(xml: string): Read {
  const whole = read(xml);
  for (let size = 1; size <= 17; size++) expect(read(xml, size), `chunks of ${size}`).toEqual(whole);
  return whole;
}

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<!-- generated; <loc>https://example.com/in-a-comment</loc> -->
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url>
    <loc>https://example.com/</loc>
    <lastmod>2024-01-01</lastmod>
  </url>
  <url>
    <loc>
      https://example.com/a?x=1&amp;y=2&#38;z=&#x33;
    </loc>
    <image:image><image:loc>https://example.com/photo.jpg</image:loc></image:image>
  </url>
  <url><loc><![CDATA[https://example.com/b?q=1&amp;r=<2>]]></loc></url>
  <url><loc>https://example.com/c<!-- a note -->d</loc></url>
  <url><?php echo 1 ?><loc>https://example.com/&lt;e&gt;&quot;&apos;</loc></url>
</urlset>
<!-- after the root: <loc>https://example.com/after</loc> -->`;

describe('reading locs', () => {
  it('reads a urlset: entities, CDATA, comments and instructions inside and around, extensions left out, at any chunk size', () => {
    const r = readEverySplit(URLSET);
    expect(r.kind).toBe('urlset');
    expect(r.locs).toEqual([
      ['https://example.com/', 6],
      ['https://example.com/a?x=1&y=2&z=3', 10],
      ['https://example.com/b?q=1&amp;r=<2>', 15],
      ['https://example.com/cd', 16],
      ['https://example.com/<e>"\'', 17],
    ]);
    expect(r.stop).toBeNull();
  });

  it('reads a sitemap index, with namespace prefixes and a DOCTYPE with an internal subset', () => {
    const xml = `\uFEFF<!DOCTYPE sm:sitemapindex [ <!ENTITY x "y"> ]>
<sm:sitemapindex xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
<sm:sitemap><sm:loc>https://example.com/s1.xml.gz</sm:loc><sm:lastmod>2024</sm:lastmod></sm:sitemap>
<sm:sitemap><sm:loc>https://example.com/s2.xml</sm:loc></sm:sitemap>
</sm:sitemapindex>`;
    const r = readEverySplit(xml);
    expect(r.kind).toBe('sitemapindex');
    expect(r.locs.map(([v]) => v)).toEqual(['https://example.com/s1.xml.gz', 'https://example.com/s2.xml']);
    expect(r.stop).toBeNull();
  });

  it('takes a loc only where it belongs: under the root’s own entries', () => {
    const xml = `<urlset><loc>https://example.com/top</loc><url><x><loc>https://example.com/deep</loc></x><loc>https://example.com/ok</loc></url><sitemap><loc>https://example.com/wrong</loc></sitemap></urlset>`;
    expect(read(xml).locs.map(([v]) => v)).toEqual(['https://example.com/ok']);
  });

  it('keeps `>` inside quoted attributes and self-closing tags out of the way', () => {
    const xml = `<urlset a="x>y" b='>'><url><br/><loc a="1>2">https://example.com/q</loc><empty /></url></urlset>`;
    const r = readEverySplit(xml);
    expect(r.locs).toEqual([['https://example.com/q', 1]]);
    expect(r.stop).toBeNull();
  });

  it('skips a loc too long to be a URL and reads on', () => {
    const xml = `<urlset><url><loc>https://example.com/${'a'.repeat(MAX_LOC_CHARS)}</loc></url>\n<url><loc>https://example.com/next</loc></url></urlset>`;
    const r = read(xml, 4096);
    expect(r.tooLong).toEqual([1]);
    expect(r.locs).toEqual([['https://example.com/next', 2]]);
  });
});

describe('faults', () => {
  it('HTML served as a sitemap stops at once', () => {
    expect(read('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><a href="/x">x</a></body></html>').stop).toEqual({
      code: 'html',
    });
    expect(read('\n\n<HTML lang="en"><body>Not found</body></HTML>').stop).toEqual({ code: 'html' });
    expect(read('<!doctype html><title>x</title>').locs).toEqual([]);
  });

  it('an XML root that is not a sitemap is named', () => {
    expect(read('<?xml version="1.0"?>\n<rss version="2.0"><channel/></rss>').stop).toEqual({
      code: 'not-a-sitemap',
      line: 2,
      root: 'rss',
    });
  });

  it('a mismatched end tag stops reading; the locs before it are kept', () => {
    const xml = `<urlset>\n<url><loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/2</url>\n<url><loc>https://example.com/3</loc></url></urlset>`;
    const r = readEverySplit(xml);
    expect(r.locs.map(([v]) => v)).toEqual(['https://example.com/1']);
    expect(r.stop).toEqual({ code: 'mismatched-tag', line: 3, expected: 'loc', found: 'url' });
  });

  it('an unknown entity stops reading and is named', () => {
    const r = read('<urlset><url><loc>https://example.com/1</loc></url>\n<url><loc>https://example.com/&nbsp;x</loc></url></urlset>');
    expect(r.locs.map(([v]) => v)).toEqual(['https://example.com/1']);
    expect(r.stop).toEqual({ code: 'bad-entity', line: 2, entity: '&nbsp;' });
  });

  it('a file cut short says where', () => {
    expect(read('<urlset><url><loc>https://example.com/1</loc></url>\n<url><loc>https://exa').stop).toEqual({
      code: 'unexpected-end',
      line: 2,
    });
    expect(read('<urlset><!-- never closed').stop).toEqual({ code: 'unexpected-end', line: 1 });
    expect(read('<urlset><url><loc><![CDATA[https://x').stop).toEqual({ code: 'unexpected-end', line: 1 });
  });

  it('no element at all', () => {
    expect(read('').stop).toEqual({ code: 'no-root', line: 1 });
    expect(read('<?xml version="1.0"?>\n<!-- nothing -->\n').stop).toEqual({ code: 'no-root', line: 3 });
  });

  it('markup that is no tag, a stray end tag and nesting past any sitemap', () => {
    expect(read('<urlset>\n< url></urlset>').stop).toEqual({ code: 'bad-markup', line: 2 });
    expect(read('</urlset>').stop).toEqual({ code: 'bad-markup', line: 1 });
    expect(read(`<urlset>${'<a>'.repeat(100)}`).stop).toEqual({ code: 'too-deep', line: 1 });
  });

  it('ignores whatever follows the root', () => {
    const r = read('<urlset><url><loc>https://example.com/1</loc></url></urlset><urlset><url><loc>https://example.com/2</loc></url>');
    expect(r.locs.map(([v]) => v)).toEqual(['https://example.com/1']);
    expect(r.stop).toBeNull();
  });
});

describe('entities', () => {
  it.each([
    ['a&amp;b', 'a&b'],
    ['&lt;&gt;&quot;&apos;', `<>"'`],
    ['&#233;&#xE9;&#x1F600;', 'éé😀'],
    ['no entity', 'no entity'],
  ])('%s', (raw, text) => {
    expect(decodeEntities(raw)).toBe(text);
  });

  it.each([
    ['&nbsp;', '&nbsp;'],
    ['a & b', '& b'],
    ['&#0;', '&#0;'],
    ['&#xD800;', '&#xD800;'],
    ['&#x110000;', '&#x110000;'],
    ['&AMP;', '&AMP;'],
    ['tail &amp', '&amp'],
  ])('%s is refused', (raw, entity) => {
    expect(decodeEntities(raw)).toEqual({ entity });
  });
});
