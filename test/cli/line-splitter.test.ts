/**
 * LineSplitter: lines of a byte stream whatever the chunk boundaries, and a
 * line over the cap is counted, not kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineSplitter, type SplitLine } from '../../src/cli/line-splitter.ts';

function split(chunks: readonly string[], max = 1000): SplitLine[] {
  const s = new LineSplitter(max);
  return [...chunks.flatMap((c) => s.push(Buffer.from(c, 'utf8'))), ...s.end()];
}

describe('LineSplitter', () => {
  it('splits on LF, drops the CR of CRLF, keeps a last line without LF', () => {
    expect(split(['a\nb\r\n\nc'])).toEqual(['a', 'b', '', 'c']);
    expect(split(['a\n'])).toEqual(['a']);
    expect(split([''])).toEqual([]);
  });

  it('joins a line cut across chunks, a CRLF and a UTF-8 character cut in two included', () => {
    const bytes = Buffer.from('{"u":"café"}\r\nnext\n', 'utf8');
    const s = new LineSplitter(1000);
    const cut = bytes.indexOf(0xc3) + 1; // inside é
    const crlf = bytes.indexOf(13) + 1; // between CR and LF
    const lines = [...s.push(bytes.subarray(0, cut)), ...s.push(bytes.subarray(cut, crlf)), ...s.push(bytes.subarray(crlf)), ...s.end()];
    expect(lines).toEqual(['{"u":"café"}', 'next']);
  });

  it('a line over the cap comes out as its length, in one chunk or many, and the next lines are read', () => {
    expect(split(['0123456789\nok\n'], 8)).toEqual([{ tooLong: 10 }, 'ok']);
    expect(split(['0123', '4567', '89', '\nok'], 8)).toEqual([{ tooLong: 10 }, 'ok']);
    expect(split(['01234567\n'], 8)).toEqual(['01234567']);
    expect(split(['0123', '45678'], 8)).toEqual([{ tooLong: 9 }]);
  });

  it('holds no more than the cap of an over-long line, however long it grows', () => {
    const s = new LineSplitter(1024);
    const piece = Buffer.alloc(1000, 0x61);
    for (let i = 0; i < 1000; i++) expect(s.push(piece)).toEqual([]);
    // Internal state, checked because it is the point: the million bytes were counted, not kept.
    expect((s as unknown as { pieces: Buffer[] }).pieces).toEqual([]);
    expect(s.push(Buffer.from('\n'))).toEqual([{ tooLong: 1_000_000 }]);
  });

  it('gives the same lines however the stream is cut', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 20 }), fc.array(fc.nat(), { maxLength: 10 }), (lines, cuts) => {
        const text = lines.map((l) => l.replace(/[\r\n]/g, '')).join('\n');
        const bytes = Buffer.from(text, 'utf8');
        const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const chunks: Buffer[] = [];
        let from = 0;
        for (const p of [...points, bytes.length]) {
          chunks.push(bytes.subarray(from, p));
          from = p;
        }
        const s = new LineSplitter(1000);
        const got = [...chunks.flatMap((c) => s.push(c)), ...s.end()];
        const expected = text === '' ? [] : text.split('\n');
        if (text.endsWith('\n')) expected.pop();
        expect(got).toEqual(expected);
      }),
    );
  });

  it('gives, from any bytes cut anywhere, each line as decoding that line alone would, or its length when over the cap', () => {
    // The reference: split the bytes at LF, then each line on its own (push() decodes runs of whole lines at once).
    const reference = (bytes: Buffer, max: number): SplitLine[] => {
      const lines: SplitLine[] = [];
      let start = 0;
      while (start < bytes.length) {
        const nl = bytes.indexOf(10, start);
        const end = nl === -1 ? bytes.length : nl;
        const line = bytes.subarray(start, end);
        if (line.length > max) lines.push({ tooLong: line.length });
        else lines.push(line.toString('utf8', 0, line.length > 0 && line[line.length - 1] === 13 ? line.length - 1 : line.length));
        start = end + 1;
      }
      return lines;
    };
    // Mostly text, with LF, CR, invalid and cut-short UTF-8 sequences among it.
    const byte = fc.oneof(fc.constantFrom(10, 13, 0x61, 0x7b, 0xc3, 0xa9, 0xe2, 0x80, 0xf0, 0x9f, 0xff), fc.integer({ min: 0, max: 255 }));
    fc.assert(
      fc.property(
        fc.array(byte, { maxLength: 80 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.integer({ min: 0, max: 40 }),
        (values, cuts, max) => {
          const bytes = Buffer.from(values);
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const s = new LineSplitter(max);
          const got: SplitLine[] = [];
          let from = 0;
          for (const p of [...points, bytes.length]) {
            got.push(...s.push(bytes.subarray(from, p)));
            from = p;
          }
          got.push(...s.end());
          expect(got).toEqual(reference(bytes, max));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
