/**
 * A page's links and resources with their decisions, arranged for the eye:
 * grouped by origin (origins with something disallowed first, each row
 * disallowed first), and counted for the summary. Pure facts: the section
 * (links-section.tsx) puts them into words.
 */
import { countLinks, linkCategory } from '../../../shared/link-counts.ts';
import type { LinksAndResources, ResourceKind, UrlDecision, UrlDecisionState } from '../../../shared/page-signals.ts';

/** What an origin's robots.txt answer means for every URL under it. */
export type OriginOutcome =
  /** Its rules decide each URL. */
  | 'rules'
  /** The latest fetch failed; the rules of the last good copy decide. */
  | 'last-good'
  /** No usable robots.txt (404, Coc Coc's non-200, a long outage): everything allowed. */
  | 'allow-all'
  /** Unreachable (5xx, 429, no answer): everything disallowed for now. */
  | 'unreachable'
  | 'pending'
  | 'failed'
  /** On a private address, named by a public page: not fetched (the address policy). */
  | 'private';

export interface LinkRow {
  url: string;
  /** The URL after its origin (what the group's heading does not already say). */
  path: string;
  state: UrlDecisionState;
  line: number;
  rule: string | null;
  /** nofollow, ugc, sponsored, when a link to it carries them. */
  rel: string[];
  /** The page links to it. */
  link: boolean;
  /** The kinds the page loaded it as (usually one). */
  kinds: ResourceKind[];
}

export interface OriginGroup {
  origin: string;
  outcome: OriginOutcome;
  /** The HTTP status of its robots.txt, when there was an answer. */
  status: number | null;
  rows: LinkRow[];
  disallowed: number;
}

export interface KindCount {
  kind: ResourceKind;
  count: number;
}

export interface LinksSummary {
  /** Distinct links checked (at most the reader's cap). */
  links: number;
  linksDisallowed: number;
  /** Links whose site's robots.txt is unreachable: disallowed for now (link-counts.ts). */
  linksDisallowedForNow: number;
  resources: number;
  /** Disallowed resources by kind, in a fixed order (stylesheets, scripts, fonts, …). */
  resourcesDisallowed: KindCount[];
  /** A stylesheet, script, font or fetched resource is disallowed: the crawler renders the page without it. */
  renderRisk: boolean;
  /** Resources (not also links) whose site's robots.txt is unreachable: disallowed for now. */
  resourcesDisallowedForNow: number;
  origins: number;
  /** Origins whose robots.txt is not read yet. */
  pendingOrigins: number;
  /** Origins not checked because they are on a private address and the page is public. */
  privateOrigins: number;
  /** The reader's caps, when the page had more. */
  linksCapped: { shown: number; total: number } | null;
  resourcesCapped: { shown: number; total: number } | null;
}

export interface LinksModel {
  summary: LinksSummary;
  groups: OriginGroup[];
}

const KIND_ORDER: readonly ResourceKind[] = ['stylesheet', 'script', 'font', 'fetch', 'image', 'frame', 'other'];
const RENDER_KINDS: ReadonlySet<ResourceKind> = new Set(['stylesheet', 'script', 'font', 'fetch']);
const STATE_ORDER: Readonly<Record<UrlDecisionState, number>> = {
  disallowed: 0,
  unreachable: 1,
  failed: 2,
  pending: 3,
  allowed: 4,
  private: 5,
  'not-applicable': 6,
};

export function linksModel(page: LinksAndResources, decisions: ReadonlyMap<string, UrlDecision>): LinksModel {
  const rows = new Map<string, LinkRow>();
  const rowFor = (url: string): LinkRow => {
    let row = rows.get(url);
    if (!row) {
      const d = decisions.get(url);
      row = {
        url,
        path: d?.origin && url.startsWith(d.origin) ? url.slice(d.origin.length) || '/' : url,
        state: d?.state ?? 'pending',
        line: d?.line ?? 0,
        rule: d?.rule ?? null,
        rel: [],
        link: false,
        kinds: [],
      };
      rows.set(url, row);
    }
    return row;
  };
  for (const link of page.links) {
    const row = rowFor(link.url);
    row.link = true;
    row.rel = link.rel;
  }
  // The same count as the overlay's legend (shared/link-counts.ts).
  const linkCounts = countLinks(
    page.links.map((l) => l.url),
    (url) => rows.get(url)?.state,
  );
  const byKind = new Map<ResourceKind, number>();
  for (const resource of page.resources) {
    const row = rowFor(resource.url);
    if (!row.kinds.includes(resource.kind)) row.kinds.push(resource.kind);
    if (row.state === 'disallowed') byKind.set(resource.kind, (byKind.get(resource.kind) ?? 0) + 1);
  }

  const groups = new Map<string, OriginGroup>();
  const origins = new OriginsOf();
  let resourcesDisallowedForNow = 0;
  for (const row of rows.values()) {
    const d = decisions.get(row.url);
    const origin = d?.origin || origins.of(row.url);
    let group = groups.get(origin);
    if (!group) {
      group = { origin, outcome: 'pending', status: null, rows: [], disallowed: 0 };
      groups.set(origin, group);
    }
    group.rows.push(row);
    if (row.state === 'disallowed' || row.state === 'unreachable') group.disallowed++;
    if (!row.link && linkCategory(row.state) === 'disallowed-for-now') resourcesDisallowedForNow++;
    if (d && group.outcome === 'pending') {
      group.outcome = outcomeOf(d);
      group.status = d.status;
    }
  }
  const sorted = [...groups.values()].sort((a, b) => b.disallowed - a.disallowed);
  for (const group of sorted) group.rows.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]);

  const resourcesDisallowed = KIND_ORDER.filter((kind) => byKind.has(kind)).map((kind) => ({ kind, count: byKind.get(kind)! }));
  return {
    summary: {
      links: linkCounts.total,
      linksDisallowed: linkCounts.disallowed,
      linksDisallowedForNow: linkCounts.disallowedForNow,
      resources: page.resources.length,
      resourcesDisallowed,
      renderRisk: resourcesDisallowed.some((k) => RENDER_KINDS.has(k.kind)),
      resourcesDisallowedForNow,
      origins: sorted.length,
      pendingOrigins: sorted.filter((g) => g.outcome === 'pending').length,
      privateOrigins: sorted.filter((g) => g.outcome === 'private').length,
      linksCapped: page.linkTotal > page.links.length ? { shown: page.links.length, total: page.linkTotal } : null,
      resourcesCapped: page.resourceTotal > page.resources.length ? { shown: page.resources.length, total: page.resourceTotal } : null,
    },
    groups: sorted,
  };
}

function outcomeOf(d: UrlDecision): OriginOutcome {
  switch (d.state) {
    case 'pending':
    case 'failed':
    case 'private':
      return d.state;
    default:
      if (d.copy === 'none') return d.state === 'unreachable' ? 'unreachable' : 'allow-all';
      return d.copy === 'last-good' ? 'last-good' : 'rules';
  }
}

/**
 * A URL's origin, parsed once per scheme and authority: a page's thousands of
 * links name a few dozen sites, and parsing each whole URL was most of the
 * model's time. The origin of `scheme://authority` is the whole URL's (the
 * page's reader gives URLs the browser has already parsed).
 */
class OriginsOf {
  private readonly byAuthority = new Map<string, string>();

  of(url: string): string {
    const start = url.indexOf('//');
    if (start === -1) return originOf(url);
    let end = start + 2;
    while (end < url.length && !endsAuthority(url.charCodeAt(end))) end++;
    const head = url.slice(0, end);
    let origin = this.byAuthority.get(head);
    if (origin === undefined) {
      // No URL even so far: the whole URL decides, as originOf says (not kept: another URL may differ).
      if (!URL.canParse(head)) return originOf(url);
      origin = originOf(head);
      this.byAuthority.set(head, origin);
    }
    return origin;
  }
}

/** `/`, `\\`, `?` or `#`: where a special URL's authority ends. */
function endsAuthority(code: number): boolean {
  return code === 0x2f || code === 0x5c || code === 0x3f || code === 0x23;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}
