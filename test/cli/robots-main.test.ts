/**
 * `robots_main FILE UA URL` prints and exits as Google's robots_main does
 * (robotstxt/robots_main.cc): one line on stdout, a notice for an empty
 * file, the help on stderr, exit 0 once answered whatever the answer, 1 for a
 * wrong number of arguments or a file it cannot read.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir } from './run-cli.ts';
import { runMain } from './live-support.ts';

const dir = scratchDir();
afterAll(() => dir.cleanup());
const robots = dir.write('robots.txt', 'User-agent: FooBot\nDisallow: /foo\n\nUser-agent: Googlebot\nDisallow: /private\n');
const empty = dir.write('empty.txt', '');

const HELP =
  'Shows whether the given user_agent and URI combination is allowed or disallowed by the given robots.txt file. \n\n' +
  'Usage: \n  robots-lens robots_main <robots.txt filename> <user_agent> <URI>\n\n' +
  'The URI must be %-encoded according to RFC3986.\n\n' +
  'Example: \n  robots-lens robots_main robots.txt FooBot http://example.com/foo\n';

describe('robots_main', () => {
  it('disallowed and allowed both exit 0, with Google’s line', async () => {
    const no = await runMain(['robots_main', robots, 'FooBot', 'http://example.com/foo']);
    expect(no).toEqual({ code: 0, stdout: "user-agent 'FooBot' with URI 'http://example.com/foo': DISALLOWED\n", stderr: '' });
    const yes = await runMain(['robots_main', robots, 'FooBot', 'http://example.com/bar']);
    expect(yes).toEqual({ code: 0, stdout: "user-agent 'FooBot' with URI 'http://example.com/bar': ALLOWED\n", stderr: '' });
  });

  it('the user agent is matched as given, like Google’s tool (no product-token extraction)', async () => {
    const r = await runMain(['robots_main', robots, 'Googlebot/2.1', 'http://example.com/private']);
    expect(r.stdout).toBe("user-agent 'Googlebot/2.1' with URI 'http://example.com/private': ALLOWED\n");
  });

  it('an empty file: allowed, and the notice', async () => {
    const r = await runMain(['robots_main', empty, 'FooBot', 'http://example.com/foo']);
    expect(r.stdout).toBe(
      "user-agent 'FooBot' with URI 'http://example.com/foo': ALLOWED\nnotice: robots file is empty so all user-agents are allowed\n",
    );
  });

  it('help on stderr: exit 0 when asked, 1 with the wrong number of arguments', async () => {
    for (const flag of ['-h', '-help', '--help'])
      expect(await runMain(['robots_main', flag])).toEqual({ code: 0, stdout: '', stderr: HELP });
    const wrong = await runMain(['robots_main', robots, 'FooBot']);
    expect(wrong).toEqual({ code: 1, stdout: '', stderr: `Invalid amount of arguments. Showing help.\n\n${HELP}` });
  });

  it('a file it cannot read: exit 1', async () => {
    const missing = await runMain(['robots_main', `${dir.dir}/nope.txt`, 'FooBot', 'http://example.com/']);
    expect(missing).toEqual({ code: 1, stdout: '', stderr: `failed to read file "${dir.dir}/nope.txt"\n` });
    const directory = await runMain(['robots_main', dir.dir, 'FooBot', 'http://example.com/']);
    expect(directory.code).toBe(1);
  });
});
