/**
 * Runs the CLI as a real process (node + tsx, from the repo root), the way a
 * person runs `npm run cli -- …`, and collects its exit code and output.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../support/shared-data.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: readonly string[], stdin: string | Uint8Array = ''): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
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
