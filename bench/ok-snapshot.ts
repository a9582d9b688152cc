/** A robots.txt fetch that answered 200 with `body`, as the worker's fetcher records it: what the benches read their files from. */
import { base64FromBytes } from '../src/core/index.ts';
import type { FetchSnapshot } from '../src/robots/robots-record.ts';

export function okSnapshot(robotsUrl: string, body: Uint8Array, fetchedAt: number): FetchSnapshot {
  return {
    facts: {
      robotsUrl,
      finalUrl: robotsUrl,
      hops: [],
      outcome: { kind: 'response', status: 200, redirects: 0 },
      contentType: 'text/plain',
      headers: {},
      receivedBytes: body.length,
      truncated: false,
      fetchedAt,
      durationMs: 1,
      credentials: 'omit',
    },
    bodyBase64: base64FromBytes(body),
  };
}
