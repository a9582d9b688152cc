import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DIST_DIR = join(REPO_ROOT, 'dist');
export const FIREFOX_DIST_DIR = join(REPO_ROOT, 'dist-firefox');
/** The Chrome build with the pseudo-locale (`vite build --mode pseudo`), for test/e2e/pseudo-locale.test.ts only. */
export const PSEUDO_DIST_DIR = join(REPO_ROOT, 'dist-pseudo');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'artifacts');
export const METRICS_FILE = join(ARTIFACTS_DIR, 'e2e-metrics.json');
/** What the e2e run's builds printed (test/e2e/support/build.ts). */
export const BUILD_LOG_FILE = join(ARTIFACTS_DIR, 'build-log.json');
