/** Spec §3: the one BOM skip, read the same on bytes and on byte text, by the scanner and the display alike. */
import { describe, expect, it } from 'vitest';
import { byteText, leadingBomBytes } from '../../src/core/bytes.ts';
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
