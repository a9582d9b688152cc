/**
 * The draft as Google would read it: its UTF-8 bytes, cut at Google's
 * 500 KiB limit (MAX_ROBOTS_BYTES) exactly as a fetched body is, with the
 * facts the linter needs to give the same truncation note the popup gives.
 */
import { MAX_ROBOTS_BYTES, utf8Bytes, type LintContext } from '../../../core/index.ts';

export interface DraftBytes {
  /** The bytes the engine reads: at most MAX_ROBOTS_BYTES. */
  bytes: Uint8Array;
  /** The draft's whole size in bytes. */
  totalBytes: number;
  truncated: boolean;
}

export function draftBytes(text: string): DraftBytes {
  const all = utf8Bytes(text);
  const truncated = all.length > MAX_ROBOTS_BYTES;
  return { bytes: truncated ? all.subarray(0, MAX_ROBOTS_BYTES) : all, totalBytes: all.length, truncated };
}

/** What the linter is told about the draft: a text file, cut when over the limit. */
export function draftLintContext(d: DraftBytes): LintContext {
  return { contentType: 'text/plain', truncated: d.truncated, originalBytes: d.truncated ? d.totalBytes : undefined };
}
