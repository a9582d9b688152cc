/**
 * terminalText() and jsonText(): what the CLI prints of site or user text
 * holds no control, bidi or invisible character, and JSON stays the same value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonText, terminalText } from '../../src/cli/terminal-text.ts';

/** What must never reach the terminal raw (the set terminal-text.ts names). */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/u;

describe('terminalText', () => {
  it('shows bidi controls, invisible and format characters as \\u{…}', () => {
    expect(terminalText('/\u202Egnp.exe/')).toBe('/\\u{202E}gnp.exe/');
    expect(terminalText('a\u2066b\u2067c\u2068d\u2069e\u200Ef\u200Fg\u061Ch')).toBe(
      'a\\u{2066}b\\u{2067}c\\u{2068}d\\u{2069}e\\u{200E}f\\u{200F}g\\u{061C}h',
    );
    expect(terminalText('zero\u200Bwidth\u200D\u2060\uFEFF')).toBe('zero\\u{200B}width\\u{200D}\\u{2060}\\u{FEFF}');
    expect(terminalText('line\u2028sep\u2029')).toBe('line\\u{2028}sep\\u{2029}');
    expect(terminalText('filler\u3164tag\u{E0041}')).toBe('filler\\u{3164}tag\\u{E0041}');
  });

  it('shows controls below U+0100 as \\xNN, with \\t \\n \\r by name', () => {
    expect(terminalText('\u001b]0;title\u0007')).toBe('\\x1b]0;title\\x07');
    expect(terminalText('\u009b31m\u007f\u00ad')).toBe('\\x9b31m\\x7f\\xad');
    expect(terminalText('a\tb\nc\rd')).toBe('a\\tb\\nc\\rd');
  });

  it('keeps letters, symbols and spaces of any script as they are', () => {
    const text = 'Disallow: /café/日本語/привет/🤖 a+b';
    expect(terminalText(text)).toBe(text);
  });

  it('never lets an unsafe character through, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(terminalText(s)).not.toMatch(UNSAFE);
      }),
    );
  });
});

describe('jsonText', () => {
  it('escapes what JSON.stringify leaves raw: DEL, C1, U+2028, bidi and invisible characters', () => {
    const value = { rule: '/\u202Egnp\u0085\u007f\u2028\u200B\u{E0041}' };
    expect(JSON.stringify(value)).toMatch(UNSAFE);
    expect(jsonText(value)).toBe('{"rule":"/\\u202egnp\\u0085\\u007f\\u2028\\u200b\\udb40\\udc41"}');
  });

  it('is the same JSON value, with no unsafe character outside its layout', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string({ unit: 'binary' }), fc.constantFrom(undefined, 2), (value, s, indent) => {
        const input = { value, s };
        const text = jsonText(input, indent);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(input)));
        expect(text.replace(/\n/g, '')).not.toMatch(UNSAFE);
      }),
    );
  });
});
