/** What the path box's text names: a URL of this site, or why it names none. */
import { describe, expect, it } from 'vitest';
import { readPathInput } from '../../../src/shared/path-target.ts';

const PAGE = 'https://example.com/blog/post?x=1#top';

describe('a path or URL of this site', () => {
  it.each([
    ['/private/', 'https://example.com/private/'],
    ['  /private/  ', 'https://example.com/private/'],
    ['/a;p=1?q=2', 'https://example.com/a;p=1?q=2'],
    ['/search?q=robots', 'https://example.com/search?q=robots'],
    // Percent-encoded as the browser requests it: what a crawler sends, and what the page's own address looks like.
    ['/café', 'https://example.com/caf%C3%A9'],
    ['/a b', 'https://example.com/a%20b'],
    ['/%7Euser/', 'https://example.com/%7Euser/'],
    ['/a/../b', 'https://example.com/b'],
    ['https://example.com/x?y', 'https://example.com/x?y'],
    ['HTTPS://EXAMPLE.COM/Up', 'https://example.com/Up'],
    ['https://example.com:443/x', 'https://example.com/x'],
    ['//example.com/x', 'https://example.com/x'],
    [PAGE, PAGE],
  ])('%s → %s', (input, url) => {
    expect(readPathInput(input, PAGE)).toEqual({ kind: 'url', url });
  });
});

describe('text that names no URL of this site', () => {
  it('nothing typed', () => {
    expect(readPathInput('', PAGE)).toEqual({ kind: 'empty' });
    expect(readPathInput('   ', PAGE)).toEqual({ kind: 'empty' });
  });

  it.each(['private/page', 'example.com/x', '127.0.0.1:8080/x', 'localhost:8080/x', '?q=1', '#top'])('%s is not a path', (input) => {
    expect(readPathInput(input, PAGE)).toEqual({ kind: 'relative' });
  });

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript:'],
    ['data:text/html,hi', 'data:'],
    ['mailto:me@example.com', 'mailto:'],
    ['ftp://example.com/x', 'ftp:'],
    ['file:///etc/passwd', 'file:'],
  ])('%s has no robots.txt', (input, scheme) => {
    expect(readPathInput(input, PAGE)).toEqual({ kind: 'not-web', scheme });
  });

  it.each(['https://exa mple.com/', 'http://', 'https://[::1/x'])('%s does not parse', (input) => {
    expect(readPathInput(input, PAGE)).toEqual({ kind: 'invalid' });
  });

  it.each([
    ['https://other.example/x', 'https://other.example', 'https://other.example/x'],
    // Another scheme or port is another origin, with its own robots.txt.
    ['http://example.com/x', 'http://example.com', 'http://example.com/x'],
    ['https://example.com:8443/x', 'https://example.com:8443', 'https://example.com:8443/x'],
    ['https://sub.example.com/', 'https://sub.example.com', 'https://sub.example.com/'],
    // Spellings that name a host without a scheme still name that host.
    ['//evil.example/x', 'https://evil.example', 'https://evil.example/x'],
    ['/\\evil.example/x', 'https://evil.example', 'https://evil.example/x'],
    // A whole URL stands on its own: `http:x` is the host x, not a path of this page.
    ['http:x', 'http://x', 'http://x/'],
    // The URL checked is resolved as a crawler requests it (dot segments, spaces).
    ['https://other.example/a/../b c', 'https://other.example', 'https://other.example/b%20c'],
  ])('%s belongs to %s', (input, origin, url) => {
    expect(readPathInput(input, PAGE)).toEqual({ kind: 'other-origin', origin, url });
  });
});
