/**
 * Finding (and on CI installing) Firefox ESR, and starting it headless over
 * WebDriver BiDi with the built extension installed, for every Firefox e2e
 * test file to connect to in turn (Firefox takes one BiDi session at a time).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { ensureBrowser } from '../../e2e/support/ensure-browser.ts';

/**
 * The extension's moz-extension:// host, fixed through the pref
 * extensions.webextensions.uuids so the tests know its pages' addresses.
 */
export const EXTENSION_UUID = '5d7c9a2e-3b1f-4c6d-8e0a-9f2b4d6c8e1a';

export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;

const prefs = (geckoId: string) => ({
  'extensions.webextensions.uuids': JSON.stringify({ [geckoId]: EXTENSION_UUID }),
  // Firefox slows timers in background tabs to one a second; the harness's extension page that
  // watches the badges sits in a background tab and polls every few milliseconds.
  'dom.min_background_timeout_value': 4,
  'dom.min_background_timeout_value_without_budget_throttling': 4,
  'dom.timeout.enable_budget_timer_throttling': false,
});

/** The add-on id the built manifest declares. */
export function geckoIdOf(extensionDir: string): string {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8')) as {
    browser_specific_settings?: { gecko?: { id?: string } };
  };
  const id = manifest.browser_specific_settings?.gecko?.id;
  if (!id) throw new Error(`${extensionDir}/manifest.json names no gecko id`);
  return id;
}

export function firefoxPath(): string {
  return process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
}

/** Firefox's path; installs Debian's firefox-esr when it is missing and we are root on CI, else explains. */
export function ensureFirefox(): string {
  const path = firefoxPath();
  return ensureBrowser({
    name: 'Firefox',
    path,
    envVar: 'FIREFOX_PATH',
    debianPackage: 'firefox-esr',
    neededBy: 'the Firefox end-to-end tests',
    howToGet: `No Firefox at ${path}: install it (Debian: sudo apt-get install firefox-esr; ESR 153 or later, for WebDriver BiDi) or set FIREFOX_PATH to a Firefox binary.`,
  });
}

export interface RunningFirefox {
  wsEndpoint: string;
  stop(): Promise<void>;
}

/** Starts headless Firefox in a fresh profile, installs `extensionDir` and lets go of the BiDi session. */
export async function startFirefox(executable: string, extensionDir: string): Promise<RunningFirefox> {
  const geckoId = geckoIdOf(extensionDir);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: executable,
    headless: true,
    // Lets the harness reach the browser's own window, the one route BiDi leaves to open a moz-extension:// page.
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: prefs(geckoId),
  });
  const child = browser.process();
  const wsEndpoint = browser.wsEndpoint();
  try {
    const id = await browser.installExtension(extensionDir);
    if (id !== geckoId) throw new Error(`Firefox installed the extension as ${id}, expected ${geckoId}`);
  } catch (error) {
    await browser.close();
    throw error;
  }
  // Ends this session (Firefox keeps running) so that the test files can open theirs.
  await browser.disconnect();
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const again = await puppeteer.connect({ browserWSEndpoint: wsEndpoint, protocol: 'webDriverBiDi' });
      await again.close();
    } catch {
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    // Puppeteer removes the temporary profile once the process has exited.
    await exited;
    clearTimeout(timer);
  };
  return { wsEndpoint, stop };
}
