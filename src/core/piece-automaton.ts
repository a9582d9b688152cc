/**
 * Many patterns against one long path in one pass, whatever the patterns.
 *
 * Matching rule by rule (pattern.ts) costs each rule a scan of the path, so a
 * lookup costs rules × path length when every rule has its own piece: 28,000
 * rules `/*<5 distinct bytes>` whose 3-byte windows all occur in a path of
 * 480,000 characters (so no index can rule them out) took 29 s. Here every
 * pattern is matched at once, in one left-to-right pass over the path.
 *
 * The pieces (the literal text between a pattern's `*`s) go into an
 * Aho–Corasick automaton, built once per rule set: a trie of the distinct
 * pieces with failure links, so that after reading path[0..e] its state is
 * the longest suffix of the path read so far that begins some piece. A piece
 * ends at e exactly when it is that state's string or a suffix of it, that
 * is, when the piece's node is the state's ancestor in the tree of failure
 * links. Restricted to the nodes that end a piece ("the piece tree": each
 * piece's parent is its longest proper suffix that is a piece), the pieces
 * ending at e are the ancestors of one node, which a preorder numbering turns
 * into the intervals [first, end) that contain one number, `point[state]`.
 *
 * Each pattern is matched greedily, as pattern.ts does (earliest placement of
 * each piece after the previous one is optimal for `*`-only patterns), by
 * waiting for its next piece: a waiter for piece P from position x is filed
 * in a segment tree over the preorder numbers, under the O(log D) nodes that
 * cover P's interval (D distinct pieces). At each position e the pass visits
 * the O(log D) tree nodes above `point[state]`: every live waiter there waits
 * for a piece that ends at e, and it is due when that occurrence starts at
 * or after its x (e ≥ x + |P| - 1). A due waiter moves to its pattern's next
 * piece from e + 1; the last piece of an anchored pattern (`$`) is compared
 * with the end of the path instead of being waited for.
 *
 * The bound. With n the path's length, S the total length of the patterns
 * swept and D ≤ S the number of distinct pieces:
 * - building the automaton is O(S) (trie, failure links by breadth, the piece
 *   tree's numbering), and its size is at most S + 1 nodes: it is kept;
 * - the pass reads each path character once and follows failure links at
 *   most as often as it went one character deeper, so at most 2n transitions,
 *   each a search among one node's children (at most 8 compared, then binary);
 * - at each position it looks at ⌈log2 D⌉ + 1 tree nodes;
 * - a pattern files at most one waiter per piece, each under at most
 *   2 log2 D tree nodes. An entry is looked at only at positions where its
 *   piece ends (a position lies in one covering node at most): once when it
 *   is due (then removed), once when its waiter has moved on (removed), and
 *   otherwise only while not yet due, at most |prefix| + |P| positions.
 * So a sweep costs O((n + S) · log D): a constant factor (log2 of 500 KiB is
 * 19) times the path and the file, never their product. MatchWork counts
 * every one of these steps so tests can check the bound by counting.
 */
import type { CompiledPattern } from './pattern.ts';
import type { MatchWork } from './piece-search.ts';

/** The sweep's own work, counted for tests. */
export interface SweepWork {
  /** Path characters read by the automaton. */
  swept: number;
  /** Segment-tree nodes looked at, entries filed and entries looked at. */
  steps: number;
}

/** The pieces a pattern waits for, in order: every non-empty piece after the prefix, except an anchored pattern's last. */
export function searchedPieces(p: CompiledPattern): string[] {
  const pieces = p.pieces;
  if (pieces === null) return [];
  const out: string[] = [];
  const end = p.anchored ? pieces.length - 1 : pieces.length;
  for (let i = 1; i < end; i++) if (pieces[i]!.length > 0) out.push(pieces[i]!);
  return out;
}

export class PieceAutomaton {
  /** Each distinct piece's number. */
  private readonly ids = new Map<string, number>();
  /** Per piece: its interval [first, first + span) in the piece tree's preorder. */
  private first!: Int32Array;
  private span!: Int32Array;
  /** The root's children by byte (-1: none), the common first step. */
  private readonly rootNext = new Int32Array(256).fill(-1);
  /** Node v's children: chars and nodes in [childStart[v], childStart[v + 1]), sorted by char. */
  private childStart!: Int32Array;
  private childChar!: Uint16Array;
  private childNode!: Int32Array;
  private fail!: Int32Array;
  /** Per node: the preorder number of the longest piece that is a suffix of its string, or -1. */
  private point!: Int32Array;
  /** Leaves of the segment tree (a power of two ≥ the number of pieces). */
  private leaves!: number;
  /** How many trie nodes (tests: the automaton's size). */
  nodes = 0;
  /** The segment tree's list heads (-1: empty), kept from sweep to sweep and left empty by each (null while a sweep has them). */
  private heads: Int32Array | null = null;

  /** `pieces`: any strings (repeats and empty ones are fine). */
  constructor(pieces: Iterable<string> | null) {
    if (pieces !== null) finish(this.init(pieces));
  }

  /**
   * The automaton of `pieces`, built in steps: the generator yields every few
   * thousand pieces or nodes, so a caller can let other work run between
   * (runInSteps); `new PieceAutomaton(pieces)` builds it in one go.
   */
  static *building(pieces: Iterable<string>): Generator<void, PieceAutomaton, void> {
    const automaton = new PieceAutomaton(null);
    yield* automaton.init(pieces);
    return automaton;
  }

  private *init(pieces: Iterable<string>): Generator<void, void, void> {
    const ids = this.ids;
    // The distinct pieces in code unit order: each shares with the one before
    // it exactly the trie path it reuses, so the trie is built without a map
    // of edges, and each node's children come in order of their chars.
    const distinct = new Set<string>();
    let read = 0;
    for (const piece of pieces) {
      if (piece.length > 0) distinct.add(piece);
      if ((++read & STEP_MASK) === 0) yield;
    }
    const list = [...distinct].sort();
    yield;
    const parentOf: number[] = [0];
    const charOf: number[] = [0];
    const endOf: number[] = [-1];
    const nodeOf = new Int32Array(list.length);
    // The nodes along the previous piece, by depth.
    const along: number[] = [0];
    let previous = '';
    for (let id = 0; id < list.length; id++) {
      if ((id & STEP_MASK) === 0) yield;
      const piece = list[id]!;
      ids.set(piece, id);
      let same = 0;
      const most = Math.min(piece.length, previous.length);
      while (same < most && piece.charCodeAt(same) === previous.charCodeAt(same)) same++;
      let v = along[same]!;
      for (let i = same; i < piece.length; i++) {
        const w = parentOf.length;
        parentOf.push(v);
        charOf.push(piece.charCodeAt(i));
        endOf.push(-1);
        along[i + 1] = w;
        v = w;
      }
      along.length = piece.length + 1;
      endOf[v] = id;
      nodeOf[id] = v;
      previous = piece;
    }
    const nodes = parentOf.length;
    this.nodes = nodes;
    // Children in one array, grouped by parent and sorted by char.
    const childStart = new Int32Array(nodes + 1);
    for (let v = 1; v < nodes; v++) childStart[parentOf[v]! + 1]!++;
    for (let v = 0; v < nodes; v++) childStart[v + 1]! += childStart[v]!;
    const fill = childStart.slice(0, nodes);
    const childChar = new Uint16Array(Math.max(0, nodes - 1));
    const childNode = new Int32Array(Math.max(0, nodes - 1));
    for (let v = 1; v < nodes; v++) {
      const at = fill[parentOf[v]!]!++;
      childChar[at] = charOf[v]!;
      childNode[at] = v;
    }
    this.childStart = childStart;
    this.childChar = childChar;
    this.childNode = childNode;
    for (let k = childStart[0]!; k < childStart[1]!; k++) if (childChar[k]! < 256) this.rootNext[childChar[k]!] = childNode[k]!;

    // Failure links and each node's longest piece suffix, breadth first (a link points to a shallower node).
    const fail = new Int32Array(nodes);
    this.fail = fail;
    const endingPiece = new Int32Array(nodes).fill(-1);
    const order = new Int32Array(nodes);
    let head = 0;
    let tail = 1;
    while (head < tail) {
      if ((head & STEP_MASK) === 0) yield;
      const v = order[head++]!;
      endingPiece[v] = endOf[v]! !== -1 ? endOf[v]! : v === 0 ? -1 : endingPiece[fail[v]!]!;
      for (let k = childStart[v]!; k < childStart[v + 1]!; k++) {
        const w = childNode[k]!;
        fail[w] = v === 0 ? 0 : this.step(fail[v]!, childChar[k]!);
        order[tail++] = w;
      }
    }

    // The piece tree (parent: the longest proper suffix that is a piece), numbered in preorder.
    yield;
    const count = list.length;
    const parent = new Int32Array(count);
    for (let id = 0; id < count; id++) parent[id] = endingPiece[fail[nodeOf[id]!]!]!;
    // A parent is shorter than its children: sizes from the longest up, numbers from the shortest down.
    // Pieces by length (counting sort: no comparator call per pair).
    let longest = 0;
    for (let id = 0; id < count; id++) if (list[id]!.length > longest) longest = list[id]!.length;
    const ofLength = new Int32Array(longest + 2);
    for (let id = 0; id < count; id++) ofLength[list[id]!.length + 1]!++;
    for (let l = 1; l <= longest + 1; l++) ofLength[l]! += ofLength[l - 1]!;
    const byLength = new Int32Array(count);
    for (let id = 0; id < count; id++) byLength[ofLength[list[id]!.length]!++] = id;
    yield;
    const span = new Int32Array(count).fill(1);
    for (let k = count - 1; k >= 0; k--) {
      const id = byLength[k]!;
      if (parent[id]! !== -1) span[parent[id]!]! += span[id]!;
    }
    const first = new Int32Array(count);
    const nextFree = new Int32Array(count);
    let rootFree = 0;
    for (let k = 0; k < count; k++) {
      const id = byLength[k]!;
      const p = parent[id]!;
      if (p === -1) {
        first[id] = rootFree;
        rootFree += span[id]!;
      } else {
        first[id] = nextFree[p]!;
        nextFree[p]! += span[id]!;
      }
      nextFree[id] = first[id]! + 1;
    }
    yield;
    const point = new Int32Array(nodes);
    for (let v = 0; v < nodes; v++) point[v] = endingPiece[v]! === -1 ? -1 : first[endingPiece[v]!]!;
    this.point = point;
    this.first = first;
    this.span = span;
    let leaves = 1;
    while (leaves < count) leaves *= 2;
    this.leaves = leaves;
  }

  /** The node after reading `c` in state `v`. */
  private step(v: number, c: number): number {
    for (;;) {
      const w = this.child(v, c);
      if (w !== -1) return w;
      if (v === 0) return 0;
      v = this.fail[v]!;
    }
  }

  private child(v: number, c: number): number {
    if (v === 0 && c < 256) return this.rootNext[c]!;
    const { childChar, childNode } = this;
    let lo = this.childStart[v]!;
    let hi = this.childStart[v + 1]!;
    while (hi - lo > 8) {
      const mid = (lo + hi) >>> 1;
      if (childChar[mid]! < c) lo = mid + 1;
      else hi = mid;
    }
    for (; lo < hi; lo++) if (childChar[lo] === c) return childNode[lo]!;
    return -1;
  }

  /**
   * Which of `patterns` match `path` (1 in the returned array), exactly as
   * patternMatches() would say, in one pass (see the bound above). Every
   * piece the patterns wait for must be in the automaton.
   */
  sweep(patterns: readonly CompiledPattern[], path: string, work: (MatchWork & Partial<SweepWork>) | null = null): Uint8Array {
    return finish(this.sweeping(patterns, path, work));
  }

  /** sweep() in steps: yields every few thousand patterns filed and path characters read. */
  *sweeping(
    patterns: readonly CompiledPattern[],
    path: string,
    work: (MatchWork & Partial<SweepWork>) | null = null,
  ): Generator<void, Uint8Array, void> {
    const count = patterns.length;
    const matched = new Uint8Array(count);
    const n = path.length;
    const leaves = this.leaves;
    // Per pattern: the piece it waits for (index into pieces), from where that piece may end, and a stamp telling current entries from old ones.
    const waitingFor = new Int32Array(count);
    const dueAt = new Int32Array(count);
    const stamp = new Int32Array(count);
    // The entries filed under each tree node: singly linked lists in flat arrays, reused through a free list.
    // Taken for this sweep, given back empty at its end: a sweep left unfinished (its caller
    // stopped stepping) keeps its lists, and the next sweep makes new ones.
    const headOf = this.heads ?? new Int32Array(2 * leaves).fill(-1);
    this.heads = null;
    let capacity = 1024;
    let entryPattern = new Int32Array(capacity);
    let entryStamp = new Int32Array(capacity);
    let entryNext = new Int32Array(capacity);
    let entryNode = new Int32Array(capacity);
    let free = -1;
    let used = 0;
    let waiting = 0;
    let steps = 0;
    let start = n;

    const file = (node: number, k: number): void => {
      let e = free;
      if (e !== -1) free = entryNext[e]!;
      else {
        if (used === capacity) {
          capacity *= 2;
          entryPattern = grow(entryPattern, capacity);
          entryStamp = grow(entryStamp, capacity);
          entryNext = grow(entryNext, capacity);
          entryNode = grow(entryNode, capacity);
        }
        e = used++;
      }
      entryPattern[e] = k;
      entryStamp[e] = stamp[k]!;
      entryNext[e] = headOf[node]!;
      entryNode[e] = node;
      headOf[node] = e;
      steps++;
    };

    /** Pattern k has placed its pieces before index `j` and may go on from `x`: wait for the next piece, or decide. */
    const advance = (k: number, j: number, x: number): void => {
      const p = patterns[k]!;
      const pieces = p.pieces!;
      const last = pieces.length - 1;
      while (j < last && pieces[j]!.length === 0) j++;
      if (j > last) {
        matched[k] = 1;
        return;
      }
      const piece = pieces[j]!;
      if (j === last && (p.anchored || piece.length === 0)) {
        if (!p.anchored || (n - piece.length >= x && path.endsWith(piece))) matched[k] = 1;
        return;
      }
      const id = this.ids.get(piece)!;
      if (x + piece.length > n) return;
      waitingFor[k] = j;
      dueAt[k] = x + piece.length - 1;
      stamp[k]!++;
      waiting++;
      if (x < start) start = x;
      let l = this.first[id]! + leaves;
      let r = l + this.span[id]!;
      while (l < r) {
        if (l & 1) file(l++, k);
        if (r & 1) file(--r, k);
        l >>= 1;
        r >>= 1;
      }
    };

    for (let k = 0; k < count; k++) {
      if ((k & STEP_MASK) === 0) yield;
      const p = patterns[k]!;
      if (!path.startsWith(p.prefix)) continue;
      if (p.pieces === null) {
        if (!p.anchored || n === p.prefix.length) matched[k] = 1;
        continue;
      }
      advance(k, 1, p.prefix.length);
    }

    const due: number[] = [];
    const { fail, point, rootNext } = this;
    let v = 0;
    let e = start;
    let counted = start;
    for (; e < n && waiting > 0; e++) {
      if ((e & SCAN_STEP_MASK) === 0) {
        // Counted as it goes, so a test can see what one step did.
        if (work !== null) {
          work.swept = (work.swept ?? 0) + e - counted;
          work.steps = (work.steps ?? 0) + steps;
          counted = e;
          steps = 0;
        }
        yield;
      }
      const c = path.charCodeAt(e);
      // The automaton's step, inlined for the root's table.
      for (;;) {
        const w = v === 0 ? (c < 256 ? rootNext[c]! : this.child(0, c)) : this.child(v, c);
        if (w !== -1) {
          v = w;
          break;
        }
        if (v === 0) break;
        v = fail[v]!;
      }
      const at = point[v]!;
      if (at === -1) continue;
      for (let node = at + leaves; node >= 1; node >>= 1) {
        steps++;
        let entry = headOf[node]!;
        let before = -1;
        while (entry !== -1) {
          steps++;
          const next = entryNext[entry]!;
          const k = entryPattern[entry]!;
          const current = entryStamp[entry] === stamp[k];
          if (current && dueAt[k]! > e) {
            before = entry;
          } else {
            if (current) {
              due.push(k);
              stamp[k]!++;
              waiting--;
            }
            if (before === -1) headOf[node] = next;
            else entryNext[before] = next;
            entryNext[entry] = free;
            free = entry;
          }
          entry = next;
        }
      }
      // Moved on only after the walk, so no list changes while it is read.
      for (let d = 0; d < due.length; d++) advance(due[d]!, waitingFor[due[d]!]! + 1, e + 1);
      due.length = 0;
    }
    // Leave the tree empty for the next sweep: every list that had an entry is emptied.
    for (let k = 0; k < used; k++) headOf[entryNode[k]!] = -1;
    this.heads = headOf;
    if (work !== null) {
      work.patterns += count;
      work.swept = (work.swept ?? 0) + Math.max(0, e - counted);
      work.steps = (work.steps ?? 0) + steps;
    }
    return matched;
  }
}

/** Steps between yields: pieces, nodes or patterns (4,096), path characters (16,384). */
const STEP_MASK = 4095;
const SCAN_STEP_MASK = 16383;

/** Runs a generator of steps to its end, with nothing between the steps. */
export function finish<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

function grow(a: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(capacity);
  b.set(a);
  return b;
}
