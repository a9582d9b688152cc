/**
 * Bundles the command line into one ESM file, dist-cli/robots-lens.mjs (the
 * package's `bin`): node starts it without tsx or a module graph to walk,
 * which is what keeps `robots-lens --help` within 100 ms. Commands stay in
 * that file but are evaluated only when run (src/cli/cli.ts imports them
 * lazily). Minified, because parsing less is starting sooner.
 */
import { chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { CATALOG_FILE, parsedCatalogModule } from './lib/precompiled-catalogs.ts';

/**
 * The catalogs as ICU syntax trees and formatjs's parser-free entry, as the
 * extension's build does (scripts/lib/precompiled-catalogs.ts): the command
 * neither ships nor runs the ICU parser.
 */
const precompiledCatalogs: Plugin = {
  name: 'robots-lens:precompiled-catalogs',
  setup(b) {
    const noParser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser/no-parser.js');
    b.onResolve({ filter: /^@formatjs\/icu-messageformat-parser$/ }, () => ({ path: noParser }));
    // esbuild's filters are Go regular expressions (no lookahead): the files are told apart here.
    b.onLoad({ filter: /[\\/]src[\\/]text[\\/]catalogs[\\/]/ }, async (args) =>
      CATALOG_FILE.test(args.path) ? { contents: await parsedCatalogModule(args.path), loader: 'js' } : undefined,
    );
  },
};

export const CLI_OUTFILE = fileURLToPath(new URL('../dist-cli/robots-lens.mjs', import.meta.url));

export async function buildCli(): Promise<void> {
  // The help as the command prints it, rendered once here (src/cli/main.ts prints it without loading anything else).
  const { usageText } = await import('../src/cli/usage.ts');
  await build({
    define: { PRERENDERED_HELP: JSON.stringify(usageText()) },
    entryPoints: [fileURLToPath(new URL('../src/cli/main.ts', import.meta.url))],
    outfile: CLI_OUTFILE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    // CommonJS dependencies bundled into ESM (undici, the command's transport; yaml, for `test`'s
    // expectations) require() Node's own modules: give the bundle a require.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as robotsLensRequire } from 'node:module';\nconst require = robotsLensRequire(import.meta.url);",
    },
    logLevel: 'warning',
    plugins: [precompiledCatalogs],
  });
  chmodSync(CLI_OUTFILE, 0o755);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
