/**
 * The popup's build leaves the workbench's words out (scripts/lib/
 * page-only-catalogs.ts). Built with that step, as popup-build.ts does: a
 * module that uses a workbench message fails the build and says which; the
 * catalogs themselves still build, without the workbench's words.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../src/text/catalogs/en/index.ts';
import { pageOnlyCatalogs } from '../../scripts/lib/page-only-catalogs.ts';
import { repoRoot } from '../support/shared-data.ts';

const dir = mkdtempSync(join(tmpdir(), 'page-only-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds one entry module with the popup's page-only step, in memory. */
async function buildWith(name: string, source: string): Promise<string> {
  const entry = join(dir, name);
  writeFileSync(entry, source);
  const out = (await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'silent',
    plugins: [pageOnlyCatalogs({ root: repoRoot })],
    build: { write: false, minify: false, rolldownOptions: { input: entry } },
  })) as Rolldown.RolldownOutput;
  return out.output.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
}

describe("the popup's page-only catalogs step", () => {
  it('fails a popup that uses a workbench message, naming the file and the message', async () => {
    const failed = buildWith('uses-workbench.ts', "export const title = (t: (key: string) => string) => t('workbench.title');\n");
    await expect(failed).rejects.toThrow(/uses-workbench\.ts uses the workbench's message "workbench\.title"/);
  });

  it('fails one that builds a workbench key from parts', async () => {
    const failed = buildWith(
      'builds-key.ts',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's source holds a template literal.
      'export const label = (t: (key: string) => string, s: string) => t(`workbench-urls.${s}`);\n',
    );
    await expect(failed).rejects.toThrow(/"workbench-urls\.\$\{s\}"/);
  });

  it('builds the catalogs without the workbench words and with the popup ones', async () => {
    const catalog = join(repoRoot, 'src/text/catalogs/en/index.ts');
    const code = await buildWith('popup-words.ts', `import en from ${JSON.stringify(catalog)};\nexport default en;\n`);
    expect(code).toContain(en['popup-tools.workbench.open']);
    expect(code).not.toContain(en['workbench.title']);
    expect(code).not.toContain(en['workbench.origin.none']);
  });
});
