/**
 * Google's public conformance suite (robotstxt-spec-test): all 400
 * expectations, read from ../shared at test time. Google's C++ library passes
 * all of them; so must we, with the crawler token used exactly as given.
 */
import { describe, expect, it } from 'vitest';
import { bytesFromBase64, decide, evaluate, parseRobotsTxt } from '../../src/core/index.ts';
import { conformanceAvailable, loadConformanceCases, reportMissing } from '../support/shared-data.ts';

const cases = loadConformanceCases();
reportMissing('conformance');

describe.skipIf(!conformanceAvailable)('Google robots.txt conformance suite (../shared)', () => {
  it('has all 400 expectations', () => {
    expect(cases).toHaveLength(400);
  });

  it.each(cases.map((c, i) => [`${i} ${c.file} ${JSON.stringify(c.useragent)} ${c.url}`, c] as const))('%s', (_name, c) => {
    const model = parseRobotsTxt(bytesFromBase64(c.robotstxt_base64));
    const expected = c.expected === 'ALLOWED';
    expect(decide(model, c.url, c.useragent).allowed).toBe(expected);
    // The explained verdict must agree with the fast path.
    expect(evaluate(model, c.url, c.useragent).allowed).toBe(expected);
  });
});
