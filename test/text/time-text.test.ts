/** Ages and delays: one threshold table (spanOf), put into words by Intl.RelativeTimeFormat in the text's locale. */
import { describe, expect, it } from 'vitest';
import { formatAge, formatUntil, spanOf } from '../../src/shared/time-text.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('spanOf: the one threshold table', () => {
  it.each([
    [-5_000, { value: 0, unit: 'second' }],
    [9_999, { value: 0, unit: 'second' }],
    [10_000, { value: 10, unit: 'second' }],
    [42_000, { value: 42, unit: 'second' }],
    [60_000, { value: 1, unit: 'minute' }],
    [75 * MIN, { value: 75, unit: 'minute' }],
    [90 * MIN, { value: 2, unit: 'hour' }],
    [47 * HOUR, { value: 47, unit: 'hour' }],
    [48 * HOUR, { value: 2, unit: 'day' }],
    [400 * DAY, { value: 400, unit: 'day' }],
  ] as const)('%d ms → %j', (ms, span) => {
    expect(spanOf(ms)).toEqual(span);
  });
});

describe('formatAge and formatUntil', () => {
  it('read in English the way people say them', () => {
    expect(formatAge(3_000, 'en')).toBe('now');
    expect(formatAge(42_000, 'en')).toBe('42 seconds ago');
    expect(formatAge(3 * MIN, 'en')).toBe('3 minutes ago');
    expect(formatAge(5 * HOUR, 'en')).toBe('5 hours ago');
    expect(formatAge(3 * DAY, 'en')).toBe('3 days ago');
    expect(formatUntil(-1, 'en')).toBe('now');
    expect(formatUntil(20 * HOUR, 'en')).toBe('in 20 hours');
  });
  it('speak the locale they are given, with its plural rules', () => {
    expect(formatAge(MIN, 'tr')).toBe('1 dakika önce');
    expect(formatAge(3 * MIN, 'vi')).toBe('3 phút trước');
    expect(formatAge(1_000, 'hi')).toBe(new Intl.RelativeTimeFormat('hi', { numeric: 'auto' }).format(0, 'second'));
  });
});
