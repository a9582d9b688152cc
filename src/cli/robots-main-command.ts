/**
 * `robots_main <robots.txt filename> <user_agent> <URI>`: Google's
 * robots_main (robotstxt/robots_main.cc), so scripts written for it can
 * switch. Its output is a format those scripts parse, not prose: the lines,
 * the help on stderr and the exit codes are Google's, word for word (0 once
 * answered, allowed or not; 1 for a wrong number of arguments or a file it
 * cannot read), and so are not translated.
 *
 * Like Google's tool it reads the whole file and hands the user agent and
 * the URI to the matcher as they are (decide() with a raw token, Google's
 * engine). Unlike it, a file is read only up to 32 MiB (the CLI's
 * --no-limit ceiling) and must be a regular file, so a device or a named
 * pipe cannot hang it; both are reported as a file it failed to read. What
 * it prints goes through terminalText, which leaves ordinary text as it is.
 */
import { decide, parseRobotsTxt } from '../core/index.ts';
import type { CliIo } from './output.ts';
import { readFileBytes, readBudget, NO_LIMIT_CEILING } from './read-input.ts';
import { terminalText } from './terminal-text.ts';

/** How the command names itself where Google's prints argv[0]. */
const PROGRAM = 'robots-lens robots_main';

function help(): string {
  return (
    'Shows whether the given user_agent and URI combination is allowed or disallowed by the given robots.txt file. \n\n' + // facts-not-words: protocol
    `Usage: \n  ${PROGRAM} <robots.txt filename> <user_agent> <URI>\n\n` +
    'The URI must be %-encoded according to RFC3986.\n\n' + // facts-not-words: protocol
    `Example: \n  ${PROGRAM} robots.txt FooBot http://example.com/foo\n` // facts-not-words: protocol
  );
}

export async function robotsMainCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const filename = argv[0] ?? '';
  if (filename === '-h' || filename === '-help' || filename === '--help') {
    await io.stderr.write(help());
    return 0;
  }
  if (argv.length !== 3) {
    await io.stderr.write(`Invalid amount of arguments. Showing help.\n\n${help()}`); // facts-not-words: protocol
    return 1;
  }
  const [, userAgent, url] = argv as [string, string, string];
  let bytes: Uint8Array;
  try {
    const read = await readFileBytes(filename, readBudget(true));
    if (read.bytes.length > NO_LIMIT_CEILING) throw new Error('too large');
    bytes = read.bytes;
  } catch {
    await io.stderr.write(terminalText(`failed to read file "${filename}"`) + '\n'); // facts-not-words: protocol
    return 1;
  }
  const { allowed } = decide(parseRobotsTxt(bytes), url, userAgent, 'google');
  await io.stdout.write(terminalText(`user-agent '${userAgent}' with URI '${url}': ${allowed ? 'ALLOWED' : 'DISALLOWED'}`) + '\n');
  if (bytes.length === 0) await io.stdout.write('notice: robots file is empty so all user-agents are allowed\n'); // facts-not-words: protocol
  return 0;
}
