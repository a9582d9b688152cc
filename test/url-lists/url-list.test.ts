/** The typed list: every line a URL or a note naming it, the rest goes on. */
import { describe, expect, it } from 'vitest';
import { MAX_TEST_URLS } from '../../src/url-lists/url-collector.ts';
import { readUrlList } from '../../src/url-lists/url-list.ts';
import { NOTE_TEXT_MAX } from '../../src/url-lists/url-notes.ts';

const ORIGIN = 'https://example.com';

describe('reading a list of URLs', () => {
  it('resolves paths against the origin and keeps full URLs', () => {
    const { urls, notes } = readUrlList('/private/x?y\nhttps://example.com/a b\n  /café  \n/a/../b', ORIGIN);
    expect(urls).toEqual([
      { url: 'https://example.com/private/x?y', source: 'list', otherOrigin: false },
      { url: 'https://example.com/a%20b', source: 'list', otherOrigin: false },
      { url: 'https://example.com/caf%C3%A9', source: 'list', otherOrigin: false },
      { url: 'https://example.com/b', source: 'list', otherOrigin: false },
    ]);
    expect(notes).toEqual([]);
  });

  it('flags URLs of another origin and still tests them', () => {
    const { urls } = readUrlList('https://cdn.example.com/x\nhttp://example.com/x\n//other.test/y\nhttps://example.com:8443/', ORIGIN);
    expect(urls.map((u) => [u.url, u.otherOrigin])).toEqual([
      ['https://cdn.example.com/x', true],
      ['http://example.com/x', true],
      ['https://other.test/y', true],
      ['https://example.com:8443/', true],
    ]);
  });

  it('notes lines that are not URLs, other schemes, blank lines and comments, with their line and text', () => {
    const text = [
      '/ok',
      'not a url',
      'example.com/page',
      'mailto:someone@example.com',
      'ftp://example.com/file',
      'javascript:alert(1)',
      'data:text/html,hi',
      '',
      '# a comment',
      'https://exa mple.com/',
      '/ok2',
    ].join('\n');
    const { urls, notes } = readUrlList(text, ORIGIN);
    expect(urls.map((u) => u.url)).toEqual(['https://example.com/ok', 'https://example.com/ok2']);
    expect(notes.map((n) => ('place' in n ? [n.code, n.place, n.text] : n.code))).toEqual([
      ['not-a-url', { kind: 'line', line: 2 }, 'not a url'],
      ['not-a-url', { kind: 'line', line: 3 }, 'example.com/page'],
      ['other-scheme', { kind: 'line', line: 4 }, 'mailto:someone@example.com'],
      ['other-scheme', { kind: 'line', line: 5 }, 'ftp://example.com/file'],
      ['other-scheme', { kind: 'line', line: 6 }, 'javascript:alert(1)'],
      ['other-scheme', { kind: 'line', line: 7 }, 'data:text/html,hi'],
      ['blank', { kind: 'line', line: 8 }, ''],
      ['comment', { kind: 'line', line: 9 }, '# a comment'],
      ['not-a-url', { kind: 'line', line: 10 }, 'https://exa mple.com/'],
    ]);
  });

  it('notes duplicates as the engine compares them: after URL normalisation, the #fragment dropped', () => {
    const text = '/a\nhttps://example.com/a\n/a#top\n/./a\nHTTPS://EXAMPLE.COM:443/a\n/A\n/a?\n/a%41';
    const { urls, notes } = readUrlList(text, ORIGIN);
    // `/A`, `/a?` and `/a%41` are other requests to a crawler (case, an empty query and an escape are matched as written).
    expect(urls.map((u) => u.url)).toEqual([
      'https://example.com/a',
      'https://example.com/A',
      'https://example.com/a?',
      'https://example.com/a%41',
    ]);
    expect(notes.map((n) => ('place' in n ? [n.code, n.place.kind === 'line' && n.place.line] : n.code))).toEqual([
      ['duplicate', 2],
      ['duplicate', 3],
      ['duplicate', 4],
      ['duplicate', 5],
    ]);
  });

  it('reads CRLF and CR line breaks and does not count the line after a final break', () => {
    const { urls, notes } = readUrlList('/a\r\n/b\r/c\n', ORIGIN);
    expect(urls.map((u) => u.url)).toEqual(['https://example.com/a', 'https://example.com/b', 'https://example.com/c']);
    expect(notes).toEqual([]);
    expect(readUrlList('', ORIGIN)).toEqual({ urls: [], notes: [] });
  });

  it('keeps a note short however long the line', () => {
    const long = 'x'.repeat(1_000_000);
    const { notes } = readUrlList(long, ORIGIN);
    expect(notes).toEqual([{ code: 'not-a-url', place: { kind: 'line', line: 1 }, text: long.slice(0, NOTE_TEXT_MAX), cut: true }]);
  });

  it('caps the list at 100,000 URLs and says how many were left out', () => {
    const lines = Array.from({ length: MAX_TEST_URLS + 250 }, (_, i) => `/p/${i}`);
    lines.splice(10, 0, '/p/3'); // a duplicate is a duplicate, not one left out
    const { urls, notes } = readUrlList(lines.join('\n'), ORIGIN);
    expect(urls).toHaveLength(MAX_TEST_URLS);
    expect(urls.at(-1)!.url).toBe(`https://example.com/p/${MAX_TEST_URLS - 1}`);
    expect(notes).toEqual([
      { code: 'duplicate', place: { kind: 'line', line: 11 }, text: '/p/3', cut: false },
      { code: 'too-many-urls', limit: MAX_TEST_URLS, leftOut: 250 },
    ]);
  });
});
