/** The worker's answers below the popup's verdict: the same facts the popup used to read from the body itself. */
import { describe, expect, it } from 'vitest';
import { displayLines, findProfile, lintRobotsTxt, PRESET_PROFILES, statedPreferences, utf8Bytes } from '../../src/core/index.ts';
import { crawlerMatrix } from '../../src/robots/crawler-matrix.ts';
import { decideOnRecord, explain, fileView, MAX_EXPLAINED_MATCHES, matrixCells } from '../../src/robots/record-details.ts';
import { ParsedModels, settleExplanation, verdictForRecord } from '../../src/robots/verdict-for-record.ts';
import type { RobotsRecord } from '../../src/robots/robots-record.ts';
import { freshRecord, snapshot } from '../worker/support/snapshots.ts';

const ORIGIN = 'https://example.test';
const googlebot = findProfile('googlebot')!;
const BODY = [
  'User-agent: *', // 1
  'Disallow: /private/', // 2
  'Crawl-delay: 3', // 3
  'Content-Usage: train-ai=n', // 4
  '', // 5
  'User-agent: Googlebot', // 6
  'User-agent: Googlebot-News', // 7
  'Disallow: /drafts/', // 8
  'Allow: /drafts/ok', // 9
  'Disalow: /typo', // 10
  'Sitemap: https://example.test/sitemap.xml', // 11
  '',
].join('\n');

describe('explain', () => {
  it('is verdictForRecord’s verdict, its applied groups’ lines and user-agent lines as read, and the AI-use reading', () => {
    const record = freshRecord(ORIGIN, BODY);
    const url = `${ORIGIN}/drafts/x`;
    const e = explain(record, url, googlebot, 1_000, { header: 'train-ai=y' });
    const r = verdictForRecord(record, url, googlebot, 1_000, { diagnostics: false, maxMatches: MAX_EXPLAINED_MATCHES });
    expect(e.verdict).toEqual(r.verdict);
    expect(e).toMatchObject({ url, profileId: 'googlebot', state: 'disallowed', used: 'latest', fileProblem: null });
    expect(e.groupLines).toEqual([6, 7, 8, 9, 10]);
    expect(e.userAgents.map((ua) => [ua.line, ua.value])).toEqual([
      [6, 'Googlebot'],
      [7, 'Googlebot-News'],
    ]);
    expect(e.aiUse).toEqual(statedPreferences(r.model!, url, googlebot, { header: 'train-ai=y' }));
    expect(e.fileId).toBe(`${ORIGIN}/robots.txt ${record.latest.facts.fetchedAt}`);
  });

  it('the global group’s lines, other fields included, for a crawler without its own group', () => {
    const e = explain(freshRecord(ORIGIN, BODY), `${ORIGIN}/private/x`, findProfile('bingbot')!, 1_000);
    expect(e.groupLines).toEqual([1, 2, 3, 4]);
    expect(e.verdict.decidingLine).toBe(2);
  });

  it('names no file when the fetch outcome decided without one', () => {
    const record: RobotsRecord = { ...freshRecord(ORIGIN, ''), latest: snapshot({ status: 404, body: '<html>gone</html>', fetchedAt: 1 }) };
    const e = explain(record, `${ORIGIN}/a`, googlebot, 2);
    expect(e).toMatchObject({ state: 'allowed', used: 'none', fileId: null, groupLines: [], userAgents: [], aiUse: null });
  });

  it('crosses as JSON unchanged (plain data)', () => {
    const e = explain(freshRecord(ORIGIN, BODY), `${ORIGIN}/drafts/ok`, googlebot, 1_000);
    expect(JSON.parse(JSON.stringify(e))).toEqual(e);
  });
});

describe('a long address explained in slices (settleExplanation), as the badge decides it (settleVerdict)', () => {
  // 4,000 wildcard rules, each with its own piece, and a path of 300,000 characters that ends with two of them.
  const pieces = Array.from({ length: 4_000 }, (_, i) => `q${i.toString(36).padStart(3, '0')}z`);
  const body = `User-agent: *\n${pieces.map((p) => `Disallow: /*${p}`).join('\n')}\nAllow: /*${pieces[7]}$\n`;
  const url = `${ORIGIN}/${'ab'.repeat(150_000)}${pieces[5]}${pieces[7]}`;

  it('pauses between slices, and the explanation then needs no long pass and is the one made in one go', async () => {
    const record = freshRecord(ORIGIN, body);
    const models = new ParsedModels(2);
    let pauses = 0;
    await settleExplanation(record, url, googlebot, 1_000, async () => void pauses++, models);
    expect(pauses).toBeGreaterThan(0);
    const settled = explain(record, url, googlebot, 1_000, { models });
    const inOneGo = explain(record, url, googlebot, 1_000, { models: new ParsedModels(2) });
    expect(settled).toEqual(inOneGo);
    expect(settled.state).toBe('allowed');
    expect(settled.verdict.decidingLine).toBe(4_002);
    expect(settled.verdict.matches.map((m) => m.rule.line).sort((a, b) => a - b)).toEqual([7, 9, 4_002]);
  });

  it('the matrix settles each crawler’s verdict in slices too', async () => {
    const record = freshRecord(ORIGIN, body);
    let pauses = 0;
    const cells = await matrixCells(record, url, PRESET_PROFILES.slice(0, 3), 1_000, async () => void pauses++);
    expect(pauses).toBeGreaterThan(0);
    expect(cells?.map((c) => [c.state, c.line])).toEqual(PRESET_PROFILES.slice(0, 3).map(() => ['allowed', 4_002]));
  });
});

describe('fileView', () => {
  it('is the body’s lines, the linter’s findings, its sitemaps and managed blocks, read once per parsed body', () => {
    const record = freshRecord(ORIGIN, BODY);
    const models = new ParsedModels(2);
    const view = fileView(record, 'latest', models)!;
    const bytes = utf8Bytes(BODY);
    expect(view.lines).toEqual(displayLines(bytes));
    expect(view.diagnostics).toEqual(lintRobotsTxt(bytes, { contentType: 'text/plain', truncated: false, originalBytes: bytes.length }));
    expect(view.diagnostics.length).toBeGreaterThan(0);
    expect(view.sitemaps.map((s) => s.line)).toEqual([11]);
    expect(view).toMatchObject({ bytes: bytes.length, htmlLike: false, blank: false, crawlDelayInFile: true });
    // The same parsed body: the same view, not read again.
    expect(fileView(record, 'latest', models)).toBe(view);
    expect(fileView(record, 'last-good', models)).toBeNull();
  });

  it('says when a body looks like HTML or holds nothing', () => {
    const html = freshRecord(ORIGIN, '<!doctype html><title>x</title>');
    expect(fileView(html, 'latest', new ParsedModels(1))).toMatchObject({ htmlLike: true, blank: false, crawlDelayInFile: false });
    expect(fileView(freshRecord(ORIGIN, ' \n'), 'latest', new ParsedModels(1))).toMatchObject({ blank: true });
  });
});

describe('decideOnRecord and matrixCells', () => {
  it('decide each URL as the badge would', () => {
    const record = freshRecord(ORIGIN, BODY);
    expect(decideOnRecord(record, [`${ORIGIN}/private/a`, `${ORIGIN}/drafts/ok/1`], googlebot, 1_000)).toEqual([
      { url: `${ORIGIN}/private/a`, state: 'allowed', line: 0 },
      { url: `${ORIGIN}/drafts/ok/1`, state: 'allowed', line: 9 },
    ]);
  });

  it('the matrix is crawlerMatrix’s cells, pausing between slices of work', async () => {
    const record = freshRecord(ORIGIN, BODY);
    let pauses = 0;
    const cells = await matrixCells(record, `${ORIGIN}/drafts/x`, PRESET_PROFILES, 1_000, async () => void pauses++, 0);
    expect(cells).toEqual(
      crawlerMatrix(record, `${ORIGIN}/drafts/x`, PRESET_PROFILES, 1_000)
        .flatMap((row) => row.cells)
        .sort(byProfileOrder),
    );
    expect(pauses).toBe(PRESET_PROFILES.length);
  });
});

const order = new Map(PRESET_PROFILES.map((p, i) => [p.id, i]));
function byProfileOrder(a: { profileId: string }, b: { profileId: string }): number {
  return order.get(a.profileId)! - order.get(b.profileId)!;
}
