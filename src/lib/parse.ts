/**
 * Parsing for both entry points: bytes or text, cut where a crawler cuts.
 */
import { isAscii, utf8Bytes } from '../core/bytes.ts';
import { MAX_ROBOTS_BYTES } from '../core/fetch-outcome.ts';
import type { RobotsTxt } from '../core/model.ts';
import { parseRobotsTxt } from '../core/model-builder.ts';

export interface ParseOptions {
  /**
   * Read only this many bytes, as a crawler does: Google reads the first
   * 500 KiB (MAX_ROBOTS_BYTES, the default) and ignores the rest. Pass
   * `Infinity` to read everything.
   */
  maxBytes?: number;
}

/**
 * Parses a robots.txt body once; ask `check`, `explain`, `sitemaps`… of the
 * result as often as needed. Bytes are read as they are (Google matches
 * bytes, whatever the encoding); text is read as its UTF-8 bytes. Never
 * throws: every input gives a model.
 */
export function parse(body: Uint8Array | string, options: ParseOptions = {}): RobotsTxt {
  const max = options.maxBytes ?? MAX_ROBOTS_BYTES;
  if (typeof body === 'string' && isAscii(body)) {
    // ASCII text is already one char per byte: the model builder reads it as it is.
    return parseRobotsTxt(body.length > max ? body.slice(0, max) : body);
  }
  const bytes = typeof body === 'string' ? utf8Bytes(body) : body;
  return parseRobotsTxt(bytes.length > max ? bytes.subarray(0, max) : bytes);
}
