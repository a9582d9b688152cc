/** Indexing signals of a page (X-Robots-Tag, robots meta tags, canonicals) turned into facts for one crawler. */
export { readCanonicals } from './canonical.ts';
export { parseDirectiveList } from './directives.ts';
export {
  decideIndexing,
  type Blocker,
  type CanonicalDecision,
  type IndexingConflict,
  type IndexingFacts,
  type IndexingInput,
  type IndexingLimits,
} from './indexing-decision.ts';
export { INDEXING_LIMITS } from './limits.ts';
export { parseLinkHeader } from './link-header.ts';
export type { SourcedDirectives } from './sources.ts';
export { parseUnavailableAfter } from './unavailable-after.ts';
