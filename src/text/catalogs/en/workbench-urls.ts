/** English: the workbench's URLs to test. */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchUrlsMessages } from '../../messages/workbench-urls.ts';

export default {
  'workbench-urls.heading': 'URLs to test',
  'workbench-urls.list.label': 'URLs or paths, one per line',
  'workbench-urls.list.hint': 'Paths are read against {origin}. Paste a list, type, or drop a .txt or .csv file here.',
  'workbench-urls.list.reading': 'Reading the list…',
  'workbench-urls.drop.too-large':
    '{file} is larger than {megabytes, number} MiB: too large for the list. Import it as a CSV file instead, which reads it in chunks.',

  'workbench-urls.count': '{urls, plural, one {# URL} other {# URLs}} to test, {skipped, plural, =0 {none skipped} other {# skipped}}.',
  'workbench-urls.count.other-origin':
    '{count, plural, one {# URL is} other {# URLs are}} of another site than {origin}: tested against this robots.txt all the same, and flagged.',
  'workbench-urls.count.ignored': '{count, plural, one {# blank or comment line} other {# blank or comment lines}} ignored.',
  'workbench-urls.count.repeated':
    '{count, plural, one {# URL appears} other {# URLs appear}} in more than one source and {count, plural, one {is} other {are}} tested once.',
  'workbench-urls.count.left-out':
    'Only the first {limit, number} URLs are tested: {count, plural, one {# more was} other {# more were}} left out.',

  'workbench-urls.csv.import': 'Import CSV…',
  'workbench-urls.csv.choose': 'Which column of {file} holds the URLs?',
  'workbench-urls.csv.column': 'Column',
  'workbench-urls.csv.column.named': '{name} (column {number, number})',
  'workbench-urls.csv.column.numbered': 'Column {number, number} (first value: {sample})',
  'workbench-urls.csv.header': 'The first row is a header',
  'workbench-urls.csv.read': 'Import this column',
  'workbench-urls.csv.cancel': 'Cancel',
  'workbench-urls.csv.progress': '{read} of {size} read.',
  'workbench-urls.csv.source': 'From {file}, column {column, number}: {urls, plural, one {# URL} other {# URLs}}.',
  'workbench-urls.csv.failed': 'Could not read {file}: {error}',

  'workbench-urls.sitemaps.import': 'Import sitemaps',
  'workbench-urls.sitemaps.will-read':
    '{count, plural, one {Reads this sitemap and the files it lists:} other {Reads these # sitemaps and the files they list:}}',
  'workbench-urls.sitemaps.listed.live': '{url} (listed in the live robots.txt)',
  'workbench-urls.sitemaps.listed.draft': '{url} (listed in the draft)',
  'workbench-urls.sitemaps.listed.both': '{url} (listed in the live robots.txt and the draft)',
  'workbench-urls.sitemaps.listed.default': '{url} (the usual place)',
  'workbench-urls.sitemaps.progress':
    '{filesDone, number} of {filesTotal, plural, one {# sitemap file} other {# sitemap files}} read, {urls, plural, one {# URL} other {# URLs}} found, {size} read.',
  'workbench-urls.sitemaps.source':
    'From the sitemaps: {urls, plural, one {# URL} other {# URLs}} in {files, plural, one {# file} other {# files}}.',
  'workbench-urls.stop': 'Stop',
  'workbench-urls.remove': 'Remove',
  'workbench-urls.progress.sitemaps': 'Reading the sitemaps',
  'workbench-urls.progress.csv': 'Reading the CSV file',

  'workbench-urls.notes.heading': 'Notes ({count, number})',
  'workbench-urls.notes.cut': '(its first {count, number} characters)',
  'workbench-urls.place.line': 'Line {line, number}: {text}',
  'workbench-urls.place.row': 'Row {row, number}: {text}',
  'workbench-urls.place.sitemap': 'In {sitemap}: {text}',

  'workbench-urls.group.blank': 'Blank lines, ignored ({count, number})',
  'workbench-urls.group.comment': 'Comments, ignored ({count, number})',
  'workbench-urls.group.not-a-url': 'Not a URL or a path from / ({count, number})',
  'workbench-urls.group.other-scheme': 'Not an http or https URL ({count, number})',
  'workbench-urls.group.duplicate': 'The same request as an earlier URL (a #fragment is never sent) ({count, number})',
  'workbench-urls.group.relative-in-sitemap': 'Paths in a sitemap, which must list full URLs ({count, number})',
  'workbench-urls.group.csv-quotes': 'Quotes that do not close in the CSV file ({count, number})',
  'workbench-urls.group.too-many-urls': 'Past the limit of URLs ({count, number})',
  'workbench-urls.group.sitemap-failed': 'Sitemaps that could not be read ({count, number})',
  'workbench-urls.group.sitemap-content': 'Sitemaps that are not valid XML sitemaps ({count, number})',
  'workbench-urls.group.sitemap-limits': 'Sitemaps past the protocol’s limits ({count, number})',
  'workbench-urls.group.sitemap-structure': 'Sitemap indexes: loops, nesting and repeats ({count, number})',

  'workbench-urls.note.too-many-urls':
    'Only the first {limit, number} URLs are kept: {leftOut, plural, one {# more was} other {# more were}} left out.',
  'workbench-urls.note.sitemap-http-error': '{sitemap} answered {status}: no URL read from it.',
  'workbench-urls.note.sitemap-network-error': 'Could not fetch {sitemap} ({error}). Any URL read before the failure is kept.',
  'workbench-urls.note.sitemap-timeout':
    '{sitemap} did not arrive within {seconds, plural, one {# second} other {# seconds}}. Any URL read before is kept.',
  'workbench-urls.note.sitemap-stopped': 'Stopped while reading {sitemap}. Any URL read before is kept.',
  'workbench-urls.note.sitemap-html': '{sitemap} is an HTML page, not a sitemap: no URL read from it.',
  'workbench-urls.note.sitemap-gzip-error': '{sitemap} is not a valid gzip file. Any URL read before the break is kept.',
  'workbench-urls.note.sitemap-too-many-urls':
    '{sitemap} lists more than {limit, number} URLs, the protocol’s limit for one file: its first {limit, number} are kept.',
  'workbench-urls.note.sitemap-too-large':
    '{sitemap} is larger than {megabytes, number} MiB ({bytes, number} bytes) uncompressed, the protocol’s limit for one file: reading stopped there, and the URLs before are kept.',
  'workbench-urls.note.sitemap-loc-too-long': "Line {line, number} of {sitemap} has a '<'loc> longer than any URL can be: skipped.",
  'workbench-urls.note.sitemap-loop': '{parent} lists {sitemap}, which is itself or an index above it: a loop, not followed.',
  'workbench-urls.note.sitemap-too-deep':
    '{parent} lists {sitemap}, {depth, number} levels below the first file: indexes are read 2 levels deep, so it was not read.',
  'workbench-urls.note.sitemap-repeated': '{sitemap} is listed more than once: read once.',
  'workbench-urls.note.sitemap-bad-url': '{parent} lists {sitemap}, which is not an http or https URL: not read.',
  'workbench-urls.note.sitemap-refused':
    '{from} is a public site and names {sitemap}, on this computer or a private network: not fetched, as a redirect there would not be followed either.',
  'workbench-urls.note.sitemap-redirect-refused':
    '{sitemap} redirected to {target}, on this computer or a private network: its answer was not read.',
  'workbench-urls.note.sitemap-not-read.limit':
    '{count, plural, one {# sitemap file was} other {# sitemap files were}} not read: the limit of URLs was reached.',
  'workbench-urls.note.sitemap-not-read.stopped':
    '{count, plural, one {# sitemap file was} other {# sitemap files were}} not read: stopped.',
  'workbench-urls.malformed.no-root':
    '{sitemap} holds no XML element (line {line, number}): not a sitemap. {kept, plural, =0 {No URL was read.} one {# URL read before is kept.} other {# URLs read before are kept.}}',
  'workbench-urls.malformed.unexpected-end':
    '{sitemap} ends in the middle of its XML (line {line, number}). {kept, plural, =0 {No URL was read.} one {# URL read before is kept.} other {# URLs read before are kept.}}',
  'workbench-urls.malformed.mismatched-tag':
    'Line {line, number} of {sitemap} closes {found} where {expected} is open: the XML breaks there. {kept, plural, =0 {No URL was read.} one {# URL read before is kept.} other {# URLs read before are kept.}}',
  'workbench-urls.malformed.bad-entity':
    'Line {line, number} of {sitemap} has {entity}, which XML does not know (write & as &amp;): the XML breaks there. {kept, plural, =0 {No URL was read.} one {# URL read before is kept.} other {# URLs read before are kept.}}',
  'workbench-urls.malformed.bad-markup':
    "Line {line, number} of {sitemap} has a '<' that starts no tag: the XML breaks there. {kept, plural, =0 {No URL was read.} one {# URL read before is kept.} other {# URLs read before are kept.}}",
  'workbench-urls.malformed.too-deep':
    'Line {line, number} of {sitemap} nests elements deeper than any sitemap: reading stopped there. {kept, plural, =0 {No URL was read.} one {# URL read before is kept.} other {# URLs read before are kept.}}',
  'workbench-urls.malformed.not-a-sitemap':
    '{sitemap} is XML but not a sitemap: its root element is {root} (line {line, number}), not urlset or sitemapindex.',
  'workbench-urls.note.sitemap-address-refused':
    '{sitemap} answered from {address}, on this computer or a private network: its answer was not read.',
  'workbench-urls.sitemaps.bounds':
    'An import reads at most {files, number} sitemap files and {megabytes, number} MiB, for at most {minutes, number} minutes, and lists its first {notes, number} notes (the rest are counted).',
  'workbench-urls.note.import-bound.files':
    '{count, plural, one {# sitemap file was} other {# sitemap files were}} not read: an import reads at most {files, number} files.',
  'workbench-urls.note.import-bound.bytes':
    '{count, plural, one {# sitemap file was} other {# sitemap files were}} not read: an import reads at most {megabytes, number} MiB.',
  'workbench-urls.note.import-bound.time':
    '{count, plural, one {# sitemap file was} other {# sitemap files were}} not read: an import runs for at most {minutes, number} minutes.',
  'workbench-urls.note.notes-not-kept':
    '{count, plural, one {# more note was} other {# more notes were}} counted but not listed: the first {kept, number} are kept.',
  'workbench-urls.group.notes-not-kept': 'Notes counted, not listed ({count, number})',
  'workbench-urls.note.sitemap-encoding':
    '{sitemap} declares the encoding {encoding}, which this browser cannot decode: it was read as UTF-8, so letters outside ASCII in its URLs may be wrong.',
} as const satisfies CatalogOf<WorkbenchUrlsMessages>;
