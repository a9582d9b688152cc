/**
 * `npm run build:lib`: the engine as an npm package in dist-lib/, which
 * `npm pack dist-lib` turns into a tarball anyone can install.
 *
 * - ESM (index.js, robots-parser.js, the engine they share in chunks/),
 *   not minified: a crawler's own bundler minifies and tree-shakes it
 *   (`sideEffects: false`);
 * - CommonJS (index.cjs, robots-parser.cjs) for `require`, each
 *   entry's export being robots-parser's function itself (with the other
 *   exports on it), as robots-parser's is: the package can stand in for
 *   robots-parser under its name;
 * - type declarations emitted by tsc from the sources (types/), and a
 *   CommonJS declaration for each entry;
 * - package.json (no dependencies), README.md (src/lib/README.md), LICENSE.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const LIB_OUTDIR = join(root, 'dist-lib');
export const LIB_PACKAGE_NAME = 'robots-lens-engine';

/** The two entry points, by the file name they get. */
export const LIB_ENTRIES = {
  index: join(root, 'src/lib/index.ts'),
  'robots-parser': join(root, 'src/lib/robots-parser.ts'),
} as const;

/** Options shared by every bundle of the engine (the size test bundles it the same way). */
export const LIB_BUILD_OPTIONS: BuildOptions = {
  bundle: true,
  platform: 'neutral',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
};

function packageJson(version: string): object {
  const entry = (name: string) => ({
    import: { types: `./types/lib/${name}.d.ts`, default: `./${name}.js` },
    require: { types: `./${name}.d.cts`, default: `./${name}.cjs` },
  });
  return {
    name: LIB_PACKAGE_NAME,
    version,
    description: "robots.txt read exactly as Google's open-source parser reads it, with a drop-in for robots-parser's API.",
    license: 'MIT',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=20' },
    keywords: ['robots.txt', 'robots-parser', 'googlebot', 'crawler', 'rfc9309'],
    main: './index.cjs',
    module: './index.js',
    types: './types/lib/index.d.ts',
    // For TypeScript's older `node` resolution, which reads no `exports` (the ESM files sit where such bundlers look).
    typesVersions: { '*': { 'robots-parser': ['./types/lib/robots-parser.d.ts'] } },
    exports: {
      '.': entry('index'),
      './robots-parser': entry('robots-parser'),
      './package.json': './package.json',
    },
    files: ['*.js', '*.cjs', '*.d.cts', 'chunks', 'types', 'README.md', 'LICENSE'],
  };
}

const MIT = `MIT License

Copyright (c) Robots Lens contributors

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

/** CommonJS declarations: the native entry's names, and robots-parser's `export =` function. */
const INDEX_DCTS = `export * from './types/lib/index.js';\nexport { default } from './types/lib/index.js';\n`;
const ROBOTS_PARSER_DCTS = `import type { Robot as RobotType } from './types/lib/robots-parser.js';
declare function robotsParser(url: string, contents: string | Uint8Array): robotsParser.Robot;
declare namespace robotsParser {
  type Robot = RobotType;
}
export = robotsParser;
`;

/**
 * The one platform type the declarations name (core/host-class.d.ts takes a
 * URL), declared empty for a project with neither DOM nor Node types: an
 * interface merges with the real declaration wherever there is one.
 */
const PLATFORM_DTS = `export {};\ndeclare global {\n  interface URL {}\n}\n`;

/** The sources import each other as `./x.ts`; the published declarations sit beside `.d.ts` files a consumer resolves as `./x.js`. */
function rewriteDeclarationImports(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) rewriteDeclarationImports(path);
    else if (name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      writeFileSync(
        path,
        text
          .replace(/(from\s+['"]\.{1,2}\/[^'"]*?)\.ts(['"])/g, '$1.js$2')
          .replace(/(import\(['"]\.{1,2}\/[^'"]*?)\.ts(['"]\))/g, '$1.js$2'),
      );
    }
  }
}

/** Declarations for the entry points and what they reach, from tsc itself (so they match what `tsc -b` checked). */
function emitDeclarations(): void {
  const config = join(LIB_OUTDIR, 'tsconfig.declarations.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: {
        lib: ['ES2022'],
        types: [],
        composite: false,
        incremental: false,
        declaration: true,
        emitDeclarationOnly: true,
        rootDir: join(root, 'src'),
        outDir: join(LIB_OUTDIR, 'types'),
      },
      files: [LIB_ENTRIES.index, LIB_ENTRIES['robots-parser'], join(root, 'src/lib/platform.d.ts')],
    }),
  );
  try {
    execFileSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', config], { stdio: 'inherit' });
  } finally {
    rmSync(config, { force: true });
  }
  rewriteDeclarationImports(join(LIB_OUTDIR, 'types'));
  writeFileSync(join(LIB_OUTDIR, 'types', 'platform.d.ts'), PLATFORM_DTS);
  for (const entry of Object.keys(LIB_ENTRIES)) {
    const path = join(LIB_OUTDIR, 'types', 'lib', `${entry}.d.ts`);
    writeFileSync(path, `/// <reference path="../platform.d.ts" />\n${readFileSync(path, 'utf8')}`);
  }
}

export async function buildLib(): Promise<string> {
  rmSync(LIB_OUTDIR, { recursive: true, force: true });
  mkdirSync(LIB_OUTDIR, { recursive: true });
  await build({
    ...LIB_BUILD_OPTIONS,
    entryPoints: LIB_ENTRIES,
    outdir: LIB_OUTDIR,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
  for (const [name, entry] of Object.entries(LIB_ENTRIES)) {
    await build({
      ...LIB_BUILD_OPTIONS,
      entryPoints: [entry],
      outfile: join(LIB_OUTDIR, `${name}.cjs`),
      format: 'cjs',
      // `require()` gives robots-parser's function itself, as robots-parser's own export is, with the other exports on it.
      footer: { js: 'module.exports = Object.assign(module.exports.default, module.exports);' },
    });
  }
  emitDeclarations();
  writeFileSync(join(LIB_OUTDIR, 'index.d.cts'), INDEX_DCTS);
  writeFileSync(join(LIB_OUTDIR, 'robots-parser.d.cts'), ROBOTS_PARSER_DCTS);
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(LIB_OUTDIR, 'package.json'), `${JSON.stringify(packageJson(version), null, 2)}\n`);
  copyFileSync(join(root, 'src/lib/README.md'), join(LIB_OUTDIR, 'README.md'));
  writeFileSync(join(LIB_OUTDIR, 'LICENSE'), MIT);
  return LIB_OUTDIR;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildLib();
