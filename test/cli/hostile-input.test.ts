/**
 * `check` and `lint` under input that is not a plain robots.txt file: an
 * endless device, a named pipe with no writer, a file of gigabytes, an
 * endless stdin. Each ends at once with one line, or reads only what Google
 * would read; none hangs or grows without bound.
 */
import { execFileSync } from 'node:child_process';
import { truncateSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, describe, it } from 'vitest';
import { runCli, scratchDir, verdictLines } from './run-cli.ts';

const scratch = scratchDir();
afterAll(() => scratch.cleanup());

const FIFO = `${scratch.dir}/robots.fifo`;
execFileSync('mkfifo', [FIFO]);

/** A sparse file of `size` bytes: "User-agent: *" and "Disallow: /a", then zeros; costs no disk. */
function sparseFile(name: string, size: number): string {
  const path = scratch.write(name, 'User-agent: *\nDisallow: /a\n');
  truncateSync(path, size);
  return path;
}

describe.concurrent('not a regular file: refused at once with one line, exit 2', () => {
  it('check /dev/zero (a device) is not read', async ({ expect }) => {
    const r = await runCli(['check', '/dev/zero', 'googlebot', 'https://e.com/']);
    expect(r.killed).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('robots-lens: cannot read “/dev/zero”: it is a device, not a regular file\n');
  });

  it('check on a named pipe with no writer does not wait for one', async ({ expect }) => {
    const r = await runCli(['check', FIFO, 'googlebot', 'https://e.com/']);
    expect(r.killed).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`robots-lens: cannot read “${FIFO}”: it is a named pipe, not a regular file\n`);
  });

  it('check on a Unix socket', async ({ expect }) => {
    const path = `${scratch.dir}/robots.sock`;
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(path, resolve));
    try {
      const r = await runCli(['check', path, 'googlebot', 'https://e.com/']);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`robots-lens: cannot read “${path}”: it is a socket or a device, not a regular file\n`);
    } finally {
      server.close();
    }
  });

  it('lint on a named pipe and on a device', async ({ expect }) => {
    const [fifo, device] = await Promise.all([runCli(['lint', FIFO]), runCli(['lint', '/dev/zero'])]);
    expect(fifo.killed).toBe(false);
    expect(fifo.code).toBe(2);
    expect(fifo.stderr).toBe(`robots-lens: cannot read “${FIFO}”: it is a named pipe, not a regular file\n`);
    expect(device.code).toBe(2);
    expect(device.stderr).toBe('robots-lens: cannot read “/dev/zero”: it is a device, not a regular file\n');
  });
});

describe.concurrent('only the limit plus one byte is read', () => {
  it('a 3 GiB file is answered from its first 512,000 bytes, with its size in the note', async ({ expect }) => {
    const huge = sparseFile('huge.txt', 3 * 1024 ** 3);
    const r = await runCli(['check', huge, 'x', 'https://e.com/a', '--token']);
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)).toEqual(['disallowed', 'line 2: Disallow: /a  (priority 2)']);
    expect(r.stdout).toContain('note: the file has 3,221,225,472 bytes; like Google, only the first 512,000 were read');
  });

  it('lint on a 3 GiB file reports the cut with the size', async ({ expect }) => {
    const huge = sparseFile('huge-lint.txt', 3 * 1024 ** 3);
    const r = await runCli(['lint', huge]);
    expect(r.stdout).toContain('robots.txt is larger than 500 KiB (3,221,225,472 bytes or more)');
  });

  it('an endless stdin (< /dev/zero) is read up to the limit and answered', async ({ expect }) => {
    const r = await runCli(['check', '-', 'x', 'https://e.com/', '--token'], { file: '/dev/zero' });
    expect(r.killed).toBe(false);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('note: the input has more than 512,000 bytes; like Google, only the first 512,000 were read');
  });

  it('--no-limit reads up to 32 MiB and refuses more, from stdin or a file', async ({ expect }) => {
    const tooBig = sparseFile('too-big.txt', 32 * 1024 * 1024 + 1);
    const [stdin, file] = await Promise.all([
      runCli(['check', '-', 'x', 'https://e.com/', '--token', '--no-limit'], { file: '/dev/zero' }),
      runCli(['check', tooBig, 'x', 'https://e.com/', '--token', '--no-limit']),
    ]);
    expect(stdin.killed).toBe(false);
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toBe('robots-lens: cannot read “stdin”: it has more than 33,554,432 bytes, the most --no-limit reads\n');
    expect(file.code).toBe(2);
    expect(file.stderr).toBe(`robots-lens: cannot read “${tooBig}”: it has more than 33,554,432 bytes, the most --no-limit reads\n`);
  });

  it('--no-limit still reads a file of exactly 32 MiB whole', async ({ expect }) => {
    const path = scratch.write('at-ceiling.txt', '');
    const head = Buffer.from('User-agent: *\n');
    const tail = Buffer.from('\nDisallow: /late\n');
    writeFileSync(path, Buffer.concat([head, Buffer.alloc(32 * 1024 * 1024 - head.length - tail.length, '#'), tail]));
    const r = await runCli(['check', path, 'x', 'https://e.com/late', '--token', '--no-limit']);
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)).toEqual(['disallowed', 'line 3: Disallow: /late  (priority 5)']);
  });
});
