/**
 * The file's lines for display, numbered exactly as the scanner numbers them
 * (LF, CR and CRLF end lines; a leading BOM is not shown), decoded as UTF-8.
 */
import { decodeUtf8, leadingBomBytes } from './bytes.ts';

export function displayLines(bytes: Uint8Array): string[] {
  const start = leadingBomBytes(bytes);
  if (start >= bytes.length) return [];
  const text = decodeUtf8(bytes.subarray(start));
  const out = text.split(/\r\n|\r|\n/);
  // A final line ending adds no line a person would see.
  if (out.length > 1 && out[out.length - 1] === '') out.pop();
  return out;
}
