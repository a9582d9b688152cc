/**
 * The URLs' actions: the only code that writes the URLs' slice of the store
 * (url-list-state.ts). Part of the workbench's actions layer (see
 * ../actions.ts): the panel calls these, never sets a signal itself.
 */
import { batch, effect, type ReadonlySignal } from '@preact/signals';
import { latestAnswer } from '../../../shared/latest-answer.ts';
import { site } from '../../../text/text.ts';
import { previewCsv, readCsvColumn } from '../../../url-lists/csv-import.ts';
import { importSitemaps } from '../../../url-lists/sitemap-import.ts';
import { createUrlListSlice, type UrlList, type UrlListSlice } from './url-list-state.ts';

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

export interface UrlListActions {
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

/** The URLs' actions over a slice; they read the list again as its text or origin changes. */
export function urlListActions(slice: UrlListSlice): UrlListActions {
  const { origin, reader, listText, listReading, listPending, csvPending, csv, sitemaps, progress, failure } = slice;
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

  // One import at a time: a new one stops the one under way, and only the latest says how far it got.
  const imports = latestAnswer();
  const begin = () => {
    running?.abort();
    running = new AbortController();
    return { controller: running, ask: imports.ask() };
  };

  return {
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
      const { controller, ask } = begin();
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
        if (ask.current) {
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
      const { controller, ask } = begin();
      progress.value = { kind: 'sitemaps', filesDone: 0, filesTotal: roots.length, urls: 0, bytes: 0 };
      const result = await importSitemaps(roots, {
        origin: origin.peek(),
        signal: controller.signal,
        onProgress: (p) => {
          if (ask.current) progress.value = { kind: 'sitemaps', ...p };
        },
      });
      batch(() => {
        sitemaps.value = result;
        if (ask.current) {
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

/** What the URL panel gets over a slice of the store: the state to read (typed read-only) and the actions. */
export function urlListOver(slice: UrlListSlice): UrlList {
  return { ...slice, ...urlListActions(slice) };
}

/** A URL list of its own (a panel alone, as the tests mount it), reading `initialText`. */
export function createUrlList(origin: ReadonlySignal<string>, initialText = ''): UrlList {
  return urlListOver(createUrlListSlice(origin, initialText));
}
