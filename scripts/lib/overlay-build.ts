/**
 * The on-page overlay, built on its own as one classic script at the
 * extension's root (overlay.js), after the main build is written, and kept
 * built while `npm run dev` runs.
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

/** The file the worker injects (src/worker/overlay/overlay-tabs.ts's OVERLAY_FILE). */
export const OVERLAY_OUTPUT = 'overlay.js';

export function overlayBuild(options: OverlayBuildOptions): Plugin {
  let mode = 'production';
  let command: 'build' | 'serve' = 'build';
  /** Builds overlay.js once, or (`watch`) again on each change of its sources, for `npm run dev`. */
  const buildOverlay = (watch: boolean) =>
    build({
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
        watch: watch ? {} : null,
        rolldownOptions: {
          input: resolve(options.root, 'src/injected/overlay/main.ts'),
          output: { format: 'iife', entryFileNames: OVERLAY_OUTPUT },
        },
      },
    });
  return {
    name: 'robots-lens:overlay-build',
    configResolved(config) {
      mode = config.mode;
      command = config.command;
    },
    // `npm run dev`: the dev server serves the extension's pages, and overlay.js is kept built beside them.
    async configureServer(server) {
      const watcher = await buildOverlay(true);
      server.httpServer?.once('close', () => {
        if (watcher && 'close' in watcher) void watcher.close();
      });
    },
    async closeBundle() {
      // The dev server calls this as it stops: the watching build has kept overlay.js current.
      if (command === 'build') await buildOverlay(false);
    },
  };
}
