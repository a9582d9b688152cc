/**
 * The package as a stranger gets it: `npm run build:lib`'s dist-lib/ packed
 * with `npm pack`, installed from the tarball into an empty folder (offline:
 * the package has no dependencies), and both entry points used from plain
 * Node, as ES modules and with `require`, and from TypeScript through the
 * published declarations.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLib, LIB_PACKAGE_NAME } from '../../scripts/build-lib.ts';
import { repoRoot } from '../support/shared-data.ts';

const BODY = 'User-agent: *\\nDisallow: /private/\\n\\nUser-agent: Googlebot\\nDisallow: /nogoogle\\nSitemap: https://a.example/s.xml\\n';

const ESM = `
import robotsParser from '${LIB_PACKAGE_NAME}/robots-parser';
import rootParser, { parse, check, readStatus } from '${LIB_PACKAGE_NAME}';
const robots = robotsParser('https://a.example/robots.txt', '${BODY}');
const model = parse('${BODY}');
console.log(JSON.stringify({
  compat: [robots.isAllowed('https://a.example/private/x', 'Sams-Bot/1.0'), robots.getMatchingLineNumber('https://a.example/nogoogle', 'Googlebot'), robots.isAllowed('https://b.example/'), robots.getSitemaps()],
  native: check(model, 'https://a.example/nogoogle', 'googlebot'),
  status: readStatus(503).action,
  root: rootParser === robotsParser,
}));
`;

const CJS = `
const robotsParser = require('${LIB_PACKAGE_NAME}/robots-parser');
const { parse, check } = require('${LIB_PACKAGE_NAME}');
const robots = robotsParser('https://a.example/robots.txt', '${BODY}');
console.log(JSON.stringify({
  compat: [robots.isAllowed('https://a.example/private/x', 'Sams-Bot/1.0'), robots.getMatchingLineNumber('https://a.example/nogoogle', 'Googlebot'), robots.isAllowed('https://b.example/'), robots.getSitemaps()],
  native: check(parse('${BODY}'), 'https://a.example/nogoogle', 'googlebot'),
  default: robotsParser.default === robotsParser,
}));
`;

/** A TypeScript caller of each kind: the declarations must type both entry points under Node's own module rules. */
const TS_ESM = `
import robotsParser, { type Robot } from '${LIB_PACKAGE_NAME}/robots-parser';
import rootParser, { check, parse, type Check, type Verdict, explain } from '${LIB_PACKAGE_NAME}';
const same: Robot = rootParser('https://a.example/robots.txt', new Uint8Array());
const robots: Robot = robotsParser('https://a.example/robots.txt', 'User-agent: *');
const allowed: boolean | undefined = robots.isAllowed('https://a.example/');
const answer: Check = check(parse('User-agent: *'), 'https://a.example/', ['googlebot']);
const why: Verdict = explain(parse(new Uint8Array()), '/', 'x');
export { allowed, answer, why, same };
`;
const TS_CJS = `
import robotsParser = require('${LIB_PACKAGE_NAME}/robots-parser');
import lib = require('${LIB_PACKAGE_NAME}');
const robots: robotsParser.Robot = robotsParser('https://a.example/robots.txt', 'User-agent: *');
const line: number = robots.getMatchingLineNumber('https://a.example/');
const allowed: boolean = lib.check(lib.parse('User-agent: *'), 'https://a.example/', 'googlebot').allowed;
const viaDefault: number = lib.default('https://a.example/robots.txt', '').getMatchingLineNumber('/');
export = { line, allowed, viaDefault };
`;

const EXPECTED_COMPAT = [false, 5, null, ['https://a.example/s.xml']];
const EXPECTED_NATIVE = {
  allowed: false,
  line: 5,
  rule: { kind: 'disallow', pattern: '/nogoogle', line: 5 },
  crawlDelay: null,
  group: { scope: 'specific', token: 'googlebot', userAgentLines: [[4]] },
  engine: 'google',
};

let dir = '';
let tarball = '';
const run = (file: string, args: string[]) => execFileSync(file, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  const out = await buildLib();
  dir = mkdtempSync(join(tmpdir(), 'robots-lens-lib-'));
  const packed = JSON.parse(
    execFileSync('npm', ['pack', out, '--json', '--pack-destination', dir], { cwd: repoRoot, encoding: 'utf8' }),
  ) as {
    filename: string;
    files: { path: string }[];
  }[];
  tarball = join(dir, packed[0]!.filename);
  writeFileSync(join(dir, 'package.json'), '{"name":"a-stranger","private":true}\n');
  run('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts']);
  // And under robots-parser's own name, as an npm alias or override would put it, for code that imports robots-parser.
  run('npm', ['install', `robots-parser@file:${tarball}`, '--offline', '--no-audit', '--no-fund', '--ignore-scripts']);
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the packed library, installed into an empty folder', () => {
  it('has no dependencies, and exports both entry points for import and require', () => {
    const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', LIB_PACKAGE_NAME, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(manifest.dependencies).toBeUndefined();
    expect(manifest.sideEffects).toBe(false);
    expect(Object.keys(manifest.exports as object)).toEqual(['.', './robots-parser', './package.json']);
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    for (const f of ['package/README.md', 'package/LICENSE', 'package/index.js', 'package/index.cjs', 'package/types/lib/index.d.ts']) {
      expect(listing).toContain(f);
    }
    // Sources and tests stay home.
    expect(listing.some((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.d.cts'))).toBe(false);
  });

  it('answers from plain Node as ES modules', () => {
    writeFileSync(join(dir, 'esm.mjs'), ESM);
    const answer = JSON.parse(run(process.execPath, ['esm.mjs']));
    expect(answer).toEqual({ compat: EXPECTED_COMPAT, native: EXPECTED_NATIVE, status: 'disallow-all', root: true });
  });

  it('answers from plain Node with require, robots-parser’s entry being the function itself', () => {
    writeFileSync(join(dir, 'cjs.cjs'), CJS);
    const answer = JSON.parse(run(process.execPath, ['cjs.cjs']));
    expect(answer).toEqual({ compat: EXPECTED_COMPAT, native: EXPECTED_NATIVE, default: true });
  });

  it('stands in for robots-parser under its name: robots-parser’s README example runs unchanged, with require and import', () => {
    const example = (load: string) => `${load}
const robots = robotsParser('http://www.example.com/robots.txt', [
  'User-agent: *', 'Disallow: /dir/', 'Disallow: /test.html', 'Allow: /dir/test.html', 'Allow: /test.html',
  'Crawl-delay: 1', 'Sitemap: http://example.com/sitemap.xml', 'Host: example.com',
].join('\\n'));
console.log(JSON.stringify([
  robots.isAllowed('http://www.example.com/test.html', 'Sams-Bot/1.0'),
  robots.isAllowed('http://www.example.com/dir/test.html', 'Sams-Bot/1.0'),
  robots.isDisallowed('http://www.example.com/dir/test2.html', 'Sams-Bot/1.0'),
  robots.getCrawlDelay('Sams-Bot/1.0'),
  robots.getSitemaps(),
  robots.getPreferredHost(),
]));
`;
    writeFileSync(join(dir, 'alias.cjs'), example("var robotsParser = require('robots-parser');"));
    writeFileSync(join(dir, 'alias.mjs'), example("import robotsParser from 'robots-parser';"));
    // robots-parser's README gives these answers.
    const readme = [true, true, true, 1, ['http://example.com/sitemap.xml'], 'example.com'];
    expect(JSON.parse(run(process.execPath, ['alias.cjs']))).toEqual(readme);
    expect(JSON.parse(run(process.execPath, ['alias.mjs']))).toEqual(readme);
  });

  it('types both entry points for TypeScript callers, ESM and CommonJS, with or without DOM types, for Node or a bundler', () => {
    writeFileSync(join(dir, 'consumer.mts'), TS_ESM);
    writeFileSync(join(dir, 'consumer.cts'), TS_CJS);
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    const args = ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--types', ''];
    const typeCheck = (extra: string[]) => {
      try {
        run(process.execPath, [tsc, ...args, ...extra, 'consumer.mts', 'consumer.cts']);
        return '';
      } catch (error) {
        return String((error as { stdout?: string }).stdout ?? error);
      }
    };
    expect(typeCheck([])).toBe('');
    // A server-side project: ES2022 alone, no DOM and no Node types.
    expect(typeCheck(['--lib', 'es2022'])).toBe('');
    // A bundled project (Vite, esbuild, tsup…).
    expect(typeCheck(['--module', 'preserve', '--moduleResolution', 'bundler'])).toBe('');
  });
});
