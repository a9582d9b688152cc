/**
 * What a hostile list or stream cannot do to the command: run a formula in
 * the spreadsheet that opens its CSV, keep it reading a line that never ends
 * with nothing said, or pass a crawler name that is not what it looks like.
 * And every size cap says so where the person looks.
 */
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/cli.ts';
import { GIVE_UP_BYTES, LineSplitter } from '../../src/cli/line-splitter.ts';
import { Output } from '../../src/cli/output.ts';
import { csvField } from '../../src/cli/urls-command.ts';
import { runMain } from './live-support.ts';
import { scratchDir } from './run-cli.ts';

const scratch = scratchDir();
afterAll(() => scratch.cleanup());
const RULES = scratch.write('robots.txt', 'User-agent: *\nDisallow: /private/\n');

describe('urls CSV: no cell runs as a formula', () => {
  it.each(['=HYPERLINK("http://evil/","x")', '@SUM(A1)', '+cmd|" /C calc"!A0', '-2+3', '\t=1+1', '\r=1+1'])(
    'a list line %j is written as text',
    async (line) => {
      const r = await runMain(['urls', '-', '--robots', RULES], `${line}\n`);
      const row = r.stdout.split('\n')[1]!;
      // The row's first cell: quoted, starting with the apostrophe spreadsheets read as "text".
      expect(row.startsWith(`"'`)).toBe(true);
      expect(row).toMatch(/,"input line 1: not a URL/);
    },
  );

  it('csvField guards every cell, quoted or plain; a URL or a number is left as it is', () => {
    expect(csvField('=1+1')).toBe(`"'=1+1"`);
    expect(csvField('@x')).toBe(`"'@x"`);
    expect(csvField('https://e.com/a')).toBe('https://e.com/a');
    expect(csvField('/a=b')).toBe('/a=b');
    expect(csvField('12')).toBe('12');
  });
});

/** main() with a stdin of `total` zero bytes, made 1 MiB at a time (never held whole). */
async function runOnZeros(args: readonly string[], total: number): Promise<{ code: number; stdout: string; stderr: string; read: number }> {
  let read = 0;
  const piece = Buffer.alloc(1024 * 1024);
  const stdin = Readable.from(
    (function* () {
      for (; read < total; read += piece.length) yield piece;
    })(),
  );
  const out = new PassThrough();
  const err = new PassThrough();
  const chunks: [Buffer[], Buffer[]] = [[], []];
  out.on('data', (c: Buffer) => chunks[0].push(c));
  err.on('data', (c: Buffer) => chunks[1].push(c));
  const io = { stdin, stdout: new Output(out), stderr: new Output(err) };
  const code = await main(args, io);
  await io.stdout.flush();
  await io.stderr.flush();
  return { code, stdout: Buffer.concat(chunks[0]).toString(), stderr: Buffer.concat(chunks[1]).toString(), read };
}

describe('a line that never ends', () => {
  it('LineSplitter: past the give-up length, endless is set and end() gives the line as too long', () => {
    const s = new LineSplitter(8, 32);
    const zeros = new Uint8Array(10);
    for (let i = 0; i < 3; i++) expect(s.push(zeros)).toEqual([]);
    expect(s.endless).toBe(false);
    expect(s.push(zeros)).toEqual([]);
    expect(s.endless).toBe(true);
    expect(s.end()).toEqual([{ tooLong: 40 }]);
    expect(s.endless).toBe(false);
  });

  it('batch on a stream of zeros: an error line for it, the reason on stderr, exit 2, and it stops reading', async () => {
    const total = GIVE_UP_BYTES + 64 * 1024 * 1024;
    const r = await runOnZeros(['batch'], total);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({
      error: expect.stringMatching(/^input line 1: the line has [\d,]+ bytes; batch reads lines of at most 67,108,864$/),
    });
    expect(r.stderr).toBe(
      `robots-lens: stopped reading “stdin” at input line 1: more than ${GIVE_UP_BYTES.toLocaleString('en')} bytes without a line end (is it a binary file or a device?)\n`,
    );
    expect(r.read).toBeLessThan(total);
  });

  it('urls - on a stream of zeros: the header, an error row, exit 2', async () => {
    const r = await runOnZeros(['urls', '-', '--robots', RULES], GIVE_UP_BYTES + 16 * 1024 * 1024);
    expect(r.code).toBe(2);
    const rows = r.stdout.trimEnd().split('\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(/^,,,,,,,"input line 1: the line has [\d,]+ bytes; urls reads lines of at most 1,048,576"$/);
    expect(r.stderr).toMatch(/^robots-lens: stopped reading “stdin” at input line 1: more than/);
  });
});

describe('typed crawler names and options', () => {
  it.each([
    ['\nGooglebot', 'contains U+000A'],
    [' Googlebot', 'starts or ends with a space'],
    ['Google\u200Bbot', 'contains U+200B'],
    ['Ｇｏｏｇｌｅｂｏｔ', 'uses full-width or other look-alike characters: type “Googlebot” instead'],
  ])('--crawler %j is refused with the reason', async (name, reason) => {
    const r = await runMain(['check', 'https://e.com/', '--robots', RULES, '--crawler', name]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(reason);
    const token = await runMain(['check', 'https://e.com/', '--robots', RULES, '--token', '--crawler', name]);
    expect(token.code).toBe(2);
    expect(token.stderr).toContain(`The token`);
  });

  it('a full-width equals sign in an option is named, with the option meant', async () => {
    const r = await runMain(['check', 'https://e.com/', '--robots', RULES, '--crawler＝Googlebot']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'robots-lens: check: “--crawler＝Googlebot” has look-alike characters (such as a full-width “＝”): did you mean --crawler=Googlebot?\n',
    );
  });
});

describe('every cap says so where the person looks', () => {
  const filler = '# padding to push the last rule past 500 KiB\n'.repeat(12_000);
  const big = scratch.write('big.txt', `User-agent: *\nDisallow: /early\n${filler}Disallow: /late\n`);

  it('check --robots --json: the cut is in the JSON', async () => {
    const r = await runMain(['check', 'https://e.com/late', '--robots', big, '--json']);
    expect(JSON.parse(r.stdout)).toMatchObject({
      url: 'https://e.com/late',
      allowed: true,
      truncation: { originalBytes: 540_047, keptBytes: 512_000 },
    });
    const small = await runMain(['check', 'https://e.com/late', '--robots', RULES, '--json']);
    expect(JSON.parse(small.stdout)).toMatchObject({ truncation: null });
  });

  it('matrix --robots: a note above the table, and "truncated" in each JSON row', async () => {
    const r = await runMain(['matrix', 'https://e.com/late', '--robots', big]);
    expect(r.stdout.split('\n')[1]).toBe(
      'note: the file has 540,047 bytes; like Google, only the first 512,000 were read (use --no-limit to read it all)',
    );
    const json = await runMain(['matrix', 'https://e.com/late', '--robots', big, '--json']);
    const rows = json.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { truncated: boolean });
    expect(rows.every((row) => row.truncated)).toBe(true);
  });

  it('urls --robots: said on stderr, stdout stays CSV', async () => {
    const r = await runMain(['urls', '-', '--robots', big], 'https://e.com/late\n');
    expect(r.stderr).toBe(
      'note: the file has 540,047 bytes; like Google, only the first 512,000 were read (use --no-limit to read it all)\n',
    );
    expect(r.stdout).toBe('url,allowed,line,crawl_delay,robots_url,state,reason,error\nhttps://e.com/late,true,0,,,,,\n');
  });

  it('batch: "truncated": true in each answer from a cut body, nothing added otherwise', async () => {
    const lines = [
      JSON.stringify({ robotstxt_file: big, url: 'https://e.com/late', useragent: 'x' }),
      JSON.stringify({ robotstxt: 'User-agent: *\nDisallow: /late\n', url: 'https://e.com/late', useragent: 'x' }),
    ];
    const r = await runMain(['batch'], `${lines.join('\n')}\n`);
    expect(r.stdout).toBe('{"allowed":true,"line":0,"crawlDelay":null,"truncated":true}\n{"allowed":false,"line":2,"crawlDelay":null}\n');
  });
});
