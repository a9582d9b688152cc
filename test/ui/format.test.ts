import { expect, test } from 'vitest';
import { formatBytes, formatStatus, isWebUrl } from '../../src/ui/format.ts';
import { formatAge, formatUntil } from '../../src/shared/time-text.ts';

test('ages read the way people say them', () => {
  expect(formatAge(3_000)).toBe('just now');
  expect(formatAge(42_000)).toBe('42 s ago');
  expect(formatAge(3 * 60_000)).toBe('3 min ago');
  expect(formatAge(5 * 3600_000)).toBe('5 h ago');
  expect(formatAge(3 * 86_400_000)).toBe('3 days ago');
  expect(formatUntil(-1)).toBe('now');
  expect(formatUntil(20 * 3600_000)).toBe('in 20 h');
});

test('sizes and statuses', () => {
  expect(formatBytes(0)).toBe('0 bytes');
  expect(formatBytes(1)).toBe('1 byte');
  expect(formatBytes(999)).toBe('999 bytes');
  expect(formatBytes(12_345)).toBe('12.3 KB');
  expect(formatBytes(512_000)).toBe('512 KB');
  expect(formatBytes(1_200_000)).toBe('1.2 MB');
  expect(formatStatus(404)).toBe('404 Not Found');
  expect(formatStatus(299)).toBe('299');
});

test('only http(s) addresses may become links', () => {
  expect(isWebUrl('https://example.com/sitemap.xml')).toBe(true);
  expect(isWebUrl('http://example.com/s.xml')).toBe(true);
  expect(isWebUrl('javascript:alert(1)')).toBe(false);
  expect(isWebUrl('data:text/html,<b>x</b>')).toBe(false);
  expect(isWebUrl('/relative.xml')).toBe(false);
  expect(isWebUrl('ftp://example.com/s.xml')).toBe(false);
});
