/**
 * What the engine costs a caller's bundle: each entry point bundled the way
 * the package is built (scripts/build-lib.ts), minified by esbuild and
 * gzipped by zlib, against a budget (docs/library.md reports the
 * figures). And tree-shaking: a crawler that imports
 * only `parse` and `check` gets neither the linter nor the explainer.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { LIB_BUILD_OPTIONS, LIB_ENTRIES } from '../../scripts/build-lib.ts';
import { repoRoot } from '../support/shared-data.ts';

/**
 * Bytes of gzip, minified and whole: the budgets leave room to grow, not to double.
 * (About 18.3 and 14.1 KiB now: the piece automaton that bounds matching and the
 * reading of Content-Signal and Content-Usage lines each added a few KiB.)
 */
const BUDGET = { native: 20 * 1024, compat: 16 * 1024 };

async function bundle(contents: string): Promise<{ code: string; minified: number; gzipped: number }> {
  const result = await build({
    ...LIB_BUILD_OPTIONS,
    stdin: { contents, resolveDir: repoRoot, loader: 'ts' },
    format: 'esm',
    minify: true,
    write: false,
  });
  const bytes = result.outputFiles[0]!.contents;
  return { code: new TextDecoder().decode(bytes), minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

describe('the engine’s bundle size (minified + gzip)', () => {
  it(`the whole native API fits in ${BUDGET.native / 1024} KiB`, async () => {
    const { minified, gzipped } = await bundle(`export * from ${JSON.stringify(LIB_ENTRIES.index)};`);
    console.info(`[robots-lens] native API: ${minified} B minified, ${gzipped} B gzipped`);
    expect(gzipped).toBeLessThanOrEqual(BUDGET.native);
  });

  it(`the robots-parser drop-in fits in ${BUDGET.compat / 1024} KiB`, async () => {
    const { minified, gzipped } = await bundle(`export * from ${JSON.stringify(LIB_ENTRIES['robots-parser'])};`);
    console.info(`[robots-lens] robots-parser API: ${minified} B minified, ${gzipped} B gzipped`);
    expect(gzipped).toBeLessThanOrEqual(BUDGET.compat);
  });

  it('a caller that imports parse and check ships no linter and no explainer', async () => {
    const all = await bundle(`export * from ${JSON.stringify(LIB_ENTRIES.index)};`);
    const some = await bundle(`export { parse, check } from ${JSON.stringify(LIB_ENTRIES.index)};`);
    // Codes only the linter and the explainer write.
    for (const code of ['hidden-character', 'crawl-delay-outside-group', 'tie-allow-wins', 'global-fallback']) {
      expect(all.code).toContain(code);
      expect(some.code).not.toContain(code);
    }
    expect(some.gzipped).toBeLessThan(all.gzipped);
  });
});
