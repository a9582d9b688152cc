/**
 * Runs once before the e2e files: builds the extension (Chrome and Firefox)
 * exactly as `npm run build` does, starts one headless Chromium with dist/
 * loaded, and hands its DevTools endpoint and the extension id to the files.
 *
 * E2E_SKIP_BUILD=1 reuses an existing dist/ (handy while iterating on tests).
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildExtensionOnce } from './build.ts';
import { ensureChromium, startChromium } from './chromium.ts';
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

async function extensionIdOf(wsEndpoint: string): Promise<string> {
  const browser = await chromium.connectOverCDP(wsEndpoint);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const isOurs = (url: string) => url.startsWith('chrome-extension://');
    const worker =
      context.serviceWorkers().find((w) => isOurs(w.url())) ??
      (await context.waitForEvent('serviceworker', { predicate: (w) => isOurs(w.url()), timeout: 20_000 }));
    return new URL(worker.url()).host;
  } finally {
    await browser.close();
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
