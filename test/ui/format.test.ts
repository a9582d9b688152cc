import { expect, test } from 'vitest';
import { formatStatus, isWebUrl } from '../../src/ui/format.ts';
test('statuses', () => {
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
