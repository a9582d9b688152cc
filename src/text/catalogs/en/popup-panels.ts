/** English: the crawler matrix, find in the robots.txt view, the diagnostics summary. */
import type { CatalogOf } from '../../messages/index.ts';
import type { PopupPanelsMessages } from '../../messages/popup-panels.ts';

export default {
  'matrix.title': 'Every crawler',
  'matrix.count': '{allowed, number} of {total, number} allowed',
  'matrix.group':
    '{group, select, search {Search engines} google_special {Google’s special crawlers} ai_training {AI training} ' +
    'ai_search {AI search and assistants} user_triggered {Fetches on a user’s request} seo {SEO tools} social {Social previews} ads {Ads} coccoc {Coc Coc} other {Custom}}',
  'matrix.state.allowed': 'Allowed',
  'matrix.state.disallowed': 'Disallowed',
  'matrix.state.unreachable': 'Disallowed for now',
  'matrix.line': 'line {line, number, ::integer group-off}',
  'matrix.cell.label':
    '{crawler}: {state, select, allowed {allowed} disallowed {disallowed} other {disallowed for now}}' +
    '{line, plural, =0 {} other {, line {line, number, ::integer group-off}}}. Choose this crawler.',
  'matrix.cell.chosen': '{crawler} is the chosen crawler.',
  'find.label': 'Find in robots.txt',
  'find.placeholder': 'Find in robots.txt',
  'find.count': '{current, number} of {total, number}{capped, select, yes {+} other {}}',
  'find.none': 'No matches',
  'find.previous': 'Previous match',
  'find.next': 'Next match',
  'find.clear': 'Clear the search',
  'diagnostics.show': '{count, plural, one {Show the finding} other {Show all # findings}}',
  'diagnostics.hide': 'Hide the findings',
} as const satisfies CatalogOf<PopupPanelsMessages>;
