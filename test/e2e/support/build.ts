/**
 * Builds the extension for both browsers exactly as `npm run build` does (and
 * the pseudo-locale test build, dist-pseudo/),
 * once per test run: the Chromium and the Firefox e2e projects both need it,
 * and their global setups run in the same process.
 *
 * E2E_SKIP_BUILD=1 reuses existing builds (handy while iterating on tests).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR, FIREFOX_DIST_DIR, PSEUDO_DIST_DIR, REPO_ROOT } from './paths.ts';

const BUILT_FLAG = 'ROBOTS_LENS_E2E_BUILT';

export function buildExtensionOnce(): void {
  if (process.env[BUILT_FLAG] === '1') return;
  const haveAll = [DIST_DIR, FIREFOX_DIST_DIR, PSEUDO_DIST_DIR].every((dir) => existsSync(join(dir, 'manifest.json')));
  if (process.env.E2E_SKIP_BUILD !== '1' || !haveAll) {
    const vite = join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    // Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: without this the tests
    // would run a development build (development JSX) instead of what `npm run build` ships.
    const env = { ...process.env, NODE_ENV: 'production' };
    // The third is the pseudo-locale's test build (dist-pseudo/), never packaged.
    for (const args of [['build'], ['build', '--mode', 'firefox'], ['build', '--mode', 'pseudo']]) {
      execFileSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit', env });
    }
  }
  process.env[BUILT_FLAG] = '1';
}
