/**
 * The state of the URLs to test, created by the page's store (which owns it)
 * and passed to the panel: the person's list as typed, the CSV column and the
 * sitemaps imported, the import under way, and what they add up to. The
 * list's text is only ever what the person typed, pasted or dropped; CSV and
 * sitemap URLs are sources of their own beside it, each removable, so an
 * import never rewrites the list.
 */
import { batch, computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import type { TestUrl } from '../engine/evaluation-facts.ts';
import type { Message } from '../../../text/messages/index.ts';
import { site } from '../../../text/text.ts';
import { type CombinedUrls, combineUrls } from './combine-urls.ts';
import { type CsvPreview, previewCsv, readCsvColumn } from '../../../url-lists/csv-import.ts';
import { importSitemaps, type SitemapImport } from '../../../url-lists/sitemap-import.ts';
import type { UrlReading } from '../../../url-lists/url-collector.ts';
import { UrlListReader } from '../../../url-lists/url-list.ts';
import { isIgnored, isSkipped, type UrlNote } from '../../../url-lists/url-notes.ts';
import { latestAnswer } from '../../../shared/latest-answer.ts';

/**
 * An edit that leaves at most this many lines never read is read at once;
 * more (a long paste) is read in slices, the page free between them (100,000
 * new lines take a few hundred ms). Lines already read cost little
 * (UrlListReader keeps them), so one line typed into a list of 100,000 is
 * read at once.
 */
const READ_AT_ONCE_LINES = 5_000;
/** A dropped text file goes into the textarea: 100,000 long URLs fit; more would only slow the page. */
export const MAX_DROPPED_TEXT_BYTES = 20 * 1024 * 1024;

export interface CsvPending {
  file: File;
  preview: CsvPreview;
  column: number;
  header: boolean;
}

export interface CsvSource {
  fileName: string;
  /** 1-based, as the person sees it. */
  column: number;
  reading: UrlReading;
}

export type ImportProgress =
  | { kind: 'sitemaps'; filesDone: number; filesTotal: number; urls: number; bytes: number }
  | { kind: 'csv'; fileName: string; bytes: number; size: number };

export interface UrlListSummary {
  urls: number;
  /** Inputs that gave no URL (not URLs, other schemes, duplicates); blank lines and comments are `ignored`. */
  skipped: number;
  ignored: number;
  otherOrigin: number;
  /** URLs in more than one source. */
  repeated: number;
  /** URLs past the cap, over all sources. */
  leftOut: number;
}

export interface UrlList {
  readonly origin: ReadonlySignal<string>;
  readonly listText: ReadonlySignal<string>;
  /** The list's reading; behind the text while `listPending`. */
  readonly listReading: ReadonlySignal<UrlReading>;
  readonly listPending: ReadonlySignal<boolean>;
  readonly csvPending: ReadonlySignal<CsvPending | null>;
  readonly csv: ReadonlySignal<CsvSource | null>;
  readonly sitemaps: ReadonlySignal<SitemapImport | null>;
  readonly progress: ReadonlySignal<ImportProgress | null>;
  /** Why the last CSV file could not be read. */
  readonly failure: ReadonlySignal<Message | null>;
  /** Every source merged: what the engine tests. */
  readonly combined: ReadonlySignal<CombinedUrls>;
  readonly urls: ReadonlySignal<TestUrl[]>;
  readonly notes: ReadonlySignal<UrlNote[]>;
  readonly summary: ReadonlySignal<UrlListSummary>;

  setListText(text: string): void;
  /** A dropped text file: added after what is there, on a line of its own (a file too large for a textarea is refused with a note). */
  dropTextFile(file: File): Promise<void>;
  openCsv(file: File): Promise<void>;
  chooseCsvColumn(column: number): void;
  setCsvHeader(header: boolean): void;
  readCsv(): Promise<void>;
  cancelCsv(): void;
  removeCsv(): void;
  importSitemaps(roots: readonly string[]): Promise<void>;
  /** Stops the import under way; what it read is kept. */
  stop(): void;
  removeSitemaps(): void;
  /** Ends the list's reading (a long one under way in slices) and its effect (the page is closing). */
  dispose(): void;
}

export function createUrlList(origin: ReadonlySignal<string>, initialText = ''): UrlList {
  const reader = new UrlListReader();
  const listText = signal(initialText);
  const listReading = signal<UrlReading>(reader.read(initialText, origin.peek()));
  const listPending = signal(false);
  const csvPending = signal<CsvPending | null>(null);
  const csv = signal<CsvSource | null>(null);
  const sitemaps = signal<SitemapImport | null>(null);
  const progress = signal<ImportProgress | null>(null);
  const failure = signal<Message | null>(null);
  let running: AbortController | null = null;
  // A long reading in slices is no longer wanted once the text or the origin changes again.
  const reading = latestAnswer();

  const readNow = (text: string, at: string) => {
    reading.ask();
    batch(() => {
      listReading.value = reader.read(text, at);
      listPending.value = false;
    });
  };
  const readInSlices = async (text: string, at: string) => {
    const ask = reading.ask();
    listPending.value = true;
    const result = await reader.readInSlices(text, at, () => ask.current);
    if (result === null || !ask.current) return;
    batch(() => {
      listReading.value = result;
      listPending.value = false;
    });
  };
  // The list is read again when it or the origin changes: at once when little of it is new, in slices otherwise.
  let first = true;
  const stopEffect = effect(() => {
    const text = listText.value;
    const at = origin.value;
    if (first) {
      first = false;
      return;
    }
    if (reader.unread(text, at, READ_AT_ONCE_LINES) <= READ_AT_ONCE_LINES) readNow(text, at);
    else void readInSlices(text, at);
  });

  const combined = computed(() => combineUrls([listReading.value.urls, csv.value?.reading.urls ?? [], sitemaps.value?.urls ?? []]));
  const notes = computed(() => [...listReading.value.notes, ...(csv.value?.reading.notes ?? []), ...(sitemaps.value?.notes ?? [])]);
  const summary = computed<UrlListSummary>(() => {
    let skipped = 0;
    let ignored = 0;
    for (const note of notes.value) {
      if (isIgnored(note)) ignored++;
      else if (isSkipped(note)) skipped++;
      else if (note.code === 'notes-not-kept') {
        // Notes past the cap were counted, not kept: the totals still hold them.
        skipped += note.skipped;
        ignored += note.ignored;
      }
    }
    const { urls, repeated, leftOut } = combined.value;
    let otherOrigin = 0;
    for (const url of urls) if (url.otherOrigin) otherOrigin++;
    const capped = notes.value.reduce((sum, n) => (n.code === 'too-many-urls' ? sum + n.leftOut : sum), 0);
    return { urls: urls.length, skipped, ignored, otherOrigin, repeated, leftOut: leftOut + capped };
  });

  const begin = (): AbortController => {
    running?.abort();
    running = new AbortController();
    return running;
  };

  return {
    origin,
    listText,
    listReading,
    listPending,
    csvPending,
    csv,
    sitemaps,
    progress,
    failure,
    combined,
    urls: computed(() => combined.value.urls),
    notes,
    summary,

    setListText(text) {
      listText.value = text;
    },
    async dropTextFile(file) {
      failure.value = null;
      if (file.size > MAX_DROPPED_TEXT_BYTES) {
        failure.value = {
          key: 'workbench-urls.drop.too-large',
          params: { file: site(file.name), megabytes: MAX_DROPPED_TEXT_BYTES / (1024 * 1024) },
        };
        return;
      }
      const text = await file.text();
      const now = listText.peek();
      listText.value = now === '' || now.endsWith('\n') ? now + text : `${now}\n${text}`;
    },
    async openCsv(file) {
      failure.value = null;
      try {
        const preview = await previewCsv(file, origin.peek());
        csvPending.value = { file, preview, column: preview.best, header: preview.header };
      } catch (error) {
        failure.value = { key: 'workbench-urls.csv.failed', params: { file: site(file.name), error: site(String(error)) } };
      }
    },
    chooseCsvColumn(column) {
      const pending = csvPending.peek();
      if (pending) csvPending.value = { ...pending, column };
    },
    setCsvHeader(header) {
      const pending = csvPending.peek();
      if (pending) csvPending.value = { ...pending, header };
    },
    async readCsv() {
      const pending = csvPending.peek();
      if (!pending) return;
      const controller = begin();
      const { file } = pending;
      progress.value = { kind: 'csv', fileName: file.name, bytes: 0, size: file.size };
      const reading = await readCsvColumn(
        file,
        { column: pending.column, header: pending.header, delimiter: pending.preview.delimiter },
        origin.peek(),
        {
          signal: controller.signal,
          onBytes: (bytes) => {
            progress.value = { kind: 'csv', fileName: file.name, bytes, size: file.size };
          },
        },
      );
      batch(() => {
        csv.value = { fileName: file.name, column: pending.column + 1, reading };
        csvPending.value = null;
        if (running === controller) {
          progress.value = null;
          running = null;
        }
      });
    },
    cancelCsv() {
      csvPending.value = null;
    },
    removeCsv() {
      csv.value = null;
    },
    async importSitemaps(roots) {
      const controller = begin();
      progress.value = { kind: 'sitemaps', filesDone: 0, filesTotal: roots.length, urls: 0, bytes: 0 };
      const result = await importSitemaps(roots, {
        origin: origin.peek(),
        signal: controller.signal,
        onProgress: (p) => {
          if (running === controller) progress.value = { kind: 'sitemaps', ...p };
        },
      });
      batch(() => {
        sitemaps.value = result;
        if (running === controller) {
          progress.value = null;
          running = null;
        }
      });
    },
    stop() {
      running?.abort();
    },
    removeSitemaps() {
      sitemaps.value = null;
    },
    dispose() {
      reading.ask();
      stopEffect();
      running?.abort();
    },
  };
}
