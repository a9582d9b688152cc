/** Sizes in one style everywhere: bytes below 1 KiB, then KiB and MiB (binary, as Google's 500 KiB limit is). */
import { describe, expect, it } from 'vitest';
import { MAX_ROBOTS_BYTES } from '../../src/core/index.ts';
import { bundledCatalog } from '../../src/text/every-catalog.ts';
import { sizeText } from '../../src/text/size-text.ts';
import { createText } from '../../src/text/text.ts';

const en = createText('en', bundledCatalog('en'));

describe('sizeText', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1,023 bytes'],
    [1024, '1 KiB'],
    [12_345, '12.1 KiB'],
    [MAX_ROBOTS_BYTES, '500 KiB'],
    // The corpus's 852,930-byte file: "853 kB" before, in a product that says "500 KiB" for the limit.
    [852_930, '833 KiB'],
    [1024 * 1024 - 1, '1 MiB'],
    [1_258_291, '1.2 MiB'],
    [50 * 1024 * 1024, '50 MiB'],
  ])('%i bytes: %s', (bytes, expected) => {
    expect(sizeText(en, bytes)).toBe(expected);
  });

  it('in each language: its number format and its words for bytes, the same binary symbols', () => {
    const say = (locale: 'vi' | 'tr' | 'hi' | 'th', bytes: number) => sizeText(createText(locale, bundledCatalog(locale)), bytes);
    expect(say('vi', 12_345)).toBe('12,1 KiB');
    expect(say('tr', 12_345)).toBe('12,1 KiB');
    expect(say('tr', 2)).toBe('2 bayt');
    expect(say('hi', MAX_ROBOTS_BYTES)).toBe('500 KiB');
    expect(say('th', 1_258_291)).toBe('1.2 MiB');
  });
});
