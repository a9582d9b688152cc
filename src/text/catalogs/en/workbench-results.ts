/** English: the workbench's results (table, matrix, counts, filter, export). */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchResultsMessages } from '../../messages/workbench-results.ts';

const VERDICT = '{verdict, select, allowed {Allowed} disallowed {Disallowed} other_site {Not judged} other {Disallowed for now}}';

export default {
  'workbench-results.title': 'Results',
  'workbench-results.view.label': 'View',
  'workbench-results.view.table': 'One crawler',
  'workbench-results.view.matrix': 'Every crawler',

  'workbench-results.filter.label': 'Show',
  'workbench-results.filter.option':
    '{filter, select, all {All URLs} disallowed {Disallowed URLs} allowed {Allowed URLs} other {URLs the draft changes}}',
  'workbench-results.side.label': 'Verdicts under',
  'workbench-results.side.option': '{file, select, live {The live file} other {The draft}}',
  'workbench-results.search.label': 'Search URLs',
  'workbench-results.search.placeholder': 'Part of a URL',

  'workbench-results.table.label': 'Verdicts for {crawler} under the live file and the draft',
  'workbench-results.column.url': 'URL',
  'workbench-results.column.verdict': '{file, select, live {Live file} other {Draft}}',
  'workbench-results.column.line': '{file, select, live {Live line} other {Draft line}}',
  'workbench-results.verdict': VERDICT,
  'workbench-results.row.changed': 'Changed',
  'workbench-results.row.other-origin': 'Other site',
  'workbench-results.row.other-origin.title':
    'This URL is on another site: this site’s robots.txt does not govern it, so it is not judged here.',
  'workbench-results.line.jump':
    '{file, select, live {Line {line, number, ::integer group-off} of the live file} other {Line {line, number, ::integer group-off} of the draft}}: show it in the editor',
  'workbench-results.line.none': 'No line decides',
  'workbench-results.shown': 'Showing {shown, number} of {total, plural, one {# URL} other {# URLs}}',
  'workbench-results.empty.no-urls': 'Add URLs to test, and their verdicts appear here.',
  'workbench-results.empty.no-match': 'No URL matches this filter and search.',
  'workbench-results.pending': 'Evaluating…',
  'workbench-results.keys':
    'Up and down arrows move between rows, Shift extends the selection, Enter shows the draft’s deciding line in the editor and Shift+Enter the live file’s, Ctrl+A selects every row shown, Ctrl+C copies the selected rows.',

  'workbench-results.counts.nothing': 'The draft changes no fetch verdict for {crawler}.',
  'workbench-results.counts.more-disallowed': 'The draft disallows {count, plural, one {# more URL} other {# more URLs}} for {crawler}.',
  'workbench-results.counts.more-allowed': 'The draft allows {count, plural, one {# more URL} other {# more URLs}} for {crawler}.',
  'workbench-results.counts.other-line':
    '{count, plural, one {# URL keeps its verdict but is decided by another line.} other {# URLs keep their verdict but are decided by another line.}}',
  'workbench-results.counts.file':
    '{file, select, live {The live file} other {The draft}} allows {allowed, plural, one {# URL} other {# URLs}} and disallows {disallowed, plural, one {# URL} other {# URLs}}.',
  'workbench-results.counts.unreachable':
    'The live robots.txt could not be fetched, so Google treats {count, plural, one {# URL} other {all # URLs}} as disallowed for now.',
  'workbench-results.counts.sitemap':
    '{file, select, live {{count, plural, one {# of the {total, number} sitemap URLs is disallowed by the live file.} other {# of the {total, number} sitemap URLs are disallowed by the live file.}}} other {{count, plural, one {# of the {total, number} sitemap URLs is disallowed by the draft.} other {# of the {total, number} sitemap URLs are disallowed by the draft.}}}}',

  'workbench-results.matrix.label': 'Verdicts of every crawler for each URL, under the live file and the draft',
  'workbench-results.matrix.cell':
    '{crawler}: {live, select, allowed {allowed} disallowed {disallowed} other_site {not judged (other site)} other {disallowed for now}} under both files',
  'workbench-results.matrix.cell.changed':
    '{crawler}: {live, select, allowed {allowed} disallowed {disallowed} other_site {not judged (other site)} other {disallowed for now}} under the live file, {draft, select, allowed {allowed} disallowed {disallowed} other_site {not judged (other site)} other {disallowed for now}} under the draft',

  'workbench-results.export.scope.label': 'Export for',
  'workbench-results.export.scope.chosen': '{crawler} only',
  'workbench-results.export.scope.all': 'Every crawler',
  'workbench-results.export.csv': 'Download CSV',
  'workbench-results.export.json': 'Download JSON',
  'workbench-results.export.rows':
    '{selected, plural, =0 {The downloads hold the {shown, plural, one {# URL} other {# URLs}} shown.} one {The downloads hold the # selected URL.} other {The downloads hold the # selected URLs.}}',
  'workbench-results.export.failed': 'The download could not be prepared. Try again, or export fewer rows.',
  'workbench-results.copy.selected': '{count, plural, =0 {Copy selected rows} one {Copy # selected row} other {Copy # selected rows}}',
  'workbench-results.copy.done': '{count, plural, one {# row copied} other {# rows copied}}',
  'workbench-results.copy.failed': 'The browser did not allow copying. Download the rows as CSV instead.',
  'workbench-results.selection.clear': 'Clear selection',

  'workbench-results.counts.other-site':
    '{count, plural, one {# URL is on another site and is not judged: this site’s robots.txt does not govern it.} other {# URLs are on other sites and are not judged: this site’s robots.txt does not govern them.}}',
  'workbench-results.export.saved':
    'Saved {name}: {rows, plural, one {# row} other {# rows}} of {columns, plural, one {# column} other {# columns}}.',
} as const satisfies CatalogOf<WorkbenchResultsMessages>;
