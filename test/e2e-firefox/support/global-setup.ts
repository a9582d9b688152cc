/**
 * Runs once before the Firefox e2e files: builds the extension (unless the
 * Chromium e2e setup already did in this run), starts one headless Firefox
 * ESR with dist-firefox/ installed, and hands its BiDi endpoint to the files.
 */
import type { TestProject } from 'vitest/node';
import { buildExtensionOnce } from '../../e2e/support/build.ts';
import { missingBrowserMessage } from '../../e2e/support/ensure-browser.ts';
import { resetMetricsOncePerRun } from '../../e2e/support/metrics.ts';
import { FIREFOX_DIST_DIR } from '../../e2e/support/paths.ts';
import { ensureFirefox, startFirefox } from './firefox.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    firefoxEndpoint: string;
    /** Why Firefox is not there ('' when it is): each Firefox test fails with it, the other tests still run. */
    firefoxMissing: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let executable = '';
  const missing = missingBrowserMessage(() => {
    executable = ensureFirefox();
  });
  project.provide('firefoxMissing', missing);
  if (missing) return async () => {};
  buildExtensionOnce();
  resetMetricsOncePerRun();
  const running = await startFirefox(executable, FIREFOX_DIST_DIR);
  project.provide('firefoxEndpoint', running.wsEndpoint);
  return () => running.stop();
}
