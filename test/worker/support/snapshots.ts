/** Builds FetchSnapshots the way the fetcher would, for cache and badge tests. */
import { base64FromBytes, utf8Bytes } from '../../../src/core/bytes.ts';
import type { NetworkErrorKind } from '../../../src/core/fetch-outcome.ts';
import type { FetchSnapshot } from '../../../src/robots/robots-record.ts';

export interface SnapshotSpec {
  robotsUrl?: string;
  status?: number;
  networkError?: NetworkErrorKind;
  body?: string;
  headers?: Record<string, string>;
  fetchedAt: number;
  credentials?: 'omit' | 'include';
  redirects?: number;
}

export function snapshot(spec: SnapshotSpec): FetchSnapshot {
  const robotsUrl = spec.robotsUrl ?? 'https://example.test/robots.txt';
  const body = spec.networkError ? null : utf8Bytes(spec.body ?? '');
  return {
    facts: {
      robotsUrl,
      finalUrl: spec.networkError ? null : robotsUrl,
      hops: [],
      outcome: spec.networkError
        ? { kind: 'network-error', error: spec.networkError, redirects: spec.redirects ?? 0, detail: `test ${spec.networkError}` }
        : { kind: 'response', status: spec.status ?? 200, redirects: spec.redirects ?? 0 },
      contentType: spec.networkError ? null : 'text/plain',
      headers: spec.headers ?? {},
      receivedBytes: body?.length ?? 0,
      truncated: false,
      fetchedAt: spec.fetchedAt,
      durationMs: 12,
      credentials: spec.credentials ?? 'omit',
    },
    bodyBase64: body ? base64FromBytes(body) : null,
  };
}
