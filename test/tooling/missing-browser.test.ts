/**
 * A machine without Chromium or Firefox still runs the unit tests, and each
 * browser test file fails with the one line that says how to get its browser
 * (a global setup that threw used to stop the whole run: "No test files found").
 *
 * Runs vitest itself on one unit file and one file of each browser project,
 * with both browsers pointed at a path that does not exist.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

describe('npm test on a machine without the browsers', () => {
  it('runs the unit tests and fails each browser file with one line', () => {
    const run = spawnSync(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        'test/text/locale.test.ts',
        'test/e2e/bom-crlf.test.ts',
        'test/e2e-firefox/redirects.test.ts',
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        // Not CI: on CI as root the setup would install the missing browser from Debian.
        env: {
          ...process.env,
          CI: '',
          CHROMIUM_PATH: '/nonexistent/chromium',
          FIREFOX_PATH: '/nonexistent/firefox',
          E2E_SKIP_BUILD: '1',
          NO_COLOR: '1',
        },
        timeout: 120_000,
      },
    );
    const out = `${run.stdout}\n${run.stderr}`;
    expect(run.status).toBe(1);
    expect(out).toMatch(/✓ \|unit\| test\/text\/locale\.test\.ts/);
    expect(out).toContain('FAIL  |e2e| test/e2e/bom-crlf.test.ts');
    expect(out).toContain('FAIL  |e2e-firefox| test/e2e-firefox/redirects.test.ts');
    expect(out).toMatch(
      /No Chromium at \/nonexistent\/chromium: install it \(Debian\/Ubuntu: sudo apt-get install chromium\) or set CHROMIUM_PATH[^\n]*\n/,
    );
    expect(out).toMatch(/No Firefox at \/nonexistent\/firefox: install it \(Debian: sudo apt-get install firefox-esr[^\n]*\n/);
    expect(out).not.toContain('No test files found');
  });
});
