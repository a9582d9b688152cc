/** The linter's findings in English: a few sentences checked word for word, and every finding of a varied file rendered. */
import { describe, expect, it } from 'vitest';
import {
  COCCOC_MAX_CRAWL_DELAY,
  IGNORED_FIELDS,
  PRESET_PROFILES,
  lintRobotsTxt,
  messageText,
  utf8Bytes,
  type Diagnostic,
} from '../../src/core/index.ts';
import { text } from '../../src/text/bundled.ts';
import { diagnosticMessage, diagnosticParts, diagnosticText, severityCounts } from '../../src/text/lint-text.ts';
import { loadCatalog } from '../../src/text/load-catalog.ts';
import { LOCALES } from '../../src/text/locale.ts';
import { profileDescription } from '../../src/text/profile-text.ts';
import { createText } from '../../src/text/text.ts';
import en from '../../src/text/catalogs/en/index.ts';

const lint = (body: string) => lintRobotsTxt(utf8Bytes(body));
const first = (body: string, code: Diagnostic['code']) => lint(body).find((d) => d.code === code)!;
/** English with the site's text as it is (no isolates), to compare whole sentences. */
const english = (d: Diagnostic) => messageText(diagnosticParts(text, d));

describe('hidden characters', () => {
  it('names one character, with the singular', () => {
    expect(english(first('User-agent: *\nDisallow: /\u202Egnp.exe/\n', 'hidden-character'))).toBe(
      'This line contains an invisible character, U+202E (right-to-left override): it changes the order in which the line is displayed, so what you read is not what crawlers match. Remove it.',
    );
  });
  it('lists three characters as a list, with the plural', () => {
    expect(english(first('User-agent: *\nAllow: /a\u200Bb\u00ADc\u0007\n', 'hidden-character'))).toBe(
      'This line contains invisible characters, U+200B (zero-width space), U+00AD (soft hyphen), and U+0007: it shows as nothing, yet crawlers match it as part of the line. Remove them.',
    );
  });
  it('lists them the way the locale does, and quotes no hidden character itself', () => {
    const d = first('User-agent: *\nAllow: /a\u2066b\u2069\n', 'hidden-character');
    const vi = createText('vi', en);
    expect(diagnosticText(vi, d)).toContain('U+2066 (left-to-right isolate) và U+2069 (pop directional isolate)');
    expect(diagnosticText(text, d)).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('a few findings in English', () => {
  it('a crawl-delay above Coc Coc’s cap', () => {
    expect(english(first('User-agent: *\nCrawl-delay: 10.5\nDisallow: /', 'crawl-delay-capped'))).toBe(
      `Crawl-delay 10.5 s: Coc Coc caps crawl-delay at ${COCCOC_MAX_CRAWL_DELAY} seconds.`,
    );
  });
  it('a user-agent Google cuts, and a pattern with a suggestion', () => {
    expect(english(first('User-agent: MJ12bot\nDisallow: /', 'user-agent-read-differently'))).toBe(
      '“MJ12bot” is read by Google as “MJ”: this group never applies to MJ12bot.',
    );
    expect(english(first('User-agent: *\nDisallow: https://example.com/x', 'pattern-cannot-match'))).toBe(
      '“Disallow: https://example.com/x” does not start with “/” or “*”, so it never matches any URL. Did you mean “Disallow: /x”?',
    );
  });
  it('a cut file, its numbers in the locale’s digits', () => {
    const d = lintRobotsTxt(utf8Bytes('User-agent: *\nDisallow: /'), { truncated: true, originalBytes: 2_000_000 }).find(
      (x) => x.code === 'truncated',
    )!;
    expect(english(d)).toBe(
      'robots.txt is larger than 500 KiB (2,000,000 bytes or more): Google reads only the first 512,000 bytes, so rules after line 2 are ignored.',
    );
  });
  it('a group without rules names its crawlers as a list, each one site text', () => {
    const d = first('User-agent: *\nDisallow: /\nUser-agent: a\nUser-agent: b\nUser-agent: c\n', 'group-without-rules');
    const parts = diagnosticParts(text, d);
    expect(messageText(parts)).toContain('This group (a, b, and c) has no Allow or Disallow lines');
    expect(parts.filter((p) => typeof p !== 'string')).toEqual([{ site: 'a' }, { site: 'b' }, { site: 'c' }]);
  });
  it('keeps a spoofing user-agent apart from our words', () => {
    const d = first('User-agent: Googlebot \u202Eevil\nDisallow: /\n', 'user-agent-read-differently');
    const parts = diagnosticParts(text, d);
    expect(parts).toContainEqual({ site: 'Googlebot \u202Eevil' });
    for (const p of parts) if (typeof p === 'string') expect(p).not.toContain('\u202E');
    // As plain text, the site's part is isolated and its override shown, never applied.
    expect(diagnosticText(text, d)).not.toContain('\u202E');
  });
  it('counts by severity', () => {
    const ds = lint('Disallow: /a\nUser-agent: *\nCrawl-delay: 2\nFoo: bar\nDisallow: /');
    expect(severityCounts(text, ds)).toBe('2 warnings, 1 note');
  });
});

const VARIED = [
  'Disallow: /before',
  'User-agent: *bot',
  'User-agent: Googlebot/2.1',
  'User-agent: Googlebot*',
  'User-agent: Googlebot News',
  'User-agent: MJ12bot',
  'User-agent: /x',
  'User-agent:',
  'Disallow:',
  'Allow:',
  'Disallow: private',
  'Sitemap: /s.xml',
  ...IGNORED_FIELDS.map((f) => `${f}: 1`),
  'Crawl-delay: soon',
  'Crawl-delay: 60',
  'http://example.com/sitemap.xml',
  'https://example.com/page',
  'Foo: bar',
  'Disalow: /t',
  'Disallow /m',
  'not a line',
  'Disallow: /a\u200bb',
  '',
  'User-agent: lonely',
].join('\n');

describe('every finding has its words', () => {
  const found = [
    ...lint(VARIED),
    ...lint('\ufeffSitemap: https://e.com/s.xml\n'),
    ...lint('Disallow: /x'),
    ...lint(''),
    ...lint('<html><body>404</body></html>'),
  ];
  it('covers the codes', () => {
    expect(new Set(found.map((d) => d.code)).size).toBeGreaterThan(20);
  });
  it.each(found.map((d) => [d.code, d] as const))('%s', (_code, d) => {
    const sentence = diagnosticText(text, d);
    expect(sentence.length).toBeGreaterThan(10);
    expect(sentence).not.toMatch(/[{}]/);
    expect(diagnosticMessage(d, text).key.startsWith('lint.')).toBe(true);
  });
});

describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
  it('renders every finding of a varied file and every preset description, with its site text kept', async () => {
    const words = createText(locale, await loadCatalog(locale));
    const ds = [...lint(VARIED), ...lint('User-agent: *\nDisallow: /\nUser-agent: a\nUser-agent: b\n')];
    for (const d of ds) {
      const sentence = messageText(diagnosticParts(words, d));
      expect(sentence).not.toMatch(/[{}]/);
      for (const p of diagnosticParts(words, d)) if (typeof p !== 'string') expect(sentence).toContain(p.site);
    }
    for (const p of PRESET_PROFILES) expect(words.render(profileDescription(p))).not.toMatch(/[{}]/);
    const one = first('User-agent: *\nDisallow: /\u202Ex\n', 'hidden-character');
    expect(diagnosticText(words, one)).toContain('U+202E (right-to-left override)');
  });
});
