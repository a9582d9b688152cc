/**
 * The pseudo-locale's catalog as a virtual module, made from the English
 * domain files at build time (scripts/lib/pseudo-locale.ts says how). Only
 * the test build (`vite build --mode pseudo`) has it; every other build sees
 * only its two ways in as null, so no trace of it ships.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { readCatalogFile } from './precompiled-catalogs.ts';
import { pseudoMessage } from './pseudo-locale.ts';

export const PSEUDO_CATALOG_MODULE = 'virtual:robots-lens/pseudo-catalog';
/** The pages' way in: a loader for the catalog's own chunk (null in every other build, so no chunk is made). */
export const PSEUDO_LOADER_MODULE = 'virtual:robots-lens/pseudo-loader';
/** The worker's way in: the catalog itself (a service worker cannot import() a chunk), or null. */
export const PSEUDO_BUNDLED_MODULE = 'virtual:robots-lens/pseudo-bundled';

const VIRTUAL = [PSEUDO_CATALOG_MODULE, PSEUDO_LOADER_MODULE, PSEUDO_BUNDLED_MODULE];
const RESOLVED = `\0${PSEUDO_CATALOG_MODULE}`;

export function pseudoCatalog(options: { root: string; enabled: boolean }): Plugin {
  const english = join(options.root, 'src', 'text', 'catalogs', 'en');
  return {
    name: 'robots-lens:pseudo-catalog',
    resolveId: (id) => (VIRTUAL.includes(id) ? `\0${id}` : null),
    async load(id) {
      if (id === `\0${PSEUDO_LOADER_MODULE}`) {
        return options.enabled
          ? `export default () => import('${PSEUDO_CATALOG_MODULE}').then((m) => m.default);\n`
          : 'export default null;\n';
      }
      if (id === `\0${PSEUDO_BUNDLED_MODULE}`) {
        return options.enabled ? `export { default } from '${PSEUDO_CATALOG_MODULE}';\n` : 'export default null;\n';
      }
      if (id !== RESOLVED) return null;
      if (!options.enabled) throw new Error(`${PSEUDO_CATALOG_MODULE} exists only in the pseudo-locale's test build`);
      const catalog: Record<string, unknown> = {};
      for (const file of readdirSync(english).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
        this.addWatchFile(join(english, file));
        for (const [key, message] of Object.entries(await readCatalogFile(join(english, file)))) {
          catalog[key] = pseudoMessage(parse(message));
        }
      }
      return `export default ${JSON.stringify(catalog)};\n`;
    },
  };
}
