/**
 * The live column says, for every URL and crawler, what the popup says for
 * that record (verdictForRecord: the HTTP outcome, the last good copy and the
 * 30-day rule included), for each kind of outcome the fetcher records.
 */
import { describe, expect, it } from 'vitest';
import { recordAfterFetch } from '../../../../src/robots/record-update.ts';
import { PRESET_PROFILES, rawTokenProfile, type CrawlerProfile } from '../../../../src/core/index.ts';
import type { FetchSnapshot, RobotsRecord } from '../../../../src/robots/robots-record.ts';
import { verdictForRecord } from '../../../../src/robots/verdict-for-record.ts';
import { VERDICT_CODES } from '../../../../src/pages/workbench/engine/evaluation-facts.ts';
import { WorkbenchEngine } from '../../../../src/pages/workbench/engine/workbench-engine.ts';
import { snapshot } from '../../../worker/support/snapshots.ts';
import { MATRIX_ROBOTS } from '../../../support/matrix-robots.ts';

const T0 = 1_700_000_000_000;
const DAY = 86_400_000;
const ORIGIN = 'https://example.test';
const URLS = ['/', '/private/x', '/drafts/plan.html', '/drafts/', '/other?q=1', '/index.html', '/%E2%82%AC/x'].map((p) => ORIGIN + p);
const PROFILES: CrawlerProfile[] = [...PRESET_PROFILES, { ...rawTokenProfile('mybot'), id: 'custom-mybot', name: 'MyBot' }];

const good = (fetchedAt = T0) => snapshot({ body: MATRIX_ROBOTS, fetchedAt });
const after = (previous: RobotsRecord | null, s: FetchSnapshot) => recordAfterFetch(previous, ORIGIN, s);

/** A refused redirect, as the fetcher records one (no body, read like an unreachable file). */
function refused(fetchedAt: number): FetchSnapshot {
  const s = snapshot({ fetchedAt, body: '' });
  return {
    ...s,
    facts: {
      ...s.facts,
      finalUrl: null,
      outcome: {
        kind: 'redirect-refused',
        reason: 'private-host',
        redirects: 1,
        target: 'http://localhost/robots.txt',
        targetClass: 'loopback',
      },
    },
    bodyBase64: null,
  };
}

/** A body cut at the 500 KiB cap: the kept bytes decide, as in the popup. */
function truncated(): FetchSnapshot {
  const body = `User-agent: *\nDisallow: /private/\n${'# filler\n'.repeat(60_000)}Disallow: /late/\n`;
  const s = snapshot({ body: body.slice(0, 512_000), fetchedAt: T0 });
  return { ...s, facts: { ...s.facts, truncated: true, receivedBytes: body.length } };
}

const cases: [string, RobotsRecord, number][] = [
  ['200', after(null, good()), T0],
  ['404', after(null, snapshot({ status: 404, body: 'not here', fetchedAt: T0 })), T0],
  ['503 with no good copy', after(null, snapshot({ status: 503, fetchedAt: T0 })), T0 + DAY],
  ['503 after a good copy', after(after(null, good()), snapshot({ status: 503, fetchedAt: T0 + DAY })), T0 + 2 * DAY],
  ['a long outage with no copy (31 days)', after(null, snapshot({ status: 503, fetchedAt: T0 })), T0 + 31 * DAY],
  ['a long outage after a good copy', after(after(null, good()), snapshot({ status: 500, fetchedAt: T0 + DAY })), T0 + 40 * DAY],
  ['a network error', after(null, snapshot({ networkError: 'timeout', fetchedAt: T0 })), T0],
  ['a redirect refused', after(null, refused(T0)), T0],
  ['a truncated body', after(null, truncated()), T0],
];

describe('the live column is the popup’s verdict', () => {
  it.each(cases)('%s', (_name, record, now) => {
    const engine = new WorkbenchEngine();
    engine.setLive(record, now);
    engine.setUrls([...URLS, `${ORIGIN}/late/x`]);
    engine.setCrawlers(PROFILES);
    const evaluation = engine.evaluateNow(PROFILES.map((p) => p.id));
    expect(evaluation.columns).toHaveLength(PROFILES.length);
    for (const column of evaluation.columns) {
      const profile = PROFILES.find((p) => p.id === column.profileId)!;
      [...URLS, `${ORIGIN}/late/x`].forEach((url, i) => {
        const popup = verdictForRecord(record, url, profile, now, { diagnostics: false });
        const got = { state: VERDICT_CODES[column.live.states[i]!], line: column.live.lines[i] };
        expect(got, `${profile.id} ${url}`).toEqual({ state: popup.state, line: popup.verdict.decidingLine });
      });
    }
  });

  it('reads the outcomes as intended (the cases above are not vacuous)', () => {
    const stateOf = (record: RobotsRecord, now: number, id: string, path: string) => {
      const engine = new WorkbenchEngine();
      engine.setLive(record, now);
      engine.setUrls([ORIGIN + path]);
      engine.setCrawlers(PROFILES);
      const c = engine.evaluateNow([id]).columns[0]!;
      return [VERDICT_CODES[c.live.states[0]!], c.live.lines[0]];
    };
    const byName = new Map(cases.map(([name, record, now]) => [name, { record, now }]));
    const at = (name: string, id: string, path: string) => stateOf(byName.get(name)!.record, byName.get(name)!.now, id, path);
    expect(at('200', 'googlebot', '/drafts/x')).toEqual(['disallowed', 5]);
    expect(at('404', 'googlebot', '/drafts/x')).toEqual(['allowed', 0]);
    expect(at('503 with no good copy', 'googlebot', '/')).toEqual(['unreachable', 0]);
    // Coc Coc reads anything but 200 as no restrictions.
    expect(at('503 with no good copy', 'coccocbot-web', '/')).toEqual(['allowed', 0]);
    expect(at('503 after a good copy', 'googlebot', '/drafts/x')).toEqual(['disallowed', 5]);
    expect(at('a long outage with no copy (31 days)', 'googlebot', '/drafts/x')).toEqual(['allowed', 0]);
    expect(at('a long outage after a good copy', 'gptbot', '/x')).toEqual(['disallowed', 8]);
    expect(at('a network error', 'googlebot', '/')).toEqual(['unreachable', 0]);
    expect(at('a redirect refused', 'bingbot', '/')).toEqual(['unreachable', 0]);
    expect(at('a truncated body', 'bingbot', '/private/a')).toEqual(['disallowed', 2]);
  });

  it('reads no record as an empty file: everything allowed by no line', () => {
    const engine = new WorkbenchEngine();
    engine.setLive(null);
    engine.setUrls(URLS);
    engine.setCrawlers(PROFILES);
    const column = engine.evaluateNow(['googlebot']).columns[0]!;
    expect([...column.live.states]).toEqual(URLS.map(() => 0));
    expect([...column.live.lines]).toEqual(URLS.map(() => 0));
  });
});
