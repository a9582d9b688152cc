/**
 * The notes put into words: which group each belongs to (the panel lists
 * them grouped, a heading with the count), and its message. Input notes
 * name their place and input; sitemap notes are whole sentences naming the
 * file.
 */
import { site } from '../../../text/text.ts';
import type { Message } from '../../../text/messages/index.ts';
import { formatStatus } from '../../../ui/format.ts';
import type { InputNote, UrlNote } from '../../../url-lists/url-notes.ts';

export type NoteGroup =
  | InputNote['code']
  | 'too-many-urls'
  | 'sitemap-failed'
  | 'sitemap-content'
  | 'sitemap-limits'
  | 'sitemap-structure'
  | 'notes-not-kept';

/** The order groups are listed in: what needs fixing first, what was merely ignored last. */
export const GROUP_ORDER: readonly NoteGroup[] = [
  'sitemap-failed',
  'sitemap-content',
  'sitemap-limits',
  'sitemap-structure',
  'too-many-urls',
  'not-a-url',
  'other-scheme',
  'relative-in-sitemap',
  'csv-quotes',
  'duplicate',
  'comment',
  'blank',
  'notes-not-kept',
];

export function noteGroup(note: UrlNote): NoteGroup {
  switch (note.code) {
    case 'sitemap-http-error':
    case 'sitemap-network-error':
    case 'sitemap-timeout':
    case 'sitemap-stopped':
    case 'sitemap-gzip-error':
    case 'sitemap-not-read':
    case 'sitemap-import-bound':
    case 'sitemap-refused':
    case 'sitemap-redirect-refused':
    case 'sitemap-address-refused':
      return 'sitemap-failed';
    case 'sitemap-html':
    case 'sitemap-malformed':
    case 'sitemap-loc-too-long':
    case 'sitemap-encoding':
      return 'sitemap-content';
    case 'sitemap-too-many-urls':
    case 'sitemap-too-large':
      return 'sitemap-limits';
    case 'sitemap-loop':
    case 'sitemap-too-deep':
    case 'sitemap-repeated':
    case 'sitemap-bad-url':
      return 'sitemap-structure';
    default:
      return note.code;
  }
}

export function groupHeading(group: NoteGroup, count: number): Message {
  return { key: `workbench-urls.group.${group}`, params: { count } };
}

export function noteMessage(note: UrlNote): Message {
  switch (note.code) {
    case 'too-many-urls':
      return { key: 'workbench-urls.note.too-many-urls', params: { limit: note.limit, leftOut: note.leftOut } };
    case 'sitemap-http-error':
      return {
        key: 'workbench-urls.note.sitemap-http-error',
        params: { sitemap: site(note.sitemap), status: site(formatStatus(note.status)) },
      };
    case 'sitemap-network-error':
      return { key: 'workbench-urls.note.sitemap-network-error', params: { sitemap: site(note.sitemap), error: site(note.error) } };
    case 'sitemap-timeout':
      return { key: 'workbench-urls.note.sitemap-timeout', params: { sitemap: site(note.sitemap), seconds: note.seconds } };
    case 'sitemap-stopped':
    case 'sitemap-html':
    case 'sitemap-gzip-error':
    case 'sitemap-repeated':
      return { key: `workbench-urls.note.${note.code}`, params: { sitemap: site(note.sitemap) } };
    case 'sitemap-too-many-urls':
      return { key: 'workbench-urls.note.sitemap-too-many-urls', params: { sitemap: site(note.sitemap), limit: note.limit } };
    case 'sitemap-too-large':
      return {
        key: 'workbench-urls.note.sitemap-too-large',
        params: { sitemap: site(note.sitemap), megabytes: note.limitBytes / (1024 * 1024), bytes: note.limitBytes },
      };
    case 'sitemap-loc-too-long':
      return { key: 'workbench-urls.note.sitemap-loc-too-long', params: { sitemap: site(note.sitemap), line: note.line } };
    case 'sitemap-encoding':
      return { key: 'workbench-urls.note.sitemap-encoding', params: { sitemap: site(note.sitemap), encoding: site(note.encoding) } };
    case 'sitemap-loop':
    case 'sitemap-bad-url':
      return { key: `workbench-urls.note.${note.code}`, params: { sitemap: site(note.sitemap), parent: site(note.parent) } };
    case 'sitemap-too-deep':
      return {
        key: 'workbench-urls.note.sitemap-too-deep',
        params: { sitemap: site(note.sitemap), parent: site(note.parent), depth: note.depth },
      };
    case 'sitemap-refused':
      return { key: 'workbench-urls.note.sitemap-refused', params: { sitemap: site(note.sitemap), from: site(note.from) } };
    case 'sitemap-redirect-refused':
      return { key: 'workbench-urls.note.sitemap-redirect-refused', params: { sitemap: site(note.sitemap), target: site(note.target) } };
    case 'sitemap-address-refused':
      return { key: 'workbench-urls.note.sitemap-address-refused', params: { sitemap: site(note.sitemap), address: site(note.address) } };
    case 'sitemap-not-read':
      return { key: `workbench-urls.note.sitemap-not-read.${note.reason}`, params: { count: note.count } };
    case 'sitemap-import-bound':
      if (note.bound === 'files')
        return { key: 'workbench-urls.note.import-bound.files', params: { count: note.count, files: note.limit } };
      if (note.bound === 'bytes')
        return { key: 'workbench-urls.note.import-bound.bytes', params: { count: note.count, megabytes: note.limit / (1024 * 1024) } };
      return { key: 'workbench-urls.note.import-bound.time', params: { count: note.count, minutes: note.limit / 60 } };
    case 'notes-not-kept':
      return { key: 'workbench-urls.note.notes-not-kept', params: { count: note.count, kept: note.kept } };
    case 'sitemap-malformed': {
      const base = { sitemap: site(note.sitemap), line: note.problem.line, kept: note.kept };
      const p = note.problem;
      switch (p.code) {
        case 'mismatched-tag':
          return {
            key: 'workbench-urls.malformed.mismatched-tag',
            params: { ...base, expected: site(`<${p.expected}>`), found: site(`</${p.found}>`) },
          };
        case 'bad-entity':
          return { key: 'workbench-urls.malformed.bad-entity', params: { ...base, entity: site(p.entity) } };
        case 'not-a-sitemap':
          return { key: 'workbench-urls.malformed.not-a-sitemap', params: { ...base, root: site(`<${p.root}>`) } };
        default:
          return { key: `workbench-urls.malformed.${p.code}`, params: base };
      }
    }
    default:
      return placeMessage(note);
  }
}

/** An input note: its place and the input as given. */
function placeMessage(note: InputNote): Message {
  const text = site(note.text);
  const place = note.place;
  switch (place.kind) {
    case 'line':
      return { key: 'workbench-urls.place.line', params: { line: place.line, text } };
    case 'row':
      return { key: 'workbench-urls.place.row', params: { row: place.row, text } };
    case 'sitemap':
      return { key: 'workbench-urls.place.sitemap', params: { sitemap: site(place.sitemap), text } };
  }
}
