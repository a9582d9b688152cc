/** An export's pieces folded into one Blob as they come: nothing lost, nothing reordered, the type kept. */
import { expect, it } from 'vitest';
import { pieceBlob } from '../../../../src/pages/workbench/engine/piece-blob.ts';

it('holds every piece in order, folded many times along the way', async () => {
  let made = 0;
  function* pieces(): Generator<string> {
    for (let i = 0; i < 2_000; i++) {
      made++;
      yield `row ${i},é\r\n`;
    }
  }
  const blob = pieceBlob(pieces(), 'text/csv;charset=utf-8', 1_000);
  expect(made).toBe(2_000);
  expect(blob.type).toBe('text/csv;charset=utf-8');
  const expected = Array.from({ length: 2_000 }, (_, i) => `row ${i},é\r\n`).join('');
  expect(await blob.text()).toBe(expected);
  expect(blob.size).toBe(new TextEncoder().encode(expected).length);
});

it('makes an empty Blob of no pieces', async () => {
  const blob = pieceBlob([], 'application/json');
  expect(blob.size).toBe(0);
  expect(await blob.text()).toBe('');
});
