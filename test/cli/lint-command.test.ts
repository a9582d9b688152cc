/**
 * `lint`: one finding per line, `<line>: <severity>: <message>`, sorted;
 * exit 1 only when a finding is an error.
 */
import { afterAll, describe, it } from 'vitest';
import { runCli, scratchDir } from './run-cli.ts';

const scratch = scratchDir();
afterAll(() => scratch.cleanup());

const TYPOS = scratch.write(
  'typos.txt',
  [
    'Disallow: /before', // 1: before any user-agent
    'Useragent: *', // 2: typo
    'Dissallow: /tmp', // 3: typo
    'Disallow private', // 4: missing colon, and no leading slash
    'Noindex: /old', // 5: ignored by Google
    'Sitemap: /sitemap.xml', // 6: not absolute
  ].join('\n'),
);

describe.concurrent('lint', () => {
  it('prints each finding on its line, sorted, and exits 0 without errors', async ({ expect }) => {
    const r = await runCli(['lint', TYPOS]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      '1: warning: “Disallow: /before” comes before any User-agent line: Google ignores it (Coc Coc applies it to all robots). Put a “User-agent: *” line above it.',
      '2: warning: “Useragent” is a misspelling that Google accepts as “User-agent”; other crawlers may ignore this line. Write “User-agent”.',
      '3: warning: “Dissallow” is a misspelling that Google accepts as “Disallow”; other crawlers may ignore this line. Write “Disallow”.',
      '4: warning: “Disallow: private” does not start with “/” or “*”, so it never matches any URL. Did you mean “Disallow: /private”?',
      '4: info: “Disallow” has no colon after it. Google accepts the two words as “Disallow: …”, but other crawlers may not: add the colon.',
      '5: info: Google stopped supporting Noindex in robots.txt in 2019: it has no effect. Use a noindex meta tag or X-Robots-Tag header instead.',
      '6: warning: Sitemap “/sitemap.xml” is not an absolute http(s) URL; crawlers expect a full address such as https://example.com/sitemap.xml.',
    ]);
    // Sorted by line number.
    const numbers = lines.map((l) => Number(l.split(':')[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('shows whole-file findings as "file" and exits 1 when one is an error', async ({ expect }) => {
    const utf16 = new Uint8Array(Buffer.from('\ufeffUser-agent: *\nDisallow: /\n', 'utf16le'));
    const r = await runCli(['lint', '-'], utf16);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toMatch(/^file: error: This file is encoded as UTF-16\./);
  });

  it('prints nothing for a clean file', async ({ expect }) => {
    const r = await runCli(['lint', '-'], 'User-agent: *\nDisallow: /private/\n');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
  });

  it('--json prints the findings with their codes', async ({ expect }) => {
    const r = await runCli(['lint', TYPOS, '--json']);
    const found = JSON.parse(r.stdout) as { line: number; code: string }[];
    expect(found.filter((d) => d.code === 'typo').map((d) => d.line)).toEqual([2, 3]);
  });

  it('reports a file over 500 KiB as cut, and --no-limit reads it all', async ({ expect }) => {
    const big = scratch.write('big.txt', 'User-agent: *\n' + 'Disallow: /a-long-enough-path-to-fill-the-file\n'.repeat(12_000));
    const cut = await runCli(['lint', big]);
    expect(cut.stdout).toMatch(
      /: warning: robots\.txt is larger than 500 KiB \(564,014 bytes or more\): Google reads only the first 512,000 bytes/,
    );
    const whole = await runCli(['lint', big, '--no-limit']);
    expect(whole.stdout).not.toContain('larger than 500 KiB');
  });

  it('a missing file exits 2 with one line', async ({ expect }) => {
    const r = await runCli(['lint', `${scratch.dir}/none.txt`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`robots-lens: cannot read “${scratch.dir}/none.txt”: no such file\n`);
  });
});

describe.concurrent('help', () => {
  it('no arguments is bad usage: the usage on stderr, nothing on stdout, exit 2', async ({ expect }) => {
    const r = await runCli([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('check <robots.txt file, or - for stdin> <crawler> <url>');
    expect(r.stderr).toContain('Exit code: 1 when any finding is an error');
  });

  it('says how each command reads what it is given', async ({ expect }) => {
    const r = await runCli(['--help']);
    const text = r.stdout.replace(/\s+/g, ' ');
    expect(text).toContain(
      '<url> a full address with a host, e.g. https://example.com/page, read as a browser requests it (see "URLs"); anything else is refused',
    );
    expect(text).toContain('"url": the URL to check, read as Google\'s library reads it and not checked');
    expect(text).toContain('"not a url" and "" are both "/"');
    expect(text).toContain('more than 67,108,864 bytes) gets {"error": "input line N: ..."}');
    expect(text).toContain('Answers are written as soon as the input read so far is answered');
    expect(text).toContain('must name a regular file: a named pipe, a device or a directory is refused');
    expect(text).toContain(
      "--no-limit reads the whole body (as Google's open-source parser does when handed it) up to 33,554,432 bytes (32 MiB), and refuses a larger one",
    );
    expect(text).toContain('shown as escapes, e.g. \\x1b or \\u{202E}');
  });

  it('--help prints the same usage', async ({ expect }) => {
    const [plain, help, commandHelp] = await Promise.all([runCli([]), runCli(['--help']), runCli(['batch', '--help'])]);
    expect(help.stdout).toBe(plain.stderr);
    expect(commandHelp.stdout).toBe(plain.stderr);
    expect(help.code).toBe(0);
  });
});
