/**
 * The verdicts a robots.txt change moves, for the history panel's URLs
 * (history-panel.tsx): what urlEffects gives, filtered to `verdictChanged`,
 * in its order (crawler by crawler, URL by URL). A URL's effects depend only
 * on the two files and the crawlers, so they are kept per URL while those
 * stay the same: a line added to a list of 10,000 URLs decides one URL, not
 * 10,000 for every crawler, in the keystroke's task. Also here: which URLs
 * a comparison checks (the list, then the sitemaps, then the pages opened).
 */
import { urlEffects, type Crawler, type UrlEffect, type VerdictSource } from '../../core/index.ts';

/** Per crawler (profile id), the URLs (as written) whose verdict a comparison changes: what the results table marks. */
export type VersionChanges = ReadonlyMap<string, ReadonlyMap<string, UrlEffect>>;

/** A URL's changed verdicts: the crawler's index and the effect. */
type Changed = readonly (readonly [number, UrlEffect])[];
const NONE: Changed = [];

export class ChangedEffects {
  private before: VerdictSource | null = null;
  private after: VerdictSource | null = null;
  private crawlers: readonly Crawler[] = [];
  private known = new Map<string, Changed>();
  /** The crawler (its index in the crawlers given) of each effect `changed` returned. */
  readonly crawlerOf = new WeakMap<UrlEffect, number>();

  changed(before: VerdictSource, after: VerdictSource, urls: readonly string[], crawlers: readonly Crawler[]): UrlEffect[] {
    const work = this.computing(before, after, urls, crawlers);
    let step = work.next();
    while (!step.done) step = work.next();
    return step.value;
  }

  /**
   * What `changed` gives, worked out in slices of about `sliceMs` with the
   * page free between them: 5,000 URLs for 35 crawlers on both files are
   * 350,000 decisions, too many for one task. Gives null, and keeps nothing,
   * when `current()` turns false between slices.
   */
  async changedInSlices(
    before: VerdictSource,
    after: VerdictSource,
    urls: readonly string[],
    crawlers: readonly Crawler[],
    current: () => boolean,
    sliceMs = SLICE_MS,
  ): Promise<UrlEffect[] | null> {
    const work = this.computing(before, after, urls, crawlers);
    let sliceEnd = performance.now() + sliceMs;
    let step = work.next();
    while (!step.done) {
      if (performance.now() >= sliceEnd) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!current()) return null;
        sliceEnd = performance.now() + sliceMs;
      }
      step = work.next();
    }
    return step.value;
  }

  /** One step per URL decided afresh; it keeps the URLs' effects only once it has them all. */
  private *computing(
    before: VerdictSource,
    after: VerdictSource,
    urls: readonly string[],
    crawlers: readonly Crawler[],
  ): Generator<undefined, UrlEffect[]> {
    const same = before === this.before && after === this.after && crawlers === this.crawlers;
    const previous = same ? this.known : new Map<string, Changed>();
    // Only the readings of these URLs are kept: memory follows the list.
    const known = new Map<string, Changed>();
    let any = false;
    for (const url of urls) {
      let changed = known.get(url) ?? previous.get(url);
      if (changed === undefined) {
        const effects = urlEffects(before, after, [url], crawlers);
        const moved: [number, UrlEffect][] = [];
        effects.forEach((e, i) => {
          if (e.verdictChanged) {
            moved.push([i, e]);
            this.crawlerOf.set(e, i);
          }
        });
        changed = moved.length === 0 ? NONE : moved;
        yield;
      }
      if (changed.length > 0) any = true;
      known.set(url, changed);
    }
    this.before = before;
    this.after = after;
    this.crawlers = crawlers;
    this.known = known;
    if (!any) return [];
    const out: UrlEffect[] = [];
    for (let c = 0; c < crawlers.length; c++) {
      for (const url of urls) for (const [i, e] of known.get(url)!) if (i === c) out.push(e);
    }
    return out;
  }
}

/** How many of the URLs a comparison checks each source added. */
export interface SourceCounts {
  list: number;
  sitemaps: number;
  visited: number;
}

/** The URLs a comparison checks: the list's, then the sitemaps' and the pages' opened that the list does not hold, each once. */
export function checkedUrls(
  list: readonly string[],
  sitemaps: readonly string[],
  visited: readonly string[],
): { urls: string[]; counts: SourceCounts } {
  const seen = new Set<string>();
  const add = (from: readonly string[]) => {
    let added = 0;
    for (const url of from) {
      if (seen.has(url)) continue;
      seen.add(url);
      added++;
    }
    return added;
  };
  const counts = { list: add(list), sitemaps: add(sitemaps), visited: add(visited) };
  return { urls: [...seen], counts };
}
/** A slice of the work: then the page paints and takes input. */
const SLICE_MS = 30;
