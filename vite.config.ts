/**
 * Builds the extension from manifest.json with CRXJS; the popup is then built
 * on its own as one file (see scripts/lib/popup-build.ts for why).
 *
 *   vite build                  → dist/          (Chrome, MV3 service worker)
 *   vite build --mode firefox   → dist-firefox/  (Firefox, MV3 background scripts)
 *   vite build --mode pseudo    → dist-pseudo/   (Chrome, plus the pseudo-locale: for the e2e tests only, never packaged)
 *
 * `npm run build` runs both. The version always comes from package.json.
 *
 * Each `vite build` is three builds into one folder, and four plugins of ours
 * change what ships (each file in scripts/lib/ says why):
 *   1. the main build: CRXJS builds the manifest, the worker, the options page
 *      and the workbench page;
 *   2. the popup build (popupBuild, scripts/lib/popup-build.ts): the popup as
 *      one file, without the workbench's words (page-only-catalogs.ts: a popup
 *      that uses one fails the build), then named in the written manifest;
 *   3. the overlay build (overlayBuild, scripts/lib/overlay-build.ts): overlay.js,
 *      one classic script the worker injects into a page.
 * The catalog step (precompiledCatalogs, scripts/lib/precompiled-catalogs.ts)
 * runs in the main and popup builds: catalogs ship as parsed ICU trees and the
 * ICU parser stays out. The pseudo-locale step (pseudoCatalog) makes the test
 * build's pseudo catalog and is an empty module in every other build.
 *
 *   vite                        → dist-dev/      (`npm run dev`: Chrome, served by CRXJS's dev server)
 *
 * In development the popup stays in CRXJS's manifest, so CRXJS serves it like
 * the options page: both update as their sources change (HMR), and the worker
 * reloads the extension when its own sources change.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import preact from '@preact/preset-vite';
import { crx, defineManifest } from '@crxjs/vite-plugin';
import manifest from './manifest.json' with { type: 'json' };
import pkg from './package.json' with { type: 'json' };
import { overlayBuild } from './scripts/lib/overlay-build.ts';
import { popupBuild } from './scripts/lib/popup-build.ts';
import { precompiledCatalogs } from './scripts/lib/precompiled-catalogs.ts';
import { pseudoCatalog } from './scripts/lib/pseudo-catalog.ts';

/** The Firefox add-on id (what addons.mozilla.org and `web-ext` key on). */
export const GECKO_ID = 'robots-lens@robots-lens.dev';
/** The oldest Firefox this add-on is tested against. */
export const GECKO_MIN_VERSION = '142.0';

export type TargetBrowser = 'chrome' | 'firefox';

/** manifest.json as written (Chrome), or rewritten for Firefox. */
export function extensionManifest(browser: TargetBrowser) {
  const base = { ...manifest, version: pkg.version };
  if (browser === 'chrome') return base;
  const { background, ...rest } = base;
  return {
    ...rest,
    // Firefox takes no "alarms" among optional permissions; it grants it at install without asking (no warning).
    permissions: [...rest.permissions, 'alarms'],
    optional_permissions: rest.optional_permissions.filter((p) => p !== 'alarms'),
    // Firefox runs MV3 backgrounds as event pages with scripts (CRXJS adds type: module).
    background: { scripts: [background.service_worker] },
    browser_specific_settings: {
      gecko: {
        id: GECKO_ID,
        strict_min_version: GECKO_MIN_VERSION,
        // Robots Lens collects and transmits no data (Firefox asks every add-on to declare it).
        data_collection_permissions: { required: ['none' as const] },
      },
    },
  };
}

const TARGET = 'es2022';

/** The dev server's port (DEV_PORT to change it): CRXJS writes it into the dev build, so it must not move. */
const DEFAULT_DEV_PORT = 5173;

export default defineConfig(({ command, mode }) => {
  if (command === 'serve') return devConfig();
  const browser: TargetBrowser = mode === 'firefox' ? 'firefox' : 'chrome';
  const pseudo = mode === 'pseudo';
  const outDir = browser === 'firefox' ? 'dist-firefox' : pseudo ? 'dist-pseudo' : 'dist';
  const root = fileURLToPath(new URL('.', import.meta.url));
  const { action, ...rest } = extensionManifest(browser);
  const { default_popup: popupPage, ...actionWithoutPopup } = action;
  // Only the test build can choose the pseudo-locale (src/text/pseudo-locale.ts); the others drop it as dead code.
  const define = { __ROBOTS_LENS_PSEUDO__: JSON.stringify(pseudo) };
  const pseudoPlugins = () => [pseudoCatalog({ root, enabled: pseudo })];
  return {
    define,
    plugins: [
      preact(),
      // Catalog step: each catalog file ships as parsed ICU trees, and formatjs's parser is swapped for its parser-free entry.
      precompiledCatalogs(),
      // Pseudo-locale step: the pseudo catalog in the test build (--mode pseudo), an empty module otherwise.
      ...pseudoPlugins(),
      // Main build: CRXJS builds all but the popup (from a manifest without action.default_popup).
      crx({ manifest: defineManifest({ ...rest, action: actionWithoutPopup }), browser }),
      // Popup build, after the main one is written: the popup as one file, with the catalog step and the
      // page-only catalogs step (workbench words left out; a popup that uses one fails), named in the manifest.
      popupBuild({ root, outDir, page: popupPage, target: TARGET, define, plugins: pseudoPlugins }),
      // Overlay build, after the main one is written: one classic script the worker injects (scripts/lib/overlay-build.ts says why).
      overlayBuild({ root, outDir, target: TARGET, define }),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: TARGET,
      // The workbench is no manifest page (it opens in a tab from the popup and the options page): an extra input (its path is WORKBENCH_PAGE in src/pages/workbench/address.ts).
      rolldownOptions: {
        input: { workbench: resolve(root, 'src/pages/workbench/index.html') },
        // Rolldown's PLUGIN_TIMINGS notice is a profile, not a problem: it appears when the machine is busy
        // and a plugin's time (the evaluation worker's own bundling, inside one hook) is a large share of
        // a build over 3 s. It reads like a warning to a new user and says nothing about what is shipped.
        checks: { bundlerTimings: false },
      },
    },
  };
});

/**
 * `npm run dev`: the whole manifest, popup included, served by CRXJS into its
 * own folder (DEV_OUT_DIR, default dist-dev/), so dist/ stays a release build.
 */
function devConfig(): UserConfig {
  const port = Number(process.env.DEV_PORT ?? DEFAULT_DEV_PORT);
  const root = fileURLToPath(new URL('.', import.meta.url));
  const outDir = process.env.DEV_OUT_DIR ?? 'dist-dev';
  return {
    plugins: [
      preact(),
      pseudoCatalog({ root, enabled: false }),
      crx({ manifest: defineManifest(extensionManifest('chrome')), browser: 'chrome' }),
      // overlay.js is no module the dev server can serve: it is built beside the dev build and rebuilt as its sources change.
      overlayBuild({ root, outDir, target: TARGET, define: { __ROBOTS_LENS_PSEUDO__: 'false' } }),
    ],
    build: { outDir, emptyOutDir: true, target: TARGET },
    server: {
      // CRXJS's loaders fetch from localhost; a loopback-only server that keeps its port.
      host: 'localhost',
      port,
      strictPort: true,
      // Pages at chrome-extension://… must be told where the HMR socket is (else a failed try, then a fallback).
      hmr: { host: 'localhost', clientPort: port },
      // Extension pages load modules from the dev server across origins.
      cors: { origin: [/^chrome-extension:\/\//] },
    },
  };
}
