/**
 * Runs the CLI as a real process (from the repo root), the way a person runs
 * `npm run cli -- …`, and collects its exit code and output.
 *
 * The process runs src/cli/main.ts bundled into one file, once per test
 * file, rather than through tsx: the same sources and the catalogs as
 * written (no prerendered help, no precompiled catalogs), but a start no
 * longer loads tsx and compiles every source file again, which cost about
 * five times the command's own start on each of the hundred-odd runs.
 * (test/cli/built-command.test.ts checks the shipped bundle.)
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { afterAll } from 'vitest';
import { repoRoot } from '../support/shared-data.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** True when the process did not end by itself within the time allowed and was killed. */
  killed: boolean;
}

/**
 * A hung CLI (the bug some tests look for) is killed after this long, so the
 * test fails saying so (\`killed\`) before vitest's 30 s timeout, and no process is left behind.
 */
const KILL_AFTER_MS = 25_000;

let bundleDir: string | undefined;
let bundled: string | undefined;
// The test file that built the bundle removes it when its tests are done.
afterAll(() => {
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
});

/** src/cli/main.ts and all it imports as one ES module in a scratch folder, built on first use. */
function cliBundle(): string {
  if (bundled) return bundled;
  bundleDir = mkdtempSync(join(tmpdir(), 'robots-lens-cli-bundle-'));
  const outfile = join(bundleDir, 'main.mjs');
  buildSync({
    entryPoints: [join(repoRoot, 'src/cli/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // As scripts/build-cli.ts does: CommonJS dependencies (undici, yaml) require() Node's own modules.
    banner: {
      js: "import { createRequire as robotsLensRequire } from 'node:module';\nconst require = robotsLensRequire(import.meta.url);",
    },
  });
  bundled = outfile;
  return outfile;
}

function cliArgs(args: readonly string[]): string[] {
  return [cliBundle(), ...args];
}

/**
 * The environment a run gets: this process's, without the locale variables
 * that choose the command's language (src/cli/command-locale.ts), so a test
 * reads English wherever it runs, plus the ones a test sets.
 */
export function cliEnv(locale: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) delete env[name];
  return { ...env, ...locale };
}

/**
 * `stdin`: text or bytes to pipe in, or `{ file }` to give the CLI that file
 * (e.g. /dev/zero) as its stdin, as the shell's `< file` does. `locale`: the
 * locale variables to set (LANG, LC_ALL…); none by default.
 */
export function runCli(
  args: readonly string[],
  stdin: string | Uint8Array | { file: string } = '',
  locale: Readonly<Record<string, string>> = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const fd = typeof stdin === 'object' && 'file' in stdin ? openSync(stdin.file, 'r') : null;
    const child = spawn(process.execPath, cliArgs(args), { cwd: repoRoot, env: cliEnv(locale), stdio: [fd ?? 'pipe', 'pipe', 'pipe'] });
    if (fd !== null) closeSync(fd);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, KILL_AFTER_MS);
    child.stdout!.on('data', (c: Buffer) => out.push(c));
    child.stderr!.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), killed });
    });
    if (child.stdin) {
      child.stdin.on('error', () => undefined);
      child.stdin.end(stdin);
    }
  });
}

/** A CLI process to talk to line by line: write input, read each output line as it comes. */
export interface LiveCli {
  child: ChildProcessWithoutNullStreams;
  write(text: string | Uint8Array): Promise<void>;
  /** The next stdout line, or null if none comes within `waitMs` (or the output ended). */
  nextLine(waitMs?: number): Promise<string | null>;
  /** Closes stdin and waits for the exit code (killing the process if it does not exit). */
  finish(): Promise<{ code: number | null; stderr: string; rest: string }>;
}

export function startCli(args: readonly string[]): LiveCli {
  const child = spawn(process.execPath, cliArgs(args), { cwd: repoRoot, env: cliEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.on('error', () => undefined);
  let buffered = '';
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (c: string) => {
    buffered += c;
    notify();
  });
  child.stdout.on('end', () => {
    ended = true;
    notify();
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (c: string) => (stderr += c));
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));

  return {
    child,
    write: (text) => new Promise((resolve) => (child.stdin.write(text) ? resolve() : child.stdin.once('drain', () => resolve()))),
    async nextLine(waitMs = 15_000) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const nl = buffered.indexOf('\n');
        if (nl !== -1) {
          const line = buffered.slice(0, nl);
          buffered = buffered.slice(nl + 1);
          return line;
        }
        const left = deadline - Date.now();
        if (ended || left <= 0) return null;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    async finish() {
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
      const code = await exited;
      clearTimeout(timer);
      return { code, stderr, rest: buffered };
    },
  };
}

/** Writes `total` bytes of value `fill` through `write`, 1 MiB at a time, never holding them all. */
export async function writeRepeated(write: (chunk: Uint8Array) => Promise<void>, fill: number, total: number): Promise<void> {
  const piece = new Uint8Array(1024 * 1024).fill(fill);
  for (let left = total; left > 0; left -= piece.length) await write(left >= piece.length ? piece : piece.subarray(0, left));
}

/** A scratch folder for robots.txt files; `cleanup` removes it. */
export function scratchDir(): { dir: string; write: (name: string, content: string | Uint8Array) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'robots-lens-cli-'));
  return {
    dir,
    write: (name, content) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The first two lines of `check` output: the verdict and the deciding line. */
export function verdictLines(stdout: string): [string, string] {
  const [verdict = '', deciding = ''] = stdout.split('\n');
  return [verdict, deciding];
}
