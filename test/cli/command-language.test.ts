/**
 * The command speaks the language LC_ALL, LC_MESSAGES or LANG names, as
 * other command-line tools do, in its human text only: what it prints for
 * programs (JSON, batch's JSON lines, urls' CSV, robots_main's Google
 * wording) and its exit codes are the same bytes in every language.
 *
 * The expected text is rendered here from the catalogs themselves (speak()
 * then say() or usageText(), as the command does), never written out.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { say, site, speak } from '../../src/cli/cli-text.ts';
import { commandLocale, runLocale } from '../../src/cli/command-locale.ts';
import { usageText } from '../../src/cli/usage.ts';
import type { Locale } from '../../src/text/locale.ts';
import { runCli, scratchDir } from './run-cli.ts';

const scratch = scratchDir();
afterAll(() => scratch.cleanup());
// say() speaks what speak() last chose: every test starts and ends in English.
afterEach(() => speak('en'));

const ROBOTS = scratch.write('robots.txt', 'User-agent: Googlebot\nDisallow: /private/\n\nUser-agent: *\nDisallow: /cart\n');

const VI = { LANG: 'vi_VN.UTF-8' };
const TH_OVER_TR = { LANG: 'tr_TR.UTF-8', LC_ALL: 'th_TH.UTF-8' };
const C = { LANG: 'C' };
const UNKNOWN = { LANG: 'xx_YY.UTF-8' };
const EVERY = [VI, TH_OVER_TR, C, UNKNOWN, { LC_MESSAGES: 'hi_IN.UTF-8' }, { LANG: 'tr_TR' }];

async function helpIn(locale: Locale): Promise<string> {
  await speak(locale);
  return usageText();
}

/** `words()` said in `locale`: say() speaks what speak() chose. */
async function inLocale(locale: Locale, words: () => string): Promise<string> {
  await speak(locale);
  return words();
}

/** Runs `args` under each locale of EVERY and under LANG=C: code, stdout and stderr must be the same bytes. */
async function sameEverywhere(args: readonly string[], stdin: string): Promise<void> {
  const [english, ...others] = await Promise.all([C, ...EVERY].map((locale) => runCli(args, stdin, locale)));
  expect(english!.stdout + english!.stderr, args.join(' ')).not.toBe('');
  for (const [i, r] of others.entries()) {
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }, `${args.join(' ')} under ${JSON.stringify(EVERY[i])}`).toEqual({
      code: english!.code,
      stdout: english!.stdout,
      stderr: english!.stderr,
    });
  }
}

describe('which language the locale variables choose', () => {
  it('reads LC_ALL, then LC_MESSAGES, then LANG; strips the codeset and modifier; else English', () => {
    expect(commandLocale({ LANG: 'vi_VN.UTF-8' })).toBe('vi');
    expect(commandLocale({ LANG: 'tr_TR.UTF-8', LC_ALL: 'th_TH.UTF-8' })).toBe('th');
    expect(commandLocale({ LANG: 'tr_TR', LC_MESSAGES: 'hi_IN@devanagari' })).toBe('hi');
    expect(commandLocale({ LC_ALL: '', LANG: 'th_TH.TIS-620' })).toBe('th');
    expect(commandLocale({ LC_ALL: 'C', LANG: 'vi_VN.UTF-8' })).toBe('en');
    for (const value of ['C', 'POSIX', 'C.UTF-8', '', 'xx_YY.UTF-8', 'de_DE.UTF-8'])
      expect(commandLocale({ LANG: value }), value).toBe('en');
    expect(commandLocale({})).toBe('en');
  });

  it('speaks English in a run whose output is for programs, and the locale otherwise', () => {
    for (const argv of [
      ['batch'],
      ['urls', 'f'],
      ['robots_main', 'f', 'a', 'u'],
      ['check', 'f', 'a', 'u', '--json'],
      ['test', 'e', '--format=junit'],
      ['diff', 'a', 'b', '--format', 'github'],
    ])
      expect(runLocale(argv, VI), argv.join(' ')).toBe('en');
    for (const argv of [['check', 'f', 'a', 'u'], ['diff', 'a', 'b', '--format', 'text'], ['batch', '--help'], ['--help'], []])
      expect(runLocale(argv, VI), argv.join(' ')).toBe('vi');
  });
});

// Not concurrent: the expected text comes from speak(), which sets what say() speaks for the whole file.
describe('the command in each language', () => {
  it('prints --help in Vietnamese under LANG=vi_VN.UTF-8, rendered from the Vietnamese catalogs', async () => {
    const r = await runCli(['--help'], '', VI);
    const vi = await helpIn('vi');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(vi);
    expect(vi).not.toBe(await helpIn('en'));
  });

  it('lets LC_ALL=th_TH.UTF-8 win over LANG=tr_TR.UTF-8', async () => {
    const r = await runCli(['--help'], '', TH_OVER_TR);
    expect(r.stdout).toBe(await helpIn('th'));
    // No arguments: the same help, on stderr, exit code 2.
    const none = await runCli([], '', TH_OVER_TR);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(await helpIn('th'));
  });

  it('speaks English under LANG=C and under a locale without a catalog', async () => {
    for (const locale of [C, UNKNOWN]) {
      const r = await runCli(['--help'], '', locale);
      expect(r.stdout).toBe(await helpIn('en'));
    }
  });

  it('says errors on stderr in the chosen language, with the same exit code', async () => {
    const expected = async (locale: Locale) => {
      const line = () => {
        const commands = 'check, matrix, urls, batch, lint, diff, test, robots_main';
        return say('cli.error', { message: say('cli.error.unknown-command', { command: site('frobnicate'), commands }) });
      };
      return `${await inLocale(locale, line)}\n`;
    };
    const vi = await runCli(['frobnicate'], '', VI);
    expect(vi.code).toBe(2);
    expect(vi.stderr).toBe(await expected('vi'));
    const th = await runCli(['frobnicate'], '', TH_OVER_TR);
    expect(th.code).toBe(2);
    expect(th.stderr).toBe(await expected('th'));
    expect(vi.stderr).not.toBe(await expected('en'));
  });

  it("prints check's text in the chosen language, with the same exit code", async () => {
    const args = ['check', ROBOTS, 'Googlebot', 'https://shop.example/private/x'];
    const vi = await runCli(args, '', VI);
    const en = await runCli(args, '', C);
    expect(vi.code).toBe(1);
    expect(en.code).toBe(1);
    const priority = (locale: Locale) => inLocale(locale, () => say('cli.verdict.match-priority', { priority: 9 }));
    expect(vi.stdout).toContain(await priority('vi'));
    expect(en.stdout).toContain(await priority('en'));
    expect(vi.stdout).not.toContain(await priority('en'));
  });

  it('prints the same JSON, CSV and JSON lines, and exits the same, in every language', async () => {
    const runs: [string[], string][] = [
      [['check', ROBOTS, 'Googlebot', 'https://shop.example/private/x', '--json'], ''],
      [['check', ROBOTS, 'NoSuchPreset', 'https://shop.example/', '--json'], ''],
      [['matrix', ROBOTS, 'https://shop.example/cart', '--json'], ''],
      [['lint', ROBOTS, '--json'], ''],
      [['urls', '-', '--robots', ROBOTS, '--crawler', 'Googlebot'], 'https://shop.example/private/a\nnot a url\n'],
      [['urls', '-', '--robots', ROBOTS, '--crawler', 'Googlebot', '--json'], 'https://shop.example/private/a\nnot a url\n'],
      [['batch'], `${JSON.stringify({ robots: 'Disallow: /x', url: 'https://a.example/x', useragent: 'a' })}\n{"url": 1}\nnot json\n`],
    ];
    await Promise.all(runs.map(([args, stdin]) => sameEverywhere(args, stdin)));
  });

  it("prints robots_main's output identically in every language", async () => {
    await Promise.all(
      [
        ['robots_main', ROBOTS, 'Googlebot', 'https://shop.example/private/x'],
        ['robots_main', ROBOTS, 'Googlebot', 'https://shop.example/ok'],
        ['robots_main', ROBOTS],
        ['robots_main', '--help'],
      ].map((args) => sameEverywhere(args, '')),
    );
  });
});
