/** Site text made safe to show: hidden, format and bidi characters become visible escapes. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  codePointLabel,
  escapeHidden,
  hasHiddenChars,
  hiddenCodePoints,
  isBidiControl,
  isolatedPlainText,
  visibleParts,
} from '../../src/core/index.ts';

const SPOOFS = [0x202e, 0x202d, 0x202a, 0x202b, 0x202c, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c];
const INVISIBLE = [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0x00ad, 0x0000, 0x0001, 0x001b, 0x007f, 0x0085, 0x009b, 0x2028, 0x2029];

describe('visible text', () => {
  it('shows the right-to-left override of a spoofed rule as an escape, in place', () => {
    const rule = 'Disallow: /\u202Egnp.exe/';
    expect(escapeHidden(rule)).toBe('Disallow: /‹U+202E›gnp.exe/');
    expect(visibleParts(rule)).toEqual([
      { kind: 'text', text: 'Disallow: /' },
      { kind: 'hidden', codePoint: 0x202e },
      { kind: 'text', text: 'gnp.exe/' },
    ]);
  });
  it('escapes every bidi control and every invisible character it knows', () => {
    for (const cp of [...SPOOFS, ...INVISIBLE]) {
      const text = `a${String.fromCodePoint(cp)}b`;
      expect(hasHiddenChars(text), codePointLabel(cp)).toBe(true);
      expect(escapeHidden(text)).toBe(`a‹${codePointLabel(cp)}›b`);
    }
    for (const cp of SPOOFS) expect(isBidiControl(cp), codePointLabel(cp)).toBe(true);
  });
  it('escapes tag characters (outside the BMP) as one code point', () => {
    expect(escapeHidden('x\u{E0041}y')).toBe('x‹U+E0041›y');
  });
  it('leaves ordinary text alone, right-to-left letters and TAB included', () => {
    for (const text of [
      'Disallow: /private/',
      'User-agent: *',
      'Disallow: /שלום/',
      'Disallow: /ca/caf\u00e9',
      'a\tb',
      'Sitemap: https://example.com/s.xml',
    ]) {
      expect(hasHiddenChars(text)).toBe(false);
      expect(escapeHidden(text)).toBe(text);
    }
    expect(visibleParts('')).toEqual([]);
  });
  it('lists the distinct hidden characters in order', () => {
    expect(hiddenCodePoints('\u2067a\u202Eb\u2067\u200B')).toEqual([0x2067, 0x202e, 0x200b]);
  });
  it('isolates plain text left to right around the escaped text when it could move anything', () => {
    expect(isolatedPlainText('/\u202Eab')).toBe('\u2066/‹U+202E›ab\u2069');
    expect(isolatedPlainText('/שלום/')).toBe('\u2066/שלום/\u2069');
    expect(isolatedPlainText('/private/caf\u00e9?a=1')).toBe('/private/caf\u00e9?a=1');
  });
  it('property: the escaped text has no hidden character, and the parts rebuild the text', () => {
    const chars = fc.constantFrom(...[...SPOOFS, ...INVISIBLE, 0x41, 0x2f, 0x5d0, 0xe9, 0x1f600].map((cp) => String.fromCodePoint(cp)));
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 30 }), (list) => {
        const text = list.join('');
        expect(hasHiddenChars(escapeHidden(text))).toBe(false);
        const rebuilt = visibleParts(text)
          .map((p) => (p.kind === 'text' ? p.text : String.fromCodePoint(p.codePoint)))
          .join('');
        expect(rebuilt).toBe(text);
      }),
    );
  });
});
