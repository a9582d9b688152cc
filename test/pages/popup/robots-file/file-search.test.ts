/** Find in the robots.txt view: what is found, where, and how far the list goes. */
import { expect, it } from 'vitest';
import {
  findInLines,
  MAX_FIND_MATCHES,
  markedSpans,
  matchesInLines,
  stepMatch,
} from '../../../../src/pages/popup/robots-file/file-search.ts';

const LINES = ['User-agent: *', 'Disallow: /private/', '', 'User-agent: Googlebot', 'disallow: /drafts/ # DISALLOW drafts'];

it('finds every occurrence, case-insensitively, with its line and columns', () => {
  expect(findInLines(LINES, 'disallow')).toEqual({
    matches: [
      { line: 2, start: 0, end: 8 },
      { line: 5, start: 0, end: 8 },
      { line: 5, start: 21, end: 29 },
    ],
    capped: false,
  });
  expect(findInLines(LINES, 'USER-AGENT').matches.map((m) => m.line)).toEqual([1, 4]);
});

it('takes the query literally: no pattern, no match across lines, nothing for an empty query', () => {
  expect(findInLines(LINES, '*').matches).toEqual([{ line: 1, start: 12, end: 13 }]);
  expect(findInLines(['a.b', 'axb'], '.').matches).toEqual([{ line: 1, start: 1, end: 2 }]);
  expect(findInLines(['User-agent: *', 'Disallow: /'], '*\nDis').matches).toEqual([]);
  expect(findInLines(['a', 'b'], 'ab').matches).toEqual([]);
  expect(findInLines(LINES, '').matches).toEqual([]);
  expect(findInLines([], 'x').matches).toEqual([]);
});

it('keeps the first 10,000 matches of a query that matches everywhere, and says there are more', () => {
  const lines = Array.from({ length: 30_000 }, (_, i) => `Disallow: /p${i}/`);
  const found = findInLines(lines, '/');
  expect(found.capped).toBe(true);
  expect(found.matches).toHaveLength(MAX_FIND_MATCHES);
  // Two slashes a line: the 10,000th is the second of line 5,000 (`Disallow: /p4999/`).
  expect(found.matches.at(-1)).toEqual({ line: 5_000, start: 16, end: 17 });
  expect(findInLines(lines, 'p29999/')).toEqual({ matches: [{ line: 30_000, start: 11, end: 18 }], capped: false });
});

it('gives the matches of the rows on screen, by binary search', () => {
  const lines = Array.from({ length: 1_000 }, (_, i) => (i % 10 === 0 ? `x ${i} x` : 'y'));
  const { matches } = findInLines(lines, 'x');
  const onScreen = matchesInLines(matches, 495, 512);
  expect(onScreen.map((m) => m.match.line)).toEqual([501, 501, 511, 511]);
  expect(onScreen[0]!.index).toBe(100);
  expect(matchesInLines(matches, 2, 10)).toEqual([]);
});

it('steps to the next and previous match, wrapping around', () => {
  expect(stepMatch(-1, 1, 3)).toBe(0);
  expect(stepMatch(-1, -1, 3)).toBe(2);
  expect(stepMatch(2, 1, 3)).toBe(0);
  expect(stepMatch(0, -1, 3)).toBe(2);
  expect(stepMatch(0, 1, 0)).toBe(-1);
});

it('splits a row at its marks, clipped to what the row shows', () => {
  expect(
    markedSpans(20, [
      { start: 2, end: 5, current: false },
      { start: 10, end: 25, current: true },
    ]),
  ).toEqual([
    { start: 0, end: 2, mark: 'none' },
    { start: 2, end: 5, mark: 'match' },
    { start: 5, end: 10, mark: 'none' },
    { start: 10, end: 20, mark: 'current' },
  ]);
  expect(markedSpans(4, [{ start: 6, end: 8, current: false }])).toEqual([{ start: 0, end: 4, mark: 'none' }]);
  expect(markedSpans(0, [])).toEqual([]);
});
