/**
 * The served HTML beside the rendered page: where their robots meta tags
 * and canonicals differ, and what that means for a crawler, as Google
 * documents it for pages that use JavaScript:
 *
 * - Google reads the robots meta tags of the HTML the server sends first,
 *   and may not render (run the scripts of) a page whose served HTML says
 *   `noindex`: a script that removes the noindex does not bring it back.
 * - A `noindex` (or any rule) that only a script adds is seen only if and
 *   when Google renders the page; changing or removing robots meta tags with
 *   JavaScript may not work as expected.
 * - A canonical that a script injects is picked up when the page is
 *   rendered; one that a script changes or removes leaves two signals, and
 *   conflicting canonicals may lead to unexpected results.
 *
 * The X-Robots-Tag header comes with the response, not the markup: no
 * script changes it. When the served request got another one than the
 * tab's own response, the server answers differently from one request to
 * the next (cookies, the time, who asks), and that is said too.
 */
import { canonicalUrl } from './canonical.ts';
import { decideIndexing, type IndexingState } from './indexing-decision.ts';
import type { MetaTag } from './sources.ts';

/** How a signal of the served HTML became the rendered page's. */
export type SignalChange = 'added' | 'removed' | 'changed';

/** What a difference means for the crawler, in Google's documented terms (see the file's comment). */
export type ServedMeaning =
  /** The served HTML keeps the page out (noindex, none, a passed unavailable_after) and a script removes it: still kept out. */
  | 'noindex-removed-by-script'
  /** Only a script keeps the page out: seen only once the crawler renders the page. */
  | 'noindex-added-by-script'
  | 'nofollow-removed-by-script'
  | 'nofollow-added-by-script'
  /** Other rules for this crawler differ (snippets, previews, …): which one counts is not certain. */
  | 'rules-changed-by-script'
  | 'canonical-added-by-script'
  | 'canonical-removed-by-script'
  | 'canonical-changed-by-script'
  /** This request's X-Robots-Tag is not the tab's own response's. */
  | 'header-differs';

/** One meta name whose tags differ: their contents as written, in document order. */
export interface MetaDifference {
  name: string;
  served: string[];
  rendered: string[];
  change: SignalChange;
  /** Whether the tag addresses the crawler (`robots` or one of its tokens). */
  applies: boolean;
}

export interface ServedComparison {
  /** Every meta name whose tags differ, in the order first seen (served, then rendered). */
  metas: MetaDifference[];
  /** The canonicals as each side names them (normalized as canonicalUrl() writes them); `change` null when they agree. */
  canonical: { served: string[]; rendered: string[]; change: SignalChange | null };
  /** May the crawler index the page, by the served HTML and by the rendered page (both with the served response's header). */
  state: { served: IndexingState; rendered: IndexingState };
  meanings: ServedMeaning[];
  /** Nothing differs: metas, canonical and header agree. */
  agree: boolean;
}

export interface ServedSide {
  metas: readonly MetaTag[];
  canonicals: readonly string[];
  metaTotal?: number;
}

export interface ServedRenderedInput {
  /** The address the rendered page shows. */
  pageUrl: string;
  served: ServedSide;
  rendered: ServedSide;
  /** The served response's X-Robots-Tag values. */
  servedHeader: readonly string[];
  /** The tab's own response's, null when not seen. */
  tabHeader: readonly string[] | null;
  tokens: readonly string[];
  now: number;
}

export function compareServedRendered(input: ServedRenderedInput): ServedComparison {
  const tokens = new Set(input.tokens.map((t) => t.toLowerCase()));
  const metas = metaDifferences(input.served.metas, input.rendered.metas, (name) => name === 'robots' || tokens.has(name));
  const canonical = canonicalDifference(input.served.canonicals, input.rendered.canonicals);

  const decide = (side: ServedSide) =>
    decideIndexing({
      pageUrl: input.pageUrl,
      headers: { url: input.pageUrl, xRobotsTag: input.servedHeader, link: [] },
      markup: side,
      tokens: input.tokens,
      robots: null,
      now: input.now,
    });
  const served = decide(input.served);
  const rendered = decide(input.rendered);

  const meanings: ServedMeaning[] = [];
  const servedBlocks = served.blockers.length > 0;
  const renderedBlocks = rendered.blockers.length > 0;
  if (servedBlocks && !renderedBlocks) meanings.push('noindex-removed-by-script');
  if (!servedBlocks && renderedBlocks) meanings.push('noindex-added-by-script');
  if (served.nofollow && !rendered.nofollow) meanings.push('nofollow-removed-by-script');
  if (!served.nofollow && rendered.nofollow) meanings.push('nofollow-added-by-script');
  if (meanings.length === 0 && metas.some((m) => m.applies)) meanings.push('rules-changed-by-script');
  if (canonical.change !== null) meanings.push(`canonical-${canonical.change}-by-script`);
  // fetch() joins repeated headers with ", ", webRequest keeps them apart: compared as one list either way.
  const headerDiffers =
    input.tabHeader !== null && normalizeRules(input.servedHeader.join(',')) !== normalizeRules(input.tabHeader.join(','));
  if (headerDiffers) meanings.push('header-differs');

  return {
    metas,
    canonical,
    state: { served: served.state, rendered: rendered.state },
    meanings,
    agree: metas.length === 0 && canonical.change === null && !headerDiffers,
  };
}

/** Rules compared as a crawler reads them: case, spaces (around `:` too) and empty items aside. */
function normalizeRules(content: string): string {
  return content
    .toLowerCase()
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/\s*:\s*/g, ':')
        .replace(/\s+/g, ' '),
    )
    .filter((part) => part !== '')
    .join(',');
}

function metaDifferences(served: readonly MetaTag[], rendered: readonly MetaTag[], applies: (name: string) => boolean): MetaDifference[] {
  const byName = new Map<string, { served: string[]; rendered: string[] }>();
  const entry = (name: string) => {
    const key = name.trim().toLowerCase();
    let found = byName.get(key);
    if (!found) {
      found = { served: [], rendered: [] };
      byName.set(key, found);
    }
    return found;
  };
  for (const m of served) entry(m.name).served.push(m.content);
  for (const m of rendered) entry(m.name).rendered.push(m.content);
  const out: MetaDifference[] = [];
  for (const [name, both] of byName) {
    if (sameList(both.served.map(normalizeRules), both.rendered.map(normalizeRules))) continue;
    const change: SignalChange = both.served.length === 0 ? 'added' : both.rendered.length === 0 ? 'removed' : 'changed';
    out.push({ name, served: both.served, rendered: both.rendered, change, applies: applies(name) });
  }
  return out;
}

function canonicalDifference(served: readonly string[], rendered: readonly string[]): ServedComparison['canonical'] {
  const normal = (urls: readonly string[]) => [...new Set(urls.map((u) => canonicalUrl(u.trim()) ?? u.trim()))];
  const s = normal(served);
  const r = normal(rendered);
  const same = s.length === r.length && s.every((u) => r.includes(u));
  const change: SignalChange | null = same ? null : s.length === 0 ? 'added' : r.length === 0 ? 'removed' : 'changed';
  return { served: s, rendered: r, change };
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
