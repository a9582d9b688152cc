/** Builds FetchSnapshots the way the fetcher would, for cache and badge tests. */
import { base64FromBytes, utf8Bytes } from '../../../src/core/bytes.ts';
import type { NetworkErrorKind } from '../../../src/core/fetch-outcome.ts';
import type { FetchSnapshot, RobotsRecord } from '../../../src/robots/robots-record.ts';

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

/** A fresh record for `origin` whose robots.txt answered 200 with `body`, as the cache would hand it out. */
export function freshRecord(origin: string, body: string): RobotsRecord {
  const robotsUrl = `${origin}/robots.txt`;
  const now = Date.now();
  return {
    origin,
    robotsUrl,
    latest: snapshot({ robotsUrl, body, fetchedAt: now }),
    lastGood: null,
    failingSince: null,
    expiresAt: now + 60_000,
  };
}
