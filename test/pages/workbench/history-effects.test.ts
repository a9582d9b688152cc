/** The history panel's changed verdicts, kept per URL: exactly urlEffects' changed ones, in its order, as the list changes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, urlEffects } from '../../../src/core/index.ts';
import { ChangedEffects } from '../../../src/pages/workbench/history-effects.ts';

const FILES = [
  'User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /drafts/\n',
  'User-agent: *\nDisallow: /private/\nDisallow: /public/1\n\nUser-agent: Bingbot\nAllow: /private/ok\nDisallow: /\n',
  'User-agent: Googlebot\nAllow: /drafts/keep\nDisallow: /\n',
  '',
].map((body) => parseRobotsTxt(new TextEncoder().encode(body)));
const CRAWLER_SETS = [['Googlebot', 'Bingbot', 'OtherBot'], ['Bingbot'], []];
const url = fc
  .constantFrom('/', '/private/x', '/private/ok', '/public/1', '/public/2', '/drafts/a', '/drafts/keep', '/other')
  .map((p) => `https://example.com${p}`);
const step = fc.record({
  urls: fc.array(url, { maxLength: 12 }),
  files: fc.option(fc.tuple(fc.nat({ max: FILES.length - 1 }), fc.nat({ max: FILES.length - 1 })), { freq: 4 }),
  crawlers: fc.option(fc.nat({ max: CRAWLER_SETS.length - 1 }), { freq: 4 }),
});

describe('ChangedEffects', () => {
  it('gives exactly the changed verdicts of urlEffects, in its order, after every change of URLs, files or crawlers', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 15 }), (steps) => {
        const kept = new ChangedEffects();
        let [before, after] = [FILES[0]!, FILES[1]!];
        let crawlers = CRAWLER_SETS[0]!;
        for (const s of steps) {
          if (s.files !== null) [before, after] = [FILES[s.files[0]]!, FILES[s.files[1]]!];
          if (s.crawlers !== null) crawlers = CRAWLER_SETS[s.crawlers]!;
          const expected = urlEffects(before, after, s.urls, crawlers).filter((e) => e.verdictChanged);
          expect(kept.changed(before, after, s.urls, crawlers)).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same in slices, the page free between them; a stale computation gives null and keeps nothing', async () => {
    const [before, after] = [FILES[0]!, FILES[1]!];
    const crawlers = CRAWLER_SETS[0]!;
    const urls = Array.from({ length: 400 }, (_, i) => `https://example.com/${['private', 'public', 'drafts'][i % 3]}/${i}`);
    const expected = urlEffects(before, after, urls, crawlers).filter((e) => e.verdictChanged);
    expect(expected.length).toBeGreaterThan(0);

    const stale = new ChangedEffects();
    expect(await stale.changedInSlices(before, after, urls, crawlers, () => false, 0)).toBeNull();
    // Nothing was kept: the next computation decides every URL again (one step each).
    let yields = 0;
    const kept = await stale.changedInSlices(before, after, urls, crawlers, () => ++yields > 0, 0);
    expect(kept).toEqual(expected);
    expect(yields).toBe(urls.length);
    // Now kept: the same question is answered without deciding anything.
    yields = 0;
    expect(await stale.changedInSlices(before, after, urls, crawlers, () => ++yields > 0, 0)).toEqual(expected);
    expect(yields).toBe(0);
  });
});
