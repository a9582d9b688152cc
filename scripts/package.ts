/**
 * `npm run package`: zips the built extension for the stores.
 *   dist/          → robots-lens-chrome-<version>.zip   (Chrome Web Store)
 *   dist-firefox/  → robots-lens-firefox-<version>.zip  (addons.mozilla.org)
 * Run after `npm run build` (the npm script does both). The zips go to the
 * repository root, or to the folder given as the first argument.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { directoryEntries, zipEntries } from './lib/zip.ts';
import { repoRoot } from './lib/paths.ts';

const pkg: unknown = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const version = typeof pkg === 'object' && pkg !== null ? Reflect.get(pkg, 'version') : undefined;
if (typeof version !== 'string') throw new Error('package.json has no "version"');

const outDir = process.argv[2] ? resolve(process.argv[2]) : repoRoot;

const targets = [
  { dir: 'dist', zip: `robots-lens-chrome-${version}.zip` },
  { dir: 'dist-firefox', zip: `robots-lens-firefox-${version}.zip` },
];

for (const { dir, zip } of targets) {
  const source = join(repoRoot, dir);
  if (!existsSync(join(source, 'manifest.json'))) {
    console.error(`${dir}/manifest.json is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  const manifest: unknown = JSON.parse(readFileSync(join(source, 'manifest.json'), 'utf8'));
  const built = typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'version') : undefined;
  if (built !== version) {
    console.error(`${dir} was built for version ${String(built)}, package.json says ${version}: run \`npm run build\` again.`);
    process.exit(1);
  }
  const entries = directoryEntries(source);
  const bytes = zipEntries(entries);
  writeFileSync(join(outDir, zip), bytes);
  console.log(`${zip}: ${entries.length} files, ${(bytes.length / 1024).toFixed(1)} KiB`);
}
