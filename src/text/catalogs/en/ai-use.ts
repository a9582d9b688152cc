/** English: AI use — stated preferences, their findings, and what a crawler's token controls. */
import type { AiUseMessages } from '../../messages/ai-use.ts';
import type { CatalogOf } from '../../messages/index.ts';

export default {
  'lint.preference-line.content-signal':
    'Content-Signal states how this site lets its content be used (Cloudflare’s Content Signals Policy). Google’s parser ignores the line and it changes no verdict. {tools} lists it as an error: that is expected, keep the line.',
  'lint.preference-line.content-usage':
    'Content-Usage states how this site lets its content be used (IETF AI Preferences, still a draft). Google’s parser ignores the line and it changes no verdict. {tools} lists it as an error: that is expected, keep the line.',
  'lint.preference-reporter.search-console': 'Search Console’s robots.txt report (“Syntax not understood”)',
  'lint.preference-problem.empty': 'This {directive} line states no preference: write key=value pairs after the colon.',
  'lint.preference-problem.not-key-value': '“{part}” is not a key=value pair, so {directive} readers skip it.',
  'lint.preference-problem.unknown-key': 'Content-Signal has no key “{key}” (it has {known}): this part states nothing.',
  'lint.preference-problem.bad-value': '“{key}={value}”: the value must be one of {expected}, so this part states nothing.',
  'lint.preference-problem.repeated-key': '“{key}” is given twice on this line with different values; the more restrictive one is read.',
  'lint.preference-outside-group':
    'This {directive} line comes before any User-agent line: it belongs to no group, so it states nothing for any crawler. Move it under a User-agent line.',
  'lint.preference-contradicts-rules':
    'This line says yes to “{key}” for {path}, but its own group disallows fetching {path} (line {ruleLine, number, ::integer group-off}): the crawlers of this group cannot fetch it.',
  'lint.preference-unknown-labels':
    'Content-Usage {count, plural, one {label {labels} is} other {labels {labels} are}} not in the vocabulary (train-ai, search) and {count, plural, one {is} other {are}} ignored. A typo?',
  'lint.preference-lines-capped':
    'This group has {count, number} Content-Usage lines; Robots Lens reads the first {max, number} for each URL, so the rest state nothing here.',
  'lint.managed-block.cloudflare':
    'From here to line {endLine, number, ::integer group-off}, the lines were written by Cloudflare (its managed robots.txt). Cloudflare keeps them up to date; your own lines outside the block may say something else.',
  'lint.managed-block.cloudflare-unclosed':
    'A Cloudflare managed block starts here but has no “# END Cloudflare Managed Content” line: every line to the end of the file reads as Cloudflare’s.',

  'use.heading': 'Stated preferences for use',
  'use.note':
    'What the site says its content may be used for. These are preferences, not blocks: robots.txt binds no crawler to them. Content-Usage comes from IETF drafts that may still change.',
  'use.draft-badge': 'draft',
  'use.value.allows': '{value}: allowed',
  'use.value.refuses': '{value}: not allowed',
  'use.value.not-stated': 'not stated',
  'use.source.line': 'line {line, number, ::integer group-off}',
  'use.source.header': 'the page’s Content-Usage header',
  'use.key.search': 'search results',
  'use.key.ai-input': 'AI answers',
  'use.key.ai-train': 'AI training',
  'use.key.train-ai': 'AI training',
  'use.none-for-purpose': 'No stated preference concerns what this crawler is for.',
  'use.fetch-disallowed': 'This crawler may not fetch the page, so these preferences do not come into play here.',
  'use.use-value': 'use={value} (line {line, number, ::integer group-off}): shown as written; it allows or refuses nothing.',
  'use.managed-lines': 'Lines {start, number, ::integer group-off}–{end, number, ::integer group-off} were added by Cloudflare',

  'use.controls.heading': 'What this token controls',
  'use.controls.fetches-as': 'Fetches nothing itself: pages are fetched as {fetcher}; this token only governs later use.',
  'use.controls.governs': 'Governs: {uses}.',
  'use.controls.does-not-govern': 'Does not govern: {uses}.',
  'use.controls.robots.follows': 'Its operator says it follows robots.txt.',
  'use.controls.robots.generally-ignores':
    'Its operator says it generally ignores robots.txt, since a person asked for the page: a Disallow here does not stop it.',
  'use.controls.robots.may-not-apply':
    'Its operator says robots.txt rules may not apply to it, since a person asked for the page: a Disallow here may not stop it.',
  'use.controls.source': '{operator}’s documentation',
  'use.governs.google-search': 'Google Search',
  'use.governs.ai-overviews': 'AI Overviews',
  'use.governs.ai-mode': 'AI Mode',
  'use.governs.gemini-training': 'training Gemini models',
  'use.governs.gemini-grounding': 'grounding in Gemini and Vertex AI',
  'use.governs.apple-model-training': 'training Apple’s foundation models',
  'use.governs.apple-search': 'Siri, Spotlight and Safari search',

  'use.matrix.short.allows': 'use: yes',
  'use.matrix.short.refuses': 'use: no',
  'use.matrix.title.allows': 'Stated preference for what it is for: allowed ({source}). A preference, not a block.',
  'use.matrix.title.refuses': 'Stated preference for what it is for: not allowed ({source}). A preference, not a block.',
  'use.column': 'use',
  'use.draft.stops-allowing.folder':
    'The draft stops allowing {use, select, training {training} answers {use in AI answers} other {search}} by {count, plural, one {# crawler} other {# crawlers}} on {folder}.',
  'use.draft.stops-allowing.urls':
    'The draft stops allowing {use, select, training {training} answers {use in AI answers} other {search}} by {count, plural, one {# crawler} other {# crawlers}} on {urls, plural, one {# URL} other {# URLs}}.',
  'use.draft.starts-allowing.folder':
    'The draft starts allowing {use, select, training {training} answers {use in AI answers} other {search}} by {count, plural, one {# crawler} other {# crawlers}} on {folder}.',
  'use.draft.starts-allowing.urls':
    'The draft starts allowing {use, select, training {training} answers {use in AI answers} other {search}} by {count, plural, one {# crawler} other {# crawlers}} on {urls, plural, one {# URL} other {# URLs}}.',
  'use.draft.note': 'Stated preferences for use: crawlers are not bound by them through robots.txt.',
} as const satisfies CatalogOf<AiUseMessages>;
