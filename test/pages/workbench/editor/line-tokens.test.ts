/**
 * The editor's highlighting reads each line the way core does: every line
 * the parser files as a rule, a user-agent, a sitemap, another field or an
 * unreadable line is coloured as such, on hand-made lines (typos, missing
 * colons, comments, wildcards) and on every line of the real-world corpus.
 */
import { describe, expect, it } from 'vitest';
import { parseRobotsTxt, utf8Bytes } from '../../../../src/core/index.ts';
import { lineSpans, type Span, type SpanKind } from '../../../../src/pages/workbench/editor/line-tokens.ts';
import { corpusAvailable, corpusFiles, readCorpusFile } from '../../../support/shared-data.ts';

const kinds = (line: string) => lineSpans(line).map((s) => [s.kind, line.slice(s.from, s.to)]);

/** The kind the parser gives each line of a file (1-based), for the lines it files somewhere. */
function parserKinds(text: string): Map<number, SpanKind> {
  const model = parseRobotsTxt(utf8Bytes(text));
  const byLine = new Map<number, SpanKind>();
  for (const g of model.groups) {
    for (const ua of g.userAgents) byLine.set(ua.line, 'user-agent');
    for (const r of g.rules) byLine.set(r.line, r.kind);
  }
  for (const r of model.rulesBeforeAnyUserAgent) byLine.set(r.line, r.kind);
  for (const s of model.sitemaps) byLine.set(s.line, 'sitemap');
  for (const f of model.otherFields) byLine.set(f.line, f.known ? 'other-field' : 'unknown-key');
  for (const n of model.unparsedLines) byLine.set(n, 'invalid');
  return byLine;
}

function firstKind(spans: Span[]): SpanKind | null {
  return spans.find((s) => s.kind !== 'comment')?.kind ?? null;
}

function expectAgreement(text: string, name: string): number {
  const lines = text.split(/\r\n|\r|\n/);
  let checked = 0;
  for (const [line, kind] of parserKinds(text)) {
    const source = lines[line - 1] ?? '';
    expect(firstKind(lineSpans(source)), `${name}:${line}: ${source.slice(0, 80)}`).toBe(kind);
    checked++;
  }
  return checked;
}

describe('robots.txt highlighting', () => {
  it('splits a directive into key, colon and value, and marks a comment', () => {
    expect(kinds('Disallow: /private/ # keep out')).toEqual([
      ['disallow', 'Disallow'],
      ['punct', ':'],
      ['value', '/private/'],
      ['comment', '# keep out'],
    ]);
    expect(kinds('  User-agent :  Googlebot')).toEqual([
      ['user-agent', 'User-agent'],
      ['punct', ':'],
      ['value', 'Googlebot'],
    ]);
  });

  it('marks `*` anywhere in a rule and `$` only at its end, as the matcher reads them', () => {
    expect(kinds('Allow: /*.php$')).toEqual([
      ['allow', 'Allow'],
      ['punct', ':'],
      ['value', '/'],
      ['wildcard', '*'],
      ['value', '.php'],
      ['wildcard', '$'],
    ]);
    expect(kinds('Disallow: /a$b')).toEqual([
      ['disallow', 'Disallow'],
      ['punct', ':'],
      ['value', '/a$b'],
    ]);
    expect(kinds('User-agent: *')).toEqual([
      ['user-agent', 'User-agent'],
      ['punct', ':'],
      ['wildcard', '*'],
    ]);
  });

  it('reads typos, missing colons, other fields and unreadable lines as Google does', () => {
    expect(kinds('Disalow: /x')[0]).toEqual(['disallow', 'Disalow']);
    expect(kinds('useragent: x')[0]).toEqual(['user-agent', 'useragent']);
    expect(kinds('Disallow /x')).toEqual([
      ['disallow', 'Disallow'],
      ['value', '/x'],
    ]);
    expect(kinds('Crawl-delay: 5')[0]).toEqual(['other-field', 'Crawl-delay']);
    expect(kinds('Noindex-please: /x')[0]).toEqual(['unknown-key', 'Noindex-please']);
    expect(kinds('Disallow /x /y')).toEqual([['invalid', 'Disallow /x /y']]);
    expect(kinds('# only a comment')).toEqual([['comment', '# only a comment']]);
    expect(kinds('   ')).toEqual([]);
  });

  it('agrees with the parser on every line of a file with every kind of line', () => {
    const text = [
      'Disallow: /before-any-agent',
      'useragent: a',
      'User agent: b',
      'Disallow /no-colon',
      'Allow: /*.html$',
      'Crawl-delay: 3',
      'Host: example.com',
      'Whatever: x',
      'Sitemap: https://example.com/s.xml',
      'Disalow: /typo',
      'not a directive at all',
      'User-agent: * # everyone',
      'Disallow: /ünïcode/ # non-ASCII',
    ].join('\r\n');
    expect(expectAgreement(text, 'hand-made')).toBe(13);
  });
});

describe.skipIf(!corpusAvailable)('robots.txt highlighting on the real-world corpus (../shared/corpus)', () => {
  it('agrees with the parser on every line the parser files', () => {
    let checked = 0;
    for (const file of corpusFiles()) {
      const text = new TextDecoder().decode(readCorpusFile(file));
      // Lines Google cuts (16,663 bytes) or ends early (NUL) are read by the linter, not coloured specially.
      if (text.includes('\0')) continue;
      checked += expectAgreement(text, file);
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
