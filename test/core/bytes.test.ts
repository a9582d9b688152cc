/** docs/behaviour.md §3: the one BOM skip, read the same on bytes and on byte text, by the scanner and the display alike. */
import { describe, expect, it } from 'vitest';
import { byteText, concatBytes, leadingBomBytes } from '../../src/core/bytes.ts';
import { displayLines } from '../../src/core/display-lines.ts';
import { parseRobotsTxt } from '../../src/core/model-builder.ts';

describe('leadingBomBytes', () => {
  it.each([
    [[], 0],
    [[0xef], 1],
    [[0xef, 0xbb], 2],
    [[0xef, 0xbb, 0xbf], 3],
    [[0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], 3],
    [[0xef, 0xbf], 1],
    [[0xbb, 0xbf], 0],
    [[0x20, 0xef, 0xbb, 0xbf], 0],
  ])('%j → %i, on bytes and on byte text', (prefix, n) => {
    const bytes = new Uint8Array([...prefix, ...new TextEncoder().encode('User-agent: *\nDisallow: /x\n')]);
    expect(leadingBomBytes(bytes)).toBe(n);
    expect(leadingBomBytes(byteText(bytes))).toBe(n);
    // The file view numbers lines as the scanner does, the skipped bytes not shown.
    const lines = displayLines(bytes);
    expect(lines.length).toBe(parseRobotsTxt(bytes).lineCount);
    expect(lines[1]).toBe('Disallow: /x');
  });
});

describe('concatBytes', () => {
  it('joins chunks in order into a copy that holds no more than their bytes', () => {
    const big = new Uint8Array(1000).fill(7);
    expect([...concatBytes([new Uint8Array([1, 2]), new Uint8Array(0), new Uint8Array([3])])]).toEqual([1, 2, 3]);
    // A cut chunk of a large read must not keep the whole read alive.
    const one = concatBytes([big.subarray(0, 4)]);
    expect([one.length, one.buffer.byteLength, one[0]]).toEqual([4, 4, 7]);
    expect(concatBytes([]).length).toBe(0);
  });
});
