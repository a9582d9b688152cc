/**
 * The library's robots-parser API against robots-parser, end to end: the
 * 20,000-check job of bench/cli-speed.ts (the same generated ~500 KiB file,
 * the same URLs, Googlebot and GPTBot in turn), each in a process of its own
 * that reads the file once, parses it, and answers each JSON line with a
 * JSON line: bench/robots-parser-job.mjs given the built package
 * (dist-lib/robots-parser.js, built first) to import, and the same script
 * importing robots-parser: the only difference is that import. Medians of 5
 * runs of ours and 3 of robots-parser, taken in turn; CPU time from
 * /usr/bin/time where it is installed.
 *
 * Run on its own with `tsx bench/library-speed.ts`; `npm run bench` includes it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildLib } from '../scripts/build-lib.ts';
import { medianRun, timed, type Timed } from './cli-speed.ts';
import { DEFAULT_SHAPE, generateRobots, generateUrls } from './generate-robots.ts';

const here = dirname(fileURLToPath(import.meta.url));
const ROBOTS_PARSER_JOB = resolve(here, 'robots-parser-job.mjs');
/** The same job script, given the built drop-in to import instead of robots-parser. */
const LIBRARY_JOB_ARGS = [ROBOTS_PARSER_JOB, pathToFileURL(resolve(here, '..', 'dist-lib', 'robots-parser.js')).href];

export interface LibrarySpeed {
  checks: number;
  robotsBytes: number;
  ours: Timed;
  robotsParser: Timed;
  /** Checks where robots-parser's verdict is not Google's (as the library gives it). */
  disagreements: number;
  problems: string[];
}

const ROUNDS = 3;

export async function measureLibrarySpeed(checks = 20_000): Promise<LibrarySpeed> {
  await buildLib();
  const problems: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'robots-lens-library-speed-'));
  try {
    const robots = generateRobots(DEFAULT_SHAPE);
    const robotsFile = join(dir, 'robots.txt');
    writeFileSync(robotsFile, robots.text);
    const urls = generateUrls(robots, 5_000, 300);
    const jobInput = join(dir, 'job.jsonl');
    writeFileSync(
      jobInput,
      Array.from({ length: checks }, (_, i) =>
        JSON.stringify({ robotstxt_file: robotsFile, url: urls[i % urls.length], useragent: i % 2 ? 'GPTBot' : 'Googlebot' }),
      ).join('\n') + '\n',
    );
    const node = process.execPath;
    const oursRuns: Timed[] = [];
    const theirsRuns: Timed[] = [];
    // Ours is the short one: run more often, in turn with robots-parser, so both meet the same machine.
    for (let round = 0; round < ROUNDS; round++) {
      oursRuns.push(await timed(node, LIBRARY_JOB_ARGS, jobInput, true));
      theirsRuns.push(await timed(node, [ROBOTS_PARSER_JOB], jobInput, true));
      if (round < ROUNDS - 1) oursRuns.push(await timed(node, LIBRARY_JOB_ARGS, jobInput, true));
    }
    const verdicts = (run: Timed) =>
      run.stdout
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { allowed: boolean }).allowed);
    const ours = verdicts(oursRuns[0]!);
    const theirs = verdicts(theirsRuns[0]!);
    if (ours.length !== checks || theirs.length !== checks) {
      problems.push(`the job answered ${ours.length} (library) and ${theirs.length} (robots-parser) lines of ${checks}`);
    }
    for (const run of [...oursRuns, ...theirsRuns]) if (run.code !== 0) problems.push(`a job exited ${run.code}`);
    for (const run of oursRuns) if (run.stdout !== oursRuns[0]!.stdout) problems.push('two runs of the library job answered differently');
    return {
      checks,
      robotsBytes: Buffer.byteLength(robots.text),
      ours: { ...medianRun(oursRuns), stdout: '' },
      robotsParser: { ...medianRun(theirsRuns), stdout: '' },
      disagreements: ours.filter((a, i) => a !== theirs[i]).length,
      problems,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const s = await measureLibrarySpeed();
  console.log(JSON.stringify(s, null, 2));
}
