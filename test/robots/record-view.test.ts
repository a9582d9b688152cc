/** The popup's first answer: a record without its bodies and the worker's verdict, as plain data. */
import { describe, expect, it } from 'vitest';
import { findProfile } from '../../src/core/profiles.ts';
import { AnsweredRecords, recordKey, recordView, verdictView } from '../../src/robots/record-view.ts';
import { ParsedModels, verdictForRecord } from '../../src/robots/verdict-for-record.ts';
import type { RobotsRecord } from '../../src/robots/robots-record.ts';
import { freshRecord, snapshot } from '../worker/support/snapshots.ts';

const ORIGIN = 'https://example.test';
const googlebot = findProfile('googlebot')!;

describe('recordView', () => {
  it('keeps every fact and the body’s size, and no byte of any body', () => {
    const record: RobotsRecord = {
      ...freshRecord(ORIGIN, 'User-agent: *\nDisallow: /é\n'),
      lastGood: snapshot({ body: 'User-agent: *\nAllow: /\n', fetchedAt: 5 }),
      failingSince: 7,
    };
    const view = recordView(record);
    expect(view).toEqual({
      key: recordKey(record),
      origin: record.origin,
      robotsUrl: record.robotsUrl,
      latest: { facts: record.latest.facts, body: { bytes: 'User-agent: *\nDisallow: /é\n'.length + 1 } },
      lastGood: { facts: record.lastGood!.facts, body: { bytes: 'User-agent: *\nAllow: /\n'.length } },
      failingSince: 7,
      expiresAt: record.expiresAt,
    });
    expect(JSON.stringify(view)).not.toContain(record.latest.bodyBase64!);
  });

  it.each([0, 1, 2, 3, 4, 5])('counts a body of %i bytes (every base64 padding)', (size) => {
    const body = 'x'.repeat(size);
    expect(recordView(freshRecord(ORIGIN, body)).latest.body).toEqual({ bytes: size });
  });

  it('says there is no body when none came (no answer)', () => {
    const record: RobotsRecord = { ...freshRecord(ORIGIN, ''), latest: snapshot({ networkError: 'dns', fetchedAt: 1 }) };
    expect(recordView(record).latest.body).toBeNull();
  });

  it('names a refetched copy with a new key', () => {
    const first = freshRecord(ORIGIN, 'User-agent: *\n');
    const second = { ...first, latest: snapshot({ body: 'User-agent: *\n', fetchedAt: first.latest.facts.fetchedAt + 1 }) };
    expect(recordKey(first)).not.toBe(recordKey(second));
  });
});

describe('verdictView', () => {
  const body = `User-agent: *\nDisallow: /private/\n${'Disallow: /p\n'.repeat(50)}`;

  it('is the verdict the popup would read from the body, with the matching rules left out and their count exact', () => {
    const record = freshRecord(ORIGIN, body);
    const url = `${ORIGIN}/private/page`;
    const view = verdictView(record, url, googlebot, 1_000, new ParsedModels(2));
    const full = verdictForRecord(record, url, googlebot, 1_000, { diagnostics: false, models: new ParsedModels(2) });
    expect(view).toMatchObject({ url, profileId: 'googlebot', state: 'disallowed', used: 'latest', note: null, outage: null });
    expect(view.verdict).toEqual({ ...full.verdict, matches: [] });
    expect(view.verdict.matchCount).toBe(51);
    expect(view.reading).toEqual(full.reading);
    expect(view.fileProblem).toBeNull();
  });

  it('says when the body cannot be read as its site meant (an HTML page served as robots.txt)', () => {
    const record = freshRecord(ORIGIN, '<!doctype html><html><body>Not here</body></html>');
    record.latest.facts.contentType = 'text/html';
    expect(verdictView(record, `${ORIGIN}/`, googlebot, 1_000).fileProblem).toBe('html');
  });

  it('decides an unreachable file from its outcome, without a body', () => {
    const record: RobotsRecord = { ...freshRecord(ORIGIN, ''), latest: snapshot({ status: 503, fetchedAt: 1_000 }) };
    const view = verdictView(record, `${ORIGIN}/a`, googlebot, 2_000);
    expect(view).toMatchObject({ state: 'unreachable', used: 'none', fileProblem: null });
    expect(view.reading.temporary).toBe(true);
  });

  it('crosses as JSON unchanged (plain data)', () => {
    const view = verdictView(freshRecord(ORIGIN, body), `${ORIGIN}/private/x`, googlebot, 1_000);
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

describe('AnsweredRecords', () => {
  it('finds a record by the key of its view, and forgets the oldest past its capacity', () => {
    const answered = new AnsweredRecords(2);
    const a = freshRecord('https://a.test', 'a');
    const b = freshRecord('https://b.test', 'b');
    const c = freshRecord('https://c.test', 'c');
    const keyA = answered.remember(a).key;
    const keyB = answered.remember(b).key;
    expect(answered.get(keyA)).toBe(a);
    // Asked again, `a` is the most recent: `b` goes first.
    answered.remember(a);
    answered.remember(c);
    expect(answered.get(keyA)).toBe(a);
    expect(answered.get(keyB)).toBeNull();
    expect(answered.get(recordKey(c))).toBe(c);
  });

  it('forgets the oldest records past its bodies’ length, but always keeps the newest', () => {
    const answered = new AnsweredRecords(10, 20);
    const a = freshRecord('https://a.test', 'x'.repeat(9)); // 12 base64 characters
    const b = freshRecord('https://b.test', 'y'.repeat(6)); // 8
    const big = freshRecord('https://big.test', 'z'.repeat(30)); // 40
    answered.remember(a);
    answered.remember(b);
    expect(answered.get(recordKey(a))).toBe(a);
    answered.remember(big);
    expect(answered.get(recordKey(a))).toBeNull();
    expect(answered.get(recordKey(b))).toBeNull();
    expect(answered.get(recordKey(big))).toBe(big);
    // The same record remembered again is counted once.
    answered.remember(a);
    answered.remember(a);
    expect(answered.get(recordKey(a))).toBe(a);
    expect(answered.get(recordKey(big))).toBeNull();
  });
});
