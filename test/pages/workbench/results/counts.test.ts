import { expect, test } from 'vitest';
import { text as english } from '../../../../src/text/bundled.ts';
import { bundledCatalog } from '../../../../src/text/every-catalog.ts';
import { LOCALES } from '../../../../src/text/locale.ts';
import { createText } from '../../../../src/text/text.ts';
import { countColumn } from '../../../../src/pages/workbench/results/counts.ts';
import { countsMessages } from '../../../../src/pages/workbench/results/counts-text.ts';
import { combineUrls } from '../../../../src/pages/workbench/urls/combine-urls.ts';
import { big, column, urls } from './fixture.ts';

const words = (messages: ReturnType<typeof countsMessages>) => messages.map((m) => english.render(m));

test('counts: each file, what the draft changes, and the sitemap URLs', () => {
  const list = [...urls(['/a', '/b']), ...urls(['/s1', '/s2', '/s3'], 'https://example.com/sitemap.xml')];
  const col = column(
    'googlebot',
    'search',
    [
      [0, 0],
      [1, 3],
      [1, 3],
      [0, 0],
      [0, 0],
    ],
    [
      [1, 8],
      [1, 4],
      [1, 3],
      [1, 8],
      [0, 0],
    ],
  );
  const counts = countColumn(col, list);
  expect(counts).toEqual({
    profileId: 'googlebot',
    live: { allowed: 3, disallowed: 2, unreachable: 0, otherSite: 0 },
    draft: { allowed: 1, disallowed: 4, unreachable: 0, otherSite: 0 },
    newlyDisallowed: 2,
    newlyAllowed: 0,
    changed: 3,
    sitemap: { total: 3, liveDisallowed: 1, draftDisallowed: 2 },
  });
  expect(countsMessages(counts, 'Googlebot').map((m) => m.key)).toEqual([
    'workbench-results.counts.more-disallowed',
    'workbench-results.counts.other-line',
    'workbench-results.counts.file',
    'workbench-results.counts.file',
    'workbench-results.counts.sitemap',
    'workbench-results.counts.sitemap',
  ]);
  expect(words(countsMessages(counts, 'Googlebot'))).toEqual([
    'The draft disallows 2 more URLs for Googlebot.',
    '1 URL keeps its verdict but is decided by another line.',
    'The live file allows 3 URLs and disallows 2 URLs.',
    'The draft allows 1 URL and disallows 4 URLs.',
    '1 of the 3 sitemap URLs is disallowed by the live file.',
    '2 of the 3 sitemap URLs are disallowed by the draft.',
  ]);
});

test('a draft that changes nothing says so; no sitemap sentence without sitemap URLs', () => {
  const col = column('bingbot', 'search', [[0, 0]], [[0, 0]]);
  expect(words(countsMessages(countColumn(col, urls(['/a'])), 'Bingbot'))).toEqual([
    'The draft changes no fetch verdict for Bingbot.',
    'The live file allows 1 URL and disallows 0 URLs.',
    'The draft allows 1 URL and disallows 0 URLs.',
  ]);
});

test('more allowed, and an unreachable live file, in words with the numbers grouped', () => {
  const { urls: list, column: c } = big(3000);
  const unreachable = { ...c, live: { states: new Uint8Array(3000).fill(2), lines: new Uint32Array(3000) } };
  const counts = countColumn(unreachable, list);
  expect(counts.newlyAllowed).toBe(counts.draft.allowed);
  expect(words(countsMessages(counts, 'GPTBot'))).toEqual([
    `The draft allows ${counts.draft.allowed.toLocaleString('en')} more URLs for GPTBot.`,
    '1,200 URLs keep their verdict but are decided by another line.',
    'The live robots.txt could not be fetched, so Google treats all 3,000 URLs as disallowed for now.',
    'The draft allows 1,800 URLs and disallows 1,200 URLs.',
  ]);
});

test('the counts speak every language, with its numbers', () => {
  const { urls: list, column: c } = big(12_040);
  const messages = countsMessages(countColumn(c, list), 'Googlebot');
  for (const locale of LOCALES) {
    const t = createText(locale, bundledCatalog(locale));
    const first = t.render(messages[0]!);
    expect(first).toContain('Googlebot');
    expect(first).toContain(new Intl.NumberFormat(locale).format(countColumn(c, list).newlyDisallowed));
  }
});

test('URLs of other sites are counted apart: in neither file’s allowed or disallowed count; among the sitemap URLs, never disallowed', () => {
  const list = [
    ...urls(['/a']),
    { url: 'https://other.example/x', source: 'list', otherOrigin: true },
    ...urls(['/s1'], 'https://example.com/sitemap.xml'),
    { url: 'https://other.example/s2', source: 'https://example.com/sitemap.xml', otherOrigin: true },
  ];
  const col = column(
    'googlebot',
    'search',
    [
      [1, 2],
      [3, 0],
      [0, 0],
      [3, 0],
    ],
    [
      [1, 2],
      [3, 0],
      [1, 5],
      [3, 0],
    ],
  );
  const counts = countColumn(col, list);
  expect(counts.live).toEqual({ allowed: 1, disallowed: 1, unreachable: 0, otherSite: 2 });
  expect(counts.sitemap).toEqual({ total: 2, liveDisallowed: 0, draftDisallowed: 1 });
  expect(words(countsMessages(counts, 'Googlebot'))).toEqual([
    'The draft disallows 1 more URL for Googlebot.',
    'The live file allows 1 URL and disallows 1 URL.',
    'The draft allows 0 URLs and disallows 2 URLs.',
    '2 URLs are on other sites and are not judged: this site’s robots.txt does not govern them.',
    '0 of the 2 sitemap URLs are disallowed by the live file.',
    '1 of the 2 sitemap URLs is disallowed by the draft.',
  ]);
});

test('a sitemap URL the list gave first is still counted among the sitemap URLs, as the panel counts them', () => {
  const list = urls(['/page']);
  const sitemap = urls(['/page', '/other', '/private/x'], 'https://example.com/sitemap.xml');
  const combined = combineUrls([list, [], sitemap]);
  expect(combined.urls.map((u) => [u.url, u.source, u.inSitemap ?? false])).toEqual([
    ['https://example.com/page', 'list', true],
    ['https://example.com/other', 'https://example.com/sitemap.xml', false],
    ['https://example.com/private/x', 'https://example.com/sitemap.xml', false],
  ]);
  // The sources themselves are not changed (they are shared with the panel).
  expect(list[0]!.inSitemap).toBeUndefined();
  const col = column(
    'googlebot',
    'search',
    [
      [0, 0],
      [0, 0],
      [1, 2],
    ],
    [
      [0, 0],
      [0, 0],
      [1, 2],
    ],
  );
  // The panel says "From the sitemaps: 3 URLs"; the results say the same 3.
  expect(countColumn(col, combined.urls).sitemap).toEqual({ total: 3, liveDisallowed: 1, draftDisallowed: 1 });
});
