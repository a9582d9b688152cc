import { expect, test } from 'vitest';
import { formatBytes, formatCount, formatStatus, isWebUrl } from '../../src/ui/format.ts';
import { text } from '../../src/text/bundled.ts';
import en from '../../src/text/catalogs/en/index.ts';
import { createText } from '../../src/text/text.ts';
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
  expect(formatBytes(text, 0)).toBe('0 bytes');
  expect(formatBytes(text, 1)).toBe('1 byte');
  expect(formatBytes(text, 999)).toBe('999 bytes');
  expect(formatBytes(text, 12_345)).toBe('12.3 KB');
  expect(formatBytes(text, 512_000)).toBe('512 KB');
  expect(formatBytes(text, 1_200_000)).toBe('1.2 MB');
  expect(formatStatus(404)).toBe('404 Not Found');
  expect(formatStatus(299)).toBe('299');
});

test('counts and sizes are written in the text’s locale, not always in English', () => {
  // English words with Turkish numbers: the figures follow the locale the text was made for.
  const turkish = createText('tr', en);
  expect(formatCount(text, 41_979)).toBe('41,979');
  expect(formatCount(turkish, 41_979)).toBe('41.979');
  expect(formatBytes(turkish, 12_345)).toBe('12,3 KB');
  expect(formatBytes(turkish, 1_200_000)).toBe('1,2 MB');
  expect(formatBytes(createText('hi', en), 999)).toBe('999 bytes');
});

test('only http(s) addresses may become links', () => {
  expect(isWebUrl('https://example.com/sitemap.xml')).toBe(true);
  expect(isWebUrl('http://example.com/s.xml')).toBe(true);
  expect(isWebUrl('javascript:alert(1)')).toBe(false);
  expect(isWebUrl('data:text/html,<b>x</b>')).toBe(false);
  expect(isWebUrl('/relative.xml')).toBe(false);
  expect(isWebUrl('ftp://example.com/s.xml')).toBe(false);
});
