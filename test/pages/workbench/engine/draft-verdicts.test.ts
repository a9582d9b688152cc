/**
 * The draft column is decideVerdict()'s verdict and deciding line, for every
 * preset (and a Coc Coc and a raw-token custom profile), on the corpus's real
 * files and on URLs made from their rules, random paths, queries and
 * percent-encoding.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideVerdict, parseRobotsTxt, PRESET_PROFILES, rawTokenProfile, type CrawlerProfile } from '../../../../src/core/index.ts';
import { WorkbenchEngine } from '../../../../src/pages/workbench/engine/workbench-engine.ts';
import { corpusAvailable, corpusFiles, readCorpusFile, reportMissing } from '../../../support/shared-data.ts';
import { urlsForRules } from './support/urls.ts';

reportMissing('corpus');
const PROFILES: CrawlerProfile[] = [
  ...PRESET_PROFILES,
  { ...rawTokenProfile('mybot'), id: 'custom-mybot', name: 'MyBot' },
  { ...rawTokenProfile('coccocbot', 'coccoc'), id: 'custom-coccoc', name: 'Coc Coc custom' },
];
const ids = PROFILES.map((p) => p.id);

/** Every cell of the draft columns against decideVerdict on a fresh parse. */
function expectDraftMatchesCore(engine: WorkbenchEngine, text: string, urls: readonly string[], label: string): void {
  const model = parseRobotsTxt(new TextEncoder().encode(text).subarray(0, 512_000));
  const evaluation = engine.evaluateNow(ids);
  for (const column of evaluation.columns) {
    const profile = PROFILES.find((p) => p.id === column.profileId)!;
    for (let i = 0; i < urls.length; i++) {
      const v = decideVerdict(model, urls[i]!, profile);
      const state = v.allowed ? 0 : 1;
      // One expect per mismatch only: hundreds of thousands of cells agree.
      if (column.draft.states[i] !== state || column.draft.lines[i] !== v.decidingLine) {
        expect({ label, profile: profile.id, url: urls[i], state: column.draft.states[i], line: column.draft.lines[i] }).toEqual({
          label,
          profile: profile.id,
          url: urls[i],
          state,
          line: v.decidingLine,
        });
      }
    }
  }
  // The comparison above ran (no column missing).
  expect(evaluation.columns).toHaveLength(PROFILES.length);
}

describe.skipIf(!corpusAvailable)('the draft reads every corpus file as decideVerdict does', () => {
  const files = corpusFiles();
  it.each(files)('%s', (name) => {
    const text = new TextDecoder('latin1').decode(readCorpusFile(name));
    const engine = new WorkbenchEngine();
    engine.setCrawlers(PROFILES);
    const urls = urlsForRules(text, text.length > 200_000 ? 40 : 60, name);
    engine.setUrls(urls);
    engine.setDraft(text, 1);
    expectDraftMatchesCore(engine, text, urls, name);
  });
});

describe('random files and URLs', () => {
  const line = fc.oneof(
    fc.constantFrom('User-agent: *', 'User-agent: Googlebot', 'user-agent: GPTBot', 'User-agent: coccocbot', 'User-agent: googlebot-image'),
    fc
      .tuple(
        fc.constantFrom('Allow: ', 'Disallow: ', 'disallow:'),
        fc.constantFrom(
          '',
          '/',
          '/a',
          '/a/',
          '/a/b',
          '/b/',
          '/a/index.html',
          '/index.htm',
          '/*.pdf$',
          '/a/*x',
          '/%61/',
          '/é/',
          '/*',
          '/a$',
        ),
      )
      .map(([k, v]) => k + v),
    fc.constantFrom('', '# note', 'Crawl-delay: 3', 'Sitemap: https://x.test/s.xml'),
  );
  const path = fc.constantFrom('/', '/a', '/a/', '/a/b', '/a/index.html', '/b/x.pdf', '/a/yx', '/%61/', '/é/', '/a?b', '/index.htm', '/c');
  it('agree with decideVerdict', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.array(path, { minLength: 1, maxLength: 12 }), (lines, paths) => {
        const text = lines.join('\n');
        const urls = paths.map((p) => `https://x.test${p}`);
        const engine = new WorkbenchEngine();
        engine.setCrawlers(PROFILES);
        engine.setUrls(urls);
        engine.setDraft(text, 1);
        expectDraftMatchesCore(engine, text, urls, text);
      }),
      { numRuns: 150 },
    );
  });
});

it('reads only the first 500 KiB of a longer draft, as Google does', () => {
  const text = `User-agent: *\nDisallow: /early/\n${'#'.repeat(600_000)}\nDisallow: /late/\n`;
  const engine = new WorkbenchEngine();
  engine.setCrawlers(PROFILES);
  engine.setUrls(['https://x.test/early/a', 'https://x.test/late/a']);
  engine.setDraft(text, 1);
  const column = engine.evaluateNow(['bingbot']).columns[0]!;
  expect([...column.draft.states]).toEqual([1, 0]);
  expect(engine.draftBytes()).toMatchObject({ truncated: true, totalBytes: text.length });
  expect(engine.draftBytes().bytes.length).toBe(512_000);
});
