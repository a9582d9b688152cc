/**
 * Runs once before the e2e files: builds the extension (Chrome and Firefox)
 * exactly as `npm run build` does, starts one headless Chromium with dist/
 * loaded, and hands its DevTools endpoint and the extension id to the files.
 *
 * E2E_SKIP_BUILD=1 reuses an existing dist/ (handy while iterating on tests).
 */
import type { TestProject } from 'vitest/node';
import { buildExtensionOnce } from './build.ts';
import { ensureChromium, extensionIdOf, startChromium } from './chromium.ts';
import { missingBrowserMessage } from './ensure-browser.ts';
import { resetMetricsOncePerRun } from './metrics.ts';
import { DIST_DIR } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    cdpEndpoint: string;
    extensionId: string;
    /** Why Chromium is not there ('' when it is): each browser test fails with it, the unit tests still run. */
    chromiumMissing: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let executable = '';
  const missing = missingBrowserMessage(() => {
    executable = ensureChromium();
  });
  project.provide('chromiumMissing', missing);
  if (missing) return async () => {};
  buildExtensionOnce();
  resetMetricsOncePerRun();

  const running = await startChromium(executable, DIST_DIR);
  try {
    project.provide('cdpEndpoint', running.wsEndpoint);
    project.provide('extensionId', await extensionIdOf(running.wsEndpoint));
  } catch (error) {
    await running.stop();
    throw new Error(
      `The extension in ${DIST_DIR} did not start its service worker in Chromium: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return () => running.stop();
}
