/**
 * What reading the URLs to test had to say, as facts: a code, where it
 * happened (a line of the list, a row of a CSV, a sitemap) and the input as
 * the person or the site gave it. The panel puts them into words through the
 * `workbench-urls` text subject; nothing here is a sentence.
 */

import { detached } from './detached.ts';

/** The most of one input kept in a note: a note names the input, it does not hold a 50 MB line. */
export const NOTE_TEXT_MAX = 300;

/** Where an input came from: a line of the typed list, a row of a CSV file, or a sitemap file. */
export type UrlPlace = { kind: 'line'; line: number } | { kind: 'row'; row: number } | { kind: 'sitemap'; sitemap: string };

/** Why one input gave no URL to test (or, for 'other-origin', a URL tested and flagged). */
export type InputCode =
  /** An empty line (ignored). */
  | 'blank'
  /** A line starting with `#` (ignored). */
  | 'comment'
  /** Neither a path from `/` nor an http(s) URL that parses. */
  | 'not-a-url'
  /** A URL of a scheme without robots.txt (`mailto:`, `ftp:`, `javascript:`, `data:`…). */
  | 'other-scheme'
  /** The same URL to a crawler as an earlier input (the #fragment is never sent). */
  | 'duplicate'
  /** A sitemap `<loc>` that is a path: the protocol wants full URLs. */
  | 'relative-in-sitemap'
  /** A CSV row whose quotes do not close or sit inside a value (the value is still read as papaparse reads it). */
  | 'csv-quotes';

export interface InputNote {
  code: InputCode;
  place: UrlPlace;
  /** The input as given (cut at NOTE_TEXT_MAX characters; `cut` says so). */
  text: string;
  cut: boolean;
}

/** Inputs past the cap on URLs: how many were left out. */
export interface CapNote {
  code: 'too-many-urls';
  limit: number;
  leftOut: number;
}

/** What went wrong inside an XML sitemap, and where (1-based line of the decoded text). */
export type XmlProblem =
  /** No element at all (an empty or text-only file). */
  | { code: 'no-root'; line: number }
  | { code: 'unexpected-end'; line: number }
  | { code: 'mismatched-tag'; line: number; expected: string; found: string }
  | { code: 'bad-entity'; line: number; entity: string }
  | { code: 'bad-markup'; line: number }
  | { code: 'too-deep'; line: number }
  | { code: 'not-a-sitemap'; line: number; root: string };

/** One sitemap file's note. `sitemap` is its URL as listed. */
export type SitemapNote =
  | { code: 'sitemap-http-error'; sitemap: string; status: number }
  | { code: 'sitemap-network-error'; sitemap: string; error: string }
  | { code: 'sitemap-timeout'; sitemap: string; seconds: number }
  | { code: 'sitemap-stopped'; sitemap: string }
  | { code: 'sitemap-html'; sitemap: string }
  | { code: 'sitemap-gzip-error'; sitemap: string }
  /** The XML broke: the URLs read before `problem` are kept, the rest of the file is not read. */
  | { code: 'sitemap-malformed'; sitemap: string; problem: XmlProblem; kept: number }
  /** The protocol's 50,000 URLs per file: the file's first `limit` are kept. */
  | { code: 'sitemap-too-many-urls'; sitemap: string; limit: number }
  /** The protocol's 50 MB (uncompressed) per file: reading stopped there. */
  | { code: 'sitemap-too-large'; sitemap: string; limitBytes: number }
  /** The file declares an encoding the browser cannot decode: it was read as UTF-8. */
  | { code: 'sitemap-encoding'; sitemap: string; encoding: string }
  /** A `<loc>` longer than any URL can be (skipped). */
  | { code: 'sitemap-loc-too-long'; sitemap: string; line: number }
  /** An index that lists itself or one of the indexes above it. */
  | { code: 'sitemap-loop'; sitemap: string; parent: string }
  /** An index nested deeper than the import reads. */
  | { code: 'sitemap-too-deep'; sitemap: string; parent: string; depth: number }
  /** A file already read (listed twice, or by two indexes). */
  | { code: 'sitemap-repeated'; sitemap: string }
  /** A file on this computer or a private network, named by a public site (`from`: the index, or the origin): not fetched. */
  | { code: 'sitemap-refused'; sitemap: string; from: string }
  /** A public file that redirected to this computer or a private network (`target`): not read. */
  | { code: 'sitemap-redirect-refused'; sitemap: string; target: string }
  /** A file named by a public site answered from this computer or a private network (`address`, as the browser saw it): not read. */
  | { code: 'sitemap-address-refused'; sitemap: string; address: string }
  /** A file listed in an index is not an http(s) URL. */
  | { code: 'sitemap-bad-url'; sitemap: string; parent: string }
  /** Files never read: the cap on URLs was reached, or the person pressed Stop. */
  | { code: 'sitemap-not-read'; count: number; reason: 'limit' | 'stopped' }
  /** Files listed past an import's bound on files, bytes or time (`limit`: files, bytes or seconds): counted, never fetched. */
  | { code: 'sitemap-import-bound'; count: number; bound: 'files' | 'bytes' | 'time'; limit: number };

/** Notes past MAX_KEPT_NOTES in one reading: counted (and what they were, for the totals), not kept. */
export interface NotesNotKept {
  code: 'notes-not-kept';
  count: number;
  /** Of them, inputs that gave no URL, and blank lines and comments. */
  skipped: number;
  ignored: number;
  kept: number;
}

export type UrlNote = InputNote | CapNote | SitemapNote | NotesNotKept;

/** The input as a note keeps it. */
export function noteInput(code: InputCode, place: UrlPlace, input: string): InputNote {
  const cut = input.length > NOTE_TEXT_MAX;
  // Detached: a note outlives the chunk of a 50 MB file its input was cut from.
  return { code, place, text: detached(cut ? input.slice(0, NOTE_TEXT_MAX) : input), cut };
}

/** Notes that say an input was ignored rather than skipped (not counted as skipped). */
export function isIgnored(note: UrlNote): boolean {
  return note.code === 'blank' || note.code === 'comment';
}

/**
 * The most notes one reading keeps. A hostile sitemap or CSV can make one
 * note per input (12 million duplicates); past this they are only counted,
 * so memory stays bounded whatever the input.
 */
export const MAX_KEPT_NOTES = 10_000;

/** Notes kept up to a cap, and counted past it. */
export class NoteList {
  private readonly kept: UrlNote[] = [];
  private dropped = 0;
  private droppedSkipped = 0;
  private droppedIgnored = 0;

  constructor(private readonly cap = MAX_KEPT_NOTES) {}

  push(...notes: UrlNote[]): void {
    for (const note of notes) {
      if (this.kept.length < this.cap) {
        this.kept.push(note);
        continue;
      }
      this.dropped++;
      if (isIgnored(note)) this.droppedIgnored++;
      else if (isSkipped(note)) this.droppedSkipped++;
    }
  }

  get length(): number {
    return this.kept.length + this.dropped;
  }

  /** The notes kept, then one saying how many more there were. */
  finish(): UrlNote[] {
    if (this.dropped === 0) return this.kept;
    return [
      ...this.kept,
      { code: 'notes-not-kept', count: this.dropped, skipped: this.droppedSkipped, ignored: this.droppedIgnored, kept: this.cap },
    ];
  }
}

/** An input that gave no URL (not blank, not a comment; a CSV quoting note still gave its value). */
export function isSkipped(note: UrlNote): boolean {
  return 'place' in note && !isIgnored(note) && note.code !== 'csv-quotes';
}
