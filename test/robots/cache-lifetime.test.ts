import { describe, expect, it } from 'vitest';
import {
  cacheLifetimeMs,
  DEFAULT_LIFETIME_MS,
  expiresAtFor,
  FAILED_FETCH_RETRY_MS,
  isGoodResponse,
  isTemporaryFailure,
} from '../../src/robots/cache-lifetime.ts';
import { readFetchOutcome } from '../../src/core/fetch-outcome.ts';
import { snapshot } from '../worker/support/snapshots.ts';

const at = 1_700_000_000_000;
const facts = (spec: Parameters<typeof snapshot>[0]) => snapshot(spec).facts;
const HOUR = 3_600_000;

describe('cache lifetime', () => {
  it('is 24 hours when the response says nothing about caching', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at }))).toBe(DEFAULT_LIFETIME_MS);
    expect(expiresAtFor(facts({ fetchedAt: at }))).toBe(at + 24 * HOUR);
  });

  it('ignores the Last-Modified heuristic browsers use', () => {
    const f = facts({
      fetchedAt: at,
      headers: { date: new Date(at).toUTCString(), 'last-modified': new Date(at - 1000 * HOUR).toUTCString() },
    });
    expect(cacheLifetimeMs(f)).toBe(DEFAULT_LIFETIME_MS);
  });

  it('max-age=5 shortens it to 5 seconds', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at, headers: { 'cache-control': 'max-age=5' } }))).toBe(5_000);
  });

  it('max-age may lengthen it beyond 24 hours', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at, headers: { 'cache-control': 'public, max-age=172800' } }))).toBe(48 * HOUR);
  });

  it('counts the Age the copy already had in upstream caches', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at, headers: { 'cache-control': 'max-age=600', age: '100' } }))).toBe(500_000);
  });

  it('no-store, no-cache and max-age=0 make it stale at once', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at, headers: { 'cache-control': 'no-store' } }))).toBe(0);
    expect(cacheLifetimeMs(facts({ fetchedAt: at, headers: { 'cache-control': 'no-cache' } }))).toBe(0);
    expect(cacheLifetimeMs(facts({ fetchedAt: at, headers: { 'cache-control': 'max-age=0' } }))).toBe(0);
    expect(expiresAtFor(facts({ fetchedAt: at, headers: { 'cache-control': 'no-store' } }))).toBe(at);
  });

  it('reads Expires against Date', () => {
    const date = Date.UTC(2025, 0, 1, 0, 0, 0);
    const f = facts({
      fetchedAt: at,
      headers: { date: new Date(date).toUTCString(), expires: new Date(date + 2 * HOUR).toUTCString() },
    });
    expect(cacheLifetimeMs(f)).toBe(2 * HOUR);
  });

  it('dates a response without a Date header by when we received it', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at, headers: { expires: new Date(at + 3 * HOUR).toUTCString() } }))).toBe(3 * HOUR);
  });

  it('applies the same headers to a 404 (Google caches missing files too)', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 404 }))).toBe(DEFAULT_LIFETIME_MS);
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 403, headers: { 'cache-control': 'max-age=60' } }))).toBe(60_000);
  });

  it('retries failed fetches soon, or after Retry-After when that is longer', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 503, headers: { 'cache-control': 'max-age=86400' } }))).toBe(
      FAILED_FETCH_RETRY_MS,
    );
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 429 }))).toBe(FAILED_FETCH_RETRY_MS);
    expect(cacheLifetimeMs(facts({ fetchedAt: at, networkError: 'dns' }))).toBe(FAILED_FETCH_RETRY_MS);
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 503, headers: { 'retry-after': '3600' } }))).toBe(HOUR);
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 503, headers: { 'retry-after': '10' } }))).toBe(FAILED_FETCH_RETRY_MS);
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 429, headers: { 'retry-after': '9999999' } }))).toBe(DEFAULT_LIFETIME_MS);
  });
});

describe('the cache reads a status the way the engine does', () => {
  // One status class for both (core/http-status.ts): a status Google reads as
  // "disallow for now, retry soon" must be retried soon and keep the last good copy.
  it('for every status from 100 to 999', () => {
    for (let status = 100; status <= 999; status++) {
      const f = facts({ fetchedAt: at, status });
      const reading = readFetchOutcome(f.outcome, 'google');
      expect([status, isTemporaryFailure(f)]).toEqual([status, reading.temporary]);
      expect([status, isGoodResponse(f)]).toEqual([status, reading.action === 'parse']);
    }
  });

  it('retries an unexpected status soon, as Google reads it like a server error', () => {
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 600 }))).toBe(FAILED_FETCH_RETRY_MS);
    expect(cacheLifetimeMs(facts({ fetchedAt: at, status: 102 }))).toBe(FAILED_FETCH_RETRY_MS);
  });
});
