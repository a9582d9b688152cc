/**
 * Bundles the command line into one ESM file, dist-cli/robots-lens.mjs (the
 * package's `bin`): node starts it without tsx or a module graph to walk,
 * which is what keeps `robots-lens --help` within 100 ms. Commands stay in
 * that file but are evaluated only when run (src/cli/cli.ts imports them
 * lazily). Minified, because parsing less is starting sooner. The other
 * languages' catalogs are files of their own beside it (separateCatalogs).
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

/**
 * CommonJS dependencies bundled into ESM (undici, the command's transport; yaml, for `test`'s
 * expectations) require() Node's own modules: the bundle's first lines give it a require.
 */
const REQUIRE_BANNER =
  "import { createRequire as robotsLensRequire } from 'node:module';\nconst require = robotsLensRequire(import.meta.url);";

export const CLI_OUTFILE = fileURLToPath(new URL('../dist-cli/robots-lens.mjs', import.meta.url));

/** The languages the command speaks besides English (src/cli/command-locale.ts). */
const OTHER_LOCALES = ['vi', 'tr', 'hi', 'th'] as const;
const CATALOG_IMPORT = /^\.\.\/text\/catalogs\/(vi|tr|hi|th)\/(index|cli)\.ts$/;

/**
 * The other languages' catalogs as files of their own next to the bundle
 * (dist-cli/catalogs/vi-index.mjs…), imported by src/cli/cli-text.ts only
 * when a run speaks that language. Inside the bundle they would more than
 * double what every start parses, English `--help` included.
 */
const separateCatalogs: Plugin = {
  name: 'robots-lens:separate-catalogs',
  setup(b) {
    b.onResolve({ filter: CATALOG_IMPORT }, (args) => {
      const [, locale, file] = CATALOG_IMPORT.exec(args.path)!;
      return { path: `./catalogs/${locale}-${file}.mjs`, external: true };
    });
  },
};

export async function buildCli(): Promise<void> {
  await build({
    entryPoints: OTHER_LOCALES.flatMap((locale) =>
      ['index', 'cli'].map((file) => ({
        in: fileURLToPath(new URL(`../src/text/catalogs/${locale}/${file}.ts`, import.meta.url)),
        out: `catalogs/${locale}-${file}`,
      })),
    ),
    outdir: fileURLToPath(new URL('../dist-cli', import.meta.url)),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [precompiledCatalogs],
  });
  // The help as the command prints it in each language, rendered once here (src/cli/main.ts prints
  // the one LC_ALL, LC_MESSAGES or LANG chooses without loading anything else).
  const { usageText } = await import('../src/cli/usage.ts');
  const { speak } = await import('../src/cli/cli-text.ts');
  const help: Record<string, string> = {};
  for (const locale of ['en', ...OTHER_LOCALES] as const) {
    await speak(locale);
    help[locale] = usageText();
  }
  await speak('en');
  await build({
    define: { PRERENDERED_HELP: JSON.stringify(help) },
    entryPoints: [fileURLToPath(new URL('../src/cli/main.ts', import.meta.url))],
    outfile: CLI_OUTFILE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    banner: { js: `#!/usr/bin/env node\n${REQUIRE_BANNER}` },
    logLevel: 'warning',
    plugins: [separateCatalogs, precompiledCatalogs],
  });
  chmodSync(CLI_OUTFILE, 0o755);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
