/**
 * `check`: verdict, deciding line and exit code, run as a real process.
 */
import { afterAll, describe, it } from 'vitest';
import { runCli, scratchDir, verdictLines } from './run-cli.ts';

const scratch = scratchDir();
afterAll(() => scratch.cleanup());

const SHOP = scratch.write(
  'shop.txt',
  [
    'User-agent: Googlebot', // 1
    'Disallow: /private/', // 2
    'Allow: /private/press', // 3
    'Crawl-delay: 5', // 4
    '', // 5
    'User-agent: *', // 6
    'Disallow: /cart', // 7
    '', // 8
  ].join('\n'),
);

describe.concurrent('check', () => {
  it('prints disallowed, the deciding line with its text, and exits 1', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'Googlebot', 'https://shop.example/private/orders']);
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)).toEqual(['disallowed', 'line 2: Disallow: /private/  (priority 9)']);
    expect(r.stdout).toContain('why: Googlebot may not fetch /private/orders: line 2');
    expect(r.stdout).toContain('  line 1: User-agent: Googlebot');
    expect(r.stdout).toContain('crawl-delay: 5 s on line 4; Googlebot ignores crawl-delay');
    expect(r.stderr).toBe('');
  });

  it('prints allowed with the winning allow line and why the shorter disallow lost, and exits 0', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'googlebot', 'https://shop.example/private/press/2024']);
    expect(r.code).toBe(0);
    expect(verdictLines(r.stdout)).toEqual(['allowed', 'line 3: Allow: /private/press  (priority 14)']);
    expect(r.stdout).toContain('  line 2: Disallow: /private/ — Lost: line 3 has a longer pattern (priority 14 beats 9).');
  });

  it('says when an index.htm allow decided for its folder', async ({ expect }) => {
    const file = scratch.write('index-htm.txt', 'User-agent: *\nDisallow: /\nAllow: /docs/index.htm\n');
    const r = await runCli(['check', file, 'Googlebot', 'https://shop.example/docs/']);
    expect(r.code).toBe(0);
    expect(verdictLines(r.stdout)).toEqual([
      'allowed',
      'line 3: Allow: /docs/index.htm  (priority 7; matched as /docs/$: Google reads an index.htm allow as also allowing its folder)',
    ]);
    expect(r.stdout).toContain('groups applied (“*”):\n  line 1: User-agent: *\nother matching rules:\n  line 2: Disallow: / — Lost:');
  });

  it('says when no line decided', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'GPTBot', 'https://shop.example/products/1']);
    expect(r.code).toBe(0);
    expect(verdictLines(r.stdout)).toEqual(['allowed', 'no line decided']);
    expect(r.stdout).toContain('  line 6: User-agent: *');
  });

  it('a profile falls back to its next token: Googlebot-Image obeys the googlebot group', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'Googlebot-Image', 'https://shop.example/private/x']);
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)[1]).toBe('line 2: Disallow: /private/  (priority 9)');
    expect(r.stdout).toContain('No group names “googlebot-image”, so Googlebot-Image follows the group for “googlebot”.');
  });

  it('--token uses the string as given: Googlebot/2.1 never matches the googlebot group', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'Googlebot/2.1', 'https://shop.example/cart', '--token']);
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)).toEqual(['disallowed', 'line 7: Disallow: /cart  (priority 5)']);
    expect(r.stdout).toContain('raw token “Googlebot/2.1”');
  });

  it('--token with a bare token matches the group case-insensitively', async ({ expect }) => {
    const r = await runCli(['check', '--token', SHOP, 'GOOGLEBOT', 'https://shop.example/private/x']);
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)[1]).toBe('line 2: Disallow: /private/  (priority 9)');
  });

  it('reads robots.txt from stdin with -', async ({ expect }) => {
    const r = await runCli(['check', '-', 'bingbot', 'https://example.com/tmp/a'], 'User-agent: bingbot\nDisallow: /tmp\nCrawl-delay: 2\n');
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)).toEqual(['disallowed', 'line 2: Disallow: /tmp  (priority 4)']);
    expect(r.stdout).toContain('crawl-delay: 2 s on line 3; Bingbot honours it');
  });

  it('--engine coccoc applies rules written before any user-agent line (Google ignores them)', async ({ expect }) => {
    const body = 'Disallow: /cgi-bin\n\nUser-agent: *\nAllow: /public\n';
    const coccoc = await runCli(['check', '-', 'SomeBot', 'https://site.vn/cgi-bin/x', '--token', '--engine', 'coccoc'], body);
    expect(coccoc.code).toBe(1);
    expect(verdictLines(coccoc.stdout)).toEqual(['disallowed', 'line 1: Disallow: /cgi-bin  (priority 8)']);
    const google = await runCli(['check', '-', 'SomeBot', 'https://site.vn/cgi-bin/x', '--token', '--engine=google'], body);
    expect(google.code).toBe(0);
    expect(verdictLines(google.stdout)).toEqual(['allowed', 'no line decided']);
  });

  it('--json prints the verdict as JSON, with the same exit code', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'googlebot', 'https://shop.example/private/x', '--json']);
    expect(r.code).toBe(1);
    const v: unknown = JSON.parse(r.stdout);
    expect(v).toMatchObject({ allowed: false, decidingLine: 2, engine: 'google', token: 'googlebot', scope: 'specific', reason: 'rule' });
    // Why, as facts: a code and its parameters, no English sentence.
    expect(v).toMatchObject({ explanation: { code: 'longest-match', line: 2, rule: 'Disallow: /private/' } });
    expect(v).not.toHaveProperty('message');
  });

  it('matches bytes, not decoded text: a Latin-1 pattern is percent-encoded byte by byte', async ({ expect }) => {
    const body = new Uint8Array([...Buffer.from('User-agent: *\nDisallow: /caf'), 0xe9, 0x0a]);
    const r = await runCli(['check', '-', 'x', 'https://e.com/caf%E9', '--token'], body);
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)[1]).toBe('line 2: Disallow: /caf\ufffd  (priority 7; matched as /caf%E9)');
  });

  it('never sends control characters from the file to the terminal', async ({ expect }) => {
    const r = await runCli(['check', '-', 'x', 'https://e.com/a%1B', '--token'], 'User-agent: *\nDisallow: /a\u001b[2J\tb\n');
    expect(verdictLines(r.stdout)[1]).toBe('no line decided');
    // A URL typed with control characters is read as a browser requests it (the tab dropped, ESC encoded),
    // and the typed form printed beside it is escaped like the file's line.
    const raw = await runCli(['check', '-', 'x', 'https://e.com/a\u001b[2J\tb', '--token'], 'User-agent: *\nDisallow: /a\t# \u001b[2J\n');
    expect(raw.code).toBe(1);
    expect(verdictLines(raw.stdout)[1]).toBe('line 2: Disallow: /a\\t# \\x1b[2J  (priority 2)');
    expect(raw.stdout).toContain('url: https://e.com/a%1B[2Jb (as a browser requests “https://e.com/a\\x1b[2J\\tb”)');
    expect(raw.stdout).not.toContain('\u001b');
  });

  it('like Google, reads only the first 500 KiB and says so; --no-limit reads it all', async ({ expect }) => {
    const filler = '# padding to push the last rule past 500 KiB\n'.repeat(12_000);
    const big = scratch.write('big.txt', `User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`);
    const cut = await runCli(['check', big, 'x', 'https://e.com/late', '--token']);
    expect(cut.code).toBe(0);
    expect(verdictLines(cut.stdout)).toEqual(['allowed', 'no line decided']);
    expect(cut.stdout).toContain(
      'note: the file has 540,047 bytes; like Google, only the first 512,000 were read (use --no-limit to read it all)',
    );
    const whole = await runCli(['check', big, 'x', 'https://e.com/late', '--token', '--no-limit']);
    expect(whole.code).toBe(1);
    expect(verdictLines(whole.stdout)).toEqual(['disallowed', 'line 12003: Disallow: /late  (priority 5)']);
  });
});

describe.concurrent('check errors: exit 2 and one line on stderr, no stack trace', () => {
  const oneLineError = (stderr: string) => stderr.trimEnd().split('\n');

  it('missing file', async ({ expect }) => {
    const r = await runCli(['check', `${scratch.dir}/nope.txt`, 'googlebot', 'https://e.com/']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(oneLineError(r.stderr)).toEqual([`robots-lens: cannot read “${scratch.dir}/nope.txt”: no such file`]);
  });

  it('a directory', async ({ expect }) => {
    const r = await runCli(['check', scratch.dir, 'googlebot', 'https://e.com/']);
    expect(r.code).toBe(2);
    expect(oneLineError(r.stderr)).toEqual([`robots-lens: cannot read “${scratch.dir}”: it is a directory`]);
  });

  it('unknown crawler lists close profile names', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'googlbot', 'https://e.com/']);
    expect(r.code).toBe(2);
    const lines = oneLineError(r.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('unknown crawler “googlbot”: did you mean Googlebot?');
    expect(lines[0]).toContain('--token');
  });

  it('bad engine', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'googlebot', 'https://e.com/', '--engine', 'bing']);
    expect(r.code).toBe(2);
    expect(oneLineError(r.stderr)).toEqual(['robots-lens: check: unknown engine “bing” (use google or coccoc)']);
  });

  it('missing arguments', async ({ expect }) => {
    const r = await runCli(['check', SHOP, 'googlebot']);
    expect(r.code).toBe(2);
    expect(oneLineError(r.stderr)).toEqual([
      'robots-lens: check: missing <url> (usage: check <url> --crawler NAME [--robots FILE], or check <robots.txt file> <crawler> <url>)',
    ]);
  });

  it('a URL that is not a URL, or an empty one, is refused rather than read as "/"', async ({ expect }) => {
    const notUrls = ['not a url', '', 'shop.example/private/x', 'mailto:x@shop.example'];
    const results = await Promise.all(notUrls.map((url) => runCli(['check', SHOP, 'googlebot', url])));
    for (const [i, url] of notUrls.entries()) {
      expect(results[i]!.code).toBe(2);
      expect(results[i]!.stdout).toBe('');
      expect(oneLineError(results[i]!.stderr)).toEqual([
        `robots-lens: check: “${url}” is not a URL with a host (give a full address such as https://example.com/page)`,
      ]);
    }
  });

  it('unknown option and unknown command', async ({ expect }) => {
    const opt = await runCli(['check', SHOP, 'googlebot', 'https://e.com/', '--verbose']);
    expect(opt.code).toBe(2);
    expect(oneLineError(opt.stderr)).toHaveLength(1);
    expect(opt.stderr).toContain('unknown option --verbose');
    const cmd = await runCli(['chek']);
    expect(cmd.code).toBe(2);
    expect(oneLineError(cmd.stderr)).toEqual([
      'robots-lens: unknown command “chek” (commands: check, matrix, urls, batch, lint, diff, test, robots_main; see --help)',
    ]);
  });
});
