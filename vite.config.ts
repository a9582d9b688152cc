/**
 * Builds the extension from manifest.json with CRXJS.
 *
 *   vite build                  → dist/          (Chrome, MV3 service worker)
 *   vite build --mode firefox   → dist-firefox/  (Firefox, MV3 background scripts)
 *
 * `npm run build` runs both. The version always comes from package.json.
 */
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { crx, defineManifest } from '@crxjs/vite-plugin';
import manifest from './manifest.json' with { type: 'json' };
import pkg from './package.json' with { type: 'json' };

/** The Firefox add-on id (what addons.mozilla.org and `web-ext` key on). */
export const GECKO_ID = 'robots-lens@robots-lens.dev';
/** The oldest Firefox this add-on is tested against. */
export const GECKO_MIN_VERSION = '142.0';

export type TargetBrowser = 'chrome' | 'firefox';

/** manifest.json as written (Chrome), or rewritten for Firefox. */
export function extensionManifest(browser: TargetBrowser) {
  const base = { ...manifest, version: pkg.version };
  if (browser === 'chrome') return defineManifest(base);
  const { background, ...rest } = base;
  return defineManifest({
    ...rest,
    // Firefox runs MV3 backgrounds as event pages with scripts (CRXJS adds type: module).
    background: { scripts: [background.service_worker] },
    browser_specific_settings: {
      gecko: {
        id: GECKO_ID,
        strict_min_version: GECKO_MIN_VERSION,
        // Robots Lens collects and transmits no data (Firefox asks every add-on to declare it).
        data_collection_permissions: { required: ['none'] },
      },
    },
  });
}

export default defineConfig(({ mode }) => {
  const browser: TargetBrowser = mode === 'firefox' ? 'firefox' : 'chrome';
  return {
    plugins: [preact(), crx({ manifest: extensionManifest(browser), browser })],
    build: {
      outDir: browser === 'firefox' ? 'dist-firefox' : 'dist',
      emptyOutDir: true,
      target: 'es2022',
    },
  };
});
