/** Every note the readers make has words in every language, and names its place or file. */
import { describe, expect, it } from 'vitest';
import en from '../../../../src/text/catalogs/en/index.ts';
import hi from '../../../../src/text/catalogs/hi/index.ts';
import th from '../../../../src/text/catalogs/th/index.ts';
import tr from '../../../../src/text/catalogs/tr/index.ts';
import vi from '../../../../src/text/catalogs/vi/index.ts';
import { createText } from '../../../../src/text/text.ts';
import { GROUP_ORDER, groupHeading, noteGroup, noteMessage } from '../../../../src/pages/workbench/urls/note-message.ts';
import type { UrlNote } from '../../../../src/url-lists/url-notes.ts';

const S = 'https://example.com/sitemap.xml';
const P = 'https://example.com/index.xml';
const NOTES: UrlNote[] = [
  { code: 'blank', place: { kind: 'line', line: 3 }, text: '', cut: false },
  { code: 'comment', place: { kind: 'line', line: 4 }, text: '# x', cut: false },
  { code: 'not-a-url', place: { kind: 'row', row: 5 }, text: 'nope', cut: false },
  { code: 'other-scheme', place: { kind: 'line', line: 6 }, text: 'mailto:a@b', cut: false },
  { code: 'duplicate', place: { kind: 'line', line: 7 }, text: '/a#b', cut: false },
  { code: 'relative-in-sitemap', place: { kind: 'sitemap', sitemap: S }, text: '/rel', cut: false },
  { code: 'csv-quotes', place: { kind: 'row', row: 8 }, text: '"x', cut: false },
  { code: 'too-many-urls', limit: 100_000, leftOut: 12 },
  { code: 'sitemap-http-error', sitemap: S, status: 404 },
  { code: 'sitemap-network-error', sitemap: S, error: 'fetch failed' },
  { code: 'sitemap-timeout', sitemap: S, seconds: 20 },
  { code: 'sitemap-stopped', sitemap: S },
  { code: 'sitemap-html', sitemap: S },
  { code: 'sitemap-gzip-error', sitemap: S },
  { code: 'sitemap-too-many-urls', sitemap: S, limit: 50_000 },
  { code: 'sitemap-too-large', sitemap: S, limitBytes: 50 * 1024 * 1024 },
  { code: 'sitemap-loc-too-long', sitemap: S, line: 9 },
  { code: 'sitemap-loop', sitemap: S, parent: P },
  { code: 'sitemap-too-deep', sitemap: S, parent: P, depth: 3 },
  { code: 'sitemap-repeated', sitemap: S },
  { code: 'sitemap-bad-url', sitemap: 'ftp://x', parent: P },
  { code: 'sitemap-refused', sitemap: 'http://192.168.1.1/s.xml', from: 'https://example.com' },
  { code: 'sitemap-redirect-refused', sitemap: S, target: 'http://localhost/s.xml' },
  { code: 'sitemap-not-read', count: 2, reason: 'limit' },
  { code: 'sitemap-not-read', count: 1, reason: 'stopped' },
  ...(
    [
      { code: 'no-root', line: 1 },
      { code: 'unexpected-end', line: 2 },
      { code: 'mismatched-tag', line: 3, expected: 'loc', found: 'url' },
      { code: 'bad-entity', line: 4, entity: '&nbsp;' },
      { code: 'bad-markup', line: 5 },
      { code: 'too-deep', line: 6 },
      { code: 'not-a-sitemap', line: 7, root: 'rss' },
    ] as const
  ).map((problem) => ({ code: 'sitemap-malformed' as const, sitemap: S, problem, kept: 3 })),
];

describe('note words', () => {
  it.each(Object.entries({ en, vi, tr, hi, th }))('%s has a sentence for every note, naming its place or file', (locale, catalog) => {
    const text = createText(locale, catalog);
    for (const note of NOTES) {
      const parts = text.renderParts(noteMessage(note));
      const sites = parts.filter((p) => typeof p !== 'string').map((p) => p.site);
      if ('place' in note && note.place.kind === 'sitemap') expect(sites).toContain(S);
      if ('sitemap' in note) expect(sites).toContain(note.sitemap);
      if ('place' in note && note.text !== '') expect(sites).toContain(note.text);
      expect(GROUP_ORDER).toContain(noteGroup(note));
      expect(text.render(groupHeading(noteGroup(note), 2))).toMatch(/2/);
    }
  });

  it('says the line, the row and the limits in English', () => {
    const text = createText('en', en);
    const say = (note: UrlNote) => text.render(noteMessage(note));
    expect(say(NOTES[2]!)).toBe('Row 5: nope');
    expect(say(NOTES[15]!)).toBe(
      `${S} is larger than 50 MiB (52,428,800 bytes) uncompressed, the protocol’s limit for one file: reading stopped there, and the URLs before are kept.`,
    );
    expect(say(NOTES[8]!)).toBe(`${S} answered 404 Not Found: no URL read from it.`);
  });
});
