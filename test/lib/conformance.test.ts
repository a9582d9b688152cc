/**
 * Google's expectations through both of the library's APIs: the 400 of the
 * conformance suite (from ../shared, stepping aside when it is absent) and
 * the 145 of Google's own unit tests (shipped in test/fixtures). The native
 * API gives each verdict, and Google's matching line as the reference
 * matcher (test/support/google-reference.ts) computes it; the robots-parser
 * drop-in gives the same verdicts, and the same line (-1 for none), when
 * asked robots-parser's way: the robots.txt URL of the page's origin, the
 * body as text or bytes.
 */
import { describe, expect, it } from 'vitest';
import { bytesFromBase64 } from '../../src/core/index.ts';
import { check, parse } from '../../src/lib/index.ts';
import robotsParser from '../../src/lib/robots-parser.ts';
import { referenceDecide } from '../support/google-reference.ts';
import { loadGoogleVectors } from '../support/google-vectors.ts';
import { conformanceAvailable, loadConformanceCases, reportMissing } from '../support/shared-data.ts';

interface Expectation {
  name: string;
  robotstxt_base64: string;
  url: string;
  useragent: string;
  expected: 'ALLOWED' | 'DISALLOWED';
}

/** robots-parser is given the robots.txt of the URL's origin; an empty URL (one of Google's tests) is relative, and so is its robots.txt. */
function robotsUrlFor(url: string): string {
  try {
    return new URL('/robots.txt', url).href;
  } catch {
    return '/robots.txt';
  }
}

function runThroughBothApis(cases: Expectation[]): void {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const bytes = bytesFromBase64(c.robotstxt_base64);
    const expected = c.expected === 'ALLOWED';
    const reference = referenceDecide(bytes, c.url, c.useragent);
    expect(reference.allowed).toBe(expected);

    const native = check(parse(bytes), c.url, c.useragent);
    expect(native.allowed).toBe(expected);
    expect(native.line).toBe(reference.line);

    const robots = robotsParser(robotsUrlFor(c.url), bytes);
    expect(robots.isAllowed(c.url, c.useragent)).toBe(expected);
    expect(robots.isDisallowed(c.url, c.useragent)).toBe(!expected);
    expect(robots.getMatchingLineNumber(c.url, c.useragent)).toBe(reference.line === 0 ? -1 : reference.line);
  });
}

const conformance = loadConformanceCases();
reportMissing('conformance');

describe.skipIf(!conformanceAvailable)('the conformance suite through the native and the robots-parser API (../shared)', () => {
  it('has all 400 expectations', () => {
    expect(conformance).toHaveLength(400);
  });
  runThroughBothApis(conformance.map((c, i) => ({ ...c, name: `${i} ${c.file} ${JSON.stringify(c.useragent)} ${c.url}` })));
});

const vectors = loadGoogleVectors();

describe('Google’s unit-test vectors through the native and the robots-parser API', () => {
  it('has all 145 verdicts', () => {
    expect(vectors).toHaveLength(145);
  });
  runThroughBothApis(vectors.map((c, i) => ({ ...c, name: `${i} ${c.test} ${JSON.stringify(c.useragent)} ${c.url.slice(0, 80)}` })));
});
