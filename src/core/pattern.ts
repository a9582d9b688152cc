/**
 * Rule patterns: Google's escaping, and a matcher that is linear in the path
 * length whatever the pattern (no regular expressions: a pattern such as
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
  /**
   * Knuth-Morris-Pratt tables of the pieces longer than INDEXOF_MAX, by
   * piece index, each made the first time its piece is searched for; null
   * when no piece is that long.
   */
  borders: (Int32Array | undefined)[] | null;
}

export function compilePattern(escaped: string): CompiledPattern {
  // `$` is special only as the very last character; elsewhere it is literal.
  const anchored = escaped.length > 0 && escaped.charCodeAt(escaped.length - 1) === 36;
  const body = anchored ? escaped.slice(0, -1) : escaped;
  const star = body.indexOf('*');
  if (star === -1) return { source: escaped, priority: escaped.length, prefix: body, pieces: null, anchored, borders: null };
  const pieces = body.split('*');
  // pieces[0] is the prefix, compared with startsWith: never searched for.
  const long = pieces.some((piece, i) => i > 0 && piece.length > INDEXOF_MAX);
  return { source: escaped, priority: escaped.length, prefix: pieces[0]!, pieces, anchored, borders: long ? [] : null };
}

/**
 * The longest piece left to String.prototype.indexOf. V8's searches compare
 * up to the piece's length at each place they try, and on a path that
 * repeats most of the piece they try nearly every place: `a…a b a…a` (16,001
 * chars) against 60,000 `a` costs 0.7 billion comparisons (41 ms for 30,000).
 * Up to this length that is at most 32 per path character; longer pieces are
 * searched with Knuth-Morris-Pratt, at most 2 per path character.
 */
const INDEXOF_MAX = 32;

/**
 * Counts the matcher's work, so tests can show it stays linear by counting
 * instead of timing. Production passes null.
 */
export interface MatchWork {
  /** Patterns tried against a path (a rule and its index.htm rewrite count separately). */
  patterns: number;
  /**
   * Character comparisons of the searches for the literal pieces after the
   * first `*`: an upper bound for String.prototype.indexOf (at most the
   * piece's length at each place of the path where the piece was tried,
   * whichever of V8's searches runs).
   */
  compared: number;
}

/**
 * Does the pattern match `path` (path, params and query, as a byte string)?
 * Greedy leftmost placement of each literal piece is optimal for `*`-only
 * globs, so one left-to-right pass decides it: each piece's search starts
 * where the previous piece ended.
 */
export function patternMatches(p: CompiledPattern, path: string, work: MatchWork | null = null): boolean {
  if (work !== null) work.patterns++;
  return path.startsWith(p.prefix) && piecesMatch(p, path, work);
}

/** Same as `patternMatches` when the caller already knows `path` starts with `p.prefix`. */
export function matchesAfterPrefix(p: CompiledPattern, path: string, work: MatchWork | null = null): boolean {
  if (work !== null) work.patterns++;
  return piecesMatch(p, path, work);
}

function piecesMatch(p: CompiledPattern, path: string, work: MatchWork | null): boolean {
  const pieces = p.pieces;
  if (pieces === null) return !p.anchored || path.length === p.prefix.length;
  let pos = p.prefix.length;
  const last = pieces.length - 1;
  for (let i = 1; i < last; i++) {
    const piece = pieces[i]!;
    if (piece.length === 0) continue;
    const at = findPiece(p, i, path, pos, work);
    if (at === -1) return false;
    pos = at + piece.length;
  }
  const tail = pieces[last]!;
  if (!p.anchored) return tail.length === 0 || findPiece(p, last, path, pos, work) !== -1;
  return path.length - tail.length >= pos && path.endsWith(tail);
}

/** The first place at or after `from` where piece `i` occurs in `path`, or -1. */
function findPiece(p: CompiledPattern, i: number, path: string, from: number, work: MatchWork | null): number {
  const piece = p.pieces![i]!;
  if (piece.length > INDEXOF_MAX) {
    const borders = p.borders!;
    return searchLinear(path, piece, (borders[i] ??= bordersOf(piece)), from, work);
  }
  const at = path.indexOf(piece, from);
  // At most the piece's length compared at each place it was tried.
  if (work !== null) work.compared += Math.max(0, (at === -1 ? path.length - piece.length + 1 : at + 1) - from) * piece.length;
  return at;
}

/** For each length k of a prefix of `piece`, the length of its longest proper border (a prefix that is also a suffix), at k - 1. */
function bordersOf(piece: string): Int32Array {
  const borders = new Int32Array(piece.length);
  let k = 0;
  for (let i = 1; i < piece.length; i++) {
    const c = piece.charCodeAt(i);
    while (k > 0 && piece.charCodeAt(k) !== c) k = borders[k - 1]!;
    if (piece.charCodeAt(k) === c) k++;
    borders[i] = k;
  }
  return borders;
}

/** Knuth-Morris-Pratt: each path character is compared once, plus at most once per fallback, so at most 2 per character. */
function searchLinear(path: string, piece: string, borders: Int32Array, from: number, work: MatchWork | null): number {
  const m = piece.length;
  if (path.length - from < m) return -1;
  let k = 0;
  let compared = 0;
  let at = -1;
  for (let i = from; i < path.length; i++) {
    const c = path.charCodeAt(i);
    compared++;
    while (k > 0 && piece.charCodeAt(k) !== c) {
      k = borders[k - 1]!;
      compared++;
    }
    if (piece.charCodeAt(k) === c && ++k === m) {
      at = i - m + 1;
      break;
    }
  }
  if (work !== null) work.compared += compared;
  return at;
}
