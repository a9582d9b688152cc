/**
 * AI use: stated preferences (Content-Signal, Content-Usage and the page's
 * Content-Usage header, core's content-preferences.ts), the linter's findings
 * about them and about CDN-managed blocks, and what a crawler's token
 * controls (core's crawler-facts.ts).
 *
 * Keys and values written in robots.txt (`Content-Signal`, `ai-train`,
 * `train-ai`, `yes`, `n`…), product tokens and product names stay as they are.
 */
import type { NoParams, Site, SiteList } from './index.ts';

export interface AiUseMessages {
  // Linter findings (core's preference-* and managed-block codes). `directive`: Content-Signal or Content-Usage.
  /** `tools`: the tools that list such lines as errors, already joined as a list. */
  'lint.preference-line.content-signal': { tools: string };
  'lint.preference-line.content-usage': { tools: string };
  /** One such tool, with the words it uses. */
  'lint.preference-reporter.search-console': NoParams;
  'lint.preference-problem.empty': { directive: string };
  'lint.preference-problem.not-key-value': { directive: string; part: Site };
  /** `known`: the keys the vocabulary has, as written. */
  'lint.preference-problem.unknown-key': { key: Site; known: string };
  /** `expected`: the values allowed, as written (“yes, no”). */
  'lint.preference-problem.bad-value': { key: Site; value: Site; expected: string };
  'lint.preference-problem.repeated-key': { key: Site };
  'lint.preference-outside-group': { directive: string };
  /** `path`: the path the line speaks for; `ruleLine`: the group's rule that disallows it. */
  'lint.preference-contradicts-rules': { key: Site; path: Site; ruleLine: number };
  'lint.preference-unknown-labels': { labels: SiteList; count: number };
  /** `count`: the group's Content-Usage lines; `max`: how many are read. */
  'lint.preference-lines-capped': { count: number; max: number };
  /** `endLine`: the block's last line (the END comment). */
  'lint.managed-block.cloudflare': { endLine: number };
  'lint.managed-block.cloudflare-unclosed': NoParams;

  // The popup's answer: stated preferences that concern the crawler's purpose.
  'use.heading': NoParams;
  /** Under the heading: these are preferences, not blocks; Content-Usage is a draft. */
  'use.note': NoParams;
  'use.draft-badge': NoParams;
  /** One preference: the key as written (“Content-Signal ai-train”), then its value or “not stated”. */
  'use.value.allows': { value: Site };
  'use.value.refuses': { value: Site };
  'use.value.not-stated': NoParams;
  'use.source.line': { line: number };
  'use.source.header': NoParams;
  /** What each key is about, in a few words. */
  'use.key.search': NoParams;
  'use.key.ai-input': NoParams;
  'use.key.ai-train': NoParams;
  'use.key.train-ai': NoParams;
  'use.none-for-purpose': NoParams;
  'use.fetch-disallowed': NoParams;
  /** Content-Signal's `use=` value, shown as written: it grants or restricts nothing. */
  'use.use-value': { value: Site; line: number };
  'use.managed-lines': { start: number; end: number };

  // What the chosen token controls (core's crawler facts), beside the verdict.
  'use.controls.heading': NoParams;
  /** `fetcher`: the crawler that fetches pages for this token (a product name). */
  'use.controls.fetches-as': { fetcher: string };
  /** `uses`: what the token governs, already joined as a list. */
  'use.controls.governs': { uses: string };
  'use.controls.does-not-govern': { uses: string };
  'use.controls.robots.follows': NoParams;
  'use.controls.robots.generally-ignores': NoParams;
  'use.controls.robots.may-not-apply': NoParams;
  /** `operator`: who runs the crawler (a company name). */
  'use.controls.source': { operator: string };
  'use.governs.google-search': NoParams;
  'use.governs.ai-overviews': NoParams;
  'use.governs.ai-mode': NoParams;
  'use.governs.gemini-training': NoParams;
  'use.governs.gemini-grounding': NoParams;
  'use.governs.apple-model-training': NoParams;
  'use.governs.apple-search': NoParams;

  // The matrix: use beside fetch, per crawler. `source`: “line 11” or “the page’s Content-Usage header”, already in words.
  'use.matrix.short.allows': NoParams;
  'use.matrix.short.refuses': NoParams;
  'use.matrix.title.allows': { source: string };
  'use.matrix.title.refuses': { source: string };
  /** The command's matrix: the column of use beside fetch. */
  'use.column': NoParams;

  // The workbench: what the draft changes in stated preferences, across every crawler. `use`: what the crawlers are for.
  'use.draft.stops-allowing.folder': { use: 'training' | 'answers' | 'search'; count: number; folder: Site };
  'use.draft.stops-allowing.urls': { use: 'training' | 'answers' | 'search'; count: number; urls: number };
  'use.draft.starts-allowing.folder': { use: 'training' | 'answers' | 'search'; count: number; folder: Site };
  'use.draft.starts-allowing.urls': { use: 'training' | 'answers' | 'search'; count: number; urls: number };
  /** Beside those sentences: preferences are not blocks. */
  'use.draft.note': NoParams;
}
