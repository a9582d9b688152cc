/**
 * The Node version the project names (package.json's engines, the README) is
 * one every dependency supports: otherwise `npm ci` greets a new user with
 * EBADENGINE warnings (as @axe-core/playwright 4.14 and puppeteer-core 25,
 * which need Node 22.12, did). Read from package-lock.json, where npm records
 * each package's own engines.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const readJson = (file: string): unknown => JSON.parse(readFileSync(`${ROOT}${file}`, 'utf8'));

const pkg = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, { engines?: { node?: string } | string[] }> };
/** The oldest Node the project says it runs on. */
const oldest = semver.minVersion(pkg.engines.node)!;

describe(`Node ${oldest.version}, the oldest package.json names`, () => {
  it('is supported by every package in the lockfile', () => {
    const unsupported = Object.entries(lock.packages)
      .map(([path, entry]) => ({ path, range: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter((p): p is { path: string; range: string } => p.range !== undefined && !semver.satisfies(oldest, p.range))
      .map((p) => `${p.path} needs ${p.range}`);
    expect(unsupported).toEqual([]);
  });

  it('is the version the README names', () => {
    const readme = readFileSync(`${ROOT}README.md`, 'utf8');
    const named = `Node ${oldest.major}.${oldest.minor} or later`;
    expect(readme).toContain(named);
    expect(readme.match(/Node \d+(?:\.\d+)? or later/g)?.every((m) => m === named)).toBe(true);
  });
});
