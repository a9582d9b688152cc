/**
 * Checks what comes back from chrome.storage before the cache trusts it: a
 * record written by an older version, or damaged, is dropped and refetched
 * rather than shown.
 */
import type { FetchOutcome } from '../core/fetch-outcome.ts';
import type { FetchFacts, FetchSnapshot, RedirectHop, RobotsRecord } from './robots-record.ts';

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';

const NETWORK_ERRORS = new Set(['timeout', 'dns', 'refused', 'reset', 'tls', 'other']);
const REFUSED_REDIRECT_REASONS = new Set(['scheme', 'private-host', 'private-address', 'hidden-location']);
const HOST_CLASSES = new Set(['public', 'loopback', 'private', 'link-local', 'unspecified', 'single-label']);

function isHop(v: unknown): v is RedirectHop {
  return isObject(v) && isString(v.url) && isNumber(v.status) && isString(v.location);
}

export function isOutcome(v: unknown): v is FetchOutcome {
  if (!isObject(v) || !isNumber(v.redirects)) return false;
  if (v.kind === 'response') return isNumber(v.status);
  if (v.kind === 'network-error') {
    return isString(v.error) && NETWORK_ERRORS.has(v.error) && (v.detail === undefined || isString(v.detail));
  }
  if (v.kind === 'redirect-refused') {
    return (
      isString(v.reason) &&
      REFUSED_REDIRECT_REASONS.has(v.reason) &&
      (v.target === null || isString(v.target)) &&
      (v.targetClass === undefined || (isString(v.targetClass) && HOST_CLASSES.has(v.targetClass))) &&
      (v.address === undefined || isString(v.address))
    );
  }
  return false;
}

function isHeaders(v: unknown): v is Record<string, string> {
  return isObject(v) && Object.values(v).every(isString);
}

function isFacts(v: unknown): v is FetchFacts {
  return (
    isObject(v) &&
    isString(v.robotsUrl) &&
    (v.finalUrl === null || isString(v.finalUrl)) &&
    Array.isArray(v.hops) &&
    v.hops.every(isHop) &&
    isOutcome(v.outcome) &&
    (v.contentType === null || isString(v.contentType)) &&
    isHeaders(v.headers) &&
    isNumber(v.receivedBytes) &&
    typeof v.truncated === 'boolean' &&
    isNumber(v.fetchedAt) &&
    isNumber(v.durationMs) &&
    (v.credentials === 'omit' || v.credentials === 'include')
  );
}

function isSnapshot(v: unknown): v is FetchSnapshot {
  return isObject(v) && isFacts(v.facts) && (v.bodyBase64 === null || isString(v.bodyBase64));
}

export function isRobotsRecord(v: unknown): v is RobotsRecord {
  return (
    isObject(v) &&
    isString(v.origin) &&
    isString(v.robotsUrl) &&
    isSnapshot(v.latest) &&
    (v.lastGood === null || isSnapshot(v.lastGood)) &&
    (v.failingSince === null || isNumber(v.failingSince)) &&
    isNumber(v.expiresAt)
  );
}
