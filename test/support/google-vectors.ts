/**
 * The verdicts of Google's own unit tests for its C++ robots.txt library
 * (robots_test.cc in github.com/google/robotstxt, Apache-2.0): every
 * `IsUserAgentAllowed(robotstxt, useragent, url)` expectation, 145 of them,
 * recorded as data in test/fixtures/google-unit-vectors.json in the shape of
 * the conformance suite's cases (bodies in base64: some hold bytes that are
 * not UTF-8, and one line is 16 KB). `test` names the Google test the
 * expectation comes from. They ship with the repository, so they always run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './shared-data.ts';

export interface GoogleVector {
  test: string;
  robotstxt_base64: string;
  url: string;
  useragent: string;
  expected: 'ALLOWED' | 'DISALLOWED';
}

export function loadGoogleVectors(): GoogleVector[] {
  return JSON.parse(readFileSync(join(repoRoot, 'test', 'fixtures', 'google-unit-vectors.json'), 'utf8')) as GoogleVector[];
}
