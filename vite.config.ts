/**
 * Builds the extension from manifest.json with CRXJS; the popup is then built
 * on its own as one file (see scripts/lib/popup-build.ts for why).
 *
 *   vite build                  → dist/          (Chrome, MV3 service worker)
 *   vite build --mode firefox   → dist-firefox/  (Firefox, MV3 background scripts)
 *
 * `npm run build` runs both. The version always comes from package.json.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { crx, defineManifest } from '@crxjs/vite-plugin';
import manifest from './manifest.json' with { type: 'json' };
import pkg from './package.json' with { type: 'json' };
import { popupBuild } from './scripts/lib/popup-build.ts';
import { precompiledCatalogs } from './scripts/lib/precompiled-catalogs.ts';

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

export default defineConfig(({ mode }) => {
  const browser: TargetBrowser = mode === 'firefox' ? 'firefox' : 'chrome';
  const outDir = browser === 'firefox' ? 'dist-firefox' : 'dist';
  const { action, ...rest } = extensionManifest(browser);
  const { default_popup: popupPage, ...actionWithoutPopup } = action;
  return {
    plugins: [
      preact(),
      precompiledCatalogs(),
      // CRXJS builds all but the popup; popupBuild adds it as one file and names it in the manifest.
      crx({ manifest: defineManifest({ ...rest, action: actionWithoutPopup }), browser }),
      popupBuild({ root: fileURLToPath(new URL('.', import.meta.url)), outDir, page: popupPage, target: TARGET }),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      target: TARGET,
    },
  };
});
