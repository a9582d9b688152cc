/**
 * Finding (and on CI installing) Chromium, and starting it headless with the
 * built extension loaded and a DevTools endpoint that every e2e test file
 * connects to, so the whole run shares one browser and one profile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_QUIET_FLAGS } from '../../../scripts/lib/chromium-flags.ts';
import { ensureBrowser } from './ensure-browser.ts';

/**
 * Names that stand for a public site, its CDN and an intranet host in the
 * redirect tests. The test browser resolves them to 127.0.0.1, so the
 * extension sees public-looking and private-looking names while every packet
 * stays on loopback; any other `.test` name fails without a DNS query.
 * `.test` is reserved for testing (RFC 6761): never a real site.
 */
export const TEST_HOSTS = { public: 'robots-public.test', cdn: 'cdn.robots-public.test', intranet: 'intranet' } as const;

const HOST_RESOLVER_RULES = [...Object.values(TEST_HOSTS).map((host) => `MAP ${host} 127.0.0.1`), 'MAP *.test ~NOTFOUND'].join(', ');

/** The quiet flags, always without the sandbox (the tests run as root in CI), and the test host names. */
export const CHROMIUM_FLAGS = ['--no-sandbox', ...CHROMIUM_QUIET_FLAGS, `--host-resolver-rules=${HOST_RESOLVER_RULES}`] as const;

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Chromium's path; installs Debian's chromium when it is missing and we are root on CI, else explains. */
export function ensureChromium(): string {
  const path = chromiumPath();
  return ensureBrowser({
    name: 'Chromium',
    path,
    envVar: 'CHROMIUM_PATH',
    debianPackage: 'chromium',
    neededBy: 'the end-to-end tests',
    howToGet: `No Chromium at ${path}: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary (branded Google Chrome 137+ ignores --load-extension and cannot run these tests).`,
  });
}

export interface RunningChromium {
  wsEndpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts headless Chromium with `extensionDir` loaded, in a fresh profile, showing `startUrl` in its first tab. */
export async function startChromium(executable: string, extensionDir: string, startUrl = 'about:blank'): Promise<RunningChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'robots-lens-e2e-'));
  const child = spawn(
    executable,
    [
      '--headless',
      ...CHROMIUM_FLAGS,
      `--user-data-dir=${profile}`,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      startUrl,
    ],
    // Its own process group, so stopping it stops its helper processes too.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  // A test run that ends abruptly must not leave a browser behind (it no longer shares our process group).
  const killOnExit = () => signalGroup('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    // Helpers that outlive the browser process would keep writing into the profile.
    signalGroup('SIGKILL');
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (error) {
      console.warn(`Could not remove Chromium's temporary profile ${profile}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  try {
    let stderr = '';
    const onData = (chunk: Buffer) => {
      stderr += chunk.toString();
    };
    child.stderr?.on('data', onData);
    const wsEndpoint = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${stderr}`)), 30_000);
      child.stderr?.on('data', () => {
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(stderr);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (code ${String(code)}) before it was ready:\n${stderr}`));
      });
    });
    // Stop collecting, but keep draining stderr so Chromium never blocks on a full pipe.
    child.stderr?.removeAllListeners('data');
    child.stderr?.resume();
    return { wsEndpoint, process: child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The id of the extension whose service worker starts in the Chromium at `wsEndpoint`. */
export async function extensionIdOf(wsEndpoint: string): Promise<string> {
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
