// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest';
import { downloadBlob, exportFileName } from '../../../../src/pages/workbench/results/download.ts';
import { csvChunks, csvField, jsonChunks, tsv } from '../../../../src/pages/workbench/results/export-formats.ts';
import { exportRows, rowsToExport } from '../../../../src/pages/workbench/results/export-rows.ts';
import { column, urls } from './fixture.ts';

const list = [...urls(['/a', '/b,c']), { url: 'https://example.com/"q"', source: 'list', otherOrigin: false }];
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

test('one row per URL and crawler, in the order shown, with verdict words and lines', () => {
  const rows = [...exportRows(list, Uint32Array.of(2, 0), [google, gpt], names)];
  expect(rows).toEqual([
    {
      url: 'https://example.com/"q"',
      crawler: 'Googlebot',
      liveVerdict: 'unreachable',
      liveLine: 0,
      draftVerdict: 'allowed',
      draftLine: 0,
      liveUse: 'not-stated',
      draftUse: 'not-stated',
      changed: true,
      otherSite: false,
    },
    {
      url: 'https://example.com/"q"',
      crawler: '=GPT "bot"',
      liveVerdict: 'unreachable',
      liveLine: 0,
      draftVerdict: 'allowed',
      draftLine: 0,
      liveUse: 'not-stated',
      draftUse: 'not-stated',
      changed: true,
      otherSite: false,
    },
    {
      url: 'https://example.com/a',
      crawler: 'Googlebot',
      liveVerdict: 'allowed',
      liveLine: 0,
      draftVerdict: 'disallowed',
      draftLine: 7,
      liveUse: 'not-stated',
      draftUse: 'not-stated',
      changed: true,
      otherSite: false,
    },
    {
      url: 'https://example.com/a',
      crawler: '=GPT "bot"',
      liveVerdict: 'disallowed',
      liveLine: 1,
      draftVerdict: 'disallowed',
      draftLine: 1,
      liveUse: 'not-stated',
      draftUse: 'not-stated',
      changed: false,
      otherSite: false,
    },
  ]);
});

test('the selection, in the order shown, when there is one; the rows shown otherwise', () => {
  const shown = Uint32Array.of(2, 0, 1);
  expect(rowsToExport(shown, new Set())).toBe(shown);
  expect(Array.from(rowsToExport(shown, new Set([1, 2])))).toEqual([2, 1]);
});

test('CSV: RFC 4180 quoting, CRLF, a header, and formulas defused with an apostrophe', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvField('+1')).toBe("'+1");
  expect(csvField('-2')).toBe("'-2");
  expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  expect(csvField(12)).toBe('12');
  const csv = [...csvChunks(exportRows(list, Uint32Array.of(1), [google, gpt], names))].join('');
  expect(csv).toBe(
    'url,crawler,live verdict,live line,draft verdict,draft line,live use,draft use,changed,other site\r\n' +
      '"https://example.com/b,c",Googlebot,disallowed,3,disallowed,3,not-stated,not-stated,false,false\r\n' +
      '"https://example.com/b,c","\'=GPT ""bot""",disallowed,1,allowed,0,not-stated,not-stated,true,false\r\n',
  );
});

test('CSV and JSON come in chunks, and JSON reads back as the rows', () => {
  const many = Array.from({ length: 5000 }, (_, i) => ({ url: `https://example.com/${i}`, source: 'list', otherOrigin: false }));
  const col = column(
    'googlebot',
    'search',
    many.map(() => [0, 0] as const),
    many.map((_, i) => [i % 2 === 0 ? 1 : 0, i % 2 === 0 ? 4 : 0] as const),
  );
  const rows = Uint32Array.from(many.keys());
  const csv = [...csvChunks(exportRows(many, rows, [col], names))];
  expect(csv.length).toBeGreaterThan(1);
  expect(csv.join('').split('\r\n').length).toBe(5002); // header + rows + the empty string after the last CRLF
  const json = [...jsonChunks(exportRows(many, rows, [col], names))];
  expect(json.length).toBeGreaterThan(1);
  const back = JSON.parse(json.join(''));
  expect(back).toHaveLength(5000);
  expect(back[4998]).toEqual({
    url: 'https://example.com/4998',
    crawler: 'Googlebot',
    liveVerdict: 'allowed',
    liveLine: 0,
    draftVerdict: 'disallowed',
    draftLine: 4,
    liveUse: 'not-stated',
    draftUse: 'not-stated',
    changed: true,
    otherSite: false,
  });
  expect(JSON.parse([...jsonChunks([])].join(''))).toEqual([]);
});

test('TSV for the clipboard: the header, then one line per row', () => {
  expect(tsv(exportRows(list, Uint32Array.of(0), [google], names))).toBe(
    'url\tcrawler\tlive verdict\tlive line\tdraft verdict\tdraft line\tlive use\tdraft use\tchanged\tother site\nhttps://example.com/a\tGooglebot\tallowed\t0\tdisallowed\t7\tnot-stated\tnot-stated\ttrue\tfalse\n',
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

test('a URL of another site keeps its flag and its "not judged" verdict in every export; "changed" follows the rule, not the line number', () => {
  const mixed = [...urls(['/a', '/b']), { url: 'https://other.example/js/app.js', source: 'list', otherOrigin: true }];
  const col = column(
    'googlebot',
    'search',
    [
      [1, 2],
      [0, 0],
      [3, 0],
    ],
    [
      [1, 3],
      [0, 0],
      [3, 0],
    ],
  );
  // Line 2 of the live file and line 3 of the draft hold the same rule (a line was added above it).
  const sameRule = (a: number, b: number) => a === b || (a === 2 && b === 3);
  const rows = [...exportRows(mixed, Uint32Array.of(0, 1, 2), [col], names, sameRule)];
  expect(rows.map((r) => [r.liveVerdict, r.draftVerdict, r.changed, r.otherSite])).toEqual([
    ['disallowed', 'disallowed', false, false],
    ['allowed', 'allowed', false, false],
    ['other_site', 'other_site', false, true],
  ]);
  const csv = [...csvChunks(exportRows(mixed, Uint32Array.of(2), [col], names, sameRule))].join('');
  expect(csv.split('\r\n')[1]).toBe('https://other.example/js/app.js,Googlebot,other_site,0,other_site,0,not-stated,not-stated,false,true');
  expect(JSON.parse([...jsonChunks(exportRows(mixed, Uint32Array.of(2), [col], names))].join(''))[0]).toMatchObject({
    liveVerdict: 'other_site',
    otherSite: true,
  });
});

test('TSV: pasted into a spreadsheet, a cell that would run as a formula is text, as in the CSV', () => {
  const row = {
    liveVerdict: 'allowed',
    liveLine: 0,
    draftVerdict: 'disallowed',
    draftLine: 7,
    liveUse: 'not-stated',
    draftUse: 'refuses',
    changed: true,
    otherSite: false,
  } as const;
  const pasted = tsv([
    { ...row, url: '=HYPERLINK("https://evil.example/","x")', crawler: '@SUM(A1)' },
    { ...row, url: 'https://example.com/a', crawler: '\t+cmd' },
  ]);
  expect(pasted.split('\n').slice(1, 3)).toEqual([
    `'=HYPERLINK("https://evil.example/","x")\t'@SUM(A1)\tallowed\t0\tdisallowed\t7\tnot-stated\trefuses\ttrue\tfalse`,
    // The tab inside a cell is a space first (a cell boundary otherwise): " +cmd" is not a formula.
    'https://example.com/a\t +cmd\tallowed\t0\tdisallowed\t7\tnot-stated\trefuses\ttrue\tfalse',
  ]);
});
