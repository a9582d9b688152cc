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
 * globs, so one left-to-right pass with indexOf decides it.
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
    const at = findPiece(path, piece, pos, work);
    if (at === -1) return false;
    pos = at + piece.length;
  }
  const tail = pieces[last]!;
  if (!p.anchored) return tail.length === 0 || findPiece(path, tail, pos, work) !== -1;
  return path.length - tail.length >= pos && path.endsWith(tail);
}

/** The first place at or after `from` where `piece` occurs in `path`, or -1. */
function findPiece(path: string, piece: string, from: number, work: MatchWork | null): number {
  const at = path.indexOf(piece, from);
  // At most the piece's length compared at each place it was tried.
  if (work !== null) work.compared += Math.max(0, (at === -1 ? path.length - piece.length + 1 : at + 1) - from) * piece.length;
  return at;
}
