/**
 * A set of strings for one question: which of them are prefixes of a path?
 * They are kept sorted, each linked to the longest shorter one among them
 * that is its prefix; for a path, one binary search and a walk up those links
 * find them all, longest first.
 *
 * The rule index uses it for the rules' literal prefixes. It replaced a radix
 * tree there because a command-line batch builds its index once and then
 * exits: building must be cheap before the JIT has warmed up, and here it is
 * one sort by the engine's own native code plus one pass with a stack, with
 * no node objects for the collector to copy.
 *
 * Why the walk is right: if a stored string k is a prefix of the path, every
 * string sorting between k and the path also starts with k. So k is a prefix
 * of the last stored string not after the path, and so it is on that
 * string's chain of links.
 */
import { isAscii, utf8Bytes } from './bytes.ts';

export class PrefixIndex {
  /** The strings in UTF-16 code unit order (the order of `<` and of a default sort). */
  readonly keys: readonly string[];
  /** For each place in `keys`: the place of its longest proper prefix among the keys, or -1. */
  private readonly parents: Int32Array;
  /** Each key's length, by place (read while walking the links, without touching the strings). */
  private readonly lengths: Int32Array;
  /**
   * The keys' characters back to back, in sorted order, and where each key
   * starts: the search reads them from one typed array rather than from
   * thousands of strings (most are slices of the file, each read through
   * its parent). Bytes when every key is ASCII, as escaped patterns are.
   */
  private readonly chars: Uint8Array | Uint16Array;
  private readonly starts: Int32Array;

  /** `keys`: distinct strings in any order; the array is sorted in place and kept. */
  constructor(keys: string[]) {
    keys.sort();
    const parents = new Int32Array(keys.length);
    const lengths = new Int32Array(keys.length);
    // The keys that are prefixes of the current one, shortest at the bottom.
    const stack: number[] = [];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      lengths[i] = key.length;
      while (stack.length > 0 && !key.startsWith(keys[stack[stack.length - 1]!]!)) stack.pop();
      parents[i] = stack.length > 0 ? stack[stack.length - 1]! : -1;
      stack.push(i);
    }
    this.keys = keys;
    this.parents = parents;
    this.lengths = lengths;
    const joined = keys.join('');
    this.chars = isAscii(joined) ? utf8Bytes(joined) : unitsOf(joined);
    const starts = new Int32Array(keys.length);
    for (let i = 1; i < keys.length; i++) starts[i] = starts[i - 1]! + lengths[i - 1]!;
    this.starts = starts;
  }

  get size(): number {
    return this.keys.length;
  }

  /**
   * The place of the longest key that is a prefix of `path`, or -1 when none is.
   *
   * The binary search compares characters itself rather than with `<=`: V8
   * compares two strings in its C++ runtime, a call that cost more than the
   * rest of the lookup. Every key between the two ends of the search shares
   * with the path the characters both ends share with it, so each comparison
   * starts after those (the longest common prefix kept for each end).
   */
  longest(path: string): number {
    const { chars, starts, lengths } = this;
    let lo = 0;
    let hi = starts.length;
    // Characters `path` shares with keys[lo - 1] and with keys[hi] (0 past the ends).
    let sameLo = 0;
    let sameHi = 0;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const start = starts[mid]!;
      const length = lengths[mid]!;
      const end = length < path.length ? length : path.length;
      let i = sameLo < sameHi ? sameLo : sameHi;
      while (i < end && chars[start + i] === path.charCodeAt(i)) i++;
      // key <= path: key is a prefix of path, or the first difference is smaller in key.
      if (i === length || (i < path.length && chars[start + i]! < path.charCodeAt(i))) {
        lo = mid + 1;
        sameLo = i;
      } else {
        hi = mid;
        sameHi = i;
      }
    }
    // keys[lo - 1] shares `sameLo` characters with the path; a key on its chain
    // of links is a prefix of it, so it starts the path when no longer than that.
    let at = lo - 1;
    while (at !== -1 && lengths[at]! > sameLo) at = this.parents[at]!;
    return at;
  }

  /** The place of the longest key that is a proper prefix of the key at `at`, or -1. */
  parentOf(at: number): number {
    return this.parents[at]!;
  }
}

/** A string's UTF-16 code units (for keys that are not ASCII, which escaped patterns always are). */
function unitsOf(text: string): Uint16Array {
  const out = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}
