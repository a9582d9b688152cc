/** The linter's quoting messages split so each quotation of site text can be isolated. */
import { expect, test } from 'vitest';
import { lintRobotsTxt, messageText, utf8Bytes } from '../../src/core/index.ts';
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

test('a spoofing user-agent in a linter message is one isolated quotation, and joins back to the message', () => {
  const [d] = lintRobotsTxt(utf8Bytes('User-agent: Googlebot \u202Eevil\nDisallow: /\n')).filter(
    (x) => x.code === 'user-agent-read-differently',
  );
  const parts = quotedParts(d!.message);
  expect(messageText(parts)).toBe(d!.message);
  expect(parts).toContainEqual({ site: 'Googlebot \u202Eevil' });
  for (const p of parts) if (typeof p === 'string') expect(p).not.toContain('\u202E');
});
