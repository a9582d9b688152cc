/**
 * The origin's live robots.txt as the workbench uses it: the worker's record
 * (same fetcher, cache and HTTP outcome semantics as the popup) and, when
 * Google reads a file, its text for the editor and the diff.
 */
import { bytesFromBase64, readFetchOutcome } from '../../core/index.ts';
import type { FetchSnapshot, RobotsRecord } from '../../robots/robots-record.ts';

/**
 * The copy Google reads: the latest answer when it is a file (2xx), else the
 * last good copy a failed refresh keeps (5xx, 429, no answer), else none.
 */
export function liveSnapshot(record: RobotsRecord): FetchSnapshot | null {
  if (readFetchOutcome(record.latest.facts.outcome, 'google').action === 'parse') return record.latest;
  return record.lastGood;
}

/** That copy's text (a 2xx without a body is an empty file), or null when Google reads no file. */
export function liveText(record: RobotsRecord): string | null {
  const snapshot = liveSnapshot(record);
  if (snapshot === null) return null;
  return snapshot.bodyBase64 === null ? '' : new TextDecoder().decode(bytesFromBase64(snapshot.bodyBase64));
}
