import { describe, expect, it } from 'vitest';
import { MAX_ROBOTS_BYTES, lintRobotsTxt, parseRobotsTxt } from '../../../../src/core/index.ts';
import { draftBytes, draftLintContext } from '../../../../src/pages/workbench/engine/draft-bytes.ts';

describe('a draft read as Google reads a file', () => {
  it('is read whole under 500 KiB', () => {
    const read = draftBytes('User-agent: *\nDisallow: /é\n');
    expect(read.truncated).toBe(false);
    expect(read.totalBytes).toBe(28);
    expect(lintRobotsTxt(read.bytes, draftLintContext(read)).some((d) => d.code === 'truncated')).toBe(false);
  });

  it('over 500 KiB: only the first 500 KiB are read, and the linter gives the truncation note', () => {
    const rule = 'Disallow: /a-long-enough-path/\n';
    const text = `User-agent: *\n${rule.repeat(Math.ceil(MAX_ROBOTS_BYTES / rule.length) + 10)}Disallow: /past-the-limit\n`;
    const read = draftBytes(text);
    expect(read.truncated).toBe(true);
    expect(read.bytes.length).toBe(MAX_ROBOTS_BYTES);
    expect(read.totalBytes).toBeGreaterThan(MAX_ROBOTS_BYTES);
    const model = parseRobotsTxt(read.bytes);
    expect(model.groups[0]?.rules.some((r) => r.pattern === '/past-the-limit')).toBe(false);
    const truncated = lintRobotsTxt(read.bytes, draftLintContext(read)).find((d) => d.code === 'truncated');
    expect(truncated?.params).toMatchObject({ maxBytes: MAX_ROBOTS_BYTES, originalBytes: read.totalBytes });
  });
});
