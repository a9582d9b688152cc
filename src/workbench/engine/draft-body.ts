/**
 * The draft as Google would read it: the editor's text as UTF-8 bytes, read
 * like a 200 answer with that body, of which only the first 500 KiB count.
 */
import { MAX_ROBOTS_BYTES } from '../../core/fetch-outcome.ts';
import { utf8Bytes } from '../../core/bytes.ts';

export interface DraftBody {
  /** The bytes parsed: at most MAX_ROBOTS_BYTES. */
  bytes: Uint8Array;
  /** The draft's whole size in bytes. */
  originalBytes: number;
  /** True when only the start is read (the linter says so, as for a fetched file). */
  truncated: boolean;
}

export function draftBody(text: string): DraftBody {
  const all = utf8Bytes(text);
  const truncated = all.length > MAX_ROBOTS_BYTES;
  return { bytes: truncated ? all.subarray(0, MAX_ROBOTS_BYTES) : all, originalBytes: all.length, truncated };
}
