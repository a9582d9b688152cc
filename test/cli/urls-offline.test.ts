/**
 * `urls FILE|- --robots FILE`: every URL against one file, matched as
 * Google's library matches (like batch), each answer the one decide() gives.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { decide, parseRobotsTxt, utf8Bytes } from '../../src/core/index.ts';
import { runMain } from './live-support.ts';
import { scratchDir } from './run-cli.ts';

const BODY = 'User-agent: *\nDisallow: /private/\nCrawl-delay: 2\n\nUser-agent: GPTBot\nDisallow: /\n';
const dir = scratchDir();
afterAll(() => dir.cleanup());
const robots = dir.write('robots.txt', BODY);

describe('urls --robots FILE', () => {
  it('JSON lines: the same answers as decide() for each URL as a browser requests it, in order, with that URL', async () => {
    const urls = [
      'https://e.com/private/a',
      'https://e.com/ok',
      '/private/relative',
      'https://e.com/‮gnp.exe',
      'https://e.com/privat%65/../private/x',
    ];
    const requested = [
      'https://e.com/private/a',
      'https://e.com/ok',
      '/private/relative',
      'https://e.com/%E2%80%AEgnp.exe',
      'https://e.com/private/x',
    ];
    const list = dir.write('urls.txt', urls.join('\n'));
    const r = await runMain(['urls', list, '--robots', robots, '--json', '--crawler', 'Bingbot']);
    expect(r.code).toBe(0);
    const model = parseRobotsTxt(utf8Bytes(BODY));
    const lines = r.stdout.trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(
      requested.map((url) => {
        const d = decide(model, url, 'bingbot');
        return { url, allowed: d.allowed, line: d.line, crawlDelay: d.crawlDelay };
      }),
    );
    // The right-to-left override is requested (and so written) percent-encoded, never raw.
    expect(lines[3]).not.toContain('\u202e');
    expect(lines[4]).toContain('"allowed":false');
  });

  it('a path is read as on the site, and a line that is neither a URL with a host nor a path gets an error row', async () => {
    const r = await runMain(['urls', '-', '--robots', robots, '--json'], '/café/../private/x\nnot a url\nmailto:a@e.com\n');
    const rows = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows[0]).toMatchObject({ url: '/private/x', allowed: false, line: 2 });
    expect(rows[1]).toEqual({ url: 'not a url', error: 'input line 2: not a URL with a host, nor a path starting with “/”' });
    expect(rows[2]).toMatchObject({ url: 'mailto:a@e.com', error: expect.stringMatching(/^input line 3: not a URL/) });
  });

  it('CSV: a header, then one row per URL; a field with a comma or quote is quoted', async () => {
    const r = await runMain(
      ['urls', '-', '--robots', robots, '--crawler', 'GPTBot'],
      'https://e.com/a,b\nhttps://e.com/"q"\nnot "a" url\n',
    );
    expect(r.stdout).toBe(
      'url,allowed,line,crawl_delay,robots_url,state,reason,error\n' +
        '"https://e.com/a,b",false,6,,,,,\n' +
        // As a browser requests it: the quotes of the path are percent-encoded.
        'https://e.com/%22q%22,false,6,,,,,\n' +
        '"not ""a"" url",,,,,,,"input line 3: not a URL with a host, nor a path starting with “/”"\n',
    );
  });

  it('an unreadable list or robots file is one line on stderr and exit 2', async () => {
    const r = await runMain(['urls', `${dir.dir}/none.txt`, '--robots', robots]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^robots-lens: cannot read “.*none\.txt”: no such file\n$/);
    const noRobots = await runMain(['urls', '-', '--robots', `${dir.dir}/none.txt`], 'https://e.com/\n');
    expect(noRobots.code).toBe(2);
  });
});
