/** The workbench page (its origin box, editor, draft, sources, live file) and the way to it from the options page. */
import type { NoParams, Site, SiteList } from './index.ts';

export interface WorkbenchMessages {
  'workbench.title': NoParams;
  /** The tab's title once a site is open. */
  'workbench.title.origin': { origin: Site };

  'workbench.origin.label': NoParams;
  'workbench.origin.open': NoParams;
  'workbench.origin.hint': NoParams;
  'workbench.origin.empty': NoParams;
  'workbench.origin.not-a-url': { typed: Site };
  'workbench.origin.not-web': { typed: Site; scheme: Site };
  'workbench.origin.none': NoParams;

  'workbench.live.loading': { url: Site };
  'workbench.live.from-cache': { url: Site };
  'workbench.live.fetched': { url: Site };
  'workbench.live.refresh': NoParams;
  'workbench.live.not-applicable': NoParams;
  'workbench.live.worker-silent': NoParams;
  'workbench.live.failed': { error: Site };
  'workbench.live.timeout': { seconds: number };

  'workbench.view.label': NoParams;
  'workbench.view.draft': NoParams;
  'workbench.view.live': NoParams;
  'workbench.editor.label': { origin: Site };
  'workbench.editor.live-label': { origin: Site };
  'workbench.editor.loading': NoParams;

  'workbench.source.label': NoParams;
  'workbench.source.live': NoParams;
  'workbench.source.empty': NoParams;
  'workbench.source.file': NoParams;
  'workbench.source.hint': NoParams;
  'workbench.source.file-too-large': { name: Site; bytes: number; maxBytes: number };
  'workbench.source.file-failed': { name: Site; error: Site };

  'workbench.draft.download': NoParams;
  'workbench.draft.copy': NoParams;
  'workbench.draft.copied': NoParams;
  'workbench.draft.copy-failed': NoParams;
  'workbench.draft.revert': NoParams;
  'workbench.draft.size': { bytes: number; lines: number };
  'workbench.draft.same-as-live': NoParams;
  'workbench.draft.changed-lines': { lines: number };
  'workbench.draft.findings': { errors: number; warnings: number; infos: number };

  'workbench.save.pending': NoParams;
  'workbench.save.saved': { time: Date };
  'workbench.save.failed': { error: Site };
  'workbench.save.restored': { time: Date };

  'workbench.revert.title': NoParams;
  'workbench.revert.body': { origin: Site };
  'workbench.revert.confirm': NoParams;
  'workbench.revert.cancel': NoParams;

  /** Hovering a line: the crawlers whose groups hold it (product names). */
  'workbench.hover.crawlers': { count: number; crawlers: SiteList };

  'workbench.crawler.heading': NoParams;

  /** The options page's section (the popup's button is popup-tools', so the popup carries none of this subject). */
  'workbench.open.options-heading': NoParams;
  'workbench.open.options-hint': NoParams;
  'workbench.open.options-label': NoParams;
  'workbench.open.options-button': NoParams;

  /** A live file longer than Google's 500 KiB: what was read of it, and the line the read stopped in. */
  'workbench.live.cut-line': { readBytes: number; atLeastBytes: number; line: number; lineText: Site };
  'workbench.live.cut-line-end': { readBytes: number; atLeastBytes: number; line: number };
  'workbench.live.whole-read': NoParams;
  'workbench.live.whole-loading': NoParams;
  'workbench.live.whole-done': { bytes: number };
  'workbench.live.whole-kept-draft': { bytes: number };
  'workbench.live.whole-too-large': { maxBytes: number };
  'workbench.live.whole-failed': { error: Site };
  /** The draft still ends where the live file's read stopped. */
  'workbench.draft.cut': { readBytes: number; line: number };
  'workbench.draft.cut-question': { readBytes: number; line: number };
  'workbench.draft.cut-download': NoParams;
  'workbench.draft.cut-copy': NoParams;
  'workbench.draft.cut-cancel': NoParams;
  'workbench.draft.downloaded': { name: Site; bytes: number };

  /** Another workbench tab on the same origin saved its draft. */
  'workbench.sync.taken': { time: Date };
  'workbench.sync.removed': NoParams;
  'workbench.sync.conflict': { time: Date };
  'workbench.sync.keep-mine': NoParams;
  'workbench.sync.take-theirs': NoParams;
  'workbench.sync.kept-mine': NoParams;
  /** A draft over Google's 500 KiB: how much Google reads of it, and the last line read. */
  'workbench.draft.truncated': { readBytes: number; totalBytes: number; line: number };
}
