/**
 * The popup, built on its own as one script file.
 *
 * Why: the popup must show its verdict within 100 ms of opening, and an
 * extension page pays for every module file it loads. Built together with
 * the worker and the options page, the popup's code is split into the chunks
 * they share (five files); measured in Chromium, opening it that way put the
 * verdict 15-20 ms later than one self-contained file did.
 *
 * So CRXJS builds the manifest, the worker and the options page from a
 * manifest without `action.default_popup`, and once that build is written
 * this plugin builds src/pages/popup/index.html alone (one entry, so one chunk)
 * into the same folder and names it in the written manifest.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { build, type Plugin } from 'vite';
import { pageOnlyCatalogs } from './page-only-catalogs.ts';
import { precompiledCatalogs } from './precompiled-catalogs.ts';

interface PopupBuildOptions {
  root: string;
  outDir: string;
  /** The popup page (manifest.json's action.default_popup), relative to the root and to the built extension. */
  page: string;
  target: string;
  /** Constants the popup shares with the rest of the build (vite.config.ts's `define`). */
  define?: Record<string, string>;
  /** Plugins beyond Preact and the precompiled catalogs (fresh ones: a plugin serves one build). */
  plugins?: () => Plugin[];
}

export function popupBuild(options: PopupBuildOptions): Plugin {
  let mode = 'production';
  return {
    name: 'robots-lens:popup-build',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    async closeBundle() {
      const outDir = resolve(options.root, options.outDir);
      await build({
        configFile: false,
        root: options.root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        // The workbench's words stay out of the popup (page-only-catalogs.ts says why).
        plugins: [preact(), pageOnlyCatalogs({ root: options.root }), precompiledCatalogs(), ...(options.plugins?.() ?? [])],
        define: options.define ?? {},
        build: {
          outDir,
          emptyOutDir: false,
          target: options.target,
          // One file needs no preload hints, and extension pages need no polyfill for them.
          modulePreload: false,
          rolldownOptions: {
            input: resolve(options.root, options.page),
            output: { entryFileNames: 'assets/popup-[hash].js', assetFileNames: 'assets/popup-[hash][extname]' },
          },
        },
      });
      const manifestFile = join(outDir, 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { action?: Record<string, unknown> };
      manifest.action = { ...manifest.action, default_popup: options.page };
      writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
