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
 */
import { MAX_TEST_URLS, UrlCollector, type UrlReading } from './url-collector.ts';
import { requestKey } from './url-input.ts';
import { readSitemapFile, type SitemapFileOptions } from './sitemap-file.ts';
import type { SitemapNote } from './url-notes.ts';

/** An index's children are depth 1, theirs depth 2: index → index → urlset, no deeper. */
export const MAX_SITEMAP_DEPTH = 2;
export const SITEMAP_CONCURRENCY = 4;

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
  const notes: SitemapNote[] = [];
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
    options.onProgress?.({ ...progress });
  };
  const enqueue = (url: string, from: string, depth: number, ancestors: readonly string[]) => {
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
      for (const loc of file.locs) collector.add(loc.value, place, job.url, false);
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
        const left = queue.length + notRead;
        if (left > 0) notes.push({ code: 'sitemap-not-read', count: left, reason: options.signal.aborted ? 'stopped' : 'limit' });
        const reading = collector.finish();
        resolve({ urls: reading.urls, notes: [...notes, ...reading.notes], files });
      }
    };
    report();
    pump();
  });
}
