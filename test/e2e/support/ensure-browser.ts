/**
 * The browser an e2e project drives: its path, installed from Debian when it
 * is missing and we are root on CI, else an error that says how to get it.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface NeededBrowser {
  /** "Chromium", "Firefox". */
  name: string;
  path: string;
  /** The variable that points at another binary; set, nothing is installed. */
  envVar: string;
  debianPackage: string;
  /** What needs it, e.g. "the end-to-end tests". */
  neededBy: string;
  /** The error when it is missing and cannot be installed: where to get it, on one line. */
  howToGet: string;
}

/**
 * Thrown when the browser is missing. A project's global setup catches it and
 * hands its message to the test files (`browserMissing`), so the unit tests
 * still run and each browser test fails with that one line, instead of the
 * whole run stopping before any test.
 */
export class BrowserMissing extends Error {
  override name = 'BrowserMissing';
}

/** The message the files report when their browser is missing; '' when it is there. */
export function missingBrowserMessage(check: () => unknown): string {
  try {
    check();
    return '';
  } catch (error) {
    if (error instanceof BrowserMissing) return error.message;
    throw error;
  }
}

export function ensureBrowser({ name, path, envVar, debianPackage, neededBy, howToGet }: NeededBrowser): string {
  if (existsSync(path)) return path;
  const root = process.getuid?.() === 0;
  if (process.env.CI === 'true' && root && !process.env[envVar]) {
    console.log(`${name} is missing: installing Debian’s ${debianPackage} for ${neededBy}`);
    execSync(`apt-get update && apt-get install -y ${debianPackage}`, { stdio: 'inherit' });
    if (existsSync(path)) return path;
  }
  throw new BrowserMissing(howToGet);
}
