// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { crawlableUrl, scanLinks } from '../../../src/injected/overlay/link-scan.ts';

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

/** What a relative href resolves to in this document. */
const resolved = (href: string) => new URL(href, document.baseURI).href;

describe('scanLinks', () => {
  it('reads a[href] and area[href] in document order, resolved, http(s) only, without fragments, deduplicated', () => {
    const doc = page(`
      <a href="/a">a</a> <a href="https://site.example/dir/b#top">b</a> <a href="https://site.example/dir/b#other">b again</a>
      <a href="javascript:void 0">js</a> <a href="mailto:x@y">mail</a> <a>no href</a>
      <map name="m"><area href="https://other.example/area" coords="0,0,10,10"></map>`);
    const scan = scanLinks(doc, 100, 100, 1_000_000);
    expect(scan.links.map((l) => l.url)).toEqual([
      resolved('/a'),
      'https://site.example/dir/b',
      'https://site.example/dir/b',
      'https://other.example/area',
    ]);
    expect(scan.urls).toEqual([resolved('/a'), 'https://site.example/dir/b', 'https://other.example/area']);
    // Five a[href] and one area[href]; the <a> without href is no link.
    expect(scan.total).toBe(6);
  });

  it('reads the links inside shadow roots too, nested ones included, within the link cap', () => {
    const doc = page('<a href="https://site.example/outside">out</a><div id="host"></div>');
    const root = doc.getElementById('host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<a href="https://site.example/in-shadow" rel="ugc">in</a><span id="inner"></span>';
    root.querySelector('#inner')!.attachShadow({ mode: 'open' }).innerHTML = '<a href="https://site.example/nested">nested</a>';
    const scan = scanLinks(doc, 100, 100, 1_000_000);
    expect(scan.links.map((l) => [l.url, l.rel])).toEqual([
      ['https://site.example/outside', ''],
      ['https://site.example/in-shadow', 'ugc'],
      ['https://site.example/nested', ''],
    ]);
    expect(scan.shadowRoots).toHaveLength(2);
    const capped = scanLinks(doc, 2, 100, 1_000_000);
    expect([capped.links.length, capped.total]).toEqual([2, 3]);
  });

  it('keeps the crawler rel tokens, lower-cased, sorted, and nothing else', () => {
    const doc = page(`<a href="/1" rel="UGC noopener Nofollow">1</a><a href="/2" rel="sponsored">2</a><a href="/3" rel="noreferrer">3</a>`);
    expect(scanLinks(doc, 100, 100, 1_000_000).links.map((l) => l.rel)).toEqual(['nofollow ugc', 'sponsored', '']);
  });

  it('reads at most maxLinks elements and maxUrls distinct URLs, counting the rest', () => {
    const doc = page(Array.from({ length: 50 }, (_, i) => `<a href="/p${i % 20}">${i}</a>`).join(''));
    const capped = scanLinks(doc, 30, 100, 1_000_000);
    expect(capped.links).toHaveLength(30);
    expect(capped.total).toBe(50);
    const fewUrls = scanLinks(doc, 100, 5, 1_000_000);
    expect(fewUrls.urls).toHaveLength(5);
    // Links to the five kept URLs are all kept; links to the other fifteen are counted as left out.
    expect(fewUrls.links.length + fewUrls.urlsLeftOut).toBe(50);
    expect(fewUrls.urlsLeftOut).toBe(50 - 5 * 3);
  });

  it('hands over at most maxUrlText characters of URL text: a URL that does not fit is left out, later ones that fit are not', () => {
    const huge = `/${'x'.repeat(100_000)}`;
    const doc = page(`<a href="/first">1</a><a href="${huge}">2</a><a href="${huge}">3</a><a href="/last">4</a>`);
    const scan = scanLinks(doc, 100, 100, 50_000);
    expect(scan.urls).toEqual([resolved('/first'), resolved('/last')]);
    expect(scan.urlsLeftOut).toBe(2);
    expect(scan.links.map((l) => l.url)).toEqual([resolved('/first'), resolved('/last')]);
  });

  it('is not fooled by a page element named "links" (browsers let it shadow document.links)', () => {
    const doc = page(`<img name="links" src="x.png"><a href="/real">real</a>`);
    // happy-dom does not shadow built-ins by name as browsers do; this does what a browser does (e2e has the real thing).
    Object.defineProperty(doc, 'links', { configurable: true, value: doc.getElementsByName('links') });
    try {
      expect(scanLinks(doc, 100, 100, 1_000_000).urls).toEqual([resolved('/real')]);
    } finally {
      Reflect.deleteProperty(doc, 'links');
    }
  });
});

describe('crawlableUrl', () => {
  it('http and https only, fragment dropped', () => {
    expect(crawlableUrl('https://a.example/x?y#z')).toBe('https://a.example/x?y');
    expect(crawlableUrl('http://a.example/')).toBe('http://a.example/');
    expect(crawlableUrl('ftp://a.example/')).toBeNull();
    expect(crawlableUrl('data:text/html,x')).toBeNull();
  });
});
