/**
 * The pseudo-locale's catalog as a virtual module, made from the English
 * domain files at build time (scripts/lib/pseudo-locale.ts says how). Only
 * the test build (`vite build --mode pseudo`) has it; in every other build
 * the module is empty and src/text/load-catalog.ts never imports it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { readCatalogFile } from './precompiled-catalogs.ts';
import { pseudoMessage } from './pseudo-locale.ts';

export const PSEUDO_CATALOG_MODULE = 'virtual:robots-lens/pseudo-catalog';
const RESOLVED = `\0${PSEUDO_CATALOG_MODULE}`;

export function pseudoCatalog(options: { root: string; enabled: boolean }): Plugin {
  const english = join(options.root, 'src', 'text', 'catalogs', 'en');
  return {
    name: 'robots-lens:pseudo-catalog',
    resolveId: (id) => (id === PSEUDO_CATALOG_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      if (!options.enabled) return 'export default undefined;\n';
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
