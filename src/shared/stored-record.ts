/**
 * The worker's robots.txt records as chrome.storage.local holds them: their
 * keys, their format, and the checks made before anything read back is
 * trusted (a record written by an older version, or damaged, is dropped and
 * refetched rather than shown). The worker's cache writes them; the popup
 * also reads them, to answer before the worker does.
 */
import type { FetchFacts, FetchSnapshot, RedirectHop, RobotsRecord } from './robots-record.ts';

/** Bumped when the stored shape changes; other versions are ignored. */
export const STORED_FORMAT_VERSION = 1;

const RECORD_PREFIX = 'robotsCache:origin:';

export const storedRecordKey = (origin: string): string => RECORD_PREFIX + origin;

/** What is stored under storedRecordKey(origin). */
export interface StoredRecordItem {
  v: number;
  record: RobotsRecord;
}

export function storedRecordItem(record: RobotsRecord): StoredRecordItem {
  return { v: STORED_FORMAT_VERSION, record };
}

/** The record stored for `origin`, or null when it is missing, of another format version, or damaged. */
export function readStoredRecord(stored: unknown, origin: string): RobotsRecord | null {
  if (isObject(stored) && stored.v === STORED_FORMAT_VERSION && isRobotsRecord(stored.record) && stored.record.origin === origin) {
    return stored.record;
  }
  return null;
}

/**
 * Whether a cached record answers a lookup without fetching: the same
 * robots.txt URL, fetched with the same credentials mode, not yet expired.
 */
export function servesFromCache(
  record: RobotsRecord,
  lookup: { robotsUrl: string; credentials: 'omit' | 'include'; now: number },
): boolean {
  return record.robotsUrl === lookup.robotsUrl && record.latest.facts.credentials === lookup.credentials && lookup.now < record.expiresAt;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';

const NETWORK_ERRORS = new Set(['timeout', 'dns', 'refused', 'reset', 'tls', 'other']);

function isHop(v: unknown): v is RedirectHop {
  return isObject(v) && isString(v.url) && isNumber(v.status) && isString(v.location);
}

function isOutcome(v: unknown): boolean {
  if (!isObject(v) || !isNumber(v.redirects)) return false;
  if (v.kind === 'response') return isNumber(v.status);
  if (v.kind === 'network-error') {
    return isString(v.error) && NETWORK_ERRORS.has(v.error) && (v.detail === undefined || isString(v.detail));
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
    isNumber(v.expiresAt)
  );
}
