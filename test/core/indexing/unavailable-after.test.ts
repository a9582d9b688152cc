import { describe, expect, it } from 'vitest';
import { parseUnavailableAfter } from '../../../src/core/indexing/index.ts';

describe('unavailable_after dates', () => {
  it.each([
    // Google's documentation and blog examples.
    ['2020-09-21', Date.UTC(2020, 8, 21)],
    ['25 Jun 2010 15:00:00 PST', Date.UTC(2010, 5, 25, 23, 0, 0)],
    ['25-Aug-2007 15:00:00 EST', Date.UTC(2007, 7, 25, 20, 0, 0)],
    // RFC 822 / 1123, RFC 850, ISO 8601 with zones.
    ['Sun, 06 Nov 1994 08:49:37 GMT', Date.UTC(1994, 10, 6, 8, 49, 37)],
    ['Sunday, 06-Nov-94 08:49:37 GMT', Date.UTC(1994, 10, 6, 8, 49, 37)],
    ['06 November 2030 08:49 +0200', Date.UTC(2030, 10, 6, 6, 49)],
    ['2030-01-02T03:04:05Z', Date.UTC(2030, 0, 2, 3, 4, 5)],
    ['2030-01-02T03:04:05.123+05:30', Date.UTC(2030, 0, 2, 3, 4, 5) - 330 * 60_000],
    ['2030-01-02 03:04', Date.UTC(2030, 0, 2, 3, 4)],
    ['  2030-01-02  ', Date.UTC(2030, 0, 2)],
  ])('%s', (text, expected) => {
    expect(parseUnavailableAfter(text)).toBe(expected);
  });

  it.each([
    '',
    '1',
    'tomorrow',
    '2020-02-30',
    '2020-13-01',
    '31 Apr 2020',
    '25 Foo 2010',
    '2020-01-01T25:00',
    '2020-01-01T10:00+99:00',
    'x'.repeat(100_000),
  ])('garbage %j is no date', (text) => {
    expect(parseUnavailableAfter(text)).toBeNull();
  });
});
