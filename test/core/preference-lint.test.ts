/** The linter on stated preferences and CDN-managed blocks: help, not alarm. */
import { describe, expect, it } from 'vitest';
import { lintRobotsTxt, utf8Bytes, type Diagnostic } from '../../src/core/index.ts';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../fixtures/cloudflare-managed-robots.ts';

const lint = (lines: string | string[]) => lintRobotsTxt(utf8Bytes(Array.isArray(lines) ? lines.join('\n') : lines));
const codes = (ds: Diagnostic[], prefix = '') =>
  ds.filter((d) => d.code.startsWith(prefix)).map((d) => [d.line, d.severity, d.code] as const);

describe('valid preference lines', () => {
  it('are notes naming the tools that call them errors, never “ignored by Google” warnings', () => {
    const ds = lint(['User-agent: *', 'Content-Signal: search=yes, ai-train=no', 'Content-Usage: train-ai=n', 'Allow: /']);
    expect(ds.filter((d) => d.code === 'ignored-by-google' || d.code === 'unknown-field')).toEqual([]);
    expect(ds.filter((d) => d.code === 'preference-line')).toEqual([
      {
        line: 2,
        severity: 'info',
        code: 'preference-line',
        params: { vocabulary: 'content-signal', reportedAsErrorBy: ['search-console'] },
      },
      {
        line: 3,
        severity: 'info',
        code: 'preference-line',
        params: { vocabulary: 'content-usage', reportedAsErrorBy: ['search-console'] },
      },
    ]);
    expect(ds.some((d) => d.severity !== 'info')).toBe(false);
  });
});

describe('what is wrong with a preference line', () => {
  it('malformed parts, unknown keys and bad values are warnings on their line', () => {
    const ds = lint(['User-agent: *', 'Content-Signal: search=maybe, training=no, ai-input', 'Content-Signal:', 'Allow: /']);
    expect(ds.filter((d) => d.code === 'preference-problem').map((d) => [d.line, d.params])).toEqual([
      [2, { vocabulary: 'content-signal', problem: { code: 'bad-value', key: 'search', value: 'maybe', expected: ['yes', 'no'] } }],
      [2, { vocabulary: 'content-signal', problem: { code: 'unknown-key', key: 'training' } }],
      [2, { vocabulary: 'content-signal', problem: { code: 'not-key-value', part: 'ai-input' } }],
      [3, { vocabulary: 'content-signal', problem: { code: 'empty' } }],
    ]);
    // A line stating nothing valid gets no "keep it" note.
    expect(ds.filter((d) => d.code === 'preference-line')).toEqual([]);
  });
  it('unknown Content-Usage labels are a note, not an error (the draft ignores them)', () => {
    const ds = lint(['User-agent: *', 'Content-Usage: train-genai=n, search=y']);
    expect(ds.find((d) => d.code === 'preference-unknown-labels')).toMatchObject({
      line: 2,
      severity: 'info',
      params: { labels: ['train-genai'] },
    });
  });
  it('a line outside any group applies to no crawler', () => {
    const ds = lint(['Content-Signal: ai-train=no', 'User-agent: *', 'Allow: /']);
    expect(codes(ds, 'preference-outside')).toEqual([[1, 'warning', 'preference-outside-group']]);
  });
  it('a yes its own group’s rules make moot', () => {
    const ds = lint([
      'User-agent: GPTBot',
      'Content-Signal: ai-train=yes',
      'Disallow: /',
      '',
      'User-agent: *',
      'Content-Usage: /blog/ train-ai=y',
      'Disallow: /blog/',
      'Allow: /blog/open/',
    ]);
    expect(ds.filter((d) => d.code === 'preference-contradicts-rules').map((d) => [d.line, d.params])).toEqual([
      [2, { vocabulary: 'content-signal', key: 'ai-train', path: '/', ruleLine: 3 }],
      [6, { vocabulary: 'content-usage', key: 'train-ai', path: '/blog/', ruleLine: 7 }],
    ]);
  });
  it('no contradiction when the group allows the path, or says no', () => {
    const ds = lint([
      'User-agent: *',
      'Content-Signal: search=yes, ai-train=no',
      'Disallow: /admin/',
      'User-agent: x',
      'Content-Signal: ai-train=no',
      'Disallow: /',
    ]);
    expect(ds.filter((d) => d.code === 'preference-contradicts-rules')).toEqual([]);
  });
});

describe('Cloudflare’s managed file', () => {
  it('marks the managed block and reads its signal as valid', () => {
    const ds = lintRobotsTxt(utf8Bytes(CLOUDFLARE_MANAGED_ROBOTS));
    expect(ds.filter((d) => d.code === 'managed-block')).toEqual([
      { line: 8, severity: 'info', code: 'managed-block', params: { provider: 'cloudflare', endLine: 38, closed: true } },
    ]);
    expect(codes(ds, 'preference')).toEqual([
      [11, 'info', 'preference-line'],
      [43, 'info', 'preference-line'],
    ]);
    expect(ds.filter((d) => d.severity !== 'info')).toEqual([]);
  });
  it('an unclosed block is a warning', () => {
    const ds = lint(['# BEGIN Cloudflare Managed content', 'User-agent: *', 'Allow: /']);
    expect(codes(ds, 'managed')).toEqual([[1, 'warning', 'managed-block']]);
  });
});
