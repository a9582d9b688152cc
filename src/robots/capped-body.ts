/**
 * Reads a response body as bytes, keeping only the first `cap` bytes (docs/behaviour.md §2:
 * Google parses the first 500 KiB). Past the cap the stream is cancelled, so a
 * 50 MB or endless robots.txt costs no more than the cap plus one chunk.
 */
import { concatBytes } from '../core/bytes.ts';

export interface CappedBody {
  /** At most `cap` bytes, the start of the body. */
  bytes: Uint8Array;
  /** Bytes received from the network, including the chunk that crossed the cap. */
  receivedBytes: number;
  /** True when the body had more than `cap` bytes. */
  truncated: boolean;
}

export async function readCappedBody(body: ReadableStream<Uint8Array> | null, cap: number): Promise<CappedBody> {
  if (!body) return { bytes: new Uint8Array(0), receivedBytes: 0, truncated: false };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let kept = 0;
  let receivedBytes = 0;
  let truncated = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!value || value.length === 0) continue;
      receivedBytes += value.length;
      const room = cap - kept;
      if (value.length > room) {
        if (room > 0) {
          chunks.push(value.subarray(0, room));
          kept += room;
        }
        truncated = true;
        // Do not wait for the server to acknowledge: the reader is released below.
        reader.cancel().catch(() => undefined);
        break;
      }
      chunks.push(value);
      kept += value.length;
    }
  } finally {
    reader.releaseLock();
  }
  return { bytes: concatBytes(chunks), receivedBytes, truncated };
}
