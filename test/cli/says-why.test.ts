/**
 * What `check`, `matrix` and `urls` say to a person: the reason on the
 * "why:" line whatever decided (a rule or the fetch outcome, in the popup's
 * words), the URL as a browser requests it, and nothing on stdout when the
 * input cannot be read. Sites on 127.0.0.1 (live-support.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { text } from '../../src/text/bundled.ts';
import { outcomeMessageText } from '../../src/text/outcome-text.ts';
import type { OutcomeReading } from '../../src/core/index.ts';
import { CSV_HEAD } from '../../src/cli/urls-command.ts';
import { robotsBody, startSite, status, type RobotsHandler, type TestSite } from '../e2e/support/sites.ts';
import { runMain } from './live-support.ts';
import { runCli, scratchDir } from './run-cli.ts';

const started: TestSite[] = [];
const scratch = scratchDir();
afterAll(async () => {
  await Promise.all(started.map((s) => s.close()));
  scratch.cleanup();
});

async function site(robots: RobotsHandler): Promise<TestSite> {
  const s = await startSite({ '/robots.txt': robots });
  started.push(s);
  return s;
}

const whyLine = (stdout: string) => stdout.split('\n').find((l) => l.startsWith('why:'));

describe('check says why when the fetch outcome decided', () => {
  it.each([
    [404, 'why: robots.txt answered 404: Google takes that as “no robots.txt”, so everything is allowed.'],
    [
      503,
      'why: robots.txt answered 503: Google treats the whole site as disallowed for now (a cached copy from the last 24 hours may be used instead).',
    ],
    [
      429,
      'why: robots.txt answered 429: Google treats the whole site as disallowed for now (a cached copy from the last 24 hours may be used instead).',
    ],
  ])('status %i', async (code, expected) => {
    const s = await site(status(code));
    const r = await runMain(['check', `http://robots-public.test:${s.port}/x`]);
    expect(whyLine(r.stdout)).toBe(expected);
  });

  it('a refused connection: the same words as the popup gives the outcome', async () => {
    // A port nobody listens on: a server that was started and closed again.
    const s = await startSite({});
    await s.close();
    const url = `http://robots-public.test:${s.port}/x`;
    const json = JSON.parse((await runMain(['check', url, '--json'])).stdout) as { reading: OutcomeReading };
    expect(json.reading.reason.code).toBe('network-error');
    const r = await runMain(['check', url]);
    expect(r.code).toBe(4);
    expect(whyLine(r.stdout)).toBe(`why: ${outcomeMessageText(text, json.reading)}`);
    expect(whyLine(r.stdout)).toMatch(/^why: The server .+ when asked for robots\.txt\. Google treats/);
  });

  it('Coc Coc reads a 503 in its own words', async () => {
    const s = await site(status(503));
    const r = await runMain(['check', `http://robots-public.test:${s.port}/x`, '--crawler', 'coccocbot-web']);
    expect(whyLine(r.stdout)).toMatch(/^why: robots\.txt answered 503: Coc Coc reads only a 200 answer/);
  });
});

describe('check, matrix and urls read a URL as a browser requests it', () => {
  const RULES = 'User-agent: *\nDisallow: /caf%C3%A9/\n';

  it('check: a non-ASCII path is percent-encoded UTF-8, and the file disallows it', async () => {
    const s = await site(robotsBody(RULES));
    const typed = `http://robots-public.test:${s.port}/café/x`;
    const r = await runMain(['check', typed]);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['disallowed', 'line 2: Disallow: /caf%C3%A9/  (priority 11)']);
    expect(r.stdout).toContain(`url: http://robots-public.test:${s.port}/caf%C3%A9/x (as a browser requests “${typed}”)`);
    const json = JSON.parse((await runMain(['check', typed, '--json'])).stdout) as { url: string; allowed: boolean };
    expect(json).toMatchObject({ url: `http://robots-public.test:${s.port}/caf%C3%A9/x`, allowed: false });
  });

  it('check --robots: an international host in punycode, the path encoded', async () => {
    const file = scratch.write('robots.txt', RULES);
    const r = await runMain(['check', 'https://bücher.example/café/', '--robots', file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('url: https://xn--bcher-kva.example/caf%C3%A9/ (as a browser requests “https://bücher.example/café/”)');
  });

  it('matrix: every profile answers for the encoded path', async () => {
    const file = scratch.write('robots.txt', RULES);
    const r = await runMain(['matrix', 'https://e.com/café/', '--robots', file, '--json']);
    const rows = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { url: string; crawler: string; allowed: boolean });
    expect(rows.find((x) => x.crawler === 'Googlebot')).toMatchObject({ url: 'https://e.com/caf%C3%A9/', allowed: false });
    const table = await runMain(['matrix', 'https://e.com/café/', '--robots', file]);
    expect(table.stdout.split('\n')[0]).toBe('url: https://e.com/caf%C3%A9/ (as a browser requests “https://e.com/café/”)');
  });

  it('urls: each line read so, and written so', async () => {
    const file = scratch.write('robots.txt', RULES);
    const r = await runMain(['urls', '-', '--robots', file], 'https://e.com/café/\n');
    expect(r.stdout).toBe('url,allowed,line,crawl_delay,robots_url,state,reason,error\nhttps://e.com/caf%C3%A9/,false,2,,,,,\n');
  });

  it('batch keeps Google raw reading: the same URL is matched as given', async () => {
    const r = await runMain(['batch'], `${JSON.stringify({ robotstxt: RULES, url: 'https://e.com/café/', useragent: 'x' })}\n`);
    expect(JSON.parse(r.stdout)).toMatchObject({ allowed: true, line: 0 });
  });
});

describe('urls writes nothing when it cannot read its input', () => {
  it.each([
    ['a missing file', () => `${scratch.dir}/none.txt`, /no such file/],
    ['a directory', () => scratch.dir, /it is a directory/],
    ['a device', () => '/dev/zero', /it is a device, not a regular file/],
  ])('%s: exit 2, one line on stderr, stdout empty', async (_name, path, reason) => {
    const r = await runMain(['urls', path()]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(reason);
  });

  it('a named pipe is read once its writer comes', async () => {
    const { execFileSync } = await import('node:child_process');
    const { writeFile } = await import('node:fs/promises');
    const fifo = `${scratch.dir}/list.fifo`;
    execFileSync('mkfifo', [fifo]);
    const file = scratch.write('robots.txt', RULES_FOR_PIPE);
    const [r] = await Promise.all([runMain(['urls', fifo, '--robots', file]), writeFile(fifo, 'https://e.com/a\n')]);
    expect(r.stdout).toBe('url,allowed,line,crawl_delay,robots_url,state,reason,error\nhttps://e.com/a,false,2,,,,,\n');
  });
});

const RULES_FOR_PIPE = 'User-agent: *\nDisallow: /a\n';

describe('help', () => {
  it('names every CSV column of urls, the error column included, and which commands read URLs which way', async () => {
    const r = await runCli(['--help']);
    const lines = r.stdout.split('\n');
    // Each column of the header the command writes has its own line in the help, in order
    // (the table that starts at the `url` row, before the JSON form is described).
    const first = lines.findIndex((l) => /^ {4}url {2,}\S/.test(l));
    const end = lines.findIndex((l, i) => i > first && /With --json/.test(l));
    const described = lines
      .slice(first, end)
      .map((l) => /^ {4}([a-z_]+) {2,}\S/.exec(l)?.[1])
      .filter((c) => c !== undefined);
    expect(described).toEqual(CSV_HEAD.trim().split(','));
    const help = r.stdout.replace(/\s+/g, ' ');
    expect(help).toContain('check, matrix and urls read a URL as a browser requests it');
    expect(help).toContain("batch and robots_main keep Google's raw reading: the URL is matched as given, byte for byte");
  });
});

describe('matrix says why when the fetch outcome decided', () => {
  it('a 503: the reading above the table, as check says it', async () => {
    const s = await site(status(503));
    const r = await runMain(['matrix', `http://robots-public.test:${s.port}/x`]);
    expect(r.code).toBe(4);
    expect(r.stdout).toContain(
      '\nreading: robots.txt answered 503: Google treats the whole site as disallowed for now (a cached copy from the last 24 hours may be used instead).\n',
    );
  });
});
