/** A CSV column as URLs: delimiters, headers, quoting, embedded line breaks, a BOM, rows named in notes. */
import { describe, expect, it } from 'vitest';
import { type CsvChoice, previewCsv, readCsvColumn } from '../../src/url-lists/csv-import.ts';
import { PIECE_BYTES } from '../../src/url-lists/decoded-file-stream.ts';

const ORIGIN = 'https://example.com';
const csv = (text: string) => new Blob([text]);
const read = (file: Blob, choice: CsvChoice, signal = new AbortController().signal) => readCsvColumn(file, choice, ORIGIN, { signal });

describe('previewing a CSV', () => {
  it('detects a header and picks the column that holds URLs', async () => {
    const preview = await previewCsv(
      csv('Title,Address,Status\nHome,https://example.com/,200\nAbout,https://example.com/about,301\n'),
      ORIGIN,
    );
    expect(preview).toEqual({
      delimiter: ',',
      header: true,
      best: 1,
      columns: [
        { index: 0, name: 'Title', sample: 'Home', urlScore: 0 },
        { index: 1, name: 'Address', sample: 'https://example.com/', urlScore: 4 },
        { index: 2, name: 'Status', sample: '200', urlScore: 0 },
      ],
    });
  });

  it('reads semicolons and tabs, and a file without a header', async () => {
    const semi = await previewCsv(csv('a;/x;1\nb;/y;2\n'), ORIGIN);
    expect([semi.delimiter, semi.header, semi.best]).toEqual([';', false, 1]);
    const tab = await previewCsv(csv('\uFEFFurl\tcount\nhttps://example.com/a\t3\n/b\t4\n'), ORIGIN);
    expect([tab.delimiter, tab.header, tab.best, tab.columns[0]!.name]).toEqual(['\t', true, 0, 'url']);
  });

  it('prefers full URLs over paths, and is not fooled by a quoted field with line breaks', async () => {
    const preview = await previewCsv(csv('"note, with\nbreak",path,url\nx,/a,https://example.com/a\ny,/b,https://example.com/b\n'), ORIGIN);
    expect(preview.header).toBe(true);
    expect(preview.best).toBe(2);
    expect(preview.columns.map((c) => c.urlScore)).toEqual([0, 2, 4]);
  });
});

describe('reading a column', () => {
  it('reads quoted values with delimiters, doubled quotes and line breaks, and names rows by record', async () => {
    const text = 'name,url\n"Smith, J","https://example.com/a,b"\n"multi\nline","/q?x=""y"""\nplain,not a url\nlast,mailto:x@example.com\n';
    const { urls, notes } = await read(csv(text), { column: 1, header: true, delimiter: ',' });
    expect(urls.map((u) => u.url)).toEqual(['https://example.com/a,b', 'https://example.com/q?x=%22y%22']);
    expect(urls.every((u) => u.source === 'list')).toBe(true);
    expect(notes).toEqual([
      { code: 'not-a-url', place: { kind: 'row', row: 4 }, text: 'not a url', cut: false },
      { code: 'other-scheme', place: { kind: 'row', row: 5 }, text: 'mailto:x@example.com', cut: false },
    ]);
  });

  it('drops a BOM, reads CRLF, and notes missing values and duplicates', async () => {
    const { urls, notes } = await read(csv('\uFEFF/a;1\r\n;2\r\n/a;3\r\nx\r\n'), { column: 0, header: false, delimiter: ';' });
    expect(urls.map((u) => u.url)).toEqual(['https://example.com/a']);
    expect(notes.map((n) => 'place' in n && [n.code, n.place])).toEqual([
      ['blank', { kind: 'row', row: 2 }],
      ['duplicate', { kind: 'row', row: 3 }],
      ['not-a-url', { kind: 'row', row: 4 }],
    ]);
  });

  it('a quote that never closes is a note on its row, and the rows before it are kept', async () => {
    const { urls, notes } = await read(csv('/a,1\n/b,"2\n/c,3\n'), { column: 0, header: false, delimiter: ',' });
    expect(urls.map((u) => u.url)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(notes).toEqual([{ code: 'csv-quotes', place: { kind: 'row', row: 2 }, text: '/b', cut: false }]);
  });

  it('keeps a non-ASCII character whole where a slice of the file ends', async () => {
    // The reader takes the file PIECE_BYTES at a time: put a two-byte é across the first boundary.
    const filler = `/${'a'.repeat(PIECE_BYTES - 7)}\n`;
    const bytes = new TextEncoder().encode(`${filler}/caf\u00e9/1\n`);
    expect(bytes[PIECE_BYTES - 1]).toBe(0xc3);
    const { urls, notes } = await read(new Blob([bytes]), { column: 0, header: false, delimiter: ',' });
    expect(notes).toEqual([]);
    expect(urls.map((u) => u.url)).toEqual([`https://example.com${filler.trim()}`, 'https://example.com/caf%C3%A9/1']);
  });

  it('reads a large file in chunks and stops when asked', async () => {
    const lines = Array.from({ length: 200_000 }, (_, i) => `${i},https://example.com/page/${i}`);
    const file = csv(lines.join('\n'));
    const whole = await read(file, { column: 1, header: false, delimiter: ',' });
    expect(whole.urls).toHaveLength(100_000);
    expect(whole.notes).toEqual([{ code: 'too-many-urls', limit: 100_000, leftOut: 100_000 }]);

    const stop = new AbortController();
    const stopped = readCsvColumn(file, { column: 1, header: false, delimiter: ',' }, ORIGIN, {
      signal: stop.signal,
      onBytes: (bytes) => bytes > 100_000 && stop.abort(),
    });
    const partial = await stopped;
    expect(partial.urls.length).toBeLessThan(100_000);
  });
});

describe('a CSV of duplicate rows', () => {
  it('keeps 10,000 notes and counts the rest, skipped all the same', async () => {
    const rows = `url\n${'https://example.com/same\n'.repeat(60_001)}`;
    const reading = await read(csv(rows), { column: 0, header: true, delimiter: ',' });
    expect(reading.urls).toHaveLength(1);
    expect(reading.notes).toHaveLength(10_001);
    expect(reading.notes.at(-1)).toEqual({ code: 'notes-not-kept', count: 50_000, skipped: 50_000, ignored: 0, kept: 10_000 });
  });
});
