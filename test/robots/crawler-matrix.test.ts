/** Every crawler at a glance: each profile's verdict for one page, grouped, read as the popup reads it. */
import { expect, it } from 'vitest';
import { recordAfterFetch } from '../../src/robots/record-update.ts';
import { CRAWLER_GROUPS, crawlerGroupOf, PRESET_PROFILES, rawTokenProfile, type CrawlerProfile } from '../../src/core/index.ts';
import { crawlerMatrix, type MatrixCell } from '../../src/robots/crawler-matrix.ts';
import { verdictForRecord } from '../../src/robots/verdict-for-record.ts';
import { snapshot, type SnapshotSpec } from '../worker/support/snapshots.ts';
import { MATRIX_ROBOTS } from '../support/matrix-robots.ts';

const T0 = 1_700_000_000_000;
const ORIGIN = 'https://example.test';
const PAGE = `${ORIGIN}/drafts/plan.html`;

const record = (spec: Omit<SnapshotSpec, 'fetchedAt'>) => recordAfterFetch(null, ORIGIN, snapshot({ fetchedAt: T0, ...spec }));

const FILE = MATRIX_ROBOTS;

const custom: CrawlerProfile = { ...rawTokenProfile('mybot'), id: 'custom-mybot', name: 'MyBot' };

const cellsById = (rows: ReturnType<typeof crawlerMatrix>) => new Map(rows.flatMap((r) => r.cells).map((c) => [c.profileId, c]));

it('lists every preset and custom profile once, in the groups’ order, with no empty group', () => {
  const rows = crawlerMatrix(record({ body: FILE }), PAGE, [...PRESET_PROFILES, custom], T0);
  expect(
    rows
      .flatMap((r) => r.cells)
      .map((c) => c.profileId)
      .sort(),
  ).toEqual([...PRESET_PROFILES.map((p) => p.id), 'custom-mybot'].sort());
  expect(rows.map((r) => r.group)).toEqual(CRAWLER_GROUPS);
  expect(crawlerMatrix(record({ body: FILE }), PAGE, PRESET_PROFILES, T0).map((r) => r.group)).not.toContain('custom');
});

it('gives each crawler the verdict and deciding line the popup gives it', () => {
  const rec = record({ body: FILE });
  const cells = cellsById(crawlerMatrix(rec, PAGE, [...PRESET_PROFILES, custom], T0));
  expect(cells.get('googlebot')).toEqual<MatrixCell>({
    profileId: 'googlebot',
    name: 'Googlebot',
    group: 'search',
    state: 'disallowed',
    line: 5,
    use: null,
  });
  // Googlebot-Image falls back to Googlebot's group; Bingbot reads `*`, which does not match /drafts/.
  expect(cells.get('googlebot-image')).toMatchObject({ state: 'disallowed', line: 5 });
  expect(cells.get('bingbot')).toMatchObject({ state: 'allowed', line: 0 });
  expect(cells.get('gptbot')).toMatchObject({ state: 'disallowed', line: 8 });
  // AdsBot ignores `*` and has no group: allowed by no line. Coc Coc's prefix group allows.
  expect(cells.get('adsbot-google')).toMatchObject({ state: 'allowed', line: 0 });
  expect(cells.get('coccocbot-web')).toMatchObject({ state: 'allowed', line: 11 });
  expect(cells.get('custom-mybot')).toMatchObject({ state: 'allowed', line: 0 });
  for (const p of [...PRESET_PROFILES, custom]) {
    const full = verdictForRecord(rec, PAGE, p, T0, { diagnostics: false });
    expect(cells.get(p.id), p.id).toMatchObject({ state: full.state, line: full.verdict.decidingLine });
  }
});

it('reads a fetch outcome per engine: 503 disallows every Google-read crawler for now, Coc Coc allows', () => {
  const cells = cellsById(crawlerMatrix(record({ status: 503, body: 'busy' }), PAGE, PRESET_PROFILES, T0));
  expect(cells.get('googlebot')).toMatchObject({ state: 'unreachable', line: 0 });
  expect(cells.get('gptbot')).toMatchObject({ state: 'unreachable' });
  expect(cells.get('coccocbot-web')).toMatchObject({ state: 'allowed', line: 0 });
});

it('groups crawlers as a person looks for them', () => {
  const group = (id: string) => crawlerGroupOf(PRESET_PROFILES.find((p) => p.id === id)!);
  expect(['googlebot', 'bingbot', 'applebot', 'duckduckbot'].map(group)).toEqual(['search', 'search', 'search', 'search']);
  expect(['googlebot-image', 'googlebot-news', 'storebot-google', 'googleother', 'apis-google'].map(group)).toEqual(
    Array(5).fill('google-special'),
  );
  expect(['google-extended', 'gptbot', 'claudebot', 'ccbot', 'applebot-extended'].map(group)).toEqual(Array(5).fill('ai-training'));
  expect(['oai-searchbot', 'claude-searchbot', 'perplexitybot', 'google-cloudvertexbot'].map(group)).toEqual(Array(4).fill('ai-search'));
  expect(['chatgpt-user', 'claude-user', 'perplexity-user', 'google-notebooklm'].map(group)).toEqual(Array(4).fill('user-triggered'));
  expect(['ahrefsbot', 'semrushbot', 'screaming-frog', 'mj12bot', 'dotbot'].map(group)).toEqual(Array(5).fill('seo'));
  expect(['facebookexternalhit', 'twitterbot'].map(group)).toEqual(['social', 'social']);
  expect(['adsbot-google', 'adsbot-google-mobile', 'mediapartners-google'].map(group)).toEqual(Array(3).fill('ads'));
  expect(['coccocbot-web', 'coccocbot-image'].map(group)).toEqual(['coccoc', 'coccoc']);
  expect(crawlerGroupOf(custom)).toBe('custom');
});
