/**
 * Runs the CLI as a real process (node + tsx, from the repo root), the way a
 * person runs `npm run cli -- …`, and collects its exit code and output.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

function cliArgs(args: readonly string[]): string[] {
  return ['--import', 'tsx', 'src/cli/main.ts', ...args];
}

/**
 * `stdin`: text or bytes to pipe in, or `{ file }` to give the CLI that file
 * (e.g. /dev/zero) as its stdin, as the shell's `< file` does.
 */
export function runCli(args: readonly string[], stdin: string | Uint8Array | { file: string } = ''): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const fd = typeof stdin === 'object' && 'file' in stdin ? openSync(stdin.file, 'r') : null;
    const child = spawn(process.execPath, cliArgs(args), { cwd: repoRoot, stdio: [fd ?? 'pipe', 'pipe', 'pipe'] });
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
