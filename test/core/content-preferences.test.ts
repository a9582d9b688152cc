/** Stated preferences (Content-Signal, Content-Usage, the header) and CDN-managed blocks, read beside the verdict. */
import { describe, expect, it } from 'vitest';
import {
  MAX_USAGE_LINES,
  evaluate,
  lintRobotsTxt,
  parseRobotsTxt,
  readContentSignal,
  readContentUsage,
  statedPreferences,
  utf8Bytes,
  type StatedPreferences,
} from '../../src/core/index.ts';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../fixtures/cloudflare-managed-robots.ts';
import { profile } from '../support/robots.ts';

const model = (lines: string | string[]) => parseRobotsTxt(utf8Bytes(Array.isArray(lines) ? lines.join('\n') : lines));
const url = (path: string) => `https://example.com${path}`;
/** key=value@line for each applied preference (h for the header). */
const brief = (s: StatedPreferences) =>
  s.applied.map(
    (a) => `${a.vocabulary === 'content-signal' ? 'cs' : 'cu'}:${a.key}=${a.value}@${a.source.kind === 'header' ? 'h' : a.source.line}`,
  );

describe('reading Content-Signal', () => {
  it('reads key=value pairs, case-insensitively, with spaces around , and =', () => {
    const r = readContentSignal(' Search = YES ,ai-train=no, AI-Input=yes ');
    expect(r.values).toEqual([
      { key: 'search', value: 'yes', allows: true },
      { key: 'ai-train', value: 'no', allows: false },
      { key: 'ai-input', value: 'yes', allows: true },
    ]);
    expect(r.problems).toEqual([]);
  });
  it('recognises use= without it granting anything, and reports unknown keys and bad values', () => {
    const r = readContentSignal('use=reference, ai-train=maybe, training=no, search');
    expect(r.use).toBe('reference');
    expect(r.values).toEqual([]);
    expect(r.problems).toEqual([
      { code: 'bad-value', key: 'ai-train', value: 'maybe', expected: ['yes', 'no'] },
      { code: 'unknown-key', key: 'training' },
      { code: 'not-key-value', part: 'search' },
    ]);
  });
  it('an empty value is a problem; a key stated both ways reads as no', () => {
    expect(readContentSignal('  ').problems).toEqual([{ code: 'empty' }]);
    const r = readContentSignal('ai-train=yes, ai-train=no');
    expect(r.values).toEqual([{ key: 'ai-train', value: 'no', allows: false }]);
    expect(r.problems).toEqual([{ code: 'repeated-key', key: 'ai-train' }]);
  });
});

describe('reading Content-Usage', () => {
  it('reads the drafts’ examples: labels with y/n, an optional path pattern first', () => {
    expect(readContentUsage('train-ai=n')).toMatchObject({ pattern: null, values: [{ key: 'train-ai', value: 'n', allows: false }] });
    expect(readContentUsage('/ai-ok/ train-ai=y')).toMatchObject({
      pattern: '/ai-ok/',
      values: [{ key: 'train-ai', value: 'y', allows: true }],
    });
  });
  it('ignores labels outside the vocabulary (and parameters), and reports bad values', () => {
    const r = readContentUsage('train-genai=n, search=y;v=1, train-ai=no');
    expect(r.unknownLabels).toEqual(['train-genai']);
    expect(r.values).toEqual([{ key: 'search', value: 'y', allows: true }]);
    expect(r.problems).toEqual([{ code: 'bad-value', key: 'train-ai', value: 'no', expected: ['y', 'n'] }]);
  });
});

describe('scope and paths', () => {
  // The attachment draft's example: a file-wide reservation and a path that opts in.
  const draft = ['User-Agent: *', 'Allow: /', 'Disallow: /never/', 'Content-Usage: train-ai=n', 'Content-Usage: /ai-ok/ train-ai=y'];
  it('the longest matching pattern wins', () => {
    const m = model(draft);
    expect(brief(statedPreferences(m, url('/page'), profile('GPTBot')).stated)).toEqual(['cu:train-ai=n@4']);
    expect(brief(statedPreferences(m, url('/ai-ok/page'), profile('GPTBot')).stated)).toEqual(['cu:train-ai=y@5']);
  });
  it('on a tie the most restrictive value wins, whatever the order', () => {
    const tie = ['User-agent: *', 'Content-Usage: /a/ train-ai=n', 'Content-Usage: /a/ train-ai=y'];
    expect(brief(statedPreferences(model(tie), url('/a/x'), profile('GPTBot')).stated)).toEqual(['cu:train-ai=n@2']);
    const swapped = ['User-agent: *', 'Content-Usage: /a/ train-ai=y', 'Content-Usage: /a/ train-ai=n'];
    expect(brief(statedPreferences(model(swapped), url('/a/x'), profile('GPTBot')).stated)).toEqual(['cu:train-ai=n@3']);
  });
  it('a line with no pattern ties with an explicit `/`', () => {
    const m = model(['User-agent: *', 'Content-Usage: / train-ai=y', 'Content-Usage: train-ai=n']);
    expect(brief(statedPreferences(m, url('/x'), profile('GPTBot')).stated)).toEqual(['cu:train-ai=n@3']);
  });
  it('patterns use * and $ like rules', () => {
    const m = model(['User-agent: *', 'Content-Usage: /*.pdf$ train-ai=n']);
    expect(brief(statedPreferences(m, url('/docs/a.pdf'), profile('GPTBot')).stated)).toEqual(['cu:train-ai=n@2']);
    expect(brief(statedPreferences(m, url('/docs/a.pdf?x'), profile('GPTBot')).stated)).toEqual([]);
  });
  it('a crawler with its own group does not get the * group’s lines', () => {
    const m = model(['User-agent: *', 'Content-Signal: ai-train=no', 'Allow: /', 'User-agent: GPTBot', 'Allow: /']);
    expect(brief(statedPreferences(m, url('/'), profile('GPTBot')).stated)).toEqual([]);
    expect(brief(statedPreferences(m, url('/'), profile('ClaudeBot')).stated)).toEqual(['cs:ai-train=no@2']);
  });
  it('follows the profile’s fallback exactly as its rules do', () => {
    const m = model(['User-agent: Googlebot', 'Content-Signal: search=no', 'Disallow: /x']);
    const v = evaluate(m, url('/x'), profile('Applebot'));
    expect([v.allowed, v.decidingLine]).toEqual([false, 3]);
    expect(brief(statedPreferences(m, url('/'), profile('Applebot')).stated)).toEqual(['cs:search=no@2']);
  });
  it('a line before any user-agent applies to no crawler', () => {
    const m = model(['Content-Signal: ai-train=no', 'User-agent: *', 'Allow: /']);
    expect(m.preferences.map((p) => p.groupIndex)).toEqual([-1]);
    expect(brief(statedPreferences(m, url('/'), profile('GPTBot')).stated)).toEqual([]);
  });
  it('an absent key is “not stated”, per the crawler’s purpose', () => {
    const m = model(['User-agent: *', 'Content-Signal: search=yes']);
    expect(statedPreferences(m, url('/'), profile('GPTBot')).concerns).toEqual([
      { vocabulary: 'content-signal', key: 'ai-train', stated: null },
      { vocabulary: 'content-usage', key: 'train-ai', stated: null },
    ]);
    expect(statedPreferences(m, url('/'), profile('Googlebot')).concerns.map((c) => [c.key, c.stated?.value ?? null])).toEqual([
      ['search', 'yes'],
      ['search', null],
    ]);
    expect(statedPreferences(m, url('/'), profile('OAI-SearchBot')).concerns.map((c) => c.key)).toEqual(['ai-input', 'search', 'search']);
  });
});

describe('the Content-Usage response header', () => {
  it('is read beside the file and marked as the header', () => {
    const m = model(['User-agent: *', 'Content-Signal: ai-train=yes']);
    const r = statedPreferences(m, url('/'), profile('GPTBot'), { header: 'train-ai=n, frobnicate=y' });
    expect(brief(r.stated)).toEqual(['cs:ai-train=yes@2', 'cu:train-ai=n@h']);
    expect(r.concerns.map((c) => c.stated?.source)).toEqual([{ kind: 'robots', line: 2 }, { kind: 'header' }]);
  });
  it('takes no path pattern', () => {
    const r = statedPreferences(model('User-agent: *'), url('/'), profile('GPTBot'), { header: '/x train-ai=n' });
    expect(r.stated.applied).toEqual([]);
  });
});

describe('Cloudflare’s managed file', () => {
  const m = parseRobotsTxt(utf8Bytes(CLOUDFLARE_MANAGED_ROBOTS));
  it('finds the managed block as a line range', () => {
    expect(m.managedBlocks).toEqual([{ provider: 'cloudflare', startLine: 8, endLine: 38, closed: true }]);
  });
  it('reads the signal in the managed * group and the owner’s Content-Usage in theirs', () => {
    expect(m.preferences.map((p) => [p.line, p.vocabulary, p.groupIndex])).toEqual([
      [11, 'content-signal', 0],
      [43, 'content-usage', 9],
    ]);
    const gpt = statedPreferences(m, url('/blog/post'), profile('GPTBot'));
    expect(brief(gpt.stated)).toEqual([]); // GPTBot has its own group: no signal applies to it
    const perplexity = statedPreferences(m, url('/blog/post'), profile('PerplexityBot'));
    expect(brief(perplexity.stated)).toEqual(['cs:search=yes@11', 'cs:ai-train=no@11', 'cu:train-ai=y@43']);
    expect(brief(statedPreferences(m, url('/shop/'), profile('PerplexityBot')).stated)).toEqual(['cs:search=yes@11', 'cs:ai-train=no@11']);
  });
  it('verdicts and deciding lines are those of the rules alone', () => {
    const gpt = evaluate(m, url('/blog/post'), profile('GPTBot'));
    expect([gpt.allowed, gpt.decidingLine]).toEqual([false, 33]);
    const other = evaluate(m, url('/admin/x'), profile('PerplexityBot'));
    expect([other.allowed, other.decidingLine]).toEqual([false, 42]);
    const stripped = CLOUDFLARE_MANAGED_ROBOTS.replace(/^Content-(signal|Usage):.*$/gim, '# removed');
    const s = evaluate(parseRobotsTxt(utf8Bytes(stripped)), url('/admin/x'), profile('PerplexityBot'));
    expect([s.allowed, s.decidingLine]).toEqual([false, 42]);
  });
  it('an unclosed block runs to the end; CRLF and a BOM number lines as the scanner does', () => {
    const crlf = '\ufeffUser-agent: *\r\n# BEGIN Cloudflare Managed content\r\nAllow: /\r\n';
    expect(parseRobotsTxt(utf8Bytes(crlf)).managedBlocks).toEqual([{ provider: 'cloudflare', startLine: 2, endLine: 3, closed: false }]);
    expect(parseRobotsTxt(utf8Bytes('User-agent: *\nDisallow: /')).managedBlocks).toEqual([]);
  });
});

describe('a hostile number of Content-Usage lines', () => {
  it('reads MAX_USAGE_LINES of them and counts the rest; the linter says so on the group', () => {
    const lines = ['User-agent: *', ...Array.from({ length: MAX_USAGE_LINES + 500 }, (_, i) => `Content-Usage: /p${i}/ train-ai=n`)];
    const m = model(lines);
    const r = statedPreferences(m, url('/p3/x'), profile('GPTBot'));
    expect(r.stated.unread).toBe(500);
    expect(brief(r.stated)).toEqual(['cu:train-ai=n@5']);
    // A line past the cap states nothing.
    expect(brief(statedPreferences(m, url(`/p${MAX_USAGE_LINES + 10}/x`), profile('GPTBot')).stated)).toEqual([]);
    const finding = lintRobotsTxt(utf8Bytes(lines.join('\n'))).find((d) => d.code === 'preference-lines-capped');
    expect(finding).toEqual({
      line: 1,
      severity: 'warning',
      code: 'preference-lines-capped',
      params: { count: MAX_USAGE_LINES + 500, max: MAX_USAGE_LINES },
    });
  });
});
