/**
 * Reads one sitemap file from the network, streamed: fetched without cookies,
 * gunzipped when its bytes say gzip (a `.xml.gz` served as a file;
 * Content-Encoding is undone by fetch itself), decoded as UTF-8 and fed by
 * chunks to the XML reader (or the text reader, for a `sitemap.txt`). The
 * protocol's limits hold per file: at 50,000 URLs or 50 MB of uncompressed
 * text the reading stops and the body is cancelled, so a 60 MB file is never
 * held whole. Every way it can fail is a note, never a throw.
 *
 * As for robots.txt (src/robots/redirect-policy.ts), a public site may
 * not aim the extension at the person's computer or intranet: a file there
 * named by a public site is not fetched, redirects are followed hop by hop
 * (src/robots/hop-follower.ts) so one pointing there is never sent, and
 * an answer that came from such an address (webRequest says which) is not
 * read.
 */
import { followHops, type HopNetwork } from '../robots/hop-follower.ts';
import { RedirectObserver } from '../robots/redirect-observer.ts';
import { refuseHopTarget } from '../robots/redirect-policy.ts';
import { browserWebRequestEvents } from '../robots/web-request-events.ts';
import { type ExtractorStop, LocExtractor, type SitemapKind } from './loc-extractor.ts';
import { TextSitemapReader } from './text-sitemap.ts';
import type { SitemapNote } from './url-notes.ts';

/** The protocol's limits per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** How long one file may take, headers to last byte. */
export const SITEMAP_TIMEOUT_MS = 20_000;
/** How much leading whitespace is held while telling XML from a text sitemap. */
const SNIFF_CHARS = 64 * 1024;

export interface SitemapLoc {
  value: string;
  line: number;
}

export interface SitemapFile {
  /** Null when no sitemap was read (an error, an HTML page). */
  kind: SitemapKind | null;
  /** Page URLs (urlset) or child sitemaps (sitemapindex), as written, up to SITEMAP_MAX_URLS. */
  locs: SitemapLoc[];
  notes: SitemapNote[];
}

export interface SitemapFileOptions {
  /** What named the file: the workbench's origin (a file listed in robots.txt) or the index that lists it. */
  from: string;
  /** The person's Stop. */
  signal: AbortSignal;
  /** Uncompressed bytes read, as they come (for the progress bar). */
  onBytes?: (bytes: number) => void;
  timeoutMs?: number;
  maxUrls?: number;
  maxBytes?: number;
  /** How files are fetched; the page's own fetch and webRequest by default. */
  network?: HopNetwork;
}

/** The redirect hops a sitemap may take, as for robots.txt. */
const SITEMAP_MAX_HOPS = 5;

let pageNetwork: HopNetwork | null = null;

/**
 * The page's fetch, with a webRequest observer attached once, early (a
 * listener added just before a fetch may be registered after it began).
 */
export function sitemapNetwork(): HopNetwork {
  if (pageNetwork) return pageNetwork;
  const chromeApi = (globalThis as { chrome?: { webRequest?: unknown; runtime?: { getURL?: (path: string) => string } } }).chrome;
  const events = browserWebRequestEvents(chromeApi?.webRequest);
  const base = chromeApi?.runtime?.getURL?.('/');
  pageNetwork = {
    fetch: (input, init) => fetch(input, init),
    observer: events ? new RedirectObserver(events, { tabId: 'page', extensionOrigin: base ? new URL(base).origin : null }) : null,
  };
  return pageNetwork;
}

interface Reader {
  push(chunk: string): ExtractorStop | null;
  end(): ExtractorStop | null;
}

export async function readSitemapFile(url: string, options: SitemapFileOptions): Promise<SitemapFile> {
  const { signal, timeoutMs = SITEMAP_TIMEOUT_MS, maxUrls = SITEMAP_MAX_URLS, maxBytes = SITEMAP_MAX_BYTES } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const file: SitemapFile = { kind: null, locs: [], notes: [] };
  let full = false;
  const sink = {
    root: (kind: SitemapKind) => {
      file.kind = kind;
    },
    loc: (value: string, line: number) => {
      if (file.locs.length < maxUrls) file.locs.push({ value, line });
      else full = true;
    },
    locTooLong: (line: number) => file.notes.push({ code: 'sitemap-loc-too-long', sitemap: url, line }),
  };
  const failed = (error: unknown): SitemapFile => {
    file.notes.push(failureNote(url, error, signal, timeout, timeoutMs));
    return file;
  };

  if (URL.canParse(options.from) && refuseHopTarget(options.from, url) !== null) {
    file.notes.push({ code: 'sitemap-refused', sitemap: url, from: options.from });
    return file;
  }
  let response: Response;
  try {
    const from = URL.canParse(options.from) ? options.from : null;
    const followed = await followHops(
      url,
      { from, signal: AbortSignal.any([signal, timeout]), maxHops: SITEMAP_MAX_HOPS },
      options.network ?? sitemapNetwork(),
    );
    if (followed.kind === 'refused') {
      const address = 'address' in followed.refusal ? followed.refusal.address : null;
      if (address !== null) file.notes.push({ code: 'sitemap-address-refused', sitemap: url, address });
      else file.notes.push({ code: 'sitemap-redirect-refused', sitemap: url, target: followed.target ?? followed.url });
      return file;
    }
    if (followed.kind === 'too-many-redirects') {
      file.notes.push({ code: 'sitemap-network-error', sitemap: url, error: `more than ${SITEMAP_MAX_HOPS} redirects` });
      return file;
    }
    response = followed.response;
  } catch (error) {
    return failed(error);
  }
  if (!response.ok || response.body === null) {
    await response.body?.cancel().catch(() => undefined);
    file.notes.push({ code: 'sitemap-http-error', sitemap: url, status: response.status });
    return file;
  }

  let body: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let unzip: Unzipped | null = null;
  try {
    unzip = await gunzipped(response.body);
    body = unzip.stream.getReader();
    /** Chosen from the first bytes (a BOM, the XML declaration's encoding): see decoderFor. */
    let decoder: Decoder | null = null;
    let reader: Reader | null = null;
    let sniffed = '';
    let bytes = 0;
    let stop: ExtractorStop | null = null;
    let tooLarge = false;
    const stopped = AbortSignal.any([signal, timeout]);
    /** What is left of a chunk larger than READ_SLICE (a fast server hands over megabytes at once). */
    let rest: Uint8Array | null = null;
    for (;;) {
      let done: boolean;
      let value: Uint8Array | undefined;
      if (rest !== null) {
        // Between slices the page handles its events (Stop, typing): no slice holds it for long.
        await untilAborted(yieldToPage(), stopped);
        done = false;
        value = rest;
        rest = null;
      } else {
        // Stop and the timeout end the read at once, even where the stream itself does not heed the abort.
        ({ done, value } = await untilAborted(body.read(), stopped));
      }
      if (!done && value !== undefined && value.length > READ_SLICE) {
        rest = value.subarray(READ_SLICE);
        value = value.subarray(0, READ_SLICE);
      }
      let text: string;
      if (done || value === undefined) text = decoder?.decode() ?? '';
      else {
        let chunk = value;
        if (decoder === null) {
          const chosen = decoderFor(chunk);
          decoder = chosen.decoder;
          if (chosen.unsupported !== null) file.notes.push({ code: 'sitemap-encoding', sitemap: url, encoding: chosen.unsupported });
        }
        if (bytes + chunk.length > maxBytes) {
          chunk = chunk.subarray(0, maxBytes - bytes);
          tooLarge = true;
        }
        bytes += chunk.length;
        options.onBytes?.(chunk.length);
        text = decoder.decode(chunk, { stream: !tooLarge });
      }
      if (reader === null) {
        // XML starts with `<`; anything else is read as a text sitemap, one URL a line.
        sniffed += text;
        const first = sniffed.trimStart();
        // A file of nothing but whitespace is not held: past SNIFF_CHARS it is read as XML (and has no root).
        if (first !== '' || done || tooLarge || sniffed.length > SNIFF_CHARS) {
          reader = first.startsWith('<') || first === '' ? new LocExtractor(sink) : new TextSitemapReader(sink);
          text = sniffed;
          sniffed = '';
        }
      }
      if (reader !== null) stop = reader.push(text);
      if (stop === null && reader !== null && done) stop = reader.end();
      if (done || stop !== null || full || tooLarge) break;
    }
    await body.cancel().catch(() => undefined);
    if (stop?.code === 'html') {
      file.kind = null;
      file.locs = [];
      file.notes.push({ code: 'sitemap-html', sitemap: url });
    } else if (full) file.notes.push({ code: 'sitemap-too-many-urls', sitemap: url, limit: maxUrls });
    else if (tooLarge) file.notes.push({ code: 'sitemap-too-large', sitemap: url, limitBytes: maxBytes });
    else if (stop !== null) file.notes.push({ code: 'sitemap-malformed', sitemap: url, problem: stop, kept: file.locs.length });
    return file;
  } catch (error) {
    await body?.cancel().catch(() => undefined);
    // A gzip stream that breaks while its bytes arrived whole is a bad file, not the network.
    if (unzip?.gzip && !unzip.sourceFailed() && !signal.aborted && !timeout.aborted) {
      file.notes.push({ code: 'sitemap-gzip-error', sitemap: url });
      return file;
    }
    return failed(error);
  }
}

/** A TextDecoder (named by its constructor: the global type is not in scope here). */
type Decoder = InstanceType<typeof TextDecoder>;

/**
 * The decoder for a sitemap, from its first bytes: a byte order mark (UTF-8,
 * UTF-16), UTF-16 without one (`<?` as two-byte units), else the XML
 * declaration's `encoding` (ISO-8859-1, windows-1252, Shift_JIS… as the
 * browser's TextDecoder knows them), else UTF-8, XML's default. An encoding
 * the browser cannot decode is named in `unsupported` (read as UTF-8).
 */
export function decoderFor(first: Uint8Array): { decoder: Decoder; unsupported: string | null } {
  const [a, b, c, d] = first;
  if (a === 0xef && b === 0xbb && c === 0xbf) return { decoder: new TextDecoder('utf-8'), unsupported: null };
  if ((a === 0xff && b === 0xfe) || (a === 0x3c && b === 0x00 && c === 0x3f && d === 0x00))
    return { decoder: new TextDecoder('utf-16le'), unsupported: null };
  if ((a === 0xfe && b === 0xff) || (a === 0x00 && b === 0x3c && c === 0x00 && d === 0x3f))
    return { decoder: new TextDecoder('utf-16be'), unsupported: null };
  // The declaration is ASCII in every encoding it can name: read the head byte for byte.
  const head = String.fromCharCode(...first.subarray(0, 256));
  const declared = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  if (declared === undefined) return { decoder: new TextDecoder('utf-8'), unsupported: null };
  try {
    return { decoder: new TextDecoder(declared), unsupported: null };
  } catch {
    return { decoder: new TextDecoder('utf-8'), unsupported: declared };
  }
}

/** The most bytes read between two yields to the page. */
const READ_SLICE = 64 * 1024;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** `read`, or a rejection as soon as `signal` aborts (a stream that ignores its fetch's abort would otherwise wait forever). */
function untilAborted<T>(read: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    read.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

interface Unzipped {
  stream: ReadableStream<Uint8Array>;
  gzip: boolean;
  /** Whether reading the network body failed (rather than gunzipping it). */
  sourceFailed: () => boolean;
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The body, gunzipped when it starts with gzip's magic bytes (a `.gz` file sent as it is). */
async function gunzipped(stream: ReadableStream<Uint8Array>): Promise<Unzipped> {
  const source = stream.getReader();
  let sourceFailed = false;
  const read = () =>
    source.read().catch((error: unknown) => {
      sourceFailed = true;
      throw error;
    });
  let head = new Uint8Array(0);
  let ended = false;
  // Two bytes tell; a server may send them one at a time.
  while (head.length < GZIP_MAGIC.length) {
    const { done, value } = await read();
    if (done) {
      ended = true;
      break;
    }
    const joined = new Uint8Array(head.length + value.length);
    joined.set(head);
    joined.set(value, head.length);
    head = joined;
  }
  const replayed = new ReadableStream<Uint8Array>({
    start(controller) {
      if (head.length > 0) controller.enqueue(head);
      if (ended) controller.close();
    },
    async pull(controller) {
      const { done, value } = await read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => source.cancel(reason),
  });
  const isGzip = head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  return {
    // DecompressionStream's writable side takes any BufferSource; ours are Uint8Arrays.
    stream: isGzip ? replayed.pipeThrough(new DecompressionStream('gzip') as ReadableWritablePair<Uint8Array, Uint8Array>) : replayed,
    gzip: isGzip,
    sourceFailed: () => sourceFailed,
  };
}

/** Why a file could not be read: the person's Stop, the timeout, a broken gzip stream or the network. */
function failureNote(url: string, error: unknown, stop: AbortSignal, timeout: AbortSignal, timeoutMs: number): SitemapNote {
  if (stop.aborted) return { code: 'sitemap-stopped', sitemap: url };
  if (timeout.aborted) return { code: 'sitemap-timeout', sitemap: url, seconds: Math.round(timeoutMs / 1000) };
  return { code: 'sitemap-network-error', sitemap: url, error: errorText(error) };
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
