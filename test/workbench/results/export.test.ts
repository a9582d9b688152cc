// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { downloadBlob, exportFileName } from '../../../src/workbench/results/download.ts';
import { exportRows } from '../../../src/workbench/engine/export-rows.ts';
import { rowsToExport } from '../../../src/workbench/results/export-rows.ts';
import { tsv } from '../../../src/workbench/results/tsv.ts';
import { column, evaluation } from './fixture.ts';

const google = column(
  'googlebot',
  'search',
  [
    [0, 0],
    [1, 3],
    [2, 0],
  ],
  [
    [1, 7],
    [1, 3],
    [0, 0],
  ],
);
const gpt = column(
  'gptbot',
  'ai-training',
  [
    [1, 1],
    [1, 1],
    [2, 0],
  ],
  [
    [1, 1],
    [0, 0],
    [0, 0],
  ],
);
const names = new Map([
  ['googlebot', 'Googlebot'],
  ['gptbot', '=GPT "bot"'],
]);

afterEach(() => vi.restoreAllMocks());

test('the selection, in the order shown, when there is one; the rows shown otherwise', () => {
  const shown = Uint32Array.of(2, 0, 1);
  expect(rowsToExport(shown, new Set())).toBe(shown);
  expect(Array.from(rowsToExport(shown, new Set([1, 2])))).toEqual([2, 1]);
});

test('TSV for the clipboard: the header, then one line per row; a tab or line break in a field becomes a space', () => {
  const rows = exportRows(evaluation([google, gpt]), ['https://example.com/a', 'x', 'y'], (id) => names.get(id) ?? id, {
    rows: Uint32Array.of(0),
  });
  expect(tsv(rows)).toBe(
    'url\tcrawler\tliveVerdict\tliveLine\tdraftVerdict\tdraftLine\n' +
      'https://example.com/a\tGooglebot\tallowed\t0\tdisallowed\t7\n' +
      'https://example.com/a\t=GPT "bot"\tdisallowed\t1\tdisallowed\t1\n',
  );
  expect(tsv([{ url: 'a\tb', crawler: 'c\nd', liveVerdict: 'allowed', liveLine: 0, draftVerdict: 'allowed', draftLine: 0 }])).toContain(
    'a b\tc d\t',
  );
});

test('file names: robots-lens-<host>-<date>, a port joined with "_"', () => {
  const day = new Date(2026, 10, 3, 12);
  expect(exportFileName('https://example.com', day, 'csv')).toBe('robots-lens-example.com-2026-11-03.csv');
  expect(exportFileName('http://127.0.0.1:8347', day, 'json')).toBe('robots-lens-127.0.0.1_8347-2026-11-03.json');
});

test('a download is a Blob behind an object URL, clicked as a link with the file name', async () => {
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:robots-lens/1';
  });
  const clicks: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  downloadBlob(new Blob(['a,b\r\n', '1,2\r\n'], { type: 'text/csv;charset=utf-8' }), 'robots-lens-example.com-2026-11-03.csv');
  expect(clicks).toEqual([{ href: 'blob:robots-lens/1', download: 'robots-lens-example.com-2026-11-03.csv' }]);
  expect(blob?.type).toBe('text/csv;charset=utf-8');
  expect(await blob?.text()).toBe('a,b\r\n1,2\r\n');
  expect(document.querySelector('a[download]')).toBeNull();
});
