import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pseudoCatalog } from './scripts/lib/pseudo-catalog.ts';

export default defineConfig({
  // The pseudo-locale's catalog (a virtual module the worker bundles), so tests can render it too.
  plugins: [pseudoCatalog({ root: fileURLToPath(new URL('.', import.meta.url)), enabled: true })],
  test: {
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**', 'test/e2e-firefox/**', '**/node_modules/**'],
          // Without ../shared the run ends saying which suites did not run (they step aside rather than fail).
          globalSetup: ['test/support/shared-data-notice.ts'],
          // A worker per core. Vitest's default leaves one core to itself, which on a two-core machine runs the
          // files one at a time while the main process transforms modules and CLI tests wait on their processes.
          maxWorkers: '100%',
        },
      },
      {
        // The built extension in one shared headless Chromium (see test/e2e/support/global-setup.ts).
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/support/global-setup.ts'],
          // One browser and one settings store: files take turns; slow cases run concurrently inside a file.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // After the unit tests, so they do not compete with the browser for the CPU (and the timings mean something).
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The Firefox build in one shared headless Firefox ESR over WebDriver BiDi (see test/e2e-firefox/support/).
        extends: true,
        test: {
          name: 'e2e-firefox',
          include: ['test/e2e-firefox/**/*.test.ts'],
          globalSetup: ['test/e2e-firefox/support/global-setup.ts'],
          // Firefox takes one BiDi session at a time: files take turns.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // After the Chromium e2e, never beside it: two browsers on two cores would skew both runs' timings.
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
