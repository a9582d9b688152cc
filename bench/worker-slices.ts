/**
 * How long the worker is held at one time while it decides a hostile page:
 * the badge's work for a 680,000-character URL against the 28,000-rule file
 * whose every 3-letter window occurs in it (bench/adversarial.ts), done as
 * the worker does it (src/worker/index.ts): settleVerdict() in slices with a
 * macrotask between them, then the brief verdict the badge paints. Each
 * stretch between two pauses is a time the worker could not answer another
 * tab; the longest is the figure (the goal is ≤ 50 ms). Each stretch is
 * timed twice: on the wall clock, and in CPU time (process.cpuUsage) — on a
 * machine other processes share, the wall clock also counts the time the
 * process waited for a core, which the browser's worker would not.
 *
 * Three checks in a row, as a flood of pushes brings them: the first on a
 * file parsed just now (its piece automaton is built in slices too), then two
 * more, each on a different URL of the same length. Parsing the body is
 * timed apart: it is one step, once per fetched file.
 *
 * `npx tsx bench/worker-slices.ts` prints them; `npm run bench` reports the
 * 50 ms target from `workerSliceFigures()`.
 */
import { findProfile, utf8Bytes } from '../src/core/index.ts';
import { recordAfterFetch } from '../src/robots/record-update.ts';
import { ParsedModels, settleVerdict, verdictForRecord } from '../src/robots/verdict-for-record.ts';
import { distinctPiecesFile, trigramsUrl } from './adversarial.ts';
import { okSnapshot } from './ok-snapshot.ts';

const T0 = 1_700_000_000_000;
const SLICE_URL_LENGTH = 680_000;

export interface CheckSlices {
  /** ms: the longest stretch without a pause, the verdict painted after the slices included. */
  longestMs: number;
  /** ms: the same in CPU time. */
  longestCpuMs: number;
  /** ms: settleVerdict()'s own longest slice, and how many slices it took. */
  longestSliceMs: number;
  slices: number;
  /** ms: verdictForRecord(…, brief) after the slices (it finds the matching done). */
  verdictMs: number;
  /** ms: from the first slice to the verdict, pauses included. */
  totalMs: number;
  allowed: boolean;
}

export interface WorkerSliceFigures {
  urlLength: number;
  rules: number;
  /** ms: decoding and parsing the 504 KB body, one step (wall clock, CPU time). */
  parseMs: number;
  parseCpuMs: number;
  checks: CheckSlices[];
  /** ms: the longest stretch of all checks (wall clock, CPU time). */
  longestMs: number;
  longestCpuMs: number;
}

/** CPU time (user and system) since `since`, in ms. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One check as the badge does it: slices with a macrotask between them, then the verdict. */
async function check(record: Parameters<typeof settleVerdict>[0], url: string, models: ParsedModels): Promise<CheckSlices> {
  const profile = findProfile('gptbot');
  if (!profile) throw new Error('no gptbot profile');
  const lengths: number[] = [];
  const cpu: number[] = [];
  let began = performance.now();
  let cpuBegan = process.cpuUsage();
  const start = began;
  await settleVerdict(
    record,
    url,
    profile,
    T0,
    async () => {
      lengths.push(performance.now() - began);
      cpu.push(cpuMs(cpuBegan));
      await nextTask();
      began = performance.now();
      cpuBegan = process.cpuUsage();
    },
    () => false,
    models,
  );
  // The verdict is worked out in the same task as the last slice, as the worker does.
  const verdictStart = performance.now();
  const verdict = verdictForRecord(record, url, profile, T0, { diagnostics: false, brief: true, models });
  const end = performance.now();
  lengths.push(end - began);
  cpu.push(cpuMs(cpuBegan));
  return {
    longestMs: Math.max(...lengths),
    longestCpuMs: Math.max(...cpu),
    longestSliceMs: Math.max(...lengths.slice(0, -1), verdictStart - began),
    slices: lengths.length,
    verdictMs: end - verdictStart,
    totalMs: end - start,
    allowed: verdict.state === 'allowed',
  };
}

export async function workerSliceFigures(): Promise<WorkerSliceFigures> {
  const body = utf8Bytes(distinctPiecesFile());
  const snapshot = okSnapshot('https://www.example-shop.com/robots.txt', body, T0);
  const record = recordAfterFetch(null, 'https://www.example-shop.com', snapshot);
  const models = new ParsedModels(2);
  const parseStart = performance.now();
  const parseCpu = process.cpuUsage();
  models.for(snapshot);
  const parseCpuMs = cpuMs(parseCpu);
  const parseMs = performance.now() - parseStart;
  const base = trigramsUrl(SLICE_URL_LENGTH);
  const checks: CheckSlices[] = [];
  // A different address each time (a pushState flood), the same length.
  for (const suffix of ['', 'b', 'c']) checks.push(await check(record, base.slice(0, base.length - suffix.length) + suffix, models));
  return {
    urlLength: base.length,
    rules: 28_000,
    parseMs,
    parseCpuMs,
    checks,
    longestMs: Math.max(...checks.map((c) => c.longestMs)),
    longestCpuMs: Math.max(...checks.map((c) => c.longestCpuMs)),
  };
}

export function describeWorkerSlices(f: WorkerSliceFigures): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const lines = [
    `One check of a ${f.urlLength.toLocaleString('en')}-character URL against ${f.rules.toLocaleString('en')} rules, as the worker's badge does it:`,
    `  parsing the 504 KB body (one step, once per fetched file): ${ms(f.parseMs)} (CPU ${ms(f.parseCpuMs)})`,
  ];
  f.checks.forEach((c, i) => {
    lines.push(
      `  check ${i + 1}${i === 0 ? ' (automaton built now)' : ''}: longest stretch ${ms(c.longestMs)} (CPU ${ms(c.longestCpuMs)}) ` +
        `(slices: ${c.slices}, longest ${ms(c.longestSliceMs)}; verdict after them ${ms(c.verdictMs)}), ` +
        `${ms(c.totalMs)} in all, ${c.allowed ? 'allowed' : 'disallowed'}`,
    );
  });
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${describeWorkerSlices(await workerSliceFigures())}\n`);
}
