/**
 * The page's served HTML, fetched once because the person asked: one GET of
 * the tab's address, redirects followed hop by hop under the address policy
 * (src/robots/hop-follower.ts: a redirect from a public site into this
 * computer or the intranet is refused before it is sent, an answer from an
 * address inside is not used; the tab's own address may be anywhere, the
 * person is looking at it), at most 10 hops as Google follows for a page,
 * cookies only as the settings say and only to the page's own origin, 10 s
 * for the whole of it, and at most SERVED_HTML_BYTES of the body read.
 * Its robots meta tags and canonicals are read from the text
 * (served-markup.ts), with the same names and caps as the rendered page's.
 */
import { capText, INDEXING_LIMITS } from '../../core/indexing/limits.ts';
import { readCappedBody } from '../../robots/capped-body.ts';
import { followHops, type HopNetwork } from '../../robots/hop-follower.ts';
import {
  SERVED_HTML_BYTES,
  SERVED_HTML_MAX_REDIRECTS,
  SERVED_HTML_TIMEOUT_MS,
  type ServedFailure,
  type ServedHtml,
} from '../../shared/served-html.ts';
import { type ServedMarkupLimits, servedMarkupReader } from './served-markup.ts';

export interface ServedHtmlDeps {
  network: HopNetwork;
  now: () => number;
  timeoutMs?: number;
  /** How long to wait for webRequest's report of each answer (tests shorten it). */
  graceMs?: number;
  /** Bytes read of the body (tests lower it). */
  maxBytes?: number;
  /** Lets other events run between pieces of the reading (a macrotask in the worker). */
  pause?: () => Promise<void>;
}

/**
 * Characters read between two pauses: a megabyte of hostile markup takes a
 * few hundred milliseconds to read, and the worker serves every tab's badge
 * and the popup's messages meanwhile.
 */
const PIECE_CHARS = 64 * 1024;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const LIMITS: ServedMarkupLimits = {
  // As the rendered page is read (markup-reader.ts): one more than core reads, so it still sees that there were too many.
  metas: INDEXING_LIMITS.metas + 1,
  canonicals: INDEXING_LIMITS.canonicals + 1,
  chars: INDEXING_LIMITS.valueChars + 1,
};

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

export async function fetchServedHtml(
  url: string,
  options: { credentials: 'omit' | 'include'; names: readonly string[] },
  deps: ServedHtmlDeps,
): Promise<ServedHtml | ServedFailure> {
  const timeoutMs = deps.timeoutMs ?? SERVED_HTML_TIMEOUT_MS;
  const maxBytes = deps.maxBytes ?? SERVED_HTML_BYTES;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const failed = (): ServedFailure =>
    timedOut ? { kind: 'timeout', seconds: Math.max(1, Math.round(timeoutMs / 1000)) } : { kind: 'network-error' };
  try {
    const followed = await followHops(
      url,
      {
        // The tab's own address: the person asked for it, wherever it is; its redirects are judged hop by hop.
        from: null,
        signal: controller.signal,
        maxHops: SERVED_HTML_MAX_REDIRECTS,
        credentials: options.credentials,
        ...(deps.graceMs === undefined ? {} : { graceMs: deps.graceMs }),
      },
      deps.network,
    );
    if (followed.kind === 'refused') return { kind: 'refused', refusal: followed.refusal, target: followed.target };
    if (followed.kind === 'too-many-redirects') return { kind: 'too-many-redirects', redirects: SERVED_HTML_MAX_REDIRECTS + 1 };
    const { response } = followed;
    const contentType = response.headers.get('content-type');
    const mime = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    // No type at all: a browser sniffs, and an HTML page without one is read as HTML.
    if (mime !== '' && !HTML_TYPES.has(mime)) {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'not-html', contentType: capText(contentType ?? '', 200) };
    }
    const body = await readCappedBody(response.body, maxBytes);
    const text = decode(body.bytes, contentType);
    const reader = servedMarkupReader(text, followed.url, options.names, LIMITS);
    for (let end = PIECE_CHARS; end < text.length; end += PIECE_CHARS) {
      reader.readTo(end);
      await (deps.pause ?? nextTask)();
    }
    const markup = reader.finish();
    if (body.truncated && !markup.headEnded) return { kind: 'too-large', bytes: maxBytes };
    const xRobotsTag = response.headers.get('x-robots-tag');
    return {
      requestedUrl: url,
      url: followed.url,
      redirects: followed.redirects,
      status: response.status,
      contentType,
      xRobotsTag: xRobotsTag === null ? [] : [capText(xRobotsTag, INDEXING_LIMITS.valueChars + 1)],
      markup,
      bytesRead: body.bytes.length,
      cut: body.truncated,
      credentials: options.credentials,
      fetchedAt: deps.now(),
    };
  } catch {
    return failed();
  } finally {
    clearTimeout(timer);
  }
}

/** The text as a browser decodes it: a byte order mark first, then the Content-Type's charset, else UTF-8. */
function decode(bytes: Uint8Array, contentType: string | null): string {
  const label = bomLabel(bytes) ?? charsetOf(contentType) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function bomLabel(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function charsetOf(contentType: string | null): string | null {
  if (contentType === null) return null;
  for (const part of contentType.split(';').slice(1)) {
    const [key, value] = part.split('=');
    if (key?.trim().toLowerCase() === 'charset' && value) return value.trim().replace(/^"|"$/g, '');
  }
  return null;
}
