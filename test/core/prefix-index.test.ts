/** The rule index's prefix lookup (prefix-index.ts) against the obvious answer: every key the path starts with. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PrefixIndex } from '../../src/core/prefix-index.ts';

/** The places of the keys that are prefixes of `path`, longest first, by walking the index's links. */
function found(index: PrefixIndex, path: string): string[] {
  const out: string[] = [];
  for (let at = index.longest(path); at !== -1; at = index.parentOf(at)) out.push(index.keys[at]!);
  return out;
}

function expected(keys: readonly string[], path: string): string[] {
  return keys.filter((k) => path.startsWith(k)).sort((a, b) => b.length - a.length);
}

describe('PrefixIndex', () => {
  it('finds every key that starts the path, longest first (a small alphabet, so keys nest and share prefixes)', () => {
    const text = fc.array(fc.constantFrom('/', 'a', 'b', '?', '.', '\u00e9', '\u0000'), { maxLength: 10 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.uniqueArray(text, { maxLength: 60 }), fc.array(text, { minLength: 1, maxLength: 20 }), (keys, paths) => {
        const index = new PrefixIndex([...keys]);
        expect([...index.keys]).toEqual([...keys].sort());
        for (const path of [...paths, ...keys, ...keys.map((k) => k + 'a')]) expect(found(index, path)).toEqual(expected(keys, path));
      }),
      { numRuns: 500 },
    );
  });

  it('handles no keys, the empty key, and a path shorter than every key', () => {
    expect(new PrefixIndex([]).longest('/a')).toBe(-1);
    const index = new PrefixIndex(['/ab', '', '/a']);
    expect(found(index, '/abc')).toEqual(['/ab', '/a', '']);
    expect(found(index, '/')).toEqual(['']);
    expect(found(index, '')).toEqual(['']);
    expect(found(new PrefixIndex(['/abc']), '/a')).toEqual([]);
  });

  it('walks a long chain of nested keys to the right one when the nearest key is no prefix', () => {
    const keys = Array.from({ length: 2_000 }, (_, i) => '/' + 'a'.repeat(i));
    const index = new PrefixIndex([...keys, '/ab', '/aab']);
    expect(found(index, '/aac')).toEqual(['/aa', '/a', '/']);
    expect(found(index, '/' + 'a'.repeat(3_000)).length).toBe(2_000);
  });
});
