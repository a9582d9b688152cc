/** English: the workbench page, and the ways to open it from the popup and the options page. */
import type { CatalogOf } from '../../messages/index.ts';
import type { WorkbenchMessages } from '../../messages/workbench.ts';

export default {
  'workbench.title': 'Robots Lens workbench',
  'workbench.title.origin': '{origin} — Robots Lens workbench',

  'workbench.origin.label': 'Site',
  'workbench.origin.open': 'Open',
  'workbench.origin.hint': 'Type a site’s address (or any URL of it) and press Enter.',
  'workbench.origin.empty': 'Type the site’s address first, for example https://example.com.',
  'workbench.origin.not-a-url': '“{typed}” is not a web address. Type one like https://example.com.',
  'workbench.origin.not-web': '“{typed}” is a {scheme} address; only http and https sites have a robots.txt.',
  'workbench.origin.none': 'Open a site to start: its live robots.txt becomes your draft, and every change you make is saved as you type.',

  'workbench.live.loading': 'Fetching {url}…',
  'workbench.live.from-cache': '{url}, from Robots Lens’s cache.',
  'workbench.live.fetched': '{url}, fetched just now.',
  'workbench.live.refresh': 'Fetch again',
  'workbench.live.not-applicable': 'This address has no robots.txt.',
  'workbench.live.worker-silent': 'The Robots Lens background worker did not answer. Reload this page to try again.',
  'workbench.live.failed': 'The live robots.txt could not be fetched: {error}',
  'workbench.live.timeout': 'The background worker did not answer within {seconds, number} seconds.',

  'workbench.view.label': 'File shown',
  'workbench.view.draft': 'Draft',
  'workbench.view.live': 'Live file',
  'workbench.editor.label': 'Draft robots.txt for {origin}',
  'workbench.editor.live-label': 'Live robots.txt of {origin}, read only',
  'workbench.editor.loading': 'Opening the draft…',

  'workbench.source.label': 'Start the draft from',
  'workbench.source.live': 'The live file',
  'workbench.source.empty': 'An empty file',
  'workbench.source.file': 'A local file…',
  'workbench.source.hint': 'You can also paste into the editor, or drop a file on it.',
  'workbench.source.file-too-large':
    '{name} is {bytes, number} bytes: larger than the {maxBytes, number} bytes the workbench opens. Google reads only the first 500 KiB of a robots.txt.',
  'workbench.source.file-failed': '{name} could not be read: {error}',

  'workbench.draft.download': 'Download robots.txt',
  'workbench.draft.copy': 'Copy the draft',
  'workbench.draft.copied': 'The draft is on the clipboard.',
  'workbench.draft.copy-failed': 'The browser did not allow copying. Select the text in the editor and copy it instead.',
  'workbench.draft.revert': 'Revert to live',
  'workbench.draft.size': 'The draft has {lines, plural, one {# line} other {# lines}} ({bytes, number} bytes).',
  'workbench.draft.same-as-live': 'Same as the live file.',
  'workbench.draft.changed-lines': '{lines, plural, one {# line differs} other {# lines differ}} from the live file.',
  'workbench.draft.findings':
    'Findings: {errors, plural, one {# error} other {# errors}}, {warnings, plural, one {# warning} other {# warnings}}, {infos, plural, one {# note} other {# notes}}.',

  'workbench.save.pending': 'Saving…',
  'workbench.save.saved': 'Draft saved at {time, time, medium}.',
  'workbench.save.failed': 'The draft could not be saved ({error}). It stays in the editor: download or copy it to keep it.',
  'workbench.save.restored': 'Your draft saved at {time, time, short} on {time, date, medium} is back.',

  'workbench.revert.title': 'Revert to the live file?',
  'workbench.revert.body': 'Your draft for {origin} will be replaced by the live robots.txt, and the saved draft deleted.',
  'workbench.revert.confirm': 'Revert',
  'workbench.revert.cancel': 'Keep my draft',

  'workbench.hover.crawlers': 'In the groups of {count, plural, one {# crawler} other {# crawlers}}: {crawlers}',

  'workbench.crawler.heading': 'Crawler',

  'workbench.open.options-heading': 'Workbench',
  'workbench.open.options-hint':
    'Edit a draft robots.txt for any site and see what it changes for thousands of URLs and every crawler, before you publish it.',
  'workbench.open.options-label': 'Site to open',
  'workbench.open.options-button': 'Open the workbench',
  'workbench.live.cut-line':
    'The live file is larger than 500 KiB: the first {readBytes, number} bytes of at least {atLeastBytes, number} were read, as Google reads them. Line {line, number} is cut after “{lineText}”, and the rules after it are not read.',
  'workbench.live.cut-line-end':
    'The live file is larger than 500 KiB: the first {readBytes, number} bytes of at least {atLeastBytes, number} were read, as Google reads them. The read stopped at the end of line {line, number}, and the rules after it are not read.',
  'workbench.live.whole-read': 'Read the whole file',
  'workbench.live.whole-loading': 'Reading the whole file…',
  'workbench.live.whole-done':
    'The whole file is read ({bytes, number} bytes): the draft now holds all of it. Google still reads only its first 500 KiB.',
  'workbench.live.whole-kept-draft':
    'The whole file is read ({bytes, number} bytes). Your draft was changed where the file was cut, so it is kept as you typed it: choose “Live file” as the source to start from the whole file.',
  'workbench.live.whole-too-large': 'The whole file is larger than {maxBytes, number} bytes, more than the workbench opens.',
  'workbench.live.whole-failed': 'The whole file could not be read: {error}',
  'workbench.draft.cut':
    'This draft ends where the read of the live file stopped: it holds only the first {readBytes, number} bytes, and line {line, number} is cut. Published as it is, it would drop every rule after that line.',
  'workbench.draft.cut-question':
    'Only the first 500 KiB ({readBytes, number} bytes) of the live file were read, and this draft ends there, in line {line, number}. Read the whole file first, or save the cut draft as it is?',
  'workbench.draft.cut-download': 'Download the cut draft',
  'workbench.draft.cut-copy': 'Copy the cut draft',
  'workbench.draft.cut-cancel': 'Cancel',
  'workbench.draft.downloaded': 'Saved {name} ({bytes, number} bytes).',
  'workbench.sync.taken': 'Another workbench tab saved a newer draft for this site at {time, time, medium}; this tab shows it now.',
  'workbench.sync.removed': 'Another workbench tab reverted this site’s draft to the live file; this tab shows the live file now.',
  'workbench.sync.conflict':
    'Another workbench tab saved a different draft for this site at {time, time, medium}, while this tab has changes that are not saved. Which draft do you keep?',
  'workbench.sync.keep-mine': 'Keep this tab’s draft',
  'workbench.sync.take-theirs': 'Use the other tab’s draft',
  'workbench.sync.kept-mine': 'This tab’s draft was saved in place of the other tab’s.',
  'workbench.draft.truncated':
    'This draft is larger than 500 KiB: Google reads its first {readBytes, number} bytes of {totalBytes, number}, up to line {line, number}; the rest is ignored.',
} as const satisfies CatalogOf<WorkbenchMessages>;
