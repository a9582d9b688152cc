/**
 * The served HTML's robots meta tags and canonicals, read from text without
 * a DOM: what a browser puts in the document and nothing else, and hostile
 * markup at a bounded cost (work counted, never timed).
 */
import { describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { readServedMarkup, servedMarkupReader } from '../../../src/worker/page-signals/served-markup.ts';

const NAMES = ['robots', 'googlebot', 'googlebot-news', 'bingbot'];
const LIMITS = { metas: 101, canonicals: 21, chars: 4097 };
const PAGE = 'https://example.com/shop/item?id=1';
const read = (html: string, url = PAGE) => readServedMarkup(html, url, NAMES, LIMITS);

describe('readServedMarkup', () => {
  it('reads robots meta tags by any case of their name, and canonicals resolved against the page', () => {
    const m = read(`<!doctype html><html><head>
      <META NAME=" Robots " CONTENT="noindex, follow">
      <meta name="googlebot" content='nosnippet'>
      <meta name="description" content="not a robots tag">
      <meta content="max-snippet:10" name="bingbot" />
      <link rel="alternate canonical" href="/shop/item">
      </head><body></body></html>`);
    expect(m.metas).toEqual([
      { name: 'robots', content: 'noindex, follow' },
      { name: 'googlebot', content: 'nosnippet' },
      { name: 'bingbot', content: 'max-snippet:10' },
    ]);
    expect(m.canonicals).toEqual(['https://example.com/shop/item']);
    expect(m).toMatchObject({ metaTotal: 3, canonicalTotal: 1, headEnded: true });
  });

  it('decodes character references in attributes as a browser does', () => {
    const m = read('<meta name="robots" content="noindex&comma; nofollow"><link rel=canonical href="/a?x=1&amp;y=2">');
    expect(m.metas[0]?.content).toBe('noindex, nofollow');
    expect(m.canonicals).toEqual(['https://example.com/a?x=1&y=2']);
  });

  it('the first of two attributes with one name counts', () => {
    const m = read('<meta name="robots" content="index" content="noindex">');
    expect(m.metas).toEqual([{ name: 'robots', content: 'index' }]);
  });

  it('resolves canonicals against the first <base href>, even one after them', () => {
    const m = read('<link rel=canonical href="item"><base href="https://cdn.example.net/dir/"><base href="https://ignored.example/">');
    expect(m.canonicals).toEqual(['https://cdn.example.net/dir/item']);
  });

  it('keeps a target that is no URL as written, as link.href does', () => {
    const m = read('<link rel=canonical href="https://exa mple.com:99999/">');
    expect(m.canonicals).toEqual(['https://exa mple.com:99999/']);
  });

  it('tags inside comments, scripts, styles, titles, textareas, templates and noscript are not in the document', () => {
    const m = read(`<head>
      <!-- <meta name="robots" content="noindex"> -->
      <script>document.write('<meta name="robots" content="noindex"><link rel=canonical href=/x>')</script>
      <style>/* <meta name="robots" content="noindex"> */</style>
      <title><meta name="robots" content="noindex"></title>
      <template><meta name="robots" content="noindex"><template></template><link rel=canonical href=/t></template>
      <noscript><meta name="robots" content="noindex"></noscript>
      <meta name="robots" content="index">
      </head><body><textarea><meta name="googlebot" content="noindex"></textarea></body>`);
    expect(m.metas).toEqual([{ name: 'robots', content: 'index' }]);
    expect(m.canonicals).toEqual([]);
  });

  it('inside SVG and MathML: their script, style and title hold markup, a meta breaks out, their own link is no canonical', () => {
    const m = read(
      '<body><math><iframe><meta name=robots content=a></math>' +
        '<svg><style><link rel=canonical href=/svg-link></style><script>1<2</script></svg>' +
        '<svg/><title><meta name=googlebot content=raw-title></title><svg><svg></svg><g></svg><link rel=canonical href=/html-link>',
    );
    expect(m.metas).toEqual([{ name: 'robots', content: 'a' }]);
    expect(m.canonicals).toEqual(['https://example.com/html-link']);
  });

  it('a tag cut off by the end of the text is not read; nothing after <plaintext> is a tag', () => {
    expect(read('<meta name="robots" content="noindex"').metas).toEqual([]);
    expect(read('<meta name="robots" content="noindex').metas).toEqual([]);
    expect(read('<plaintext><meta name="robots" content="noindex">').metas).toEqual([]);
  });

  it('unclosed tags and stray end tags do not hide the tags after them', () => {
    const m = read(
      '<head><title>x</title><meta name=robots content=noindex <link rel=canonical href=/a></template></noscript><meta name=googlebot content=nofollow>',
    );
    // `<link` inside the unclosed meta tag is an attribute of it, as in a browser; the googlebot tag after is read.
    expect(m.metas.map((t) => t.name)).toEqual(['robots', 'googlebot']);
  });

  it('agrees with a DOM on every case above, read the way the rendered page is read', () => {
    const cases = [
      '<META NAME=" Robots " CONTENT="noindex, follow"><link rel="alternate canonical" href="/shop/item">',
      '<meta name="robots" content="index" content="noindex">',
      '<!-- <meta name="robots" content="noindex"> --><script>"<meta name=robots content=noindex>"</script><meta name=googlebot content=x>',
      '<template><meta name="robots" content="noindex"></template><meta name=robots content=all>',
      '<div><meta name="robots" content="noindex"></div><link rel=canonical href=/in-body>',
      '<meta name=robots content="a&amp;b &lt;c&gt;"><link rel=CANONICAL href="?q=1#frag">',
      '<meta name=robots content=noindex',
    ];
    for (const html of cases) {
      const window = new Window({ url: PAGE });
      window.document.write(html);
      const dom = {
        metas: [...window.document.querySelectorAll('meta[name]')]
          .map((e) => ({ name: (e.getAttribute('name') ?? '').trim().toLowerCase(), content: e.getAttribute('content') ?? '' }))
          .filter((t) => NAMES.includes(t.name)),
        canonicals: [...window.document.querySelectorAll('link[rel][href]')]
          .filter((e) => (e.getAttribute('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'))
          .map((e) => (e as unknown as { href: string }).href),
      };
      const served = read(html);
      expect({ metas: served.metas, canonicals: served.canonicals }, html).toEqual(dom);
      void window.happyDOM.close();
    }
  });

  it('read in pieces of any size, the same as read whole: tags, values and entities cut across pieces', () => {
    const html =
      '<head><!-- <meta name=robots content=noindex> --><meta name="robots" content="noindex&comma; nofollow"><base href="/b/">' +
      '<script>"<link rel=canonical href=/x>"</script><link rel="canonical" href="c&amp;d"><meta name=googlebot content=nosnippet></head>';
    const whole = read(html);
    for (const piece of [1, 2, 3, 7, 16, 64]) {
      const reader = servedMarkupReader(html, PAGE, NAMES, LIMITS);
      for (let end = piece; end < html.length; end += piece) reader.readTo(end);
      expect(reader.finish(), `pieces of ${piece}`).toEqual(whole);
    }
    expect(whole.metas).toHaveLength(2);
    expect(whole.canonicals).toEqual(['https://example.com/b/c&d']);
  });

  it('says where the head ends: a body element, </head>, or text; not before', () => {
    expect(read('<meta name=robots content=noindex>').headEnded).toBe(false);
    expect(read('<head><meta charset=utf-8>  \n<title>t</title><script>x</script>').headEnded).toBe(false);
    expect(read('<head></head>').headEnded).toBe(true);
    expect(read('<meta name=robots content=x><div>').headEnded).toBe(true);
    expect(read('<meta name=robots content=x>hello').headEnded).toBe(true);
    expect(read('<template><div>x</div></template>').headEnded).toBe(false);
  });

  it('caps what it keeps: a giant attribute, thousands of tags', () => {
    const giant = 'noindex,'.repeat(200_000);
    const m = read(`<meta name="robots" content="${giant}"><meta name="${'x'.repeat(100_000)}" content="noindex">`);
    expect(m.metas).toHaveLength(1);
    expect(m.metas[0]?.content.length).toBe(LIMITS.chars);
    const many = read('<meta name=robots content=noindex><link rel=canonical href=/a>'.repeat(5_000));
    expect(many.metas).toHaveLength(LIMITS.metas);
    expect(many.canonicals).toHaveLength(LIMITS.canonicals);
    expect(many).toMatchObject({ metaTotal: 5_000, canonicalTotal: 5_000 });
  });

  it('hostile markup of 10 MB costs one pass: unclosed elements, endless attributes, entities, comments', () => {
    const M = 1024 * 1024;
    const inputs = [
      '<div>'.repeat((10 * M) / 5),
      '<table><tr><td>'.repeat((10 * M) / 15),
      `<meta name="robots" content="${'a'.repeat(10 * M)}`,
      `<meta ${'a=1 '.repeat((10 * M) / 4)}>`,
      `<meta name=robots content="${'&amp;'.repeat((10 * M) / 5)}">`,
      `<!--${'<meta name=robots content=noindex>'.repeat((10 * M) / 36)}`,
      `<script>${'<meta name=robots content=noindex>'.repeat((10 * M) / 36)}`,
    ];
    for (const html of inputs) {
      const m = read(html);
      expect(m.metas.length).toBeLessThanOrEqual(1);
      for (const t of m.metas) expect(t.content.length).toBeLessThanOrEqual(LIMITS.chars);
    }
    // A generous bound on a shared machine: htmlparser2's tree parser needs about 40 s for one megabyte of unclosed <div>.
  }, 120_000);
});
