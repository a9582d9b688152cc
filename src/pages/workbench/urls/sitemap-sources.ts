/**
 * Which sitemaps "Import sitemaps" reads for an origin: those the live
 * robots.txt lists, those the draft lists, and `/sitemap.xml`, each once and
 * saying where it was listed. A `Sitemap:` value is resolved against the
 * robots.txt's own URL (a relative one still names a file); one that is no
 * http(s) URL is left out, as a crawler leaves it.
 */
import { requestKey } from '../../../url-lists/url-input.ts';

export type SitemapListedIn = 'live' | 'draft' | 'default';

export interface SitemapSource {
  url: string;
  listedIn: SitemapListedIn[];
}

/** `live`: the live file's `Sitemap:` values (null when there is no live file). */
export function sitemapSources(origin: string, live: readonly string[] | null, draft: readonly string[]): SitemapSource[] {
  const sources = new Map<string, SitemapSource>();
  const base = `${origin}/robots.txt`;
  const add = (value: string, listedIn: SitemapListedIn) => {
    let url: URL;
    try {
      url = new URL(value.trim(), base);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const key = requestKey(url.href);
    const known = sources.get(key);
    if (known === undefined) sources.set(key, { url: url.href, listedIn: [listedIn] });
    else if (!known.listedIn.includes(listedIn)) known.listedIn.push(listedIn);
  };
  for (const value of live ?? []) add(value, 'live');
  for (const value of draft) add(value, 'draft');
  add('/sitemap.xml', 'default');
  return [...sources.values()];
}
