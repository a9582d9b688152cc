/** docs/behaviour.md §9: any bytes at all give a verdict and diagnostics, never an exception or a hang. */
import { describe, expect, it } from 'vitest';
import { decide, evaluate, lintRobotsTxt, parseRobotsTxt, utf8Bytes } from '../../src/core/index.ts';
import { INDEX_RULE_LIMIT } from '../../src/core/rule-set.ts';

describe('bad input', () => {
  it('a million rules: parsed, evaluated by streaming over them, the deciding line right', () => {
    const lines = ['User-agent: *'];
    for (let i = 0; i < 1_000_000; i++) lines.push(`Disallow: /p${i}/x*y`);
    lines.push('Allow: /p999999/xzy$');
    const model = parseRobotsTxt(utf8Bytes(lines.join('\n')));
    expect(model.groups[0]!.rules.length).toBeGreaterThan(INDEX_RULE_LIMIT);
    expect(decide(model, 'https://a.com/p999999/xzy', 'googlebot')).toEqual({ allowed: true, line: 1_000_002, crawlDelay: null });
    const v = evaluate(model, 'https://a.com/p500/x-y', 'googlebot');
    expect([v.allowed, v.decidingLine, v.decidingRule?.rule.pattern]).toEqual([false, 502, '/p500/x*y']);
  });

  it('a 1 MB line is cut to Google’s 16,663 bytes and said so', () => {
    const body = utf8Bytes(`User-agent: *\nDisallow: /${'a'.repeat(1_000_000)}\nAllow: /b`);
    expect(evaluate(parseRobotsTxt(body), 'https://a.com/b', 'googlebot').decidingLine).toBe(3);
    expect(lintRobotsTxt(body).map((d) => [d.line, d.code])).toContainEqual([2, 'line-cut']);
  });

  it('50 MB of binary noise gives a verdict and a diagnostic', () => {
    const noise = new Uint8Array(50 * 1024 * 1024);
    for (let i = 0; i < noise.length; i++) noise[i] = (Math.imul(i, 2654435761) >>> 24) & 0xff;
    const v = evaluate(parseRobotsTxt(noise), 'https://a.com/x', 'googlebot');
    expect(typeof v.allowed).toBe('boolean');
    expect(v.explanation).not.toBeNull();
    expect(lintRobotsTxt(noise.subarray(0, 512_000)).some((d) => d.code === 'binary')).toBe(true);
  });

  it('deeply repeated * in a pattern and a URL stay fast enough to finish', () => {
    const body = utf8Bytes(`User-agent: *\nDisallow: /${'*'.repeat(5000)}a${'*'.repeat(5000)}b$`);
    expect(decide(parseRobotsTxt(body), `https://a.com/${'a'.repeat(100_000)}`, 'googlebot').allowed).toBe(true);
  });
});
