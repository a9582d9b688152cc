/**
 * Builds the extension for both browsers exactly as `npm run build` does (and
 * the pseudo-locale test build, dist-pseudo/),
 * once per test run: the Chromium and the Firefox e2e projects both need it,
 * and their global setups run in the same process.
 *
 * E2E_SKIP_BUILD=1 reuses existing builds (handy while iterating on tests).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS_DIR, BUILD_LOG_FILE, DIST_DIR, FIREFOX_DIST_DIR, PSEUDO_DIST_DIR, REPO_ROOT } from './paths.ts';

/** What one build printed at --logLevel warn: nothing, unless it warned (test/e2e/build-output.test.ts reads it). */
export interface BuildLog {
  args: string[];
  output: string;
}

const BUILT_FLAG = 'ROBOTS_LENS_E2E_BUILT';

export function buildExtensionOnce(): void {
  if (process.env[BUILT_FLAG] === '1') return;
  const haveAll = [DIST_DIR, FIREFOX_DIST_DIR, PSEUDO_DIST_DIR].every((dir) => existsSync(join(dir, 'manifest.json')));
  if (process.env.E2E_SKIP_BUILD !== '1' || !haveAll) {
    const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    // Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: without this the tests
    // would run a development build (development JSX) instead of what `npm run build` ships.
    const env = { ...process.env, NODE_ENV: 'production' };
    const logs: BuildLog[] = [];
    // The third is the pseudo-locale's test build (dist-pseudo/), never packaged.
    for (const args of [['build'], ['build', '--mode', 'firefox'], ['build', '--mode', 'pseudo']]) {
      const run = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], { cwd: REPO_ROOT, env, encoding: 'utf8' });
      // Shown as before, and kept: a build that warns fails build-output.test.ts.
      process.stdout.write(run.stdout);
      process.stderr.write(run.stderr);
      if (run.status !== 0) throw new Error(`vite ${args.join(' ')} failed (exit code ${run.status}): ${run.error?.message ?? run.stderr}`);
      logs.push({ args, output: run.stdout + run.stderr });
    }
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    writeFileSync(BUILD_LOG_FILE, `${JSON.stringify(logs, null, 2)}\n`);
  }
  process.env[BUILT_FLAG] = '1';
}
