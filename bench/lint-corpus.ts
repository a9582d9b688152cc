/**
 * The linter on the whole corpus (../shared/corpus/files, 358 files): the
 * findings alone (what the popup computes) and the findings put into English
 * words (what the CLI prints), best of several rounds. Runs in `npm run bench`
 * or alone: `npx tsx bench/lint-corpus.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintRobotsTxt } from '../src/core/index.ts';
import { text } from '../src/text/bundled.ts';
import { diagnosticText } from '../src/text/lint-text.ts';

const CORPUS_DIR = resolve(fileURLToPath(import.meta.url), '..', '..', '..', 'shared', 'corpus', 'files');
const ROUNDS = 15;
/** Untimed rounds first, so both figures are taken with the code already compiled. */
const WARM_UP = 5;

export interface LintFigures {
  files: number;
  findings: number;
  /** Best round, in milliseconds of CPU time, for every file. */
  lintMs: number;
  lintAndWordsMs: number;
}

/** CPU time (user + system) of the best round: on a shared machine it moves far less than wall time. */
function best(round: () => void): number {
  for (let r = 0; r < WARM_UP; r++) round();
  let fastest = Number.POSITIVE_INFINITY;
  for (let r = 0; r < ROUNDS; r++) {
    const start = process.cpuUsage();
    round();
    const used = process.cpuUsage(start);
    fastest = Math.min(fastest, (used.user + used.system) / 1000);
  }
  return fastest;
}

/** Null when the corpus is not there. */
export function lintCorpusFigures(): LintFigures | null {
  if (!existsSync(CORPUS_DIR)) return null;
  const bodies = readdirSync(CORPUS_DIR)
    .sort()
    .map((f) => new Uint8Array(readFileSync(join(CORPUS_DIR, f))));
  let findings = 0;
  for (const b of bodies) findings += lintRobotsTxt(b).length;
  const lintMs = best(() => {
    for (const b of bodies) lintRobotsTxt(b);
  });
  const lintAndWordsMs = best(() => {
    for (const b of bodies) for (const d of lintRobotsTxt(b)) diagnosticText(text, d);
  });
  return { files: bodies.length, findings, lintMs, lintAndWordsMs };
}

export function describeLintFigures(f: LintFigures | null): string {
  if (f === null) return `  ${CORPUS_DIR} not found: not measured`;
  return (
    `  ${f.files} files, ${f.findings.toLocaleString('en')} findings: lint ${f.lintMs.toFixed(1)} ms, ` +
    `lint and English words ${f.lintAndWordsMs.toFixed(1)} ms (CPU time, best of ${ROUNDS})`
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`Linter on the corpus\n${describeLintFigures(lintCorpusFigures())}\n`);
}
