/**
 * A live file over 500 KiB: what the workbench says of the cut (bytes read,
 * the file's size as far as it is known, the line the read stopped in) and
 * whether a draft still ends there (then Download and Copy ask first).
 */
import { describe, expect, it } from 'vitest';
import { recordAfterFetch } from '../../../src/robots/record-update.ts';
import { endsAtCut, liveCut } from '../../../src/pages/workbench/live-cut.ts';
import { snapshot } from '../../worker/support/snapshots.ts';

const ORIGIN = 'https://example.test';

function cutRecord(body: string, keep = 512_000) {
  const s = snapshot({ body: body.slice(0, keep), fetchedAt: 1 });
  return recordAfterFetch(null, ORIGIN, { ...s, facts: { ...s.facts, truncated: true, receivedBytes: body.length } });
}

describe('liveCut', () => {
  it('says the bytes read, the size received and the line cut in the middle', () => {
    const body = `User-agent: *\n${Array.from({ length: 40_000 }, (_, i) => `Disallow: /html/E${i}/`).join('\n')}\n`;
    const cut = liveCut(cutRecord(body))!;
    const read = body.slice(0, 512_000);
    expect(cut.readBytes).toBe(512_000);
    expect(cut.atLeastBytes).toBe(body.length);
    expect(cut.line).toBe(read.split('\n').length);
    expect(cut.lineCut).toBe(true);
    expect(cut.lineText).toBe(read.split('\n').at(-1));
    expect(body.split('\n')[cut.line - 1]!.startsWith(cut.lineText)).toBe(true);
    expect(body.split('\n')[cut.line - 1]).not.toBe(cut.lineText);
  });

  it('a read that stopped at a line break: the last whole line, not cut', () => {
    const line = `Disallow: /${'a'.repeat(88)}\n`; // 100 bytes a line
    const body = line.repeat(6000);
    const cut = liveCut(cutRecord(body))!;
    expect(cut.lineCut).toBe(false);
    expect(cut.line).toBe(5120);
  });

  it('a whole file has no cut', () => {
    expect(liveCut(recordAfterFetch(null, ORIGIN, snapshot({ body: 'User-agent: *\nDisallow: /x\n', fetchedAt: 1 })))).toBeNull();
  });
});

describe('endsAtCut', () => {
  const body = `User-agent: *\n${Array.from({ length: 40_000 }, (_, i) => `Disallow: /html/E${i}/`).join('\n')}\n`;
  const cut = liveCut(cutRecord(body))!;
  const read = body.slice(0, 512_000);
  it('the copy read, and the copy with an edit above the cut, still end there', () => {
    expect(endsAtCut(read, cut)).toBe(true);
    expect(endsAtCut(`# mine\n${read}`, cut)).toBe(true);
  });
  it('a draft that finished the cut line, the whole file, or another text does not', () => {
    expect(endsAtCut(`${read}1/`, cut)).toBe(false);
    expect(endsAtCut(body, cut)).toBe(false);
    expect(endsAtCut('User-agent: *\n', cut)).toBe(false);
    expect(endsAtCut(read, null)).toBe(false);
  });
});
