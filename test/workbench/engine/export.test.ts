/** CSV (RFC 4180 quoting, the formula guard) and JSON exports, in pieces and as Blobs. */
import { describe, expect, it } from 'vitest';
import type { Evaluation, ExportRow } from '../../../src/workbench/evaluation-facts.ts';
import { csvPieces, csvText } from '../../../src/workbench/engine/csv-export.ts';
import { exportRows } from '../../../src/workbench/engine/export-rows.ts';
import { jsonPieces } from '../../../src/workbench/engine/json-export.ts';
import { pieceBlob } from '../../../src/workbench/engine/piece-blob.ts';

const pieceText = (pieces: Iterable<string>) => [...pieces].join('');

/** A small RFC 4180 reader, to read our CSV back. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(cell), (cell = '');
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    } else cell += c;
  }
  return rows;
}

function evaluationOf(n: number, profileIds: string[]): Evaluation {
  return {
    revision: 3,
    urlCount: n,
    engineMs: 0,
    columns: profileIds.map((profileId, c) => ({
      profileId,
      group: 'custom',
      live: { states: Uint8Array.from({ length: n }, (_, i) => (i + c) % 3), lines: Uint32Array.from({ length: n }, (_, i) => i) },
      draft: { states: Uint8Array.from({ length: n }, (_, i) => (i * 7 + c) % 2), lines: Uint32Array.from({ length: n }, (_, i) => i * 2) },
    })),
  };
}

describe('CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvText('plain')).toBe('plain');
    expect(csvText('a,b')).toBe('"a,b"');
    expect(csvText('say "hi"')).toBe('"say ""hi"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
    expect(csvText('cr\rhere')).toBe('"cr\rhere"');
  });

  it('guards cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvText('=HYPERLINK("http://evil.test","x")')).toBe(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-2+3')).toBe("'-2+3");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('https://example.test/=x')).toBe('https://example.test/=x');
  });

  it('writes the header and one row per URL and crawler, which read back as written', () => {
    const urls = ['https://x.test/a,b', 'https://x.test/"q"', 'https://x.test/plain'];
    const names: Record<string, string> = { one: '=evil()', two: 'Bot, with comma' };
    const rows = [...exportRows(evaluationOf(3, ['one', 'two']), urls, (id) => names[id]!, { rows: Uint32Array.of(2, 0) })];
    const text = pieceText(csvPieces(rows));
    expect(readCsv(text)).toEqual([
      ['url', 'crawler', 'live verdict', 'live line', 'draft verdict', 'draft line'],
      ['https://x.test/plain', "'=evil()", 'unreachable', '2', 'allowed', '4'],
      ['https://x.test/plain', 'Bot, with comma', 'allowed', '2', 'disallowed', '4'],
      ['https://x.test/a,b', "'=evil()", 'allowed', '0', 'allowed', '0'],
      ['https://x.test/a,b', 'Bot, with comma', 'disallowed', '0', 'disallowed', '0'],
    ]);
  });

  it('comes in pieces, never one string, and the Blob holds them all', async () => {
    const n = 5_000;
    const urls = Array.from({ length: n }, (_, i) => `https://x.test/page/${i}`);
    const rows = exportRows(evaluationOf(n, ['a', 'b', 'c']), urls, (id) => id);
    const pieces = [...csvPieces(rows, 4096)];
    expect(pieces.length).toBeGreaterThan(50);
    for (const p of pieces) expect(p.length).toBeLessThan(4096 + 200);
    const blob = pieceBlob(pieces, 'text/csv');
    const text = await blob.text();
    expect(text).toBe(pieces.join(''));
    expect(readCsv(text)).toHaveLength(1 + n * 3);
  });
});

describe('JSON', () => {
  it('round-trips: an array of ExportRow', () => {
    const urls = ['https://x.test/ä?q="1"', 'https://x.test/\u202e'];
    const rows = [...exportRows(evaluationOf(2, ['g']), urls, () => 'Googlebot')];
    const parsed = JSON.parse(pieceText(jsonPieces(rows, 16))) as ExportRow[];
    expect(parsed).toEqual(rows);
    expect(parsed[0]).toEqual({
      url: 'https://x.test/ä?q="1"',
      crawler: 'Googlebot',
      liveVerdict: 'allowed',
      liveLine: 0,
      draftVerdict: 'allowed',
      draftLine: 0,
    });
  });

  it('writes an empty array for no rows', () => {
    expect(JSON.parse(pieceText(jsonPieces([])))).toEqual([]);
  });
});
