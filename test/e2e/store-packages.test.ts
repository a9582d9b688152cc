/**
 * `npm run package`: one zip per store with the manifest at the archive root
 * and every built file intact; the same build always gives the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { crc32 } from '../../scripts/lib/crc32.ts';
import { directoryEntries } from '../../scripts/lib/zip.ts';
import { DIST_DIR, FIREFOX_DIST_DIR, REPO_ROOT } from './support/paths.ts';

/** Reads a ZIP through its central directory, checking each entry's CRC. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + size);
    const data = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    expect(crc32(data), name).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
let out: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'robots-lens-zips-'));
  const tsx = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  execFileSync(process.execPath, [tsx, join(REPO_ROOT, 'scripts', 'package.ts'), out], { cwd: REPO_ROOT, stdio: 'pipe' });
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

test.each([
  { zip: `robots-lens-chrome-${version}.zip`, dir: DIST_DIR },
  { zip: `robots-lens-firefox-${version}.zip`, dir: FIREFOX_DIST_DIR },
])('$zip holds exactly the build, manifest at the root', ({ zip, dir }) => {
  const bytes = readFileSync(join(out, zip));
  const files = unzip(bytes);
  expect(files.has('manifest.json')).toBe(true);
  const built = directoryEntries(dir);
  expect([...files.keys()].sort()).toEqual(built.map((e) => e.name).sort());
  for (const entry of built) expect(files.get(entry.name)?.equals(entry.data), entry.name).toBe(true);
});

test('packaging again gives byte-identical zips', () => {
  const again = mkdtempSync(join(tmpdir(), 'robots-lens-zips-'));
  try {
    const tsx = join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    execFileSync(process.execPath, [tsx, join(REPO_ROOT, 'scripts', 'package.ts'), again], { cwd: REPO_ROOT, stdio: 'pipe' });
    const name = `robots-lens-chrome-${version}.zip`;
    expect(readFileSync(join(again, name)).equals(readFileSync(join(out, name)))).toBe(true);
  } finally {
    rmSync(again, { recursive: true, force: true });
  }
});
