/**
 * The workbench's URLs to test: the list, the CSV import, the sitemap import,
 * their progress, the count and the notes (src/pages/workbench/urls/ reads the
 * input and says what it found as facts; these are their words).
 */
import type { NoParams, Site } from './index.ts';

export interface WorkbenchUrlsMessages {
  'workbench-urls.heading': NoParams;
  'workbench-urls.list.label': NoParams;
  'workbench-urls.list.hint': { origin: Site };
  'workbench-urls.list.reading': NoParams;
  /** A dropped text file too large for the list (the limit in MiB, as sizes are said everywhere: src/text/size-text.ts). */
  'workbench-urls.drop.too-large': { file: Site; megabytes: number };

  'workbench-urls.count': { urls: number; skipped: number };
  'workbench-urls.count.other-origin': { count: number; origin: Site };
  'workbench-urls.count.ignored': { count: number };
  'workbench-urls.count.repeated': { count: number };
  'workbench-urls.count.left-out': { limit: number; count: number };

  'workbench-urls.csv.import': NoParams;
  'workbench-urls.csv.choose': { file: Site };
  'workbench-urls.csv.column': NoParams;
  'workbench-urls.csv.column.named': { number: number; name: Site };
  'workbench-urls.csv.column.numbered': { number: number; sample: Site };
  'workbench-urls.csv.header': NoParams;
  'workbench-urls.csv.read': NoParams;
  'workbench-urls.csv.cancel': NoParams;
  'workbench-urls.csv.progress': { read: string; size: string };
  'workbench-urls.csv.source': { file: Site; column: number; urls: number };
  'workbench-urls.csv.failed': { file: Site; error: Site };

  'workbench-urls.sitemaps.import': NoParams;
  'workbench-urls.sitemaps.will-read': { count: number };
  'workbench-urls.sitemaps.listed.live': { url: Site };
  'workbench-urls.sitemaps.listed.draft': { url: Site };
  'workbench-urls.sitemaps.listed.both': { url: Site };
  'workbench-urls.sitemaps.listed.default': { url: Site };
  'workbench-urls.sitemaps.progress': { filesDone: number; filesTotal: number; urls: number; size: string };
  'workbench-urls.sitemaps.source': { files: number; urls: number };
  'workbench-urls.stop': NoParams;
  'workbench-urls.remove': NoParams;
  'workbench-urls.progress.sitemaps': NoParams;
  'workbench-urls.progress.csv': NoParams;

  'workbench-urls.notes.heading': { count: number };
  'workbench-urls.notes.cut': { count: number };
  'workbench-urls.place.line': { line: number; text: Site };
  'workbench-urls.place.row': { row: number; text: Site };
  'workbench-urls.place.sitemap': { sitemap: Site; text: Site };

  /** One heading per kind of note, with how many there are. */
  'workbench-urls.group.blank': { count: number };
  'workbench-urls.group.comment': { count: number };
  'workbench-urls.group.not-a-url': { count: number };
  'workbench-urls.group.other-scheme': { count: number };
  'workbench-urls.group.duplicate': { count: number };
  'workbench-urls.group.relative-in-sitemap': { count: number };
  'workbench-urls.group.csv-quotes': { count: number };
  'workbench-urls.group.too-many-urls': { count: number };
  'workbench-urls.group.sitemap-failed': { count: number };
  'workbench-urls.group.sitemap-content': { count: number };
  'workbench-urls.group.sitemap-limits': { count: number };
  'workbench-urls.group.sitemap-structure': { count: number };

  'workbench-urls.note.too-many-urls': { limit: number; leftOut: number };
  /** `status`: the status as the server sent it, with HTTP's reason phrase ("404 Not Found"), in every language. */
  'workbench-urls.note.sitemap-http-error': { sitemap: Site; status: Site };
  'workbench-urls.note.sitemap-network-error': { sitemap: Site; error: Site };
  'workbench-urls.note.sitemap-timeout': { sitemap: Site; seconds: number };
  'workbench-urls.note.sitemap-stopped': { sitemap: Site };
  'workbench-urls.note.sitemap-html': { sitemap: Site };
  'workbench-urls.note.sitemap-gzip-error': { sitemap: Site };
  'workbench-urls.note.sitemap-too-many-urls': { sitemap: Site; limit: number };
  /** The protocol's 50 MB, which it defines as 52,428,800 bytes. */
  'workbench-urls.note.sitemap-too-large': { sitemap: Site; megabytes: number; bytes: number };
  'workbench-urls.note.sitemap-loc-too-long': { sitemap: Site; line: number };
  'workbench-urls.note.sitemap-loop': { sitemap: Site; parent: Site };
  'workbench-urls.note.sitemap-too-deep': { sitemap: Site; parent: Site; depth: number };
  'workbench-urls.note.sitemap-repeated': { sitemap: Site };
  'workbench-urls.note.sitemap-bad-url': { sitemap: Site; parent: Site };
  'workbench-urls.note.sitemap-refused': { sitemap: Site; from: Site };
  'workbench-urls.note.sitemap-redirect-refused': { sitemap: Site; target: Site };
  'workbench-urls.note.sitemap-not-read.limit': { count: number };
  'workbench-urls.note.sitemap-not-read.stopped': { count: number };
  /** The XML broke on `line`; `kept` URLs read before it are kept. */
  'workbench-urls.malformed.no-root': { sitemap: Site; line: number; kept: number };
  'workbench-urls.malformed.unexpected-end': { sitemap: Site; line: number; kept: number };
  'workbench-urls.malformed.mismatched-tag': { sitemap: Site; line: number; kept: number; expected: Site; found: Site };
  'workbench-urls.malformed.bad-entity': { sitemap: Site; line: number; kept: number; entity: Site };
  'workbench-urls.malformed.bad-markup': { sitemap: Site; line: number; kept: number };
  'workbench-urls.malformed.too-deep': { sitemap: Site; line: number; kept: number };
  'workbench-urls.malformed.not-a-sitemap': { sitemap: Site; line: number; kept: number; root: Site };
  // A sitemap that answered from this computer or a private network.
  'workbench-urls.note.sitemap-address-refused': { sitemap: Site; address: Site };

  /** An import's bounds (files, bytes, time, notes kept), said while it runs and when one is reached. */
  'workbench-urls.sitemaps.bounds': { files: number; megabytes: number; minutes: number; notes: number };
  'workbench-urls.note.import-bound.files': { count: number; files: number };
  'workbench-urls.note.import-bound.bytes': { count: number; megabytes: number };
  'workbench-urls.note.import-bound.time': { count: number; minutes: number };
  'workbench-urls.note.notes-not-kept': { count: number; kept: number };
  'workbench-urls.group.notes-not-kept': { count: number };
  'workbench-urls.note.sitemap-encoding': { sitemap: Site; encoding: Site };
}
