/** The URLs' state as the page owns it: the list read as typed, CSV and sitemap sources beside it, merged and counted. */
import { signal } from '@preact/signals';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUrlList, MAX_DROPPED_TEXT_BYTES } from '../../../../src/pages/workbench/urls/url-list-actions.ts';
import { startWorkbenchSitemapsSite, type WorkbenchSitemapsSite } from '../../../fixtures/workbench-sitemaps.ts';

let site: WorkbenchSitemapsSite;
beforeAll(async () => {
  site = await startWorkbenchSitemapsSite();
});
afterAll(() => site.close());

describe('the URL list state', () => {
  it('reads the list as it is typed, and again when the origin changes', () => {
    const origin = signal('https://example.com');
    const list = createUrlList(origin, '/a\n/a#x\nmailto:x@y\n\n# note');
    expect(list.urls.value.map((u) => u.url)).toEqual(['https://example.com/a']);
    expect(list.summary.value).toEqual({ urls: 1, skipped: 2, ignored: 2, otherOrigin: 0, repeated: 0, leftOut: 0 });
    list.setListText('/a\nhttps://other.test/b');
    expect(list.summary.value).toMatchObject({ urls: 2, skipped: 0, otherOrigin: 1 });
    origin.value = 'https://other.test';
    expect(list.urls.value.map((u) => [u.url, u.otherOrigin])).toEqual([
      ['https://other.test/a', false],
      ['https://other.test/b', false],
    ]);
    expect(list.listText.value).toBe('/a\nhttps://other.test/b');
    list.dispose();
  });

  it('a long pasted list is read in slices; one line then typed into it is read at once', async () => {
    const origin = signal('https://example.com');
    const list = createUrlList(origin);
    const long = Array.from({ length: 10_000 }, (_, i) => `/public/${i}.html`).join('\n');
    list.setListText(long);
    expect(list.listPending.value).toBe(true);
    await vi.waitFor(() => expect(list.listPending.value).toBe(false), { timeout: 5_000 });
    expect(list.summary.value.urls).toBe(10_000);
    // Over 100,000 characters, but only the new line was never read.
    list.setListText(`${long}\n/more/13.html`);
    expect(list.listPending.value).toBe(false);
    expect(list.summary.value.urls).toBe(10_001);
    expect(list.urls.value.at(-1)?.url).toBe('https://example.com/more/13.html');
    list.dispose();
  });

  it('a list typed over a long one still being read in slices wins: the stale reading never shows', async () => {
    const origin = signal('https://example.com');
    const list = createUrlList(origin);
    list.setListText(Array.from({ length: 60_000 }, (_, i) => `/old/${i}`).join('\n'));
    expect(list.listPending.value).toBe(true);
    list.setListText('/new');
    expect(list.listPending.value).toBe(false);
    expect(list.urls.value.map((u) => u.url)).toEqual(['https://example.com/new']);
    // Long enough for the old reading to have finished, had it not stopped.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(list.urls.value.map((u) => u.url)).toEqual(['https://example.com/new']);
    list.dispose();
  });

  it('a pasted list of 30,000 duplicates and 5,000 blank lines: notes past the cap are counted in the totals, not kept', () => {
    const origin = signal('https://example.com');
    const list = createUrlList(origin, `${'/same\n'.repeat(30_000)}${'\n'.repeat(5_000)}/end`);
    expect(list.summary.value).toEqual({ urls: 2, skipped: 29_999, ignored: 5_000, otherOrigin: 0, repeated: 0, leftOut: 0 });
    expect(list.notes.value).toHaveLength(10_001);
    list.dispose();
  });

  it('imports the sitemaps of the workbench-sitemaps site (index, gzipped child), beside the list, and removes them', async () => {
    const list = createUrlList(signal(site.origin), '/about\n/elsewhere');
    const seen: string[] = [];
    const stop = list.progress.subscribe((p) => p && seen.push(p.kind));
    await list.importSitemaps([site.indexUrl, `${site.origin}/sitemap.xml`]);
    stop();
    expect(seen).toContain('sitemaps');
    expect(list.progress.value).toBeNull();
    expect(list.sitemaps.value!.files.map((f) => f.url).sort()).toEqual(
      [`${site.origin}/sitemap.xml`, site.gzipChildUrl, site.indexUrl, `${site.origin}/sitemaps/posts.xml`].sort(),
    );
    const urls = list.urls.value.map((u) => u.url);
    expect(urls.slice(0, 2)).toEqual([`${site.origin}/about`, `${site.origin}/elsewhere`]);
    expect(urls.sort()).toEqual([...new Set([...site.pageUrls, `${site.origin}/about`, `${site.origin}/elsewhere`])].sort());
    expect(urls).toContain(site.disallowedUrl);
    expect(list.summary.value).toMatchObject({ urls: 6, repeated: 1 });
    expect(list.notes.value).toEqual([{ code: 'sitemap-http-error', sitemap: `${site.origin}/sitemap.xml`, status: 404 }]);
    // The list is still what was typed.
    expect(list.listText.value).toBe('/about\n/elsewhere');
    list.removeSitemaps();
    expect(list.urls.value).toHaveLength(2);
    list.dispose();
  });

  it('imports a CSV column after a look at the file, and keeps it as its own source', async () => {
    const list = createUrlList(signal('https://example.com'), '/a');
    const file = new File(['page;url\nHome;https://example.com/\nA;https://example.com/a\nB;not a url\n'], 'crawl.csv', {
      type: 'text/csv',
    });
    await list.openCsv(file);
    expect(list.csvPending.value).toMatchObject({ column: 1, header: true, preview: { delimiter: ';' } });
    await list.readCsv();
    expect(list.csvPending.value).toBeNull();
    expect(list.csv.value).toMatchObject({ fileName: 'crawl.csv', column: 2 });
    expect(list.urls.value.map((u) => u.url)).toEqual(['https://example.com/a', 'https://example.com/']);
    expect(list.summary.value).toMatchObject({ urls: 2, skipped: 1, repeated: 1 });
    expect(list.notes.value).toEqual([{ code: 'not-a-url', place: { kind: 'row', row: 4 }, text: 'not a url', cut: false }]);
    list.dispose();
  });

  it('adds a dropped text file to the list, and refuses one too large for a textarea', async () => {
    const list = createUrlList(signal('https://example.com'), '/a');
    await list.dropTextFile(new File(['/b\n/c\n'], 'urls.txt'));
    expect(list.listText.value).toBe('/a\n/b\n/c\n');
    const huge = new File([new Uint8Array(MAX_DROPPED_TEXT_BYTES + 1)], 'huge.txt');
    await list.dropTextFile(huge);
    expect(list.failure.value).toEqual({ key: 'workbench-urls.drop.too-large', params: { file: { site: 'huge.txt' }, megabytes: 20 } });
    expect(list.listText.value).toBe('/a\n/b\n/c\n');
    list.dispose();
  });

  it('before the page has an origin, reads nothing as a URL and does not throw', async () => {
    const origin = signal('');
    const list = createUrlList(origin, '/a\nhttps://example.com/b');
    expect(list.urls.value).toEqual([]);
    expect(list.summary.value).toMatchObject({ urls: 0, skipped: 2 });
    await list.importSitemaps([]);
    origin.value = 'https://example.com';
    expect(list.urls.value.map((u) => u.url)).toEqual(['https://example.com/a', 'https://example.com/b']);
    list.dispose();
  });
});
