/**
 * The built `robots-lens` command, as a person gets it: a fresh clone of this
 * repository's committed tree (its node_modules linked, not installed again),
 * built with `npm run build:cli` (the step `npm run build` ends with), then
 * run as the `bin` package.json names: through its shebang, with no tsx.
 * Uncommitted changes are not in the clone: commit before trusting this test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { robotsBody, startSite, type TestSite } from '../e2e/support/sites.ts';
import { say, site as siteText, speak } from '../../src/cli/cli-text.ts';
import { usageText } from '../../src/cli/usage.ts';
import { repoRoot } from '../support/shared-data.ts';
import { cliEnv } from './run-cli.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

const clone = mkdtempSync(join(tmpdir(), 'robots-lens-clone-'));
let bin = '';
let site: TestSite;

/** `locale`: the locale variables to set; without them the command speaks English wherever the test runs. */
function run(args: readonly string[], stdin = '', locale: Readonly<Record<string, string>> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { cwd: clone, env: cliEnv(locale), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

let buildOutput = '';

beforeAll(async () => {
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone], { encoding: 'utf8' });
  if (cloned.status !== 0) throw new Error(`git clone failed: ${cloned.stderr}`);
  symlinkSync(join(repoRoot, 'node_modules'), join(clone, 'node_modules'));
  const built = spawnSync('npm', ['run', '--silent', 'build:cli'], { cwd: clone, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build:cli failed: ${built.stderr}`);
  buildOutput = built.stdout + built.stderr;
  const pkg = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
    scripts: Record<string, string>;
  };
  bin = join(clone, pkg.bin['robots-lens']!);
  site = await startSite({ '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n') });
}, 120_000);

afterAll(async () => {
  await site?.close();
  rmSync(clone, { recursive: true, force: true });
});

describe('the built robots-lens command', () => {
  it('builds without a warning', () => {
    // esbuild at logLevel 'warning' prints nothing unless something is wrong: a new user reads any line as a problem.
    expect(buildOutput).toBe('');
  });

  it('is the bin, one executable file with a node shebang, built by npm run build', () => {
    const pkg = JSON.parse(readFileSync(join(clone, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toMatch(/npm run build:cli$/);
    accessSync(bin, constants.X_OK);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('--help', async () => {
    const r = await run(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^robots-lens: may this crawler fetch this URL/);
    expect(r.stdout).toContain('robots-lens check <url> [--crawler NAME]');
    // Rendered at build time (so the start loads nothing else): the same text the text layer renders now.
    expect(r.stdout).toBe(usageText());
    // No arguments: the same help, but on stderr and as bad usage (exit 2).
    const bare = await run([]);
    expect([bare.code, bare.stdout, bare.stderr]).toEqual([2, '', usageText()]);
  });

  it('checks a live site on 127.0.0.1', async () => {
    const r = await run(['check', `${site.origin}/private/x`, '--crawler', 'Googlebot']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['disallowed', 'line 2: Disallow: /private/  (priority 9)']);
    expect(r.stdout).toContain(`robots.txt: ${site.origin}/robots.txt`);
  });

  it('robots_main, urls and batch against a file', async () => {
    const file = join(clone, 'robots.txt');
    spawnSync('sh', ['-c', `printf 'User-agent: *\\nDisallow: /x\\n' > ${file}`]);
    expect((await run(['robots_main', file, 'FooBot', 'http://e.com/x'])).stdout).toBe(
      "user-agent 'FooBot' with URI 'http://e.com/x': DISALLOWED\n",
    );
    const urls = await run(['urls', '-', '--robots', file, '--json'], 'http://e.com/x\n{"url":"http://e.com/y"}\n');
    expect(urls.stdout).toBe(
      '{"url":"http://e.com/x","allowed":false,"line":2,"crawlDelay":null}\n{"url":"http://e.com/y","allowed":true,"line":0,"crawlDelay":null}\n',
    );
    const batch = await run(['batch'], `${JSON.stringify({ robotstxt_file: file, url: 'http://e.com/x', useragent: 'FooBot' })}\n`);
    expect(batch.stdout).toBe('{"allowed":false,"line":2,"crawlDelay":null}\n');
  });

  it('diff and test, YAML expectations included (a bundled CommonJS parser that requires Node modules)', async () => {
    const before = join(clone, 'before.txt');
    const after = join(clone, 'after.txt');
    const yaml = join(clone, 'expect.yaml');
    spawnSync('sh', ['-c', `printf 'User-agent: *\\nDisallow: /x\\n' > ${before}; printf 'User-agent: *\\nDisallow: /\\n' > ${after}`]);
    spawnSync('sh', ['-c', `printf -- '- url: https://e.com/a\\n  allow: Googlebot\\n' > ${yaml}`]);
    const diff = await run(['diff', before, after, '--format', 'json']);
    expect(diff.code).toBe(1);
    expect((JSON.parse(diff.stdout) as { verdictsChanged: number }).verdictsChanged).toBe(1);
    const met = await run(['test', yaml, '--robots', before]);
    expect(met).toEqual({ code: 0, stdout: '1 of 1 expectation met\n', stderr: '' });
    const broken = await run(['test', yaml, '--robots', after]);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('expected allowed, got disallowed (line 2: Disallow: /)');
  });

  it('speaks the language LANG or LC_ALL names in its human text, with the same JSON and robots_main output', async () => {
    const file = join(clone, 'robots.txt');
    spawnSync('sh', ['-c', `printf 'User-agent: *\\nDisallow: /x\\n' > ${file}`]);
    const vi = { LANG: 'vi_VN.UTF-8' };
    const thOverTr = { LANG: 'tr_TR.UTF-8', LC_ALL: 'th_TH.UTF-8' };
    try {
      // --help is rendered at run time from the chosen language's catalogs (English's at build time).
      await speak('vi');
      const viHelp = usageText();
      const viUnknown = say('cli.error', {
        message: say('cli.error.unknown-command', {
          command: siteText('frob'),
          commands: 'check, matrix, urls, batch, lint, diff, test, robots_main',
        }),
      });
      await speak('th');
      const thHelp = usageText();
      expect((await run(['--help'], '', vi)).stdout).toBe(viHelp);
      expect((await run(['--help'], '', thOverTr)).stdout).toBe(thHelp);
      expect(await run(['frob'], '', vi)).toEqual({ code: 2, stdout: '', stderr: `${viUnknown}\n` });
    } finally {
      await speak('en');
    }
    expect((await run(['--help'], '', { LANG: 'C' })).stdout).toBe(usageText());
    for (const args of [
      ['check', file, 'Googlebot', 'http://e.com/x', '--json'],
      ['robots_main', file, 'FooBot', 'http://e.com/x'],
      ['urls', '-', '--robots', file, '--crawler', 'Googlebot'],
    ]) {
      const english = await run(args, 'http://e.com/x\nnot a url\n', { LANG: 'C' });
      for (const locale of [vi, thOverTr, { LANG: 'xx_YY.UTF-8' }])
        expect(await run(args, 'http://e.com/x\nnot a url\n', locale), `${args[0]} ${JSON.stringify(locale)}`).toEqual(english);
    }
  });
});
