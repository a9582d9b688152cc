/**
 * Rule patterns: Google's escaping, and a matcher that is linear in the path
 * length whatever the pattern (no regular expressions: a pattern such as
 * `/*a*a*a*a*a*b` would make a backtracking regex exponential).
 */
import { byteAt } from './bytes.ts';
import { findPiece, searchedLinearly, type PieceSearches } from './piece-search.ts';

const HEX = '0123456789ABCDEF';

function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/** Non-ASCII, or a `%xx` escape with a lower-case hex digit: only then is there work to do. */
const NEEDS_ESCAPING = /[^\x00-\x7f]|%(?:[a-f][0-9A-Fa-f]|[0-9A-F][a-f])/;

/**
 * Whether escapePattern() could change any pattern cut from `text`: a file
 * with no non-ASCII byte and no lower-case `%xx` anywhere (most files) has
 * none to escape, which one scan of the whole body tells.
 */
export function mayNeedEscaping(text: string): boolean {
  return NEEDS_ESCAPING.test(text);
}

/**
 * Google's MaybeEscapePattern: bytes >= 0x80 become `%XX` (upper-case hex) and
 * existing `%xx` escapes get upper-case hex. Nothing is decoded: `%62` stays
 * `%62`, and spaces stay literal. Input is byte text; the result is ASCII.
 */
export function escapePattern(value: string): string {
  if (!mayNeedEscaping(value)) return value;
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
   * Knuth-Morris-Pratt tables of the long pieces (piece-search.ts), by piece
   * index, each made the first time its piece is searched for; null when no
   * piece is that long.
   */
  borders: (Int32Array | undefined)[] | null;
}

/** Google's index.htm rewrite: the place of the last `/` of a pattern whose last segment starts with `index.htm`, else -1. */
export function indexHtmlSlash(escaped: string): number {
  const slash = escaped.lastIndexOf('/');
  return slash !== -1 && escaped.startsWith('/index.htm', slash) ? slash : -1;
}

/** `<prefix>/$` for an allow whose last path segment starts with `index.htm`, else null. */
export function indexHtmlAlternative(escaped: string): string | null {
  const slash = indexHtmlSlash(escaped);
  return slash === -1 ? null : escaped.slice(0, slash + 1) + '$';
}

/**
 * The literal prefix every match of a rule starts with, the rule's key in
 * the index. For an index.htm allow (`indexHtml`: the engine rewrites them),
 * the rewrite's prefix is a prefix of the main one, so the shorter key covers
 * both.
 */
export function indexKey(escaped: string, allow: boolean, indexHtml: boolean): string {
  const alt = allow && indexHtml ? indexHtmlAlternative(escaped) : null;
  return literalPrefix(alt ?? escaped);
}

/** The literal text before a pattern's first `*` (without a final `$`): compilePattern()'s `prefix`, without compiling. */
export function literalPrefix(escaped: string): string {
  const body = escaped.length > 0 && escaped.charCodeAt(escaped.length - 1) === 36 ? escaped.slice(0, -1) : escaped;
  const star = body.indexOf('*');
  return star === -1 ? body : body.slice(0, star);
}

export function compilePattern(escaped: string): CompiledPattern {
  // `$` is special only as the very last character; elsewhere it is literal.
  const anchored = escaped.length > 0 && escaped.charCodeAt(escaped.length - 1) === 36;
  const body = anchored ? escaped.slice(0, -1) : escaped;
  const star = body.indexOf('*');
  if (star === -1) return { source: escaped, priority: escaped.length, prefix: body, pieces: null, anchored, borders: null };
  const pieces = body.split('*');
  // pieces[0] is the prefix, compared with startsWith: never searched for.
  const long = pieces.some((piece, i) => i > 0 && searchedLinearly(piece));
  return { source: escaped, priority: escaped.length, prefix: pieces[0]!, pieces, anchored, borders: long ? [] : null };
}

/**
 * Does the pattern match `path` (path, params and query, as a byte string)?
 * Greedy leftmost placement of each literal piece is optimal for `*`-only
 * globs, so one left-to-right pass decides it: each piece's search starts
 * where the previous piece ended.
 */
export function patternMatches(p: CompiledPattern, path: string, searches: PieceSearches | null = null): boolean {
  if (searches !== null && searches.work !== null) searches.work.patterns++;
  return path.startsWith(p.prefix) && piecesMatch(p, path, searches);
}

/** Same as `patternMatches` when the caller already knows `path` starts with `p.prefix`. */
export function matchesAfterPrefix(p: CompiledPattern, path: string, searches: PieceSearches | null = null): boolean {
  if (searches !== null && searches.work !== null) searches.work.patterns++;
  return piecesMatch(p, path, searches);
}

/** `searches` (one lookup's) remembers finds in a long path; null searches afresh. */
function piecesMatch(p: CompiledPattern, path: string, searches: PieceSearches | null): boolean {
  const pieces = p.pieces;
  if (pieces === null) return !p.anchored || path.length === p.prefix.length;
  let pos = p.prefix.length;
  const last = pieces.length - 1;
  for (let i = 1; i < last; i++) {
    const piece = pieces[i]!;
    if (piece.length === 0) continue;
    const at = searches === null ? findPiece(p, i, path, pos, null) : searches.find(p, i, path, pos);
    if (at === -1) return false;
    pos = at + piece.length;
  }
  const tail = pieces[last]!;
  if (!p.anchored)
    return tail.length === 0 || (searches === null ? findPiece(p, last, path, pos, null) : searches.find(p, last, path, pos)) !== -1;
  return path.length - tail.length >= pos && path.endsWith(tail);
}
