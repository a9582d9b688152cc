// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://page.test/dir/index.html", "settings": { "disableJavaScriptFileLoading": true, "disableCSSFileLoading": true, "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLinksAndResources } from '../../src/injected/read-links-and-resources.ts';

/** Resource Timing entries as the browser lists them (happy-dom loads nothing, so the test gives them). */
function timing(entries: { name: string; initiatorType: string }[]): void {
  const original = performance.getEntriesByType.bind(performance);
  performance.getEntriesByType = ((type: string) =>
    type === 'resource' ? entries : original(type)) as typeof performance.getEntriesByType;
}

describe('readLinksAndResources (injected into the page)', () => {
  let restore: typeof performance.getEntriesByType;
  beforeEach(() => {
    restore = performance.getEntriesByType;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    performance.getEntriesByType = restore;
  });

  it('reads a[href] and area[href] resolved, http(s) only, deduplicated without fragments, with the crawler rel tokens', async () => {
    document.body.innerHTML = `
      <a href="/a">one</a>
      <a href="/a#part" rel="NoFollow noopener">again</a>
      <a href="b.html" rel="ugc sponsored">relative</a>
      <a href="https://other.test/x?q=1">other site</a>
      <a href="mailto:x@page.test">mail</a>
      <a href="javascript:alert(1)">script</a>
      <a href="http://[bad">broken</a>
      <a>no href</a>
      <map name="m"><area href="/area" rel="nofollow"></map>
      <svg><a href="/svg-link"><text>svg</text></a></svg>`;
    const read = await readLinksAndResources(100, 100, 1_000_000);
    expect(read.url).toBe('https://page.test/dir/index.html');
    expect(read.links).toEqual([
      { url: 'https://page.test/a', rel: ['nofollow'], count: 2 },
      { url: 'https://page.test/dir/b.html', rel: ['ugc', 'sponsored'], count: 1 },
      { url: 'https://other.test/x?q=1', rel: [], count: 1 },
      { url: 'https://page.test/area', rel: ['nofollow'], count: 1 },
      { url: 'https://page.test/svg-link', rel: [], count: 1 },
    ]);
    expect(read.linkTotal).toBe(5);
  });

  it('reads links inside shadow roots too, nested ones included (within the caps)', async () => {
    document.body.innerHTML = '<a href="/outside">outside</a><div id="host"></div>';
    const host = document.getElementById('host')!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<a href="/in-shadow" rel="nofollow">in a shadow root</a><span id="inner"></span>';
    const inner = (root.getElementById?.('inner') ?? root.querySelector('#inner'))!.attachShadow({ mode: 'open' });
    inner.innerHTML = '<a href="/nested">nested</a>';
    const read = await readLinksAndResources(100, 100, 1_000_000);
    expect(read.links.map((l) => l.url)).toEqual(['https://page.test/outside', 'https://page.test/in-shadow', 'https://page.test/nested']);
    expect(read.links[1]!.rel).toEqual(['nofollow']);
    const capped = await readLinksAndResources(2, 100, 1_000_000);
    expect([capped.links.length, capped.linkTotal]).toEqual([2, 3]);
  });

  it('resolves against <base href>', async () => {
    document.head.innerHTML = '<base href="https://cdn.test/base/">';
    document.body.innerHTML = '<a href="x">x</a>';
    expect((await readLinksAndResources(10, 10, 1_000_000)).links.map((l) => l.url)).toEqual(['https://cdn.test/base/x']);
  });

  it('returns at most the cap and counts every distinct link', async () => {
    document.body.innerHTML = Array.from({ length: 250 }, (_, i) => `<a href="/p${i % 200}">${i}</a>`).join('');
    const read = await readLinksAndResources(50, 10, 1_000_000);
    expect(read.links).toHaveLength(50);
    expect(read.links[0]).toEqual({ url: 'https://page.test/p0', rel: [], count: 2 });
    expect(read.linkTotal).toBe(200);
  });

  it('names each resource’s kind from Resource Timing and adds the stylesheets and scripts it missed', async () => {
    timing([
      { name: 'https://cdn.test/app.js', initiatorType: 'script' },
      { name: 'https://cdn.test/app.js', initiatorType: 'script' },
      { name: 'https://cdn.test/site.css', initiatorType: 'link' },
      { name: 'https://cdn.test/more.css', initiatorType: 'css' },
      { name: 'https://fonts.test/f.woff2?v=3', initiatorType: 'css' },
      { name: 'https://cdn.test/bg.png', initiatorType: 'css' },
      { name: 'https://img.test/photo.jpg', initiatorType: 'img' },
      { name: 'https://frames.test/embed', initiatorType: 'iframe' },
      { name: 'https://api.test/data', initiatorType: 'fetch' },
      { name: 'https://api.test/xhr', initiatorType: 'xmlhttprequest' },
      { name: 'https://media.test/clip.mp4', initiatorType: 'video' },
      { name: 'data:image/png;base64,AA', initiatorType: 'img' },
    ]);
    document.head.innerHTML = `
      <link rel="stylesheet" href="https://cdn.test/site.css">
      <link rel="Alternate StyleSheet" href="/print.css">
      <link rel="icon" href="/favicon.ico">
      <script src="/late.js"></script>`;
    const read = await readLinksAndResources(10, 100, 1_000_000);
    expect(read.resources).toEqual([
      { url: 'https://cdn.test/app.js', kind: 'script', count: 2 },
      { url: 'https://cdn.test/site.css', kind: 'stylesheet', count: 1 },
      { url: 'https://cdn.test/more.css', kind: 'stylesheet', count: 1 },
      { url: 'https://fonts.test/f.woff2?v=3', kind: 'font', count: 1 },
      { url: 'https://cdn.test/bg.png', kind: 'image', count: 1 },
      { url: 'https://img.test/photo.jpg', kind: 'image', count: 1 },
      { url: 'https://frames.test/embed', kind: 'frame', count: 1 },
      { url: 'https://api.test/data', kind: 'fetch', count: 1 },
      { url: 'https://api.test/xhr', kind: 'fetch', count: 1 },
      { url: 'https://media.test/clip.mp4', kind: 'other', count: 1 },
      { url: 'https://page.test/print.css', kind: 'stylesheet', count: 1 },
      { url: 'https://page.test/late.js', kind: 'script', count: 1 },
    ]);
    expect(read.resourceTotal).toBe(12);
  });

  it('caps resources with their total', async () => {
    timing(Array.from({ length: 30 }, (_, i) => ({ name: `https://cdn.test/${i}.js`, initiatorType: 'script' })));
    const read = await readLinksAndResources(10, 20, 1_000_000);
    expect(read.resources).toHaveLength(20);
    expect(read.resourceTotal).toBe(30);
  });

  it('uses nothing from outside its own body, so it can be injected', async () => {
    const source = readLinksAndResources.toString();
    // Injected functions are serialised: a module-level name would be undefined in the page.
    const rebuilt = new Function(`return (${source})`)() as typeof readLinksAndResources;
    document.body.innerHTML = '<a href="/z" rel="ugc">z</a>';
    expect((await rebuilt(5, 5, 100)).links).toEqual([{ url: 'https://page.test/z', rel: ['ugc'], count: 1 }]);
  });

  it('hands over at most the budget of URL text, links and resources together, and counts the rest', async () => {
    const long = 'x'.repeat(300_000);
    document.body.innerHTML = `
      <a href="/short">short</a>
      <a href="/${long}">huge</a>
      <a href="/${long}">the same huge one again</a>
      <a href="/after">after</a>`;
    timing([
      { name: `https://cdn.test/${long}.js`, initiatorType: 'script' },
      { name: 'https://cdn.test/small.css', initiatorType: 'css' },
    ]);
    const read = await readLinksAndResources(100, 100, 200_000);
    // The huge link does not fit and is counted once; what comes after it and fits is still read.
    expect(read.links.map((l) => l.url)).toEqual(['https://page.test/short', 'https://page.test/after']);
    expect(read.linkTotal).toBe(3);
    expect(read.resources.map((r) => r.url)).toEqual(['https://cdn.test/small.css']);
    expect(read.resourceTotal).toBe(2);
    const handedOver = [...read.links, ...read.resources].reduce((n, x) => n + x.url.length, 0);
    expect(handedOver).toBeLessThanOrEqual(200_000);
  });
});
