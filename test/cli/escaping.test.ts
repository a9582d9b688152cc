/**
 * Site and user text reaches the terminal escaped, in every command's output
 * and in error messages: bidi controls cannot reorder a rule, invisible
 * characters cannot hide in it, and an escape sequence in a file name cannot
 * set the terminal's title.
 */
import { afterAll, describe, it } from 'vitest';
import { runCli, scratchDir, verdictLines } from './run-cli.ts';

const scratch = scratchDir();
afterAll(() => scratch.cleanup());

/** Characters that must never be printed raw. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** Output text without its own line breaks, to look for unsafe characters in what it quotes. */
const body = (text: string) => text.replace(/\n/g, '');

// U+202E turns "/gnp.exe/" into what reads as "/exe.png/"; U+200B is invisible.
const SPOOF = scratch.write('spoof.txt', 'User-agent: *\nDisallow: /\u202Egnp.exe/\nDisallow: /pri\u200Bvate\n');
// ESC ] 0 ; … BEL sets the terminal's title.
const TITLE = '\u001b]0;pwned\u0007';

describe.concurrent('escaped output', () => {
  it('check: the deciding rule, the path and the crawler token are shown with escapes', async ({ expect }) => {
    const r = await runCli(['check', SPOOF, 'bot', 'https://e.com/%E2%80%AEgnp.exe/a', '--token']);
    expect(r.code).toBe(1);
    expect(verdictLines(r.stdout)[1]).toBe('line 2: Disallow: /\\u{202E}gnp.exe/  (priority 18; matched as /%E2%80%AEgnp.exe/)');
    expect(body(r.stdout)).not.toMatch(UNSAFE);
    // A token with a hidden character matches no group it seems to name: refused, the character shown and named.
    const hidden = await runCli(['check', SPOOF, 'bot\u2066x', 'https://e.com/', '--token']);
    expect(hidden.code).toBe(2);
    expect(hidden.stderr).toContain('The token “bot\\u{2066}x” contains U+2066');
    expect(body(hidden.stderr)).not.toMatch(UNSAFE);
  });

  it('check: a URL with an invisible character is shown with it, and checked as a browser requests it', async ({ expect }) => {
    // Percent-encoded as a browser sends it, the path matches the rule (Google encodes the rule's bytes the same way).
    const r = await runCli(['check', SPOOF, 'x', 'https://e.com/pri\u200Bvate', '--token']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('path matched: /pri%E2%80%8Bvate');
    expect(r.stdout).toContain('url: https://e.com/pri%E2%80%8Bvate (as a browser requests “https://e.com/pri\\u{200B}vate”)');
    expect(body(r.stdout)).not.toMatch(UNSAFE);
  });

  it('check --json: the same characters as \\u escapes, and the JSON reads back to the raw text', async ({ expect }) => {
    const r = await runCli(['check', SPOOF, 'x', 'https://e.com/%E2%80%AEgnp.exe/a', '--token', '--json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('"pattern": "/\\u202egnp.exe/"');
    expect(body(r.stdout)).not.toMatch(UNSAFE);
    const verdict = JSON.parse(r.stdout) as { decidingRule: { rule: { pattern: string } } };
    expect(verdict.decidingRule.rule.pattern).toBe('/\u202Egnp.exe/');
  });

  it('error messages: a file name with an escape sequence cannot set the title', async ({ expect }) => {
    const name = `${scratch.dir}/${TITLE}\u202E.txt`;
    const r = await runCli(['check', name, 'googlebot', 'https://e.com/']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`robots-lens: cannot read “${scratch.dir}/\\x1b]0;pwned\\x07\\u{202E}.txt”: no such file\n`);
  });

  it('error messages: an engine or crawler name from the command line is escaped too', async ({ expect }) => {
    const engine = await runCli(['check', SPOOF, 'googlebot', 'https://e.com/', '--engine', `bing${TITLE}`]);
    expect(engine.code).toBe(2);
    expect(engine.stderr).toBe('robots-lens: check: unknown engine “bing\\x1b]0;pwned\\x07” (use google or coccoc)\n');
    const crawler = await runCli(['check', SPOOF, `google${TITLE}\nbot`, 'https://e.com/']);
    expect(crawler.code).toBe(2);
    expect(crawler.stderr).toContain('The name “google\\x1b]0;pwned\\x07\\nbot” contains U+001B');
    expect(crawler.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(body(crawler.stderr)).not.toMatch(UNSAFE);
  });

  it('batch: error lines quote file names and bad JSON escaped, and stay valid JSON', async ({ expect }) => {
    const missing = `${scratch.dir}/${TITLE}\u202E.txt`;
    const input = [JSON.stringify({ robotstxt_file: missing, url: 'https://e.com/', useragent: 'x' }), '{"url": \u202E}'].join('\n');
    const r = await runCli(['batch'], input + '\n');
    expect(r.code).toBe(0);
    expect(body(r.stdout)).not.toMatch(UNSAFE);
    const [first, second] = r.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { error: string });
    expect(first!.error).toBe(`input line 1: cannot read “${missing}”: no such file`);
    expect(second!.error).toMatch(/^input line 2: invalid JSON/);
  });

  it('lint: findings that quote a rule show its escapes', async ({ expect }) => {
    const r = await runCli(['lint', '-'], 'User-agent: *\nDisallow: \u202Egnp.exe\n');
    expect(r.stdout).toContain('“Disallow: \\u{202E}gnp.exe” does not start with “/” or “*”');
    expect(body(r.stdout)).not.toMatch(UNSAFE);
    const json = await runCli(['lint', '-', '--json'], 'User-agent: *\nDisallow: \u202Egnp.exe\n');
    expect(body(json.stdout)).not.toMatch(UNSAFE);
    expect(JSON.stringify(JSON.parse(json.stdout))).toContain('\u202E');
  });
});
