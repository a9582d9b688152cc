/** Reading the list again after each edit, keeping the lines already read: the same list and notes as a reading from scratch. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readUrlList, UrlListReader } from '../../../../src/url-lists/url-list.ts';

const ORIGINS = ['https://example.com', 'http://example.com:8080', ''];

/** Lines of every kind a list holds: paths, full URLs, duplicates, blanks, comments, other schemes, other sites, non-URLs. */
const line = fc.constantFrom(
  '/a',
  '/a#frag',
  '/b?x=1',
  '  /a  ',
  'https://example.com/a',
  'https://other.test/z',
  '//cdn.example.com/y',
  '',
  '   ',
  '# comment',
  'mailto:x@example.com',
  'not a url',
  'http://[bad',
  '/a/../b',
  '/café',
);
const separator = fc.constantFrom('\n', '\r\n', '\r');
const chunk = fc.tuple(fc.array(fc.tuple(line, separator), { maxLength: 6 }), fc.boolean()).map(([parts, trailing]) => {
  const text = parts.map(([l, s]) => l + s).join('');
  return trailing || text === '' ? text : text.slice(0, text.length - (text.endsWith('\r\n') ? 2 : 1));
});

/** An edit of the text: a range replaced by new text (a typed character, a pasted block, a deletion). */
const edit = fc.record({
  from: fc.nat(),
  length: fc.nat({ max: 40 }),
  insert: fc.oneof(chunk, fc.constantFrom('x', '/', '\n', '\r', '#', ' ')),
  origin: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...ORIGINS) }),
});

describe('UrlListReader', () => {
  it('gives exactly readUrlList’s URLs and notes after every edit', () => {
    fc.assert(
      fc.property(chunk, fc.array(edit, { maxLength: 25 }), fc.integer({ min: 1, max: 8 }), (start, edits, limit) => {
        const reader = new UrlListReader(limit);
        let text = start;
        let origin = ORIGINS[0]!;
        expect(reader.read(text, origin)).toEqual(readUrlList(text, origin, limit));
        for (const e of edits) {
          const from = Math.min(e.from, text.length);
          text = text.slice(0, from) + e.insert + text.slice(Math.min(text.length, from + e.length));
          if (e.origin !== null) origin = e.origin;
          expect(reader.read(text, origin)).toEqual(readUrlList(text, origin, limit));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('splices a line-by-line edit into the kept reading: the same as a reading from scratch, whole lines or single characters', () => {
    // \n only, as the list's editor gives its text: the path that keeps the lines around the change.
    const lineOnly = fc.array(line, { minLength: 0, maxLength: 60 });
    const lineEdit = fc.record({
      at: fc.nat(),
      remove: fc.nat({ max: 3 }),
      insert: fc.array(line, { maxLength: 3 }),
      chars: fc.option(
        fc.record({ from: fc.nat(), length: fc.nat({ max: 3 }), insert: fc.constantFrom('', 'x', '\n', '/', '#', '\n\n') }),
        { nil: null },
      ),
      trailing: fc.boolean(),
    });
    fc.assert(
      fc.property(lineOnly, fc.array(lineEdit, { maxLength: 20 }), fc.integer({ min: 1, max: 30 }), (start, edits, limit) => {
        const reader = new UrlListReader(limit);
        const origin = ORIGINS[0]!;
        let lines: string[] = start;
        let text = lines.join('\n');
        expect(reader.read(text, origin)).toEqual(readUrlList(text, origin, limit));
        for (const e of edits) {
          if (e.chars === null) {
            const at = Math.min(e.at, lines.length);
            const before = lines.length;
            lines = [...lines.slice(0, at), ...e.insert, ...lines.slice(at + e.remove)];
            text = lines.join('\n') + (e.trailing && lines.length > 0 ? '\n' : '');
            // A whole-line edit reads at most the lines it put in (and the one it joined), never the list again.
            if (before > 10) expect(reader.unread(text, origin)).toBeLessThanOrEqual(e.insert.length + 2);
          } else {
            const from = Math.min(e.chars.from, text.length);
            text = text.slice(0, from) + e.chars.insert + text.slice(from + e.chars.length);
            lines = text.split('\n');
          }
          expect(reader.read(text, origin)).toEqual(readUrlList(text, origin, limit));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('reads one line of a 10,000-line list when one line is added or removed', () => {
    const reader = new UrlListReader();
    const list = Array.from({ length: 10_000 }, (_, i) => `/page/${i}`).join('\n');
    const origin = ORIGINS[0]!;
    reader.read(list, origin);
    const added = `${list}\n/more/13.html`;
    expect(reader.unread(added, origin)).toBe(1);
    expect(reader.read(added, origin)).toEqual(readUrlList(added, origin));
    // Removed again (the editor's delete-line at the end); and one removed from the middle.
    expect(reader.unread(list, origin)).toBe(0);
    expect(reader.read(list, origin)).toEqual(readUrlList(list, origin));
    const middle = list.replace('/page/5000\n', '');
    expect(reader.unread(middle, origin)).toBe(0);
    expect(reader.read(middle, origin).urls).toHaveLength(9_999);
    expect(reader.read(middle, origin)).toEqual(readUrlList(middle, origin));
  });

  it('counts as unread only the lines an edit made, and every line when the origin changes', () => {
    const reader = new UrlListReader();
    const list = Array.from({ length: 1000 }, (_, i) => `/page/${i}`).join('\n');
    expect(reader.unread(list, ORIGINS[0]!)).toBe(1000);
    reader.read(list, ORIGINS[0]!);
    expect(reader.unread(`${list}\n/more`, ORIGINS[0]!)).toBe(1);
    expect(reader.unread(list.replace('/page/5\n', '/page/5x\n'), ORIGINS[0]!)).toBe(1);
    expect(reader.unread(list, ORIGINS[1]!)).toBe(1000);
    // Counted only as far as asked: one past the limit says "more".
    expect(reader.unread(list, ORIGINS[1]!, 10)).toBe(11);
    expect(reader.unread('', ORIGINS[1]!)).toBe(0);
    expect(reader.unread('\n', ORIGINS[1]!)).toBe(1);
  });

  it('reads in slices exactly what it reads at once, the page free between slices', async () => {
    const list = Array.from({ length: 3000 }, (_, i) => (i % 7 === 0 ? `# ${i}` : `/page/${i % 1000}`)).join('\n');
    const reader = new UrlListReader();
    let yields = 0;
    // A slice of 0 ms: a look at the clock after every 256 lines finds the slice over.
    const reading = await reader.readInSlices(list, ORIGINS[0]!, () => ++yields > 0, 0);
    expect(reading).toEqual(readUrlList(list, ORIGINS[0]!));
    expect(yields).toBeGreaterThanOrEqual(10);
    // The lines read in slices are kept like any others.
    expect(reader.unread(`${list}\n/more`, ORIGINS[0]!)).toBe(1);
  });

  it('stops a reading in slices that a newer text made stale, and keeps nothing of it', async () => {
    const reader = new UrlListReader();
    const list = Array.from({ length: 3000 }, (_, i) => `/page/${i}`).join('\n');
    expect(await reader.readInSlices(list, ORIGINS[0]!, () => false, 0)).toBeNull();
    expect(reader.unread(list, ORIGINS[0]!)).toBe(3000);
    // Once a list is read, a stale reading of an edit keeps nothing either: the next edit is read against the list.
    reader.read(list, ORIGINS[0]!);
    const pasted = `${list}\n${list.replaceAll('/page/', '/other/')}`;
    expect(await reader.readInSlices(pasted, ORIGINS[0]!, () => false, 0)).toBeNull();
    expect(reader.unread(`${list}\n/more`, ORIGINS[0]!)).toBe(1);
    expect(reader.read(`${list}\n/more`, ORIGINS[0]!)).toEqual(readUrlList(`${list}\n/more`, ORIGINS[0]!));
    expect(reader.read(pasted, ORIGINS[0]!)).toEqual(readUrlList(pasted, ORIGINS[0]!));
  });
});
