/**
 * Imports the URLs of an origin's sitemaps: the given files (those listed in
 * the live robots.txt and the draft, and /sitemap.xml), and the files their
 * indexes list, nested as deep as MAX_SITEMAP_DEPTH, at most
 * SITEMAP_CONCURRENCY fetches at a time. An index that lists itself or an
 * index above it is a loop, noted and not followed; a file listed twice is
 * read once. URLs go through the same collector as a typed list (duplicates,
 * other origins, other schemes), up to the cap on URLs, after which no new
 * file is started and the files left are counted. They arrive in the order
 * the files finish.
 *
 * A hostile index can list 50,000 indexes of 50,000 files each: an import is
 * bounded as a whole, not only per file. At most MAX_IMPORT_FILES files are
 * ever queued (the known set and the queue never grow past it; children past
 * it are only counted), at most MAX_IMPORT_BYTES are read, for at most
 * MAX_IMPORT_MS, and notes past MAX_KEPT_NOTES are counted, not kept
 * (url-notes.ts). Whatever the input, memory is the files' (a few at a time)
 * plus what these bounds allow.
 */
import { MAX_TEST_URLS, UrlCollector, type UrlReading } from './url-collector.ts';
import { requestKey } from './url-input.ts';
import { readSitemapFile, type SitemapFileOptions } from './sitemap-file.ts';
import { NoteList } from './url-notes.ts';

/** An index's children are depth 1, theirs depth 2: index → index → urlset, no deeper. */
export const MAX_SITEMAP_DEPTH = 2;
export const SITEMAP_CONCURRENCY = 4;
/** The most sitemap files one import queues and reads (the given ones included). */
export const MAX_IMPORT_FILES = 1_000;
/** The most bytes (uncompressed) one import reads over all its files: four of the protocol's largest files. */
export const MAX_IMPORT_BYTES = 200 * 1024 * 1024;
/** The longest one import runs. */
export const MAX_IMPORT_MS = 180_000;
/** URLs read between two yields to the page. */
const ADD_SLICE = 2_000;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Progress is reported at most this often while bytes stream in (a slow file shows its bytes as they come). */
const PROGRESS_EVERY_MS = 200;

export interface SitemapProgress {
  filesDone: number;
  /** Files known so far (grows as indexes are read). */
  filesTotal: number;
  urls: number;
  /** Uncompressed bytes read. */
  bytes: number;
}

/** One file read, for the panel's list of what was imported. */
export interface SitemapFileSummary {
  url: string;
  kind: 'urlset' | 'sitemapindex' | null;
  /** Locs it listed (URLs or child files); 0 and a null kind when it could not be read. */
  locs: number;
}

export interface SitemapImport extends UrlReading {
  files: SitemapFileSummary[];
}

export interface SitemapImportOptions {
  /** The workbench's origin: URLs of another are flagged. */
  origin: string;
  signal: AbortSignal;
  onProgress?: (progress: SitemapProgress) => void;
  limit?: number;
  /** Per-file limits and timeout (tests make them small). */
  file?: Pick<SitemapFileOptions, 'timeoutMs' | 'maxUrls' | 'maxBytes'>;
  /** The import's own bounds (MAX_IMPORT_FILES, MAX_IMPORT_BYTES, MAX_IMPORT_MS unless given). */
  maxFiles?: number;
  maxBytes?: number;
  maxMs?: number;
}

interface Job {
  url: string;
  /** What named it: the origin for the files given, the index for the files it lists. */
  from: string;
  depth: number;
  /** Request keys of the indexes above it, itself included once started. */
  ancestors: readonly string[];
}

export function importSitemaps(roots: readonly string[], options: SitemapImportOptions): Promise<SitemapImport> {
  const collector = new UrlCollector(options.origin, options.limit ?? MAX_TEST_URLS);
  const notes = new NoteList();
  const maxFiles = options.maxFiles ?? MAX_IMPORT_FILES;
  const maxBytes = options.maxBytes ?? MAX_IMPORT_BYTES;
  const maxMs = options.maxMs ?? MAX_IMPORT_MS;
  /** The bound that ended the import early, if one did (the URL cap is the collector's). */
  let bound: 'bytes' | 'time' | null = null;
  /** Files listed past the bound on files: counted, never queued. */
  let notQueued = 0;
  let lastReport = 0;
  const files: SitemapFileSummary[] = [];
  const known = new Set<string>();
  const queue: Job[] = [];
  const progress: SitemapProgress = { filesDone: 0, filesTotal: 0, urls: 0, bytes: 0 };
  // Stops the files in flight once the cap is reached (the person's Stop stops them too).
  const capped = new AbortController();
  const signal = AbortSignal.any([options.signal, capped.signal]);
  let running = 0;
  let notRead = 0;

  const report = () => {
    progress.urls = collector.urls.length;
    lastReport = Date.now();
    options.onProgress?.({ ...progress });
  };
  const stopAt = (reached: 'bytes' | 'time') => {
    if (bound !== null || capped.signal.aborted) return;
    bound = reached;
    capped.abort();
  };
  const timer = setTimeout(() => stopAt('time'), maxMs);
  const enqueue = (url: string, from: string, depth: number, ancestors: readonly string[]) => {
    if (known.size >= maxFiles) {
      notQueued++;
      return;
    }
    known.add(requestKey(url));
    queue.push({ url, from, depth, ancestors });
    progress.filesTotal++;
  };

  for (const root of roots) {
    if (!known.has(requestKey(root))) enqueue(root, options.origin, 0, []);
  }

  const readChildren = (job: Job, children: readonly string[]) => {
    const ancestors = [...job.ancestors, requestKey(job.url)];
    for (const child of children) {
      let url: URL;
      try {
        url = new URL(child);
      } catch {
        notes.push({ code: 'sitemap-bad-url', sitemap: child, parent: job.url });
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        notes.push({ code: 'sitemap-bad-url', sitemap: child, parent: job.url });
        continue;
      }
      const key = requestKey(url.href);
      if (ancestors.includes(key)) notes.push({ code: 'sitemap-loop', sitemap: child, parent: job.url });
      else if (known.has(key)) notes.push({ code: 'sitemap-repeated', sitemap: child });
      else if (job.depth + 1 > MAX_SITEMAP_DEPTH) {
        notes.push({ code: 'sitemap-too-deep', sitemap: child, parent: job.url, depth: job.depth + 1 });
      } else enqueue(url.href, job.url, job.depth + 1, ancestors);
    }
  };

  const run = async (job: Job) => {
    const file = await readSitemapFile(job.url, {
      ...options.file,
      from: job.from,
      signal,
      onBytes: (n) => {
        progress.bytes += n;
        if (progress.bytes >= maxBytes) stopAt('bytes');
        // A slow file shows its bytes as they come, not "0 bytes" until it ends.
        if (Date.now() - lastReport >= PROGRESS_EVERY_MS) report();
      },
    });
    const stoppedByCap = capped.signal.aborted && !options.signal.aborted;
    if (stoppedByCap && file.notes.some((n) => n.code === 'sitemap-stopped')) {
      notRead++;
      return;
    }
    notes.push(...file.notes);
    files.push({ url: job.url, kind: file.kind, locs: file.locs.length });
    if (file.kind === 'sitemapindex') {
      readChildren(
        job,
        file.locs.map((l) => l.value),
      );
    } else {
      const place = { kind: 'sitemap', sitemap: job.url } as const;
      // 50,000 URLs of a file are read in slices, the page's events (Stop, typing) handled between them.
      for (let k = 0; k < file.locs.length; k++) {
        collector.add(file.locs[k]!.value, place, job.url, false);
        if ((k + 1) % ADD_SLICE === 0) await yieldToPage();
      }
    }
  };

  return new Promise((resolve) => {
    const pump = () => {
      if (collector.full && !capped.signal.aborted) capped.abort();
      while (running < SITEMAP_CONCURRENCY && queue.length > 0 && !signal.aborted) {
        const job = queue.shift()!;
        running++;
        // readSitemapFile turns every failure into a note; anything else still ends as one, and the pool goes on.
        run(job)
          .catch((error: unknown) => notes.push({ code: 'sitemap-network-error', sitemap: job.url, error: String(error) }))
          .finally(() => {
            running--;
            progress.filesDone++;
            report();
            pump();
          });
      }
      if (running === 0) {
        clearTimeout(timer);
        const left = queue.length + notRead;
        if (left > 0) {
          if (options.signal.aborted) notes.push({ code: 'sitemap-not-read', count: left, reason: 'stopped' });
          else if (bound === 'bytes') notes.push({ code: 'sitemap-import-bound', count: left, bound, limit: maxBytes });
          else if (bound === 'time') notes.push({ code: 'sitemap-import-bound', count: left, bound, limit: maxMs / 1000 });
          else notes.push({ code: 'sitemap-not-read', count: left, reason: 'limit' });
        }
        if (notQueued > 0) notes.push({ code: 'sitemap-import-bound', count: notQueued, bound: 'files', limit: maxFiles });
        const reading = collector.finish();
        resolve({ urls: reading.urls, notes: [...notes.finish(), ...reading.notes], files });
      }
    };
    report();
    pump();
  });
}
