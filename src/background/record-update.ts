/**
 * The record after a fetch: the new attempt becomes `latest`; when it failed
 * temporarily (429, 5xx, no answer) the last good copy is kept beside it in
 * `lastGood`, so the popup can show both facts (spec §2).
 */
import type { FetchSnapshot, RobotsRecord } from '../shared/robots-record.ts';
import { expiresAtFor, isGoodResponse, isTemporaryFailure } from './cache-lifetime.ts';

export function recordAfterFetch(previous: RobotsRecord | null, origin: string, snapshot: FetchSnapshot): RobotsRecord {
  let lastGood: FetchSnapshot | null = null;
  if (previous && isTemporaryFailure(snapshot.facts)) {
    lastGood = isGoodResponse(previous.latest.facts) ? previous.latest : previous.lastGood;
  }
  return {
    origin,
    robotsUrl: snapshot.facts.robotsUrl,
    latest: snapshot,
    lastGood,
    expiresAt: expiresAtFor(snapshot.facts),
  };
}
