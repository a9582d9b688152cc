import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../../../src/pages/workbench/editor/line-diff.ts';

const lines = (s: string) => s.split('\n');

describe('draft against live, line by line', () => {
  it('marks nothing when they are the same', () => {
    expect(lineDiff(lines('a\nb\nc'), lines('a\nb\nc'))).toEqual({ changed: [], removedAt: 0 });
  });

  it('marks an added and a changed line, not the lines around them', () => {
    expect(lineDiff(lines('a\nx\nb\nc'), lines('a\nb\nc'))).toEqual({ changed: [2], removedAt: 0 });
    expect(lineDiff(lines('a\nB\nc'), lines('a\nb\nc'))).toEqual({ changed: [2], removedAt: 2 });
  });

  it('marks where lines were removed, at the end too', () => {
    expect(lineDiff(lines('a\nc'), lines('a\nb\nc'))).toEqual({ changed: [], removedAt: 2 });
    expect(lineDiff(lines('a\nb'), lines('a\nb\nc'))).toEqual({ changed: [], removedAt: 3 });
  });

  it('does not mark a line moved within the changed part twice', () => {
    expect(lineDiff(lines('h\nc\nb\nt'), lines('h\nb\nc\nt'))).toEqual({ changed: [], removedAt: 0 });
  });

  it('stays linear on a rewrite of 100,000 lines', () => {
    const live = Array.from({ length: 100_000 }, (_, i) => `Disallow: /l${i}`);
    const draft = Array.from({ length: 100_000 }, (_, i) => `Disallow: /d${i}`);
    const diff = lineDiff(draft, live);
    expect(diff.changed).toHaveLength(100_000);
    expect(diff.removedAt).toBe(1);
  });
});
