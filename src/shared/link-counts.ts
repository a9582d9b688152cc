/**
 * How the popup's Links section and the on-page overlay's legend count a
 * page's links, so both say the same numbers with the same words:
 *
 * - "disallowed": the URL's own site's robots.txt has a rule that keeps the
 *   crawler from fetching it;
 * - "disallowed for now": its site's robots.txt is unreachable (a 5xx or 429
 *   answer, or none): crawlers stay away from the whole site until it
 *   answers, whatever its rules say;
 * - everything else is not counted as disallowed: allowed, not read yet,
 *   not a web address, or Robots Lens could not look it up.
 *
 * Every URL is judged by its own site's robots.txt, never by the page's
 * (so there is no "other site" case here, unlike the workbench's list, where
 * one file judges every row). Counted per distinct URL (without its
 * fragment, as a crawler fetches it): a page that links one address ten
 * times has one link to it, in both places.
 */
import type { OverlayMark } from './overlay-view.ts';
import type { UrlDecisionState } from './page-signals.ts';

export type LinkCategory = 'disallowed' | 'disallowed-for-now' | 'other';

export function linkCategory(state: UrlDecisionState | OverlayMark | undefined): LinkCategory {
  if (state === 'disallowed') return 'disallowed';
  return state === 'unreachable' ? 'disallowed-for-now' : 'other';
}

export interface LinkCounts {
  /** Distinct link URLs counted. */
  total: number;
  disallowed: number;
  disallowedForNow: number;
}

/** Counts distinct `urls` by their category. */
export function countLinks(urls: Iterable<string>, stateOf: (url: string) => UrlDecisionState | OverlayMark | undefined): LinkCounts {
  const counts: LinkCounts = { total: 0, disallowed: 0, disallowedForNow: 0 };
  const seen = new Set<string>();
  for (const url of urls) {
    if (seen.has(url)) continue;
    seen.add(url);
    counts.total++;
    const category = linkCategory(stateOf(url));
    if (category === 'disallowed') counts.disallowed++;
    else if (category === 'disallowed-for-now') counts.disallowedForNow++;
  }
  return counts;
}
