/** English: the shared components' own words. */
import type { CatalogOf } from '../../messages/index.ts';
import type { UiMessages } from '../../messages/ui.ts';

export default {
  'ui.more.sitemaps': '{count, plural, one {and # more sitemap} other {and # more sitemaps}}',
  'ui.more.diagnostics': '{count, plural, one {and # more diagnostic} other {and # more diagnostics}}',
  'ui.more.user-agent-lines': '{count, plural, one {and # more user-agent line} other {and # more user-agent lines}}',
  'ui.more.matching-rules': '{count, plural, one {and # more matching rule} other {and # more matching rules}}',
  'ui.more.matching-rules-unlisted':
    '{count, plural, one {and # more matching rule (not listed: see it in robots.txt below)} other {and # more matching rules (not listed: see them in robots.txt below)}}',
  'ui.more.show': 'Show {count, number} more',

  'ui.file.summary': '{lines, plural, one {# line} other {# lines}} · {size}',
  'ui.file.summary-last-good': '{lines, plural, one {# line} other {# lines}} · {size} · last good copy',
  'ui.file.go-to-line': 'Go to line {line, number, ::integer group-off}',
  'ui.file.empty': 'The file is empty (0 bytes).',
  'ui.file.legend.deciding': 'deciding line',
  'ui.file.legend.group': 'group that applied',
  'ui.file.legend.diagnostic': 'diagnostic',
  'ui.file.view-label': 'robots.txt, {lines, plural, one {# line} other {# lines}}',
  'ui.file.more-characters': '… {count, plural, one {# more character} other {# more characters}}',
  'ui.file.more-diagnostics': '(+{count, number} more)',

  'ui.sitemaps.heading': 'Sitemaps',
  'ui.sitemaps.line': 'Line {line, number, ::integer group-off}',
  'ui.sitemaps.show-line': 'Show this line',
  'ui.sitemaps.empty': '(empty)',
  'ui.sitemaps.not-web': 'not an http(s) address',

  'ui.hidden-char.title': 'Invisible character {label} in the site’s text',

  'ui.size.kib': '{value, number} KiB',
  'ui.size.mib': '{value, number} MiB',
} as const satisfies CatalogOf<UiMessages>;
