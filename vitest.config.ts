import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
          exclude: ['test/e2e/**', '**/node_modules/**'],
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
    ],
  },
});
