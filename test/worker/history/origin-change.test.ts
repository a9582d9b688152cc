/** The popup's history line, worked out in the worker: rule counts, never the bodies. */
import { describe, expect, it } from 'vitest';
import { utf8Bytes } from '../../../src/core/index.ts';
import type { FetchOutcome } from '../../../src/core/fetch-outcome.ts';
import type { HistoryVersion, OriginHistoryAnswer } from '../../../src/shared/robots-history.ts';
import { OriginChanges } from '../../../src/worker/history/origin-change.ts';

const ORIGIN = 'https://example.test';

function version(id: string, body: string | null, status = 200, firstSeen = 1_000): HistoryVersion {
  const outcome: FetchOutcome = { kind: 'response', status, redirects: 0 };
  return {
    id,
    sha256: id,
    robotsUrl: `${ORIGIN}/robots.txt`,
    outcome,
    bodyBase64: body === null ? null : Buffer.from(utf8Bytes(body)).toString('base64'),
    truncated: false,
    firstSeen,
    lastSeen: firstSeen,
  };
}

function answer(previous: HistoryVersion | null, current: HistoryVersion | null): OriginHistoryAnswer {
  return { origin: ORIGIN, versions: [], current, previous, notes: [] };
}

describe('the change since the copy before', () => {
  it('pauses between its steps (each copy read, each side gathered, the comparison), so the worker is never held for the whole', async () => {
    let pauses = 0;
    const changes = new OriginChanges(async () => void pauses++);
    await changes.of(answer(version('a', 'User-agent: *\nDisallow: /a\n'), version('b', 'User-agent: *\nDisallow: /b\n')));
    expect(pauses).toBe(4);
  });

  it('counts the rules added and removed, and says when only comments, layout or sitemaps differ', async () => {
    const changes = new OriginChanges();
    const before = version('a', 'User-agent: *\nDisallow: /old/\nDisallow: /kept/\n');
    const after = version('b', 'User-agent: *\nDisallow: /kept/\nDisallow: /new/\nDisallow: /newer/\n', 200, 5_000);
    expect(await changes.of(answer(before, after))).toEqual({
      origin: ORIGIN,
      fromId: 'a',
      toId: 'b',
      since: 5_000,
      added: 2,
      removed: 1,
      rulesSame: false,
    });
    const comments = version(
      'c',
      '# a comment\nUser-agent: *\n\nDisallow: /kept/\nDisallow: /new/\nDisallow: /newer/\nSitemap: https://example.test/s.xml\n',
    );
    expect(await changes.of(answer(after, comments))).toMatchObject({ added: 0, removed: 0, rulesSame: true });
  });

  it('tells nothing without two copies read as robots.txt', async () => {
    const changes = new OriginChanges();
    const ok = version('a', 'User-agent: *\nDisallow: /\n');
    expect(await changes.of(answer(null, ok))).toBeNull();
    expect(await changes.of(answer(ok, null))).toBeNull();
    expect(await changes.of(answer(ok, version('b', 'oops', 503)))).toBeNull();
    expect(await changes.of(answer(version('c', null), ok))).toBeNull();
  });

  it('compares a pair of copies once: the same answer again is the kept change', async () => {
    const changes = new OriginChanges();
    const pair = answer(version('a', 'User-agent: *\nDisallow: /a\n'), version('b', 'User-agent: *\nDisallow: /b\n'));
    const first = await changes.of(pair);
    expect(await changes.of(pair)).toBe(first);
    // Another pair is compared afresh.
    expect(await changes.of(answer(version('b', 'User-agent: *\nDisallow: /b\n'), version('c', 'User-agent: *\n')))).toMatchObject({
      added: 0,
      removed: 1,
    });
  });
});
