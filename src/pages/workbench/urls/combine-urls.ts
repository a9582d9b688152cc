/**
 * The URLs to test from every source at once: the typed list first, then the
 * CSV column, then the sitemaps, each URL once (the first source keeps it),
 * up to the cap. The counts say what the merge left out, for the summary.
 */
import type { TestUrl } from '../engine/evaluation-facts.ts';
import { MAX_TEST_URLS } from '../../../url-lists/url-collector.ts';
import { requestKey } from '../../../url-lists/url-input.ts';

export interface CombinedUrls {
  urls: TestUrl[];
  /** URLs found in an earlier source too. */
  repeated: number;
  /** URLs past the cap. */
  leftOut: number;
}

export function combineUrls(sources: readonly (readonly TestUrl[])[], limit = MAX_TEST_URLS): CombinedUrls {
  const nonEmpty = sources.filter((s) => s.length > 0);
  // One source is already unique and capped by its reader: no copy of 100,000 URLs per keystroke.
  if (nonEmpty.length <= 1) {
    const only = nonEmpty[0] ?? [];
    return {
      urls: only.length <= limit ? (only as TestUrl[]) : only.slice(0, limit),
      repeated: 0,
      leftOut: Math.max(0, only.length - limit),
    };
  }
  const seen = new Map<string, number>();
  const urls: TestUrl[] = [];
  let repeated = 0;
  let leftOut = 0;
  for (const source of nonEmpty) {
    for (const url of source) {
      const key = requestKey(url.url);
      const at = seen.get(key);
      if (at !== undefined) {
        repeated++;
        // A sitemap URL the list gave first is still one of the sitemap's: the counts of sitemap URLs say so (a copy: sources are shared).
        const kept = urls[at]!;
        if (url.source !== 'list' && kept.source === 'list' && !kept.inSitemap) urls[at] = { ...kept, inSitemap: true };
      } else if (urls.length >= limit) leftOut++;
      else {
        seen.set(key, urls.length);
        urls.push(url);
      }
    }
  }
  return { urls, repeated, leftOut };
}
