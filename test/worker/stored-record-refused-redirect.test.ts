import { describe, expect, it } from 'vitest';
import { isRobotsRecord } from '../../src/robots/stored-record.ts';
import type { FetchOutcome } from '../../src/core/fetch-outcome.ts';
import { snapshot } from './support/snapshots.ts';

function recordWith(outcome: unknown) {
  const latest = snapshot({ fetchedAt: 1_000 });
  return {
    origin: 'https://example.test',
    robotsUrl: 'https://example.test/robots.txt',
    latest: { ...latest, facts: { ...latest.facts, outcome } },
    lastGood: null,
    failingSince: 1_000,
    expiresAt: 2_000,
  };
}

describe('isRobotsRecord and a refused redirect', () => {
  it('keeps a stored refused redirect (else the cache would drop and refetch it on every read)', () => {
    const refused: FetchOutcome = {
      kind: 'redirect-refused',
      reason: 'private-host',
      targetClass: 'loopback',
      redirects: 1,
      target: 'http://localhost/',
    };
    expect(isRobotsRecord(recordWith(refused))).toBe(true);
    expect(isRobotsRecord(recordWith({ kind: 'redirect-refused', reason: 'scheme', redirects: 1, target: null }))).toBe(true);
  });
  it('drops one with an unknown reason or class', () => {
    expect(isRobotsRecord(recordWith({ kind: 'redirect-refused', reason: 'because', redirects: 1, target: null }))).toBe(false);
    expect(
      isRobotsRecord(recordWith({ kind: 'redirect-refused', reason: 'private-host', targetClass: 'moon', redirects: 1, target: null })),
    ).toBe(false);
  });
});
