/**
 * `batch`: JSON lines in, one JSON line out per input line, in order; bad
 * lines get an error and the batch goes on; bodies are parsed once.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, describe, it } from 'vitest';
import { runCli, scratchDir, startCli, writeRepeated } from './run-cli.ts';

const scratch = scratchDir();
afterAll(() => scratch.cleanup());

const SITE = scratch.write(
  'site.txt',
  'User-agent: Googlebot\nDisallow: /private\nCrawl-delay: 4\n\nUser-agent: *\nDisallow: /\nAllow: /public\n',
);

function parseLines(stdout: string): unknown[] {
  return stdout
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as unknown);
}

const line = (o: Record<string, unknown>) => JSON.stringify(o);

describe.concurrent('batch', () => {
  it('names every body field given twice as one list, and asks for a crawler when none is given', async ({ expect }) => {
    const input = [
      line({ robotstxt: 'x', robotstxt_base64: 'eA==', robotstxt_file: SITE, url: 'https://e.com/', useragent: 'x' }),
      line({ robotstxt: 'x', url: 'https://e.com/' }),
    ].join('\n');
    const r = await runCli(['batch'], input + '\n');
    expect(parseLines(r.stdout)).toEqual([
      { error: 'input line 1: give only one of "robotstxt", "robotstxt_base64", and "robotstxt_file"' },
      { error: 'input line 2: missing crawler: give "useragent" (a product token) or "profile" (a profile name)' },
    ]);
  });

  it('answers good and bad lines in order, and goes on after each bad one', async ({ expect }) => {
    const input = [
      line({ robotstxt_file: SITE, url: 'https://e.com/private/a', profile: 'googlebot' }),
      '{not json',
      line({ robotstxt_file: SITE, url: 'https://e.com/public/a', useragent: 'GPTBot' }),
      line({ robotstxt_file: `${scratch.dir}/missing.txt`, url: 'https://e.com/', useragent: 'x' }),
      line({ robotstxt_file: SITE, url: 'https://e.com/x', profile: 'no-such-bot' }),
      line({ robotstxt_file: SITE, useragent: 'x' }),
      line({ url: 'https://e.com/', useragent: 'x' }),
      line({ robotstxt_base64: '%%%', url: 'https://e.com/', useragent: 'x' }),
      line({ robotstxt_file: scratch.dir, url: 'https://e.com/', useragent: 'x' }),
      '',
      line({ robotstxt: 'User-agent: *\nDisallow: /a', url: 'https://e.com/a', useragent: 'x', engine: 'bing' }),
      '[1, 2]',
      line({ robotstxt_file: SITE, url: 'https://e.com/other', profile: 'Googlebot-Image' }),
    ].join('\n');
    const r = await runCli(['batch'], input + '\n');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(parseLines(r.stdout)).toEqual([
      { allowed: false, line: 2, crawlDelay: 4 },
      { error: expect.stringMatching(/^input line 2: invalid JSON/) },
      { allowed: true, line: 7, crawlDelay: null },
      { error: `input line 4: cannot read “${scratch.dir}/missing.txt”: no such file` },
      { error: expect.stringMatching(/^input line 5: unknown crawler “no-such-bot”/) },
      { error: 'input line 6: missing "url"' },
      { error: 'input line 7: missing robots.txt: give "robotstxt", "robotstxt_base64" or "robotstxt_file"' },
      { error: expect.stringMatching(/^input line 8: "robotstxt_base64" is not valid base64/) },
      { error: `input line 9: cannot read “${scratch.dir}”: it is a directory` },
      { error: 'input line 10: blank line (expected a JSON object)' },
      { error: 'input line 11: unknown engine "bing" (use "google" or "coccoc")' },
      { error: 'input line 12: expected a JSON object' },
      { allowed: true, line: 0, crawlDelay: 4 },
    ]);
  });

  it('reads and parses a file given many times once', async ({ expect }) => {
    const urls = ['/private/1', '/public/2', '/x', '/private/3', '/public/4'];
    const input = urls.map((u) => line({ robotstxt_file: SITE, url: `https://e.com${u}`, useragent: 'googlebot' })).join('\n');
    const r = await runCli(['batch', '--stats'], input);
    expect(parseLines(r.stdout).map((a) => (a as { allowed: boolean }).allowed)).toEqual([false, true, true, false, true]);
    expect(r.stderr).toBe('batch: 5 lines, 5 answered, 0 errors; robots.txt bodies parsed: 1, cache hits: 4\n');
  });

  it('caches inline bodies by content too', async ({ expect }) => {
    const a = 'User-agent: *\nDisallow: /a\n';
    const b = 'User-agent: *\nDisallow: /b\n';
    const input = [a, b, a, b, a].map((t) => line({ robotstxt: t, url: 'https://e.com/a', useragent: 'x' })).join('\n');
    const r = await runCli(['batch', '--stats'], input);
    expect(parseLines(r.stdout).map((x) => (x as { line: number }).line)).toEqual([2, 0, 2, 0, 2]);
    expect(r.stderr).toContain('robots.txt bodies parsed: 2, cache hits: 3');
  });

  it('robotstxt_base64 keeps exact bytes, invalid UTF-8 included', async ({ expect }) => {
    // "Disallow: /caf\xE9" (Latin-1 é, invalid as UTF-8) and "Disallow: /\xFF\xFE" become %E9 and %FF%FE.
    const bytes = Buffer.concat([
      Buffer.from('User-agent: *\nDisallow: /caf'),
      Buffer.from([0xe9]),
      Buffer.from('\nDisallow: /'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('\nAllow: /caf%e9/ok\n'),
    ]);
    const b64 = bytes.toString('base64');
    const input = [
      line({ robotstxt_base64: b64, url: 'https://e.com/caf%E9', useragent: 'x' }),
      line({ robotstxt_base64: b64, url: 'https://e.com/caf%C3%A9', useragent: 'x' }),
      line({ robotstxt_base64: b64, url: 'https://e.com/%FF%FEx', useragent: 'x' }),
      line({ robotstxt_base64: b64, url: 'https://e.com/caf%E9/ok', useragent: 'x' }),
    ].join('\n');
    const r = await runCli(['batch'], input);
    expect(parseLines(r.stdout)).toEqual([
      { allowed: false, line: 2, crawlDelay: null },
      { allowed: true, line: 0, crawlDelay: null },
      { allowed: false, line: 3, crawlDelay: null },
      { allowed: true, line: 4, crawlDelay: null },
    ]);
  });

  it('--engine sets the default engine; a line’s "engine" overrides it', async ({ expect }) => {
    const robots = 'Disallow: /cgi-bin\nUser-agent: *\nAllow: /x\n';
    const input = [
      line({ robotstxt: robots, url: 'https://e.com/cgi-bin/a', useragent: 'somebot' }),
      line({ robotstxt: robots, url: 'https://e.com/cgi-bin/a', useragent: 'somebot', engine: 'google' }),
    ].join('\n');
    const r = await runCli(['batch', '--engine', 'coccoc'], input);
    expect(parseLines(r.stdout)).toEqual([
      { allowed: false, line: 1, crawlDelay: null },
      { allowed: true, line: 0, crawlDelay: null },
    ]);
  });

  it('a profile uses its own engine: coccocbot-web reads Coc Coc’s way, with crawl-delay capped at 10', async ({ expect }) => {
    const robots = 'User-agent: *\nDisallow: /\n\nUser-agent: coccocbot\nDisallow: /ajax\nCrawl-delay: 30\n';
    const r = await runCli(['batch'], line({ robotstxt: robots, url: 'https://site.vn/page', profile: 'coccocbot-web' }));
    expect(parseLines(r.stdout)).toEqual([{ allowed: true, line: 0, crawlDelay: 10 }]);
  });

  it('answers thousands of lines in order', async ({ expect }) => {
    const n = 5000;
    const input = Array.from({ length: n }, (_, i) =>
      line({
        robotstxt_file: SITE,
        url: `https://e.com/${i % 2 === 0 ? 'private' : 'public'}/${i}`,
        useragent: i % 3 === 0 ? 'googlebot' : 'x',
      }),
    ).join('\n');
    const r = await runCli(['batch', '--stats'], input);
    const answers = parseLines(r.stdout) as { allowed: boolean; line: number }[];
    expect(answers).toHaveLength(n);
    for (let i = 0; i < n; i++) {
      const googlebot = i % 3 === 0;
      const priv = i % 2 === 0;
      const expected = googlebot ? { allowed: !priv, line: priv ? 2 : 0 } : { allowed: !priv, line: priv ? 6 : 7 };
      expect(answers[i]).toMatchObject(expected);
    }
    expect(r.stderr).toContain(`robots.txt bodies parsed: 1, cache hits: ${new Intl.NumberFormat('en').format(n - 1)}`);
  });

  it('bad usage exits 2 with one line', async ({ expect }) => {
    const r = await runCli(['batch', 'file.jsonl']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('robots-lens: batch: unexpected argument “file.jsonl” (batch reads JSON lines on stdin)\n');
  });
});

describe.concurrent('batch under hostile input', () => {
  it('a robotstxt_file naming a named pipe, a device or a directory gets an error at once; the other lines are answered', async ({
    expect,
  }) => {
    const fifo = `${scratch.dir}/batch.fifo`;
    execFileSync('mkfifo', [fifo]);
    const input = [
      line({ robotstxt_file: SITE, url: 'https://e.com/private/a', profile: 'googlebot' }),
      line({ robotstxt_file: fifo, url: 'https://e.com/', useragent: 'x' }),
      line({ robotstxt_file: '/dev/zero', url: 'https://e.com/', useragent: 'x' }),
      line({ robotstxt_file: scratch.dir, url: 'https://e.com/', useragent: 'x' }),
      line({ robotstxt_file: SITE, url: 'https://e.com/public/a', useragent: 'x' }),
    ].join('\n');
    const r = await runCli(['batch'], input + '\n');
    expect(r.killed).toBe(false);
    expect(r.code).toBe(0);
    expect(parseLines(r.stdout)).toEqual([
      { allowed: false, line: 2, crawlDelay: 4 },
      { error: `input line 2: cannot read “${fifo}”: it is a named pipe, not a regular file` },
      { error: 'input line 3: cannot read “/dev/zero”: it is a device, not a regular file' },
      { error: `input line 4: cannot read “${scratch.dir}”: it is a directory` },
      { allowed: true, line: 7, crawlDelay: null },
    ]);
  });

  it('writes each answer as soon as its line is in, before stdin ends', async ({ expect }) => {
    const cli = startCli(['batch']);
    await cli.write(line({ robotstxt_file: SITE, url: 'https://e.com/private/a', profile: 'googlebot' }) + '\n');
    expect(await cli.nextLine()).toBe('{"allowed":false,"line":2,"crawlDelay":4}');
    await cli.write(line({ robotstxt: 'User-agent: *\nDisallow: /b\n', url: 'https://e.com/b', useragent: 'x' }) + '\n{oops\n');
    expect(await cli.nextLine()).toBe('{"allowed":false,"line":2,"crawlDelay":null}');
    expect(await cli.nextLine()).toMatch(/^\{"error":"input line 3: invalid JSON/);
    const end = await cli.finish();
    expect(end).toEqual({ code: 0, stderr: '', rest: '' });
  });

  it('a line longer than 64 MiB gets an error, and the next line is answered', async ({ expect }) => {
    const cli = startCli(['batch', '--stats']);
    const write = (c: Uint8Array) => cli.write(c);
    await cli.write('{"robotstxt":"');
    await writeRepeated(write, 0x61, 64 * 1024 * 1024); // 'a'
    await cli.write('","url":"https://e.com/","useragent":"x"}\n');
    await cli.write(line({ robotstxt_file: SITE, url: 'https://e.com/private/a', profile: 'googlebot' }) + '\n');
    const end = await cli.finish();
    expect(end.code).toBe(0);
    expect(end.rest.trimEnd().split('\n')).toEqual([
      '{"error":"input line 1: the line has 67,108,919 bytes; batch reads lines of at most 67,108,864"}',
      '{"allowed":false,"line":2,"crawlDelay":4}',
    ]);
    expect(end.stderr).toBe('batch: 2 lines, 1 answered, 1 error; robots.txt bodies parsed: 1, cache hits: 0\n');
  });

  it('reads a url that is not a URL the way Google’s library does: what follows the first / (or "/")', async ({ expect }) => {
    const robots = 'User-agent: *\nDisallow: /\nAllow: /$\nAllow: /ok\n';
    const input = ['not a url', '', 'e.com/ok/x', 'https://e.com/ok']
      .map((url) => line({ robotstxt: robots, url, useragent: 'x' }))
      .join('\n');
    const r = await runCli(['batch'], input);
    expect(parseLines(r.stdout)).toEqual([
      { allowed: true, line: 3, crawlDelay: null },
      { allowed: true, line: 3, crawlDelay: null },
      { allowed: true, line: 4, crawlDelay: null },
      { allowed: true, line: 4, crawlDelay: null },
    ]);
  });
});
