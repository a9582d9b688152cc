/** Which sitemaps "Import sitemaps" reads: the live file's, the draft's and /sitemap.xml, each once, saying where it was listed. */
import { describe, expect, it } from 'vitest';
import { sitemapSources } from '../../../../src/pages/workbench/urls/sitemap-sources.ts';

describe('sitemap sources', () => {
  it('merges the live file’s and the draft’s sitemaps with /sitemap.xml', () => {
    expect(
      sitemapSources(
        'https://example.com',
        ['https://example.com/sitemap_index.xml', 'https://example.com/news.xml'],
        [
          'https://example.com/sitemap_index.xml#x',
          '/relative.xml',
          'https://example.com/sitemap.xml',
          'ftp://example.com/s.xml',
          'http://[bad',
        ],
      ),
    ).toEqual([
      { url: 'https://example.com/sitemap_index.xml', listedIn: ['live', 'draft'] },
      { url: 'https://example.com/news.xml', listedIn: ['live'] },
      { url: 'https://example.com/relative.xml', listedIn: ['draft'] },
      { url: 'https://example.com/sitemap.xml', listedIn: ['draft', 'default'] },
    ]);
  });

  it('without a live file or any Sitemap line, reads /sitemap.xml', () => {
    expect(sitemapSources('http://127.0.0.1:8080', null, [])).toEqual([
      { url: 'http://127.0.0.1:8080/sitemap.xml', listedIn: ['default'] },
    ]);
  });
});
