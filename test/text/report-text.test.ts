/**
 * The one-line report "Copy report" puts on the clipboard:
 * which sentence for what decided, the site's text verbatim (no isolation
 * marks, hidden characters as they are), and a few English renderings.
 */
import { describe, expect, it } from 'vitest';
import { base64FromBytes, findProfile, displayLines, utf8Bytes, type CrawlerProfile } from '../../src/core/index.ts';
import type { RobotsRecord } from '../../src/robots/robots-record.ts';
import { verdictForRecord } from '../../src/robots/verdict-for-record.ts';
import { text } from '../../src/text/bundled.ts';
import { copyableText, decidingLineText, reportLine, reportMessage } from '../../src/text/report-text.ts';

const ORIGIN = 'https://example.com';

function record(body: string | null, status = 200): RobotsRecord {
  const latest = {
    facts: {
      robotsUrl: `${ORIGIN}/robots.txt`,
      finalUrl: `${ORIGIN}/robots.txt`,
      hops: [],
      outcome: { kind: 'response', status, redirects: 0 } as const,
      contentType: 'text/plain',
      headers: {},
      receivedBytes: body?.length ?? 0,
      truncated: false,
      fetchedAt: Date.now(),
      durationMs: 1,
      credentials: 'omit' as const,
    },
    bodyBase64: body === null ? null : base64FromBytes(utf8Bytes(body)),
  };
  return { origin: ORIGIN, robotsUrl: `${ORIGIN}/robots.txt`, latest, lastGood: null, failingSince: null, expiresAt: Date.now() + 60_000 };
}

const googlebot = findProfile('googlebot') as CrawlerProfile;

function report(body: string | null, url: string, status = 200) {
  const rec = record(body, status);
  const result = verdictForRecord(rec, url, googlebot, Date.now(), { diagnostics: false });
  const lines = result.bytes ? displayLines(result.bytes) : [];
  const facts = { url, crawler: googlebot.name, result, lines };
  return { message: reportMessage(text, facts), line: reportLine(text, facts), rule: decidingLineText(result, lines) };
}

describe('the report says what decided', () => {
  it('a rule: its verdict, line number and the line as written', () => {
    const r = report('User-agent: *\n\n  disallow :  /private/   # no\n', `${ORIGIN}/private/x`);
    expect(r.message).toMatchObject({ key: 'popup-tools.report.rule', params: { verdict: 'disallowed', line: 3 } });
    expect(r.rule).toBe('  disallow :  /private/   # no');
    expect(r.line).toBe(`${ORIGIN}/private/x — Googlebot: Disallowed by line 3:   disallow :  /private/   # no`);
  });

  it('an allow rule', () => {
    const r = report('User-agent: *\nDisallow: /a\nAllow: /a/b\n', `${ORIGIN}/a/b/c`);
    expect(r.line).toBe(`${ORIGIN}/a/b/c — Googlebot: Allowed by line 3: Allow: /a/b`);
  });

  it('no rule matched', () => {
    const r = report('User-agent: *\nDisallow: /private/\n', `${ORIGIN}/public`);
    expect(r.message.key).toBe('popup-tools.report.no-rule');
    expect(r.rule).toBeNull();
    expect(r.line).toBe(`${ORIGIN}/public — Googlebot: Allowed; no rule matches`);
  });

  it('an empty rule Google names as the matching line, though it decides nothing', () => {
    const r = report('User-agent: *\nDisallow:\n', `${ORIGIN}/x`);
    expect(r.message).toMatchObject({ key: 'popup-tools.report.empty-rule', params: { line: 2 } });
    expect(r.rule).toBe('Disallow:');
  });

  it('the fetch outcome, when no line decided', () => {
    const r = report(null, `${ORIGIN}/x`, 503);
    expect(r.message).toMatchObject({ key: 'popup-tools.report.outcome', params: { verdict: 'disallowed' } });
    expect(r.line).toBe(`${ORIGIN}/x — Googlebot: Disallowed (robots.txt answered 503)`);
    expect(report(null, `${ORIGIN}/x`, 404).line).toBe(`${ORIGIN}/x — Googlebot: Allowed (robots.txt answered 404)`);
  });
});

describe('the site’s text goes on the clipboard as it is', () => {
  it('no isolation marks and no escaped hidden characters, in the URL or the rule', () => {
    const url = `${ORIGIN}/%E2%80%AEgnp.exe/\u202Ex`;
    const r = report('User-agent: *\nDisallow: /\u202Egnp.exe/\n', url);
    expect(r.rule).toBe('Disallow: /\u202Egnp.exe/');
    expect(r.line).toBe(`${url} — Googlebot: Disallowed by line 2: Disallow: /\u202Egnp.exe/`);
    expect(r.line).not.toMatch(/[\u2066-\u2069]/);
    expect(r.line).not.toContain('U+202E');
  });

  it('copyableText joins parts without marks', () => {
    expect(copyableText(['a ', { site: '\u202Ex' }, ' b'])).toBe('a \u202Ex b');
  });
});
