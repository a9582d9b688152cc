/**
 * What a robots.txt body is at a glance: an HTML page served in its place
 * (docs/behaviour.md §2: a `text/html` content type or a body starting with `<`),
 * UTF-16 or binary data (Google reads bytes as UTF-8, so such a file says
 * nothing it means), or nothing at all. The linter's findings and the popup's callouts both ask
 * here, so they cannot disagree. Before the first byte that counts, what
 * Google skips is skipped: a whole or partial UTF-8 BOM, then ASCII
 * whitespace (docs/behaviour.md §3: a no-break space is not whitespace).
 */
import { leadingBomBytes } from './bytes.ts';

const HTML_CONTENT_TYPE = /^\s*(text\/html|application\/xhtml\+xml)\b/i;

export function looksLikeHtml(contentType: string | null | undefined, bytes: Uint8Array | null): boolean {
  if (contentType && HTML_CONTENT_TYPE.test(contentType)) return true;
  return firstSignificantByte(bytes) === 0x3c; // '<'
}

/** No byte but a BOM and ASCII whitespace: the file has no rules at all. */
export function isBlankBody(bytes: Uint8Array | null): boolean {
  return firstSignificantByte(bytes) === null;
}

function firstSignificantByte(bytes: Uint8Array | null): number | null {
  if (!bytes) return null;
  for (let i = leadingBomBytes(bytes); i < bytes.length; i++) {
    const b = bytes[i]!;
    // absl::ascii_isspace: space, \t, \n, \v, \f, \r.
    if (b !== 0x20 && (b < 0x09 || b > 0x0d)) return b;
  }
  return null;
}

/** UTF-16: a UTF-16 byte order mark, or many NULs at alternating positions in the first bytes. */
export function looksUtf16(bytes: Uint8Array): boolean {
  const c0 = bytes[0];
  const c1 = bytes[1];
  if ((c0 === 0xff && c1 === 0xfe) || (c0 === 0xfe && c1 === 0xff)) return true;
  const n = Math.min(bytes.length, 400);
  if (n < 8) return false;
  let nulOdd = 0;
  let nulEven = 0;
  for (let i = 0; i < n; i++) {
    if (bytes[i] === 0) {
      if (i & 1) nulOdd++;
      else nulEven++;
    }
  }
  return Math.max(nulOdd, nulEven) > n * 0.3 && Math.min(nulOdd, nulEven) < n * 0.05;
}

/** More than a tenth of the first 4 KiB are control bytes (ESC and the line and tab controls aside). */
export function looksBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 4096);
  if (n === 0) return false;
  let control = 0;
  for (let i = 0; i < n; i++) {
    const c = bytes[i]!;
    if ((c < 9 || (c > 13 && c < 32)) && c !== 27) control++;
  }
  return control > n * 0.1;
}

/**
 * Why Google cannot read a robots.txt body as its site meant it, worst
 * first, or null: UTF-16 (read as UTF-8 it holds no rule at all), binary
 * data, an HTML page in its place (a soft 404 or a bot challenge, parsed
 * line by line all the same), or a body cut at the 500 KiB Google parses
 * (the rules after the cut do not count). Cheap: only the first bytes are
 * looked at, so the badge can ask it for every page.
 */
export type UnreadableBody = 'utf16' | 'binary' | 'html' | 'truncated';

export function unreadableBody(bytes: Uint8Array, contentType: string | null | undefined, truncated: boolean): UnreadableBody | null {
  if (looksUtf16(bytes)) return 'utf16';
  if (looksBinary(bytes)) return 'binary';
  if (looksLikeHtml(contentType, bytes)) return 'html';
  return truncated ? 'truncated' : null;
}
