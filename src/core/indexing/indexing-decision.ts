/**
 * May the chosen crawler index the page? Google's rules for combining: every
 * rule that applies counts (header and meta tags alike), the most restrictive
 * wins, `none` is `noindex, nofollow`, `all` and `index` restrict nothing,
 * rules named for another crawler are left out, unknown rules are listed, and
 * an `unavailable_after` date that has passed removes the page like noindex.
 * The answer is facts: which sources block indexing, the limits that apply,
 * the canonical, and the conflicts a person should know about.
 */
import { type CanonicalFacts, canonicalUrl, readCanonicals } from './canonical.ts';
import type { Directive } from './directives.ts';
import { type DirectiveSource, headerSources, type MetaTag, metaSources, type SourcedDirectives } from './sources.ts';

/**
 * 'incomplete': nothing read keeps the crawler out, but the page sends more
 * indexing signals than are read (IndexingFacts.unread), so a noindex past
 * the caps cannot be ruled out: never reported as 'indexable'.
 */
export type IndexingState = 'indexable' | 'not-indexable' | 'incomplete' | 'unknown';

/** A robots.txt decision as the caller has it ('pending': not asked yet). */
export type RobotsState = 'allowed' | 'disallowed' | 'unreachable' | 'pending';

export interface CanonicalDecision {
  state: RobotsState;
  /** The deciding line of that URL's robots.txt, 0 when none. */
  line: number;
}

export interface IndexingInput {
  pageUrl: string;
  /** The main-frame response headers, or null when they were not seen. */
  headers: { url: string; xRobotsTag: readonly string[]; link: readonly string[]; xRobotsTagTotal?: number } | null;
  /** The live page's meta tags and canonical links (`metaTotal`: how many in all), or null when the page could not be read. */
  markup: { metas: readonly MetaTag[]; canonicals: readonly string[]; metaTotal?: number } | null;
  /** The chosen crawler's product tokens. */
  tokens: readonly string[];
  /** The page's own robots.txt verdict for the crawler, null when there is none. */
  robots: RobotsState | null;
  /** The robots.txt decision for a canonical URL other than the page (as canonicalUrl() writes it), null when not known. */
  canonicalDecision?: (url: string) => CanonicalDecision | null;
  /** Epoch milliseconds, for unavailable_after. */
  now: number;
}

export type Blocker =
  | { reason: 'noindex' | 'none'; source: DirectiveSource }
  | { reason: 'unavailable_after'; source: DirectiveSource; date: number };

export interface IndexingLimits {
  nosnippet: boolean;
  /** The smallest max-snippet that applies (-1: no limit), null when none does. */
  maxSnippet: number | null;
  maxImagePreview: 'none' | 'standard' | 'large' | null;
  maxVideoPreview: number | null;
  noimageindex: boolean;
  notranslate: boolean;
  indexifembedded: boolean;
  /** The earliest unavailable_after still in the future. */
  unavailableAfter: number | null;
}

export type IndexingConflict =
  /** robots.txt disallows the page, so the crawler never sees its noindex; the URL can still be indexed without content. */
  | { code: 'disallowed-and-noindex' }
  /** The canonical URL is disallowed by its own robots.txt. */
  | { code: 'canonical-disallowed'; url: string; line: number }
  /** noindex on a page that names another URL as canonical. */
  | { code: 'noindex-with-canonical-elsewhere'; url: string }
  /** The header and the meta tags say opposite things about `about`. */
  | { code: 'header-meta-disagree'; about: 'index' | 'follow' };

export interface IndexingFacts {
  state: IndexingState;
  /** What blocks indexing, in the order read (headers first). */
  blockers: Blocker[];
  nofollow: boolean;
  /** Every source read, with its rules and whether it applies to the crawler. */
  sources: SourcedDirectives[];
  /** Rules no crawler documents (as written), from the sources that apply. */
  unknown: string[];
  /** Known rules whose value Google would ignore (a garbage date, `max-snippet:abc`), as written. */
  invalid: string[];
  /** Crawler names (as written) of the rules left out because they are for another crawler. */
  otherCrawlers: string[];
  limits: IndexingLimits;
  canonical: CanonicalFacts;
  /** Canonical targets that are no http(s) URL, as written. */
  invalidCanonicals: string[];
  conflicts: IndexingConflict[];
  /** What could not be read: the response headers (not seen) or the markup (not readable). */
  missing: ('headers' | 'markup')[];
  /** More signals than the limits read: the first ones were used. */
  capped: boolean;
  /** X-Robots-Tag values and meta tags not read whole (past a cap): when no blocker was read, the state is 'incomplete'. */
  unread: number;
}

const IMAGE_ORDER = { none: 0, standard: 1, large: 2 } as const;

export function decideIndexing(input: IndexingInput): IndexingFacts {
  const header = headerSources(input.headers?.xRobotsTag ?? [], input.tokens, input.headers?.xRobotsTagTotal);
  const meta = metaSources(input.markup?.metas ?? [], input.tokens, input.markup?.metaTotal);
  const sources = [...header.sources, ...meta.sources];
  const applying = sources.filter((s) => s.applies);

  const blockers: Blocker[] = [];
  const unknown: string[] = [];
  const invalid: string[] = [];
  const limits: IndexingLimits = {
    nosnippet: false,
    maxSnippet: null,
    maxImagePreview: null,
    maxVideoPreview: null,
    noimageindex: false,
    notranslate: false,
    indexifembedded: false,
    unavailableAfter: null,
  };
  let nofollow = false;
  for (const { source, directives } of applying) {
    for (const d of directives) {
      nofollow ||= d.name === 'nofollow' || d.name === 'none';
      applyDirective(d, source, input.now, blockers, limits, unknown, invalid);
    }
  }

  const canonicals = readCanonicals({
    pageUrl: input.pageUrl,
    headers: input.headers,
    markup: input.markup?.canonicals ?? null,
  });

  const missing: IndexingFacts['missing'] = [];
  if (!input.headers) missing.push('headers');
  if (!input.markup) missing.push('markup');
  const unread = header.unread + meta.unread;
  // A blocker read is conclusive; without one, signals left unread could hold one.
  const state: IndexingState = blockers.length > 0 ? 'not-indexable' : unread > 0 ? 'incomplete' : input.markup ? 'indexable' : 'unknown';

  return {
    state,
    blockers,
    nofollow,
    sources,
    unknown: unique(unknown),
    invalid: unique(invalid),
    otherCrawlers: unique(sources.filter((s) => !s.applies).map(scopeName)),
    limits,
    canonical: canonicals.facts,
    invalidCanonicals: canonicals.invalid,
    conflicts: conflicts(input, blockers, canonicals.facts, applying),
    missing,
    capped: header.capped || meta.capped || canonicals.capped,
    unread,
  };
}

function applyDirective(
  d: Directive,
  source: DirectiveSource,
  now: number,
  blockers: Blocker[],
  limits: IndexingLimits,
  unknown: string[],
  invalid: string[],
): void {
  switch (d.name) {
    case null:
      unknown.push(d.text);
      return;
    case 'noindex':
    case 'none':
      blockers.push({ reason: d.name, source });
      return;
    case 'nosnippet':
    case 'noimageindex':
    case 'notranslate':
    case 'indexifembedded':
      limits[d.name] = true;
      return;
    case 'max-snippet':
    case 'max-video-preview': {
      if (d.value === null) {
        invalid.push(d.text);
        return;
      }
      const key = d.name === 'max-snippet' ? 'maxSnippet' : 'maxVideoPreview';
      limits[key] = tighterLength(limits[key], d.value);
      return;
    }
    case 'max-image-preview':
      if (d.value === null) invalid.push(d.text);
      else if (limits.maxImagePreview === null || IMAGE_ORDER[d.value] < IMAGE_ORDER[limits.maxImagePreview])
        limits.maxImagePreview = d.value;
      return;
    case 'unavailable_after':
      if (d.value === null) invalid.push(d.text);
      else if (d.value <= now) blockers.push({ reason: 'unavailable_after', source, date: d.value });
      else limits.unavailableAfter = Math.min(limits.unavailableAfter ?? d.value, d.value);
      return;
    default:
      // all, index, follow, nofollow (counted above), noarchive, nocache: nothing to combine.
      return;
  }
}

/** The more restrictive of two lengths, where -1 means no limit. */
function tighterLength(current: number | null, next: number): number {
  if (current === null || current === -1) return next;
  if (next === -1) return current;
  return Math.min(current, next);
}

function scopeName(s: SourcedDirectives): string {
  return s.source.kind === 'header' ? (s.source.scope ?? '') : s.source.name;
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

function conflicts(
  input: IndexingInput,
  blockers: Blocker[],
  canonical: CanonicalFacts,
  applying: SourcedDirectives[],
): IndexingConflict[] {
  const out: IndexingConflict[] = [];
  if (input.robots === 'disallowed' && blockers.length > 0) out.push({ code: 'disallowed-and-noindex' });
  // Every canonical that names another URL than the page (a disagreeing set may name the page too).
  const page = canonicalUrl(input.pageUrl);
  const named = canonical.kind === 'other' ? [canonical.url] : canonical.kind === 'disagree' ? canonical.urls : [];
  const elsewhere = named.filter((url) => url !== page);
  for (const url of elsewhere) {
    const decision = input.canonicalDecision?.(url);
    if (decision?.state === 'disallowed') out.push({ code: 'canonical-disallowed', url, line: decision.line });
  }
  if (blockers.length > 0 && elsewhere[0] !== undefined) out.push({ code: 'noindex-with-canonical-elsewhere', url: elsewhere[0] });
  for (const about of ['index', 'follow'] as const) if (disagree(applying, about)) out.push({ code: 'header-meta-disagree', about });
  return out;
}

/** The header restricts what the meta tags explicitly permit, or the other way round. */
function disagree(applying: SourcedDirectives[], about: 'index' | 'follow'): boolean {
  const restricts = (d: Directive) => d.name === 'none' || d.name === `no${about}`;
  const permits = (d: Directive) => d.name === 'all' || d.name === about;
  const says = (kind: DirectiveSource['kind'], test: (d: Directive) => boolean) =>
    applying.some((s) => s.source.kind === kind && s.directives.some(test));
  return (says('header', restricts) && says('meta', permits)) || (says('meta', restricts) && says('header', permits));
}
