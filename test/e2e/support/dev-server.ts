/**
 * `npm run dev` in a scratch copy of the sources: the dev-mode test edits
 * source files, and must never leave an edit behind in the repository, even
 * when it is killed halfway. The copy shares node_modules through a symlink.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** What the dev server reads: the sources, the manifest, the build config and what it imports. */
const COPIED = ['src', 'public', 'scripts/lib', 'manifest.json', 'package.json', 'vite.config.ts'];

export interface DevServer {
  /** The scratch copy: edit sources here. */
  root: string;
  /** The unpacked extension the dev server wrote (load it in Chromium). */
  extensionDir: string;
  port: number;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * node_modules as a folder of links to the repository's packages, not one link
 * to the folder: Vite keeps its dependency cache in node_modules/.vite, and the
 * copy's cache must not replace the one `npm run dev` uses in the repository.
 */
function linkPackages(root: string): void {
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(REPO_ROOT, 'node_modules'))) {
    if (name === '.vite' || name === '.cache') continue;
    symlinkSync(join(REPO_ROOT, 'node_modules', name), join(modules, name));
  }
}

export async function startDevServer(timeoutMs = 30_000): Promise<DevServer> {
  const root = mkdtempSync(join(tmpdir(), 'robots-lens-dev-'));
  for (const path of COPIED) cpSync(join(REPO_ROOT, path), join(root, path), { recursive: true });
  // Vite reads the tsconfig files (and those they reference) to transform the sources.
  for (const name of readdirSync(REPO_ROOT)) if (/^tsconfig.*\.json$/.test(name)) cpSync(join(REPO_ROOT, name), join(root, name));
  linkPackages(root);
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), '--clearScreen', 'false'],
    {
      cwd: root,
      // NODE_ENV=test (set by vitest) would be kept by Vite; the dev server runs as `npm run dev` does.
      env: { ...process.env, NODE_ENV: 'development', DEV_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  // CRXJS names the folder to load once it has written the manifest there.
  let extensionDir: string | null = null;
  while (extensionDir === null) {
    const named = /Load (\S+) as unpacked extension/.exec(output.replace(/\x1b\[[0-9;]*m/g, ''))?.[1];
    if (named && existsSync(join(resolvePath(root, named), 'manifest.json'))) extensionDir = resolvePath(root, named);
    else if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the dev server did not start:\n${output}`);
    } else await new Promise((r) => setTimeout(r, 100));
  }
  return { root, extensionDir, port, output: () => output, stop };
}
