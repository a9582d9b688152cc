/**
 * How long a fetched robots.txt stays fresh in our cache (docs/behaviour.md §2): Google
 * keeps it up to 24 hours, and `Cache-Control: max-age` may shorten or
 * lengthen that. The header arithmetic (max-age, Expires against Date, Age,
 * no-cache, no-store) is http-cache-semantics'; what is ours is the robots.txt
 * rule around it: without explicit caching headers the lifetime is 24 h (not
 * a browser's Last-Modified heuristic), every status is cached the same way
 * (Google caches a 404 too), and failed fetches are retried soon.
 */
import CachePolicy from 'http-cache-semantics';
import { MAX_REDIRECT_HOPS } from '../core/fetch-outcome.ts';
import { isTemporaryFailureStatus, statusClass } from '../core/http-status.ts';
import type { FetchFacts } from './robots-record.ts';

export const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A failed fetch (429, 5xx, no answer) is retried after this long, or after Retry-After if longer (capped at 24 h). */
export const FAILED_FETCH_RETRY_MS = 5 * 60 * 1000;

/**
 * 429, 5xx, an unexpected status, no answer or a refused redirect: the
 * crawler retries soon and may keep using its last good copy. Too many redirects is not one of these (it
 * reads as a 404).
 */
export function isTemporaryFailure(facts: FetchFacts): boolean {
  const o = facts.outcome;
  if (o.redirects > MAX_REDIRECT_HOPS) return false;
  if (o.kind !== 'response') return true;
  return isTemporaryFailureStatus(o.status);
}

/** A 2xx answer reached within the redirect limit: a copy worth keeping when a later refresh fails. */
export function isGoodResponse(facts: FetchFacts): boolean {
  const o = facts.outcome;
  return o.kind === 'response' && statusClass(o.status) === 'success' && o.redirects <= MAX_REDIRECT_HOPS;
}

/** Milliseconds from `facts.fetchedAt` during which the copy is fresh. */
export function cacheLifetimeMs(facts: FetchFacts): number {
  if (isTemporaryFailure(facts)) return failureRetryMs(facts.headers);
  if (!hasExplicitFreshness(facts.headers)) return DEFAULT_LIFETIME_MS;
  const policy = policyAt(facts.fetchedAt, facts);
  if (!policy.storable()) return 0;
  return Math.max(0, Math.round((policy.maxAge() - policy.age()) * 1000));
}

export function expiresAtFor(facts: FetchFacts): number {
  return facts.fetchedAt + cacheLifetimeMs(facts);
}

/**
 * A CachePolicy whose clock stands still at `time` (when we received the
 * response), so the lifetime does not depend on when it is computed and a
 * response without a Date header is dated by our clock, not the machine's.
 */
function policyAt(time: number, facts: FetchFacts): CachePolicy {
  // http-cache-semantics documents now() as the method to replace for a different clock.
  class PolicyAtTime extends CachePolicy {
    now(): number {
      return time;
    }
  }
  return new PolicyAtTime(
    { url: facts.robotsUrl, method: 'GET', headers: {} },
    // The status only decides what a generic HTTP cache may store; for
    // robots.txt every answer is cached, so the headers alone set the lifetime.
    { status: 200, headers: facts.headers },
    { shared: false },
  );
}

function directives(cacheControl: string | undefined): Set<string> {
  const names = new Set<string>();
  if (!cacheControl) return names;
  for (const part of cacheControl.split(',')) {
    const name = part.split('=')[0]?.trim().toLowerCase();
    if (name) names.add(name);
  }
  return names;
}

function hasExplicitFreshness(headers: Record<string, string>): boolean {
  const cc = directives(headers['cache-control']);
  return (
    cc.has('max-age') ||
    cc.has('no-cache') ||
    cc.has('no-store') ||
    headers.expires !== undefined ||
    (headers['cache-control'] === undefined && /no-cache/i.test(headers.pragma ?? ''))
  );
}

function failureRetryMs(headers: Record<string, string>): number {
  const retryAfter = headers['retry-after']?.trim();
  if (!retryAfter) return FAILED_FETCH_RETRY_MS;
  let ms: number;
  if (/^\d+$/.test(retryAfter)) {
    ms = Number(retryAfter) * 1000;
  } else {
    const at = Date.parse(retryAfter);
    const date = headers.date ? Date.parse(headers.date) : Number.NaN;
    ms = Number.isNaN(at) || Number.isNaN(date) ? 0 : at - date;
  }
  return Math.min(DEFAULT_LIFETIME_MS, Math.max(FAILED_FETCH_RETRY_MS, ms));
}
