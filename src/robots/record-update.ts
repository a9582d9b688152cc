/**
 * The record after a fetch: the new attempt becomes `latest`; when it failed
 * temporarily (429, 5xx, no answer) the last good copy is kept beside it in
 * `lastGood`, so the popup can show both facts (docs/behaviour.md §2), and the start of
 * the run of failures is kept in `failingSince` for Google's 30-day rule.
 */
import type { FetchSnapshot, RobotsRecord } from './robots-record.ts';
import { expiresAtFor, isGoodResponse, isTemporaryFailure } from './cache-lifetime.ts';

export function recordAfterFetch(previous: RobotsRecord | null, origin: string, snapshot: FetchSnapshot): RobotsRecord {
  const failing = isTemporaryFailure(snapshot.facts);
  let lastGood: FetchSnapshot | null = null;
  if (previous && failing) {
    lastGood = isGoodResponse(previous.latest.facts) ? previous.latest : previous.lastGood;
  }
  return {
    origin,
    robotsUrl: snapshot.facts.robotsUrl,
    latest: snapshot,
    lastGood,
    // The previous record's run goes on (its failingSince is null unless it failed too).
    failingSince: failing ? (previous?.failingSince ?? snapshot.facts.fetchedAt) : null,
    expiresAt: expiresAtFor(snapshot.facts),
  };
}
