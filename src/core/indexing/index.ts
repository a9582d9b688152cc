/** Indexing signals of a page (X-Robots-Tag, robots meta tags, canonicals) turned into facts for one crawler. */
export { canonicalUrl, readCanonicals, type CanonicalFacts, type CanonicalLink } from './canonical.ts';
export { KNOWN_DIRECTIVES, parseDirectiveList, type Directive, type KnownDirective } from './directives.ts';
export {
  decideIndexing,
  type Blocker,
  type CanonicalDecision,
  type IndexingConflict,
  type IndexingFacts,
  type IndexingInput,
  type IndexingLimits,
  type IndexingState,
  type RobotsState,
} from './indexing-decision.ts';
export { INDEXING_LIMITS } from './limits.ts';
export { parseLinkHeader, type HeaderLink } from './link-header.ts';
export { headerSources, metaSources, type DirectiveSource, type MetaTag, type SourcedDirectives } from './sources.ts';
export { parseUnavailableAfter } from './unavailable-after.ts';
export {
  GOOGLE_MAX_PAGE_REDIRECTS,
  readPageAnswer,
  type DocumentHop,
  type DocumentLoad,
  type PageAnswer,
} from './page-answer.ts';
