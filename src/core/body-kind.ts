/**
 * What a robots.txt body is at a glance: an HTML page served in its place
 * (docs/behaviour.md §2: a `text/html` content type or a body starting with `<`), or
 * nothing at all. The linter's findings and the popup's callouts both ask
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
