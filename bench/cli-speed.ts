/**
 * The built `robots-lens` command's speed, process start included, as a
 * person or a script meets it (dist-cli/robots-lens.mjs, built first):
 *
 * - `--help`: wall time per start (median of 15);
 * - `batch` and `urls --robots` against one ~500 KiB file, JSON lines in and
 *   out: lines per second once started (the median run of 200,000 lines
 *   minus the median short run, 3 of each; the short run asks once for each
 *   crawler, so start-up, the file's parse and its rule sets' indexes are not
 *   counted per line);
 * - the 20,000-check job against the same file, end to end: our `batch`
 *   (Googlebot, with its own 1,800-rule group, and GPTBot, which falls back
 *   to the 13,000-rule `*` group, in turn) beside robots-parser in a process
 *   of its own doing the same (read the file once, answer each JSON line
 *   with a JSON line); medians of 6 runs of ours and 3 of robots-parser,
 *   taken in turn.
 *
 * Run on its own with `tsx bench/cli-speed.ts`; `npm run bench` includes it.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli, CLI_OUTFILE } from '../scripts/build-cli.ts';
import { DEFAULT_SHAPE, generateRobots, generateUrls } from './generate-robots.ts';

const here = dirname(fileURLToPath(import.meta.url));
const ROBOTS_PARSER_JOB = resolve(here, 'robots-parser-job.mjs');

/** Lines per second once started, by wall time and by CPU time (null without /usr/bin/time). */
export interface LineRate {
  wall: number;
  cpu: number | null;
  wallMs: number;
}

export interface CliSpeed {
  /** `--help`: median and fastest wall time, median CPU time (null without /usr/bin/time). */
  helpMs: number;
  helpBestMs: number;
  helpCpuMs: number | null;
  batch: LineRate;
  urls: LineRate;
  job: { checks: number; ours: Timed; robotsParser: Timed; agree: boolean };
  problems: string[];
}

export interface Timed {
  /** Wall time. */
  ms: number;
  /** CPU time (user + system) of the process, from /usr/bin/time; null without it. */
  cpuMs: number | null;
  stdout: string;
  code: number | null;
}

const TIME = '/usr/bin/time';

/**
 * Runs a command as a shell would with `< input > output`: stdin and stdout
 * are files the child reads and writes itself, so this process does no work
 * while it runs (piping 2.6 MB through here took a core from a 2-core
 * machine, and the command's own compiler threads with it). Its stdout is
 * kept only when asked (200,000 lines are not). CPU time is measured too: on
 * a shared machine the wall time counts other people's processes, the CPU
 * time only this one's.
 */
export function timed(command: string, args: readonly string[], stdinFile: string | null, keep = false): Promise<Timed> {
  const scratch = join(tmpdir(), `robots-lens-run-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const cpuFile = existsSync(TIME) ? `${scratch}.time` : null;
  const outFile = `${scratch}.out`;
  const stdin = openSync(stdinFile ?? '/dev/null', 'r');
  const stdout = keep ? openSync(outFile, 'w') : 'ignore';
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const [file, argv] = cpuFile ? [TIME, ['-o', cpuFile, '-f', '%U %S', command, ...args]] : [command, [...args]];
    const child = spawn(file, argv, { stdio: [stdin, stdout, 'inherit'] });
    const cleanUp = () => {
      closeSync(stdin);
      if (typeof stdout === 'number') closeSync(stdout);
    };
    child.on('error', (error) => {
      cleanUp();
      reject(error);
    });
    child.on('close', (code) => {
      const ms = performance.now() - started;
      cleanUp();
      let cpuMs: number | null = null;
      if (cpuFile) {
        const [user, system] = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
        cpuMs = ((user ?? 0) + (system ?? 0)) * 1000;
        rmSync(cpuFile, { force: true });
      }
      const out = keep ? readFileSync(outFile, 'utf8') : '';
      rmSync(outFile, { force: true });
      resolvePromise({ ms, cpuMs, stdout: out, code });
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs of each rate's long and short input. */
const RATE_RUNS = 3;
/** Rounds of the 20,000-check job: ours twice and robots-parser once in each. */
const JOB_ROUNDS = 3;

/** The median wall time and the median CPU time of some runs (each on its own), with the first run's output. */
export function medianRun(runs: Timed[]): Timed {
  const cpu = runs.every((r) => r.cpuMs !== null) ? median(runs.map((r) => r.cpuMs!)) : null;
  return { ms: median(runs.map((r) => r.ms)), cpuMs: cpu, stdout: runs[0]!.stdout, code: runs.find((r) => r.code !== 0)?.code ?? 0 };
}

export async function measureCliSpeed(lines = 200_000, checks = 20_000): Promise<CliSpeed> {
  await buildCli();
  const problems: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'robots-lens-cli-speed-'));
  try {
    const robots = generateRobots(DEFAULT_SHAPE);
    const robotsFile = join(dir, 'robots.txt');
    writeFileSync(robotsFile, robots.text);
    const urls = generateUrls(robots, 5_000, 300);
    const profiles = ['googlebot', 'gptbot', 'bingbot', 'googlebot-image'];
    const write = (name: string, count: number, line: (i: number) => string) => {
      const path = join(dir, name);
      writeFileSync(path, Array.from({ length: count }, (_, i) => line(i)).join('\n') + '\n');
      return path;
    };
    const batchLine = (i: number) => JSON.stringify({ robotstxt_file: robotsFile, url: urls[i % urls.length], profile: profiles[i % 4] });
    const urlLine = (i: number) => JSON.stringify({ url: urls[i % urls.length] });
    const batchLong = write('batch.jsonl', lines, batchLine);
    // The short batch run asks once for each profile, so that both rule sets
    // (the Googlebot group's and the * group's) are built in it too: setting
    // up is not per-line work.
    const batchShort = write('batch-short.jsonl', profiles.length, batchLine);
    const urlsLong = write('urls.jsonl', lines, urlLine);
    const urlsShort = write('urls-short.jsonl', 1, urlLine);
    const jobInput = write('job.jsonl', checks, (i) =>
      JSON.stringify({ robotstxt_file: robotsFile, url: urls[i % urls.length], useragent: i % 2 ? 'GPTBot' : 'Googlebot' }),
    );

    const node = process.execPath;
    const helpRuns: Timed[] = [];
    for (let i = 0; i < 15; i++) helpRuns.push(await timed(node, [CLI_OUTFILE, '--help'], null));
    const help = helpRuns.map((r) => r.ms);
    const helpCpu = helpRuns.every((r) => r.cpuMs !== null) ? median(helpRuns.map((r) => r.cpuMs!)) : null;

    // A short run is at the mercy of whatever else the machine does for those
    // few hundred milliseconds: each figure is a median of several runs,
    // taken in turn with the runs it is compared with.
    const rate = async (long: string, short: string, shortLines: number, args: string[]) => {
      const shorts: Timed[] = [];
      const fulls: Timed[] = [];
      for (let i = 0; i < RATE_RUNS; i++) {
        shorts.push(await timed(node, [CLI_OUTFILE, ...args], short));
        fulls.push(await timed(node, [CLI_OUTFILE, ...args], long));
      }
      for (const full of fulls) if (full.code !== 0) problems.push(`${args[0]} exited ${full.code}`);
      const wallMs = median(fulls.map((r) => r.ms));
      const cpuOf = (runs: Timed[]) => (runs.every((r) => r.cpuMs !== null) ? median(runs.map((r) => r.cpuMs!)) : null);
      const [fullCpu, shortCpu] = [cpuOf(fulls), cpuOf(shorts)];
      const extra = lines - shortLines;
      const cpu = fullCpu !== null && shortCpu !== null ? extra / ((fullCpu - shortCpu) / 1000) : null;
      return { wall: extra / ((wallMs - median(shorts.map((r) => r.ms))) / 1000), cpu, wallMs };
    };
    const batch = await rate(batchLong, batchShort, profiles.length, ['batch']);
    const urlsRate = await rate(urlsLong, urlsShort, 1, ['urls', '-', '--robots', robotsFile, '--json', '--crawler', 'Googlebot']);

    // Ours takes well under a second, robots-parser several: ours is run twice as often, in turn with it.
    const oursRuns: Timed[] = [];
    const theirsRuns: Timed[] = [];
    for (let round = 0; round < JOB_ROUNDS; round++) {
      oursRuns.push(await timed(node, [CLI_OUTFILE, 'batch'], jobInput, true));
      theirsRuns.push(await timed(node, [ROBOTS_PARSER_JOB], jobInput, true));
      oursRuns.push(await timed(node, [CLI_OUTFILE, 'batch'], jobInput, true));
    }
    const ours = medianRun(oursRuns);
    const theirs = medianRun(theirsRuns);
    const oursAllowed = oursRuns[0]!.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { allowed: boolean }).allowed);
    const theirsAllowed = theirsRuns[0]!.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { allowed: boolean }).allowed);
    if (oursAllowed.length !== checks || theirsAllowed.length !== checks) {
      problems.push(`the 20,000-check job answered ${oursAllowed.length} (ours) and ${theirsAllowed.length} (robots-parser) lines`);
    }
    for (const run of oursRuns)
      if (run.stdout !== oursRuns[0]!.stdout) problems.push('two runs of the 20,000-check job answered differently');
    // robots-parser reads some rules differently from Google (bench/run.ts counts how often): report, do not fail.
    const agree = oursAllowed.every((a, i) => a === theirsAllowed[i]);
    return {
      helpMs: median(help),
      helpBestMs: Math.min(...help),
      helpCpuMs: helpCpu,
      batch,
      urls: urlsRate,
      job: { checks, ours: { ...ours, stdout: '' }, robotsParser: { ...theirs, stdout: '' }, agree },
      problems,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const s = await measureCliSpeed();
  console.log(JSON.stringify(s, null, 2));
}
