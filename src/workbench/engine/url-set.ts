/**
 * The URLs under test as the engine reads them, worked out once per list
 * rather than once per crawler and edit: each URL's matchable path (Google's
 * path, params and query, as bytes), its first segment (which draft shard it
 * reads), and, on first need, its lower-case form for search and its rank in
 * URL order for sorting.
 */
import { matchPathOf } from '../../core/url-path.ts';
import { firstSegment } from './rule-shards.ts';

export class UrlSet {
  readonly paths: string[];
  readonly segments: string[];
  private lowered: string[] | null = null;
  private ranks: { rank: Uint32Array; byRank: Uint32Array } | null = null;

  constructor(readonly urls: readonly string[]) {
    this.paths = urls.map(matchPathOf);
    this.segments = this.paths.map(firstSegment);
  }

  get size(): number {
    return this.urls.length;
  }

  /** The URLs in lower case (search ignores case). */
  lowerCase(): readonly string[] {
    this.lowered ??= this.urls.map((u) => u.toLowerCase());
    return this.lowered;
  }

  /** Each URL's place in code-unit order (ties by list order), and the URL at each place. */
  order(): { rank: Uint32Array; byRank: Uint32Array } {
    if (this.ranks === null) {
      const urls = this.urls;
      const byRank = Uint32Array.from(urls.keys());
      byRank.sort((a, b) => (urls[a]! < urls[b]! ? -1 : urls[a]! > urls[b]! ? 1 : a - b));
      const rank = new Uint32Array(urls.length);
      for (let r = 0; r < byRank.length; r++) rank[byRank[r]!] = r;
      this.ranks = { rank, byRank };
    }
    return this.ranks;
  }
}
