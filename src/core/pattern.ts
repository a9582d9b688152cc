/**
 * Rule patterns: Google's escaping, and a matcher that is linear-ish in the
 * path length whatever the pattern (no regular expressions: a pattern such as
 * `/*a*a*a*a*a*b` would make a backtracking regex exponential).
 */
import { byteAt } from './bytes.ts';

const HEX = '0123456789ABCDEF';

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/**
 * Google's MaybeEscapePattern: bytes >= 0x80 become `%XX` (upper-case hex) and
 * existing `%xx` escapes get upper-case hex. Nothing is decoded: `%62` stays
 * `%62`, and spaces stay literal. Input is byte text; the result is ASCII.
 */
/** Non-ASCII, or a `%xx` escape with a lower-case hex digit: only then is there work to do. */
const NEEDS_ESCAPING = /[^\x00-\x7f]|%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/;

export function escapePattern(value: string): string {
  const needed = value.length > 0 && NEEDS_ESCAPING.test(value);
  if (!needed) return value;
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 37 && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) {
      out += '%' + value[i + 1]!.toUpperCase() + value[i + 2]!.toUpperCase();
      i += 2;
    } else if (c >= 0x80) {
      const b = byteAt(value, i);
      out += '%' + HEX[b >> 4]! + HEX[b & 15]!;
    } else {
      out += value[i]!;
    }
  }
  return out;
}

/** A pattern prepared for matching. */
export interface CompiledPattern {
  /** The escaped pattern. */
  source: string;
  /** Google's priority: the escaped pattern's length, `*` and `$` included. */
  priority: number;
  /** The literal text before the first `*` (or the whole pattern): every match starts with it. */
  prefix: string;
  /**
   * null: no `*` at all (a plain prefix, or an exact path when anchored).
   * Otherwise the literal pieces between the `*`s, the first being `prefix`.
   */
  pieces: string[] | null;
  /** The pattern ended with `$`: the match must reach the end of the path. */
  anchored: boolean;
}

export function compilePattern(escaped: string): CompiledPattern {
  // `$` is special only as the very last character; elsewhere it is literal.
  const anchored = escaped.length > 0 && escaped.charCodeAt(escaped.length - 1) === 36;
  const body = anchored ? escaped.slice(0, -1) : escaped;
  const star = body.indexOf('*');
  if (star === -1) return { source: escaped, priority: escaped.length, prefix: body, pieces: null, anchored };
  return { source: escaped, priority: escaped.length, prefix: body.slice(0, star), pieces: body.split('*'), anchored };
}

/**
 * Does the pattern match `path` (path, params and query, as a byte string)?
 * Greedy leftmost placement of each literal piece is optimal for `*`-only
 * globs, so one left-to-right pass with indexOf decides it.
 */
export function patternMatches(p: CompiledPattern, path: string): boolean {
  return path.startsWith(p.prefix) && matchesAfterPrefix(p, path);
}

/** Same as `patternMatches` when the caller already knows `path` starts with `p.prefix`. */
export function matchesAfterPrefix(p: CompiledPattern, path: string): boolean {
  const pieces = p.pieces;
  if (pieces === null) return !p.anchored || path.length === p.prefix.length;
  let pos = p.prefix.length;
  const last = pieces.length - 1;
  for (let i = 1; i < last; i++) {
    const piece = pieces[i]!;
    if (piece.length === 0) continue;
    const at = path.indexOf(piece, pos);
    if (at === -1) return false;
    pos = at + piece.length;
  }
  const tail = pieces[last]!;
  if (!p.anchored) return tail.length === 0 || path.indexOf(tail, pos) !== -1;
  return path.length - tail.length >= pos && path.endsWith(tail);
}
