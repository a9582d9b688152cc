/**
 * Finding a rule's literal pieces (the text between its `*`s) in a path: in
 * time linear in the path length whatever the piece, and, over one lookup,
 * once per distinct piece rather than once per rule that has it.
 */
import type { CompiledPattern } from './pattern.ts';

/**
 * Counts the matcher's work, so tests can show it stays linear by counting
 * instead of timing. Production counts nothing.
 */
export interface MatchWork {
  /** Patterns tried against a path (a rule and its index.htm rewrite count separately). */
  patterns: number;
  /**
   * Character comparisons of the piece searches: counted for Knuth-Morris-Pratt,
   * an upper bound for String.prototype.indexOf (at most the piece's length
   * at each place of the path where it was tried, whichever of V8's searches
   * runs).
   */
  compared: number;
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

/** Whether searching for `piece` needs a Knuth-Morris-Pratt table (CompiledPattern.borders). */
export function searchedLinearly(piece: string): boolean {
  return piece.length > INDEXOF_MAX;
}

/** The first place at or after `from` where piece `i` of `p` occurs in `path`, or -1. */
export function findPiece(p: CompiledPattern, i: number, path: string, from: number, work: MatchWork | null): number {
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

/** A search already made in this lookup: no occurrence in [from, at), and one at `at` (-1: none at or after `from`). */
interface Found {
  from: number;
  at: number;
}

/**
 * Paths shorter than this are searched afresh for every rule: a search of a
 * few hundred characters costs less than remembering it.
 */
const REMEMBER_MIN = 512;

/**
 * The piece searches of one lookup (one path, many rules). Rules that share a
 * piece search a long path for it once: 400 × `Disallow: /*aaa*ab` against
 * 30,000 `a` is one scan for `ab`, not 400 (each costs what Google's whole
 * check of one rule does). A search from `f` is answered by an earlier one
 * from `from` when `from <= f <= at`, or when `from <= f` and nothing was
 * found.
 */
export class PieceSearches<W extends MatchWork = MatchWork> {
  /**
   * Path characters the searches of this lookup have read (a search that
   * finds nothing reads to the end; one answered from memory reads none):
   * how a lookup knows when trying rules one by one costs too much.
   */
  scanned = 0;
  private path = '';
  private remember = false;
  private readonly found = new Map<string, Found>();

  constructor(readonly work: W | null = null) {}

  /** Starts a lookup on `path`: what was found in another path is forgotten. */
  begin(path: string): void {
    if (this.found.size > 0) this.found.clear();
    this.scanned = 0;
    this.path = path;
    this.remember = path.length >= REMEMBER_MIN;
  }

  /** findPiece(), remembered for the path of this lookup. */
  find(p: CompiledPattern, i: number, path: string, from: number): number {
    if (!this.remember || path !== this.path) return this.search(p, i, path, from);
    const piece = p.pieces![i]!;
    const known = this.found.get(piece);
    if (known !== undefined && from >= known.from && (known.at === -1 || from <= known.at)) return known.at;
    const at = this.search(p, i, path, from);
    if (known === undefined) this.found.set(piece, { from, at });
    else {
      known.from = from;
      known.at = at;
    }
    return at;
  }

  private search(p: CompiledPattern, i: number, path: string, from: number): number {
    const at = findPiece(p, i, path, from, this.work);
    this.scanned += (at === -1 ? path.length : at + p.pieces![i]!.length) - from;
    return at;
  }
}
