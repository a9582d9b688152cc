/**
 * Gathers the URLs to test from inputs one at a time (lines, CSV cells,
 * sitemap locs): each input becomes a TestUrl or a note, duplicates (the same
 * request to a crawler) are noted once seen, and past the cap the inputs are
 * only counted. The readers (url-list.ts, csv-import.ts, sitemap-import.ts)
 * feed it; it knows nothing of where the text came from beyond the place.
 */
import type { TestUrl } from '../pages/workbench/engine/evaluation-facts.ts';
import { readUrlInput, requestKey, type InputReading } from './url-input.ts';
import { NoteList, noteInput, type CapNote, type UrlNote, type UrlPlace } from './url-notes.ts';

/** The most URLs the workbench tests at once (the 100,000). */
export const MAX_TEST_URLS = 100_000;

/** URLs ready to test and what reading them said. */
export interface UrlReading {
  urls: TestUrl[];
  notes: UrlNote[];
}

export class UrlCollector {
  readonly urls: TestUrl[] = [];
  /** Kept up to MAX_KEPT_NOTES, counted past it. */
  readonly notes = new NoteList();
  private readonly seen = new Set<string>();
  private leftOut = 0;

  /** Parsed once: every input is resolved against it. No origin yet (''): nothing reads as a URL. */
  private readonly base: URL | string;

  constructor(
    origin: string,
    private readonly limit = MAX_TEST_URLS,
  ) {
    this.base = URL.canParse(origin) ? new URL(origin) : origin;
  }

  get full(): boolean {
    return this.urls.length >= this.limit;
  }

  /** Reads one input; `source` is what the TestUrl records ('list' or the sitemap's URL). */
  add(input: string, place: UrlPlace, source: string, pathsAllowed = true): void {
    this.addReading(readUrlInput(input, this.base, pathsAllowed), input, place, source);
  }

  /** Resolves `input` against the base every input is read against (a reader that keeps readings asks here). */
  read(input: string, pathsAllowed = true): InputReading {
    return readUrlInput(input, this.base, pathsAllowed);
  }

  /**
   * One input already read (readUrlInput depends only on the input and the
   * origin, so a reading may be kept and reused). `made`: the TestUrl this
   * reading and source made before, reused as it is (a list read again on
   * every keystroke then makes no new object per URL). Gives the TestUrl
   * added, if any.
   */
  addReading(reading: InputReading, input: string, place: UrlPlace, source: string, made?: TestUrl): TestUrl | undefined {
    if (reading.kind !== 'url') {
      this.notes.push(noteInput(reading.kind, place, input));
      return undefined;
    }
    const key = requestKey(reading.url);
    if (this.seen.has(key)) {
      this.notes.push(noteInput('duplicate', place, input));
      return undefined;
    }
    if (this.full) {
      this.leftOut++;
      return undefined;
    }
    this.seen.add(key);
    const url = made ?? { url: reading.url, source, otherOrigin: reading.otherOrigin };
    this.urls.push(url);
    return url;
  }

  /** Counts an input never read because the cap was reached (the sitemap importer stops early). */
  countLeftOut(n: number): void {
    this.leftOut += n;
  }

  /** The URLs and notes, with the cap's note when inputs were left out. */
  finish(): UrlReading {
    const notes = this.notes.finish();
    return { urls: this.urls, notes: this.leftOut > 0 ? [...notes, capNote(this.limit, this.leftOut)] : notes };
  }
}

function capNote(limit: number, leftOut: number): CapNote {
  return { code: 'too-many-urls', limit, leftOut };
}
