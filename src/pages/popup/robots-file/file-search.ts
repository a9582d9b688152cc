/**
 * Find in the robots.txt view: every case-insensitive occurrence of a query
 * in the file's lines, found in one pass over the joined text (a regular
 * expression over 853 KB takes a few milliseconds; a loop lower-casing 30,000
 * lines per query takes many more), and bounded: a one-letter query in a large
 * file matches hundreds of thousands of times, and the list stops at
 * MAX_FIND_MATCHES.
 */

/** Matches kept per query; the count then reads "10,000+". */
export const MAX_FIND_MATCHES = 10_000;

export interface FileMatch {
  /** 1-based line number. */
  line: number;
  /** Offset of the match in the line (UTF-16 code units). */
  start: number;
  end: number;
}

export interface FindResult {
  matches: FileMatch[];
  /** True when the file has more matches than `matches` holds. */
  capped: boolean;
}

interface JoinedLines {
  text: string;
  /** Offset in `text` where each line starts. */
  starts: Int32Array;
}

const joinedCache = new WeakMap<readonly string[], JoinedLines>();

/** The lines joined by "\n" once per file (the popup keeps one lines array per body). */
function joined(lines: readonly string[]): JoinedLines {
  let j = joinedCache.get(lines);
  if (j) return j;
  const starts = new Int32Array(lines.length);
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    starts[i] = offset;
    offset += lines[i]!.length + 1;
  }
  j = { text: lines.join('\n'), starts };
  joinedCache.set(lines, j);
  return j;
}

/** The index of the line that holds `offset`: the last start at or before it. */
function lineIndexAt(starts: Int32Array, offset: number, from: number): number {
  let lo = from;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every occurrence of `query` (case-insensitive, not overlapping), in file order, at most `max`. */
export function findInLines(lines: readonly string[], query: string, max = MAX_FIND_MATCHES): FindResult {
  // A query cannot span lines: the field is one line, and a pasted line break finds nothing.
  if (query === '' || /[\n\r]/.test(query) || lines.length === 0) return { matches: [], capped: false };
  const { text, starts } = joined(lines);
  const pattern = new RegExp(escapeRegExp(query), 'gi');
  const matches: FileMatch[] = [];
  let lineIndex = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (matches.length === max) return { matches, capped: true };
    lineIndex = lineIndexAt(starts, m.index, lineIndex);
    const start = m.index - starts[lineIndex]!;
    matches.push({ line: lineIndex + 1, start, end: start + m[0].length });
  }
  return { matches, capped: false };
}

/** The matches on lines [first, last] (1-based, inclusive), with their indexes: the rows on screen. */
export function matchesInLines(matches: readonly FileMatch[], first: number, last: number): { index: number; match: FileMatch }[] {
  let lo = 0;
  let hi = matches.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (matches[mid]!.line < first) lo = mid + 1;
    else hi = mid;
  }
  const out: { index: number; match: FileMatch }[] = [];
  for (let i = lo; i < matches.length && matches[i]!.line <= last; i++) out.push({ index: i, match: matches[i]! });
  return out;
}

/** The next (step 1) or previous (step -1) match index, wrapping around; -1 when there is none. */
export function stepMatch(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/** Splits `[0, length)` at the marks that fall in it: the pieces a row renders, each marked or not. */
export function markedSpans(
  length: number,
  marks: readonly { start: number; end: number; current: boolean }[],
): { start: number; end: number; mark: 'none' | 'match' | 'current' }[] {
  const out: { start: number; end: number; mark: 'none' | 'match' | 'current' }[] = [];
  let at = 0;
  for (const m of marks) {
    const start = Math.max(at, Math.min(m.start, length));
    const end = Math.min(m.end, length);
    if (end <= start) continue;
    if (start > at) out.push({ start: at, end: start, mark: 'none' });
    out.push({ start, end, mark: m.current ? 'current' : 'match' });
    at = end;
  }
  if (at < length) out.push({ start: at, end: length, mark: 'none' });
  return out;
}
