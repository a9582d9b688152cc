/**
 * `npm start`: serves the demo site on 127.0.0.1 and opens Chromium with the
 * freshly built extension (dist/) in a throw-away profile. Without a browser
 * or a display it prints how to load dist/ by hand and keeps serving the demo
 * site until Ctrl-C.
 *
 * Environment: DEMO_PORT (default 8347, any free port if taken),
 * CHROMIUM_PATH (a Chromium binary; branded Google Chrome ignores
 * --load-extension since version 137, so it is not picked automatically).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoSite, type DemoSite } from './demo-site.ts';
import { repoRoot } from './lib/paths.ts';
import { chromiumFlags } from './lib/chromium-flags.ts';

const dist = join(repoRoot, 'dist');
const firefoxManifest = join(repoRoot, 'dist-firefox', 'manifest.json');

const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((p) => existsSync(p)) ?? null;
}

function hasDisplay(): boolean {
  if (process.platform !== 'linux') return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

async function listen(): Promise<DemoSite> {
  const wanted = Number(process.env.DEMO_PORT ?? 8347);
  try {
    return await startDemoSite(wanted);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
      console.log(`Port ${wanted} is taken; using a free one.`);
      return startDemoSite(0);
    }
    throw error;
  }
}

function printManualSteps(site: DemoSite, why: string): void {
  console.log(`
${why}
Load the extension by hand:
  1. Open chrome://extensions in Chrome or Chromium
  2. Turn on "Developer mode" (top right)
  3. Click "Load unpacked" and pick ${dist}
  4. Pin Robots Lens (puzzle-piece menu → pin), then open ${site.origin}/
Firefox: open about:debugging#/runtime/this-firefox → "Load Temporary Add-on…" → pick ${firefoxManifest}
  (built by \`npm run build\`).

Serving the demo site at ${site.origin}/ until you press Ctrl-C.`);
}

function launch(browserPath: string, site: DemoSite): ChildProcess {
  const profile = mkdtempSync(join(tmpdir(), 'robots-lens-profile-'));
  const flags = [
    ...chromiumFlags(),
    `--user-data-dir=${profile}`,
    `--disable-extensions-except=${dist}`,
    `--load-extension=${dist}`,
    `${site.origin}/`,
  ];
  const child = spawn(browserPath, flags, { stdio: 'ignore' });
  child.once('exit', () => rmSync(profile, { recursive: true, force: true }));
  return child;
}

async function main(): Promise<void> {
  if (!existsSync(join(dist, 'manifest.json'))) {
    console.error('dist/ is not built: run `npm start` (which builds first) or `npm run build`.');
    process.exit(1);
  }
  const site = await listen();
  const browserPath = findChromium();
  let browser: ChildProcess | null = null;

  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    if (browser && browser.exitCode === null) browser.kill();
    void site.close().then(() => process.exit(code));
  };
  process.once('SIGINT', () => stop(0));
  process.once('SIGTERM', () => stop(0));

  if (!browserPath) {
    printManualSteps(site, 'No Chromium found (set CHROMIUM_PATH to use one).');
    return;
  }
  if (!hasDisplay()) {
    printManualSteps(site, 'No display ($DISPLAY is not set), so no browser window can open.');
    return;
  }
  const startedAt = Date.now();
  browser = launch(browserPath, site);
  browser.once('error', (error) => printManualSteps(site, `Could not start ${browserPath}: ${error.message}`));
  browser.once('exit', (code) => {
    if (code && Date.now() - startedAt < 10_000) {
      // It never came up (no usable display, a broken profile...): the demo site is still useful.
      printManualSteps(site, `Chromium exited at once (exit code ${code}).`);
      return;
    }
    console.log('Chromium closed; stopping the demo site.');
    stop(0);
  });
  console.log(`Opened Chromium (${browserPath}) with Robots Lens loaded from ${dist}.
Demo site: ${site.origin}/  (pin Robots Lens from the puzzle-piece menu, then click it on each demo page)
Close the browser or press Ctrl-C to stop.`);
}

await main();
