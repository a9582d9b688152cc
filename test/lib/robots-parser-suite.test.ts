/**
 * robots-parser's own test suite (the test/Robots.js it ships, 41 tests)
 * run against the drop-in: every test passes but those that check a reading
 * Google does differently, each a difference docs/robots-parser-differences.md
 * lists. The suite is run as robots-parser's mocha would run it, with the
 * three assertions it uses (`to.equal`, `to.eql`, `to.be.lessThan`); run
 * against robots-parser itself first, all 41 pass, so the harness is sound.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import robotsParser from '../../src/lib/robots-parser.ts';

const require = createRequire(import.meta.url);
const SUITE = readFileSync(require.resolve('robots-parser/test/Robots.js'), 'utf8');

/** chai's `expect`, as much of it as the suite uses. */
function chaiExpect(actual: unknown) {
  const fail = (what: string, wanted: unknown) => {
    throw new Error(`expected ${JSON.stringify(actual)} ${what} ${JSON.stringify(wanted)}`);
  };
  return {
    to: {
      equal: (wanted: unknown) => (actual === wanted ? undefined : fail('to equal', wanted)),
      eql: (wanted: unknown) => (isDeepStrictEqual(actual, wanted) ? undefined : fail('to deeply equal', wanted)),
      be: { lessThan: (limit: number) => ((actual as number) < limit ? undefined : fail('to be less than', limit)) },
    },
  };
}

/** Each test of the suite by name, and the error it failed with (null when it passed). */
function runSuite(factory: unknown): Map<string, string | null> {
  const tests: [string, () => void][] = [];
  const load = (id: string) => (id === 'chai' ? { expect: chaiExpect } : factory);
  // The suite is CommonJS written for mocha: `describe` runs its body at once, `it` collects.
  new Function('require', 'describe', 'it', SUITE)(
    load,
    (_name: string, body: () => void) => body(),
    (name: string, body: () => void) => tests.push([name, body]),
  );
  const results = new Map<string, string | null>();
  for (const [name, body] of tests) {
    try {
      body();
      results.set(name, null);
    } catch (error) {
      results.set(name, (error as Error).message);
    }
  }
  return results;
}

/** The suite's tests that check a reading Google does differently, with the difference that decides each. */
const GOOGLE_DIFFERS: Record<string, string> = {
  // The URL is matched as given: `/π` is not `/%CF%80`.
  'should handle Unicode and urlencoded paths': 'url-as-given',
  // A run of user-agent lines continues past `crawl-delay` lines: they make one group.
  'should parse the crawl-delay directive': 'group-run',
  'should fallback to * when a UA has no rules of its own': 'group-run',
  'should not fallback to * when a UA has rules': 'group-run',
  'should ignore version numbers in the UA string': 'group-run',
};

describe('robots-parser’s own test suite', () => {
  it('passes whole on robots-parser itself (the harness is sound)', () => {
    const results = runSuite(require('robots-parser'));
    expect(results.size).toBe(41);
    expect([...results].filter(([, error]) => error !== null)).toEqual([]);
  });

  it('passes on the drop-in but where Google reads the file differently', () => {
    const results = runSuite(robotsParser);
    expect(results.size).toBe(41);
    const failed = [...results].filter(([, error]) => error !== null).map(([name]) => name);
    expect(failed.sort()).toEqual(Object.keys(GOOGLE_DIFFERS).sort());
  });
});
