/**
 * The unit tests' global setup: when ../shared (Google's conformance suite
 * and the real-world corpus) is missing, the run ends by saying so, in one
 * block that names what did not run, rather than leaving a skipped describe
 * in the middle of the output as the only trace.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { conformanceAvailable, corpusAvailable, repoRoot, sharedDir } from './shared-data.ts';

/** The unit test files that step aside without the data (they test `…Available`). */
function filesNeeding(flag: 'conformanceAvailable' | 'corpusAvailable'): string[] {
  return readdirSync(join(repoRoot, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith('e2e'))
    .filter((f) => readFileSync(join(repoRoot, 'test', f), 'utf8').includes(flag))
    .map((f) => `test/${f}`)
    .sort();
}

/** The notice, or null when both data sets are there (`available`: what this machine has). */
export function missingSharedDataNotice(available = { conformance: conformanceAvailable, corpus: corpusAvailable }): string | null {
  const missing = [
    ...(available.conformance ? [] : [{ what: "Google's conformance suite (400 expectations)", flag: 'conformanceAvailable' as const }]),
    ...(available.corpus ? [] : [{ what: 'the real-world corpus (358 robots.txt files)', flag: 'corpusAvailable' as const }]),
  ];
  if (missing.length === 0) return null;
  const lines = [`${sharedDir} is missing, so these did NOT run:`];
  for (const { what, flag } of missing) {
    lines.push(`  ${what}, in:`, ...filesNeeding(flag).map((f) => `    ${f}`));
  }
  lines.push('A passing run here is not the whole gate: run the tests where ../shared exists (CI has it).');
  const rule = '!'.repeat(72);
  return [rule, ...lines, rule].join('\n');
}

export function teardown(): void {
  const notice = missingSharedDataNotice();
  if (notice) console.warn(`\n${notice}\n`);
}
