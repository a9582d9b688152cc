import { expect, test } from 'vitest';
import { formatBytes, formatStatus, isWebUrl } from '../../src/ui/format.ts';
test('sizes and statuses', () => {
  expect(formatBytes(0)).toBe('0 bytes');
  expect(formatBytes(1)).toBe('1 byte');
  expect(formatBytes(999)).toBe('999 bytes');
  expect(formatBytes(12_345)).toBe('12.3 kB');
  expect(formatBytes(512_000)).toBe('512 kB');
  expect(formatBytes(1_200_000)).toBe('1.2 MB');
  // Each language's own number format and plural.
  expect(formatBytes(12_345, 'vi')).toBe('12,3 kB');
  expect(formatBytes(2, 'tr')).toBe('2 bayt');
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
