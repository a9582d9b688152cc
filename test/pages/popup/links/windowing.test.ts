import { expect, test } from 'vitest';
import { scrollTopForLine, tokenizeLine, visibleRows } from '../../../../src/pages/popup/links/windowing.ts';

test('only the rows in view (plus overscan) are rendered, however long the file', () => {
  expect(visibleRows(0, 280, 20, 32_000, 12)).toEqual({ start: 0, end: 26 });
  const middle = visibleRows(400_000, 280, 20, 32_000, 12);
  expect(middle).toEqual({ start: 19_988, end: 20_026 });
  expect(middle.end - middle.start).toBeLessThan(60);
  // Scrolled to the very end (scrollTop = content height - view height).
  expect(visibleRows(32_000 * 20 - 280, 280, 20, 32_000, 12)).toEqual({ start: 31_974, end: 32_000 });
  // Scrolled past the end (a file that just got shorter): still the last rows, never an empty window.
  expect(visibleRows(10_000_000, 280, 20, 5, 2)).toEqual({ start: 2, end: 5 });
  expect(visibleRows(0, 280, 20, 0, 12)).toEqual({ start: 0, end: 0 });
});

test('a line is scrolled to the middle of the view, clamped to the file', () => {
  expect(scrollTopForLine(1, 280, 20, 32_000)).toBe(0);
  expect(scrollTopForLine(20_000, 280, 20, 32_000)).toBe(19_999 * 20 - 130);
  expect(scrollTopForLine(32_000, 280, 20, 32_000)).toBe(32_000 * 20 - 280);
  expect(scrollTopForLine(3, 280, 20, 5)).toBe(0);
});

test('lines are split for colouring without losing or changing a character', () => {
  const cases = [
    'User-agent: Googlebot # main',
    'Disallow: /a#b',
    'Allow:/x',
    '# only a comment',
    'Disallow /no-colon',
    '',
    'Sitemap: https://e.com/s.xml',
  ];
  for (const line of cases)
    expect(
      tokenizeLine(line)
        .map((t) => t.text)
        .join(''),
    ).toBe(line);
  expect(tokenizeLine('User-agent: Googlebot # main').map((t) => t.kind)).toEqual(['user-agent', 'punct', 'value', 'comment']);
  expect(tokenizeLine('Disallow: /a#b')[0]?.kind).toBe('disallow');
  expect(tokenizeLine('allow: /x')[0]?.kind).toBe('allow');
  expect(tokenizeLine('Useragent: x')[0]?.kind).toBe('user-agent');
  expect(tokenizeLine('Crawl-delay: 5')[0]?.kind).toBe('field');
});
