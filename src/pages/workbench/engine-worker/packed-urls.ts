/**
 * The URLs to test as they cross to the evaluation worker: one string and a
 * few typed arrays instead of an object per URL. Copying a message is the
 * sender's work, on the page's thread: 100,000 objects took over 100 ms
 * there in one task after a large paste; one string of their URLs and the
 * arrays copy in a few milliseconds. The worker turns them back into the
 * same TestUrls (it keeps them for exports).
 */
import type { TestUrl } from '../engine/evaluation-facts.ts';

export interface PackedUrls {
  /** The URLs joined by line breaks (a parsed URL holds none). */
  text: string;
  count: number;
  /** Each source once, and each URL's index into them. */
  sources: string[];
  sourceOf: Uint32Array;
  /** Per URL: OTHER_ORIGIN, IN_SITEMAP, NOT_IN_SITEMAP. */
  flags: Uint8Array;
}

const OTHER_ORIGIN = 1;
/** inSitemap is true; with NOT_IN_SITEMAP, false; with neither, it was left out. */
const IN_SITEMAP = 2;
const NOT_IN_SITEMAP = 4;

export function packUrls(urls: readonly TestUrl[]): PackedUrls {
  const sources: string[] = [];
  const sourceIndex = new Map<string, number>();
  const sourceOf = new Uint32Array(urls.length);
  const flags = new Uint8Array(urls.length);
  const texts = new Array<string>(urls.length);
  for (let i = 0; i < urls.length; i++) {
    const u = urls[i]!;
    texts[i] = u.url;
    let s = sourceIndex.get(u.source);
    if (s === undefined) {
      s = sources.length;
      sources.push(u.source);
      sourceIndex.set(u.source, s);
    }
    sourceOf[i] = s;
    flags[i] = (u.otherOrigin ? OTHER_ORIGIN : 0) | (u.inSitemap === true ? IN_SITEMAP : u.inSitemap === false ? NOT_IN_SITEMAP : 0);
  }
  return { text: texts.join('\n'), count: urls.length, sources, sourceOf, flags };
}

/** The URLs alone, and which are of another origin: what the engine reads (the TestUrls are made only when asked for). */
export function packedUrls(packed: PackedUrls): { urls: string[]; otherOrigin: boolean[] } {
  const urls = packed.count === 0 ? [] : packed.text.split('\n');
  if (urls.length !== packed.count) throw new Error(`Expected ${packed.count} URLs, got ${urls.length}: a URL held a line break.`);
  const otherOrigin = new Array<boolean>(packed.count);
  for (let i = 0; i < packed.count; i++) otherOrigin[i] = (packed.flags[i]! & OTHER_ORIGIN) !== 0;
  return { urls, otherOrigin };
}

export function unpackUrls(packed: PackedUrls): TestUrl[] {
  const { urls } = packedUrls(packed);
  return urls.map((url, i) => {
    const f = packed.flags[i]!;
    const u: TestUrl = { url, source: packed.sources[packed.sourceOf[i]!]!, otherOrigin: (f & OTHER_ORIGIN) !== 0 };
    if (f & IN_SITEMAP) u.inSitemap = true;
    else if (f & NOT_IN_SITEMAP) u.inSitemap = false;
    return u;
  });
}
