/**
 * Runs once before the Firefox e2e files: builds the extension (unless the
 * Chromium e2e setup already did in this run), starts one headless Firefox
 * ESR with dist-firefox/ installed, and hands its BiDi endpoint to the files.
 */
import type { TestProject } from 'vitest/node';
import { buildExtensionOnce } from '../../e2e/support/build.ts';
import { resetMetricsOncePerRun } from '../../e2e/support/metrics.ts';
import { FIREFOX_DIST_DIR } from '../../e2e/support/paths.ts';
import { ensureFirefox, startFirefox } from './firefox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    firefoxEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executable = ensureFirefox();
  buildExtensionOnce();
  resetMetricsOncePerRun();
  const running = await startFirefox(executable, FIREFOX_DIST_DIR);
  project.provide('firefoxEndpoint', running.wsEndpoint);
  return () => running.stop();
}
