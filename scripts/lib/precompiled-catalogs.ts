/**
 * The text catalogs, parsed at build time.
 *
 * Why: intl-messageformat accepts a message already parsed to its ICU syntax
 * tree, and the parser (with its number-skeleton parser) is most of what the
 * text layer adds to the popup and the worker. So each src/text/catalogs/<locale>/<domain>.ts
 * is built as its syntax trees and the parser is swapped for formatjs's
 * `no-parser` entry, which keeps the tree's type guards. The tests run the
 * catalogs as written, through the real parser (test/text/catalogs.test.ts
 * checks every message parses).
 */
import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { transformWithOxc, type Plugin } from 'vite';

/** A locale's domain file; its index.ts only spreads them, so it is bundled as written. */
export const CATALOG_FILE = /[\\/]src[\\/]text[\\/]catalogs[\\/][\w-]+[\\/](?!index\.ts$)[\w-]+\.ts$/;
const PARSER = /^@formatjs\/icu-messageformat-parser$/;

export function precompiledCatalogs(): Plugin {
  return {
    name: 'robots-lens:precompiled-catalogs',
    enforce: 'pre',
    config: () => ({
      resolve: { alias: [{ find: PARSER, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    async load(id) {
      return CATALOG_FILE.test(id) ? parsedCatalogModule(id) : null;
    },
  };
}

/** A domain catalog file as a module of syntax trees, what the builds ship in its place (the extension's and the command's). */
export async function parsedCatalogModule(file: string): Promise<string> {
  const trees = Object.fromEntries(Object.entries(await readCatalogFile(file)).map(([key, message]) => [key, parse(message)]));
  return `export default ${JSON.stringify(trees)};\n`;
}

/** A domain catalog file's messages as written (ICU strings), read at build time. */
export async function readCatalogFile(file: string): Promise<Record<string, string>> {
  // A catalog imports only types, so once its TypeScript is stripped it runs on its own.
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    default: Record<string, string>;
  };
  return module.default;
}
