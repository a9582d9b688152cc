/** The URLs to test, packed for the crossing to the evaluation worker: the worker gets back exactly the TestUrls the page had. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestUrl } from '../../../../src/pages/workbench/engine/evaluation-facts.ts';
import { packUrls, unpackUrls } from '../../../../src/pages/workbench/engine-worker/packed-urls.ts';

const testUrl = fc.record(
  {
    url: fc.webUrl({ withQueryParameters: true, withFragments: true }).map((u) => new URL(u).href),
    source: fc.constantFrom('list', 'https://example.com/sitemap.xml', 'https://example.com/sitemap-2.xml.gz'),
    otherOrigin: fc.boolean(),
    inSitemap: fc.boolean(),
  },
  { requiredKeys: ['url', 'source', 'otherOrigin'] },
);

describe('packed URLs', () => {
  it('unpack to exactly the URLs packed: each field, inSitemap left out, false or true', () => {
    fc.assert(
      fc.property(fc.array(testUrl, { maxLength: 40 }), (urls: TestUrl[]) => {
        const back = unpackUrls(packUrls(urls));
        // Plain copies: fast-check's records have no prototype; a left-out inSitemap stays left out.
        expect(back).toStrictEqual(urls.map((u) => ({ ...u })));
      }),
      { numRuns: 300 },
    );
  });

  it('cross as one string and typed arrays, each source once', () => {
    const urls: TestUrl[] = Array.from({ length: 1000 }, (_, i) => ({
      url: `https://example.com/${i}`,
      source: i % 2 ? 'list' : 'https://example.com/sitemap.xml',
      otherOrigin: false,
    }));
    const packed = packUrls(urls);
    expect(packed.sources).toEqual(['https://example.com/sitemap.xml', 'list']);
    expect(packed.sourceOf).toBeInstanceOf(Uint32Array);
    expect(packed.flags).toBeInstanceOf(Uint8Array);
    expect(typeof packed.text).toBe('string');
    expect(unpackUrls(packUrls([]))).toEqual([]);
  });
});
