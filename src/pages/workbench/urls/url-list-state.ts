/**
 * The state of the URLs to test: its slice of the page's store (which owns
 * it) and what the panel reads of it: the person's list as typed, the CSV
 * column and the sitemaps imported, the import under way, and what they add
 * up to. The list's text is only ever what the person typed, pasted or
 * dropped; CSV and sitemap URLs are sources of their own beside it, each
 * removable, so an import never rewrites the list. Only url-list-actions.ts
 * writes it.
 */
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { TestUrl } from '../engine/evaluation-facts.ts';
import type { Message } from '../../../text/messages/index.ts';
import { type CombinedUrls, combineUrls } from './combine-urls.ts';
import type { CsvPreview } from '../../../url-lists/csv-import.ts';
import type { SitemapImport } from '../../../url-lists/sitemap-import.ts';
import type { UrlReading } from '../../../url-lists/url-collector.ts';
import { UrlListReader } from '../../../url-lists/url-list.ts';
import { isIgnored, isSkipped, type UrlNote } from '../../../url-lists/url-notes.ts';
import type { UrlListActions } from './url-list-actions.ts';

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

/**
 * The URLs' slice of the page's store: its writable signals and what they add
 * up to. The store (store.ts) creates the page's one; only the actions layer
 * (url-list-actions.ts) writes it, and views read it as `UrlListReading`.
 */
export interface UrlListSlice {
  readonly origin: ReadonlySignal<string>;
  /** Keeps the lines already read, so an edit reads only what changed (the actions' reading cache). */
  readonly reader: UrlListReader;
  readonly listText: Signal<string>;
  /** The list's reading; behind the text while `listPending`. */
  readonly listReading: Signal<UrlReading>;
  readonly listPending: Signal<boolean>;
  readonly csvPending: Signal<CsvPending | null>;
  readonly csv: Signal<CsvSource | null>;
  readonly sitemaps: Signal<SitemapImport | null>;
  readonly progress: Signal<ImportProgress | null>;
  /** Why the last CSV file could not be read. */
  readonly failure: Signal<Message | null>;
  /** Every source merged: what the engine tests. */
  readonly combined: ReadonlySignal<CombinedUrls>;
  readonly urls: ReadonlySignal<TestUrl[]>;
  readonly notes: ReadonlySignal<UrlNote[]>;
  readonly summary: ReadonlySignal<UrlListSummary>;
}

export function createUrlListSlice(origin: ReadonlySignal<string>, initialText = ''): UrlListSlice {
  const reader = new UrlListReader();
  const listText = signal(initialText);
  const listReading = signal<UrlReading>(reader.read(initialText, origin.peek()));
  const csv = signal<CsvSource | null>(null);
  const sitemaps = signal<SitemapImport | null>(null);

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

  return {
    origin,
    reader,
    listText,
    listReading,
    listPending: signal(false),
    csvPending: signal<CsvPending | null>(null),
    csv,
    sitemaps,
    progress: signal<ImportProgress | null>(null),
    failure: signal<Message | null>(null),
    combined,
    urls: computed(() => combined.value.urls),
    notes,
    summary,
  };
}

/** The URLs' state as views read it: every signal read-only. */
export type UrlListReading = { readonly [K in Exclude<keyof UrlListSlice, 'reader'>]: ReadonlySignal<UrlListSlice[K]['value']> };

/** What the URL panel gets: the state to read and the actions that change it (url-list-actions.ts). */
export type UrlList = UrlListReading & UrlListActions;
