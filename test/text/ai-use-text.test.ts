/** AI use in words: the preference findings in English, word for word, and in every locale without a stray brace. */
import { describe, expect, it } from 'vitest';
import { lintRobotsTxt, messageText, utf8Bytes, type Diagnostic } from '../../src/core/index.ts';
import { text } from '../../src/text/bundled.ts';
import { diagnosticParts } from '../../src/text/lint-text.ts';
import { loadCatalog } from '../../src/text/load-catalog.ts';
import { LOCALES } from '../../src/text/locale.ts';
import { createText } from '../../src/text/text.ts';

const FILE = [
  '# BEGIN Cloudflare Managed content',
  'Content-Signal: ai-train=no',
  'User-agent: *',
  'Content-Signal: search=yes, ai-train=maybe, training=no, ai-input, ai-input=no, ai-input=yes',
  'Content-Signal:',
  'Content-Usage: /blog/ train-ai=y, train-genai=n, future=y',
  'Disallow: /blog/',
  '# END Cloudflare Managed Content',
  '# BEGIN Cloudflare Managed content',
].join('\n');
const MANY = ['User-agent: x', ...Array.from({ length: 201 }, (_, i) => `Content-Usage: /p${i}/ train-ai=n`)].join('\n');
// Every finding about preferences once: the many files' 201 "keep the line" notes are one on line 2.
const found: Diagnostic[] = [...lintRobotsTxt(utf8Bytes(FILE)), ...lintRobotsTxt(utf8Bytes(MANY))].filter(
  (d) => (d.code.startsWith('preference') && d.code !== 'preference-line') || d.code === 'managed-block' || d.line === 2,
);
const english = (d: Diagnostic) => messageText(diagnosticParts(text, d));

describe('in English', () => {
  it('finds every kind of finding in the file', () => {
    expect(new Set(found.map((d) => d.code))).toEqual(
      new Set([
        'managed-block',
        'preference-outside-group',
        'preference-problem',
        'preference-line',
        'preference-contradicts-rules',
        'preference-unknown-labels',
        'preference-lines-capped',
      ]),
    );
  });
  it('a valid line is kept, naming Search Console’s words', () => {
    const d = lintRobotsTxt(utf8Bytes('User-agent: *\nContent-Signal: ai-train=no\n')).find((x) => x.code === 'preference-line')!;
    expect(english(d)).toBe(
      'Content-Signal states how this site lets its content be used (Cloudflare’s Content Signals Policy). Google’s parser ignores the line and it changes no verdict. Search Console’s robots.txt report (“Syntax not understood”) lists it as an error: that is expected, keep the line.',
    );
  });
  it('a contradiction names the key, the path and the rule’s line', () => {
    const d = found.find((x) => x.code === 'preference-contradicts-rules')!;
    expect(english(d)).toBe(
      'This line says yes to “train-ai” for /blog/, but its own group disallows fetching /blog/ (line 7): the crawlers of this group cannot fetch it.',
    );
  });
  it('unknown labels are counted for the plural', () => {
    const d = found.find((x) => x.code === 'preference-unknown-labels')!;
    expect(english(d)).toBe(
      'Content-Usage labels train-genai and future are not in the vocabulary (train-ai, search) and are ignored. A typo?',
    );
  });
  it('the managed block names its last line', () => {
    expect(english(found[0]!)).toMatch(/^From here to line 8, the lines were written by Cloudflare/);
  });
});

describe.each(LOCALES)('%s', (locale) => {
  it('renders every finding with its site text kept and no stray brace', async () => {
    const words = createText(locale, await loadCatalog(locale));
    for (const d of found) {
      const parts = diagnosticParts(words, d);
      const sentence = messageText(parts);
      expect(sentence).not.toMatch(/[{}]/);
      for (const p of parts) if (typeof p !== 'string') expect(sentence).toContain(p.site);
    }
  });
});
