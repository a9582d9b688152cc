/**
 * The on-page overlay, built on its own as one classic script at the
 * extension's root (overlay.js), after the main build is written.
 *
 * Why: the worker injects it with scripting.executeScript({ files }), which
 * runs a file as a classic script (no modules, no chunks), only into the tab
 * where the person turned the overlay on. It needs no web_accessible_resources
 * entry (the page never loads it by URL) and no manifest content_scripts.
 */
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

interface OverlayBuildOptions {
  root: string;
  outDir: string;
  target: string;
  define?: Record<string, string>;
}

/** The file the worker injects (src/background/overlay-tabs.ts's OVERLAY_FILE). */
export const OVERLAY_OUTPUT = 'overlay.js';

export function overlayBuild(options: OverlayBuildOptions): Plugin {
  let mode = 'production';
  return {
    name: 'robots-lens:overlay-build',
    apply: 'build',
    configResolved(config) {
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: options.root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        define: options.define ?? {},
        build: {
          outDir: resolve(options.root, options.outDir),
          emptyOutDir: false,
          target: options.target,
          modulePreload: false,
          rolldownOptions: {
            input: resolve(options.root, 'src/overlay/main.ts'),
            output: { format: 'iife', entryFileNames: OVERLAY_OUTPUT },
          },
        },
      });
    },
  };
}
