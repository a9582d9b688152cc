/** Quoting messages split so each quotation of site text can be isolated. */
import { expect, test } from 'vitest';
import { quotedParts } from '../../src/ui/quoted-parts.ts';

test('each “quotation” becomes site text, our words and quote marks stay ours', () => {
  expect(quotedParts('“Disallow: x” does not start with “/” or “*”.')).toEqual([
    '“',
    { site: 'Disallow: x' },
    '” does not start with “',
    { site: '/' },
    '” or “',
    { site: '*' },
    '”.',
  ]);
  expect(quotedParts('No quotation here.')).toEqual(['No quotation here.']);
  expect(quotedParts('An unclosed “quote')).toEqual(['An unclosed “quote']);
});
