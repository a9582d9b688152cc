/**
 * The command-line front end: `robots-lens check|matrix|urls|batch|lint|diff|test|robots_main …`
 * (see usage.ts). Exit codes: 0/1 as each command says, 2 for bad usage or
 * unreadable input, 3 for an internal error, 4 when a live robots.txt could
 * not be fetched. Errors are one line on stderr, never a stack trace.
 *
 * Commands are loaded when asked for, so `--help` does not pay for the
 * engine, the fetcher or the batch reader: in the bundled command
 * (scripts/build-cli.ts) each stays in the one file but is only evaluated
 * when it runs.
 */
import { UsageError } from './args.ts';
import { say, site, speak } from './cli-text.ts';
import { runLocale } from './command-locale.ts';
import type { CliIo } from './output.ts';
import { InputError } from './read-input.ts';
import { terminalText } from './terminal-text.ts';

type Command = (argv: readonly string[], io: CliIo) => Promise<number>;

const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  check: async () => (await import('./check-command.ts')).checkCommand,
  matrix: async () => (await import('./matrix-command.ts')).matrixCommand,
  urls: async () => (await import('./urls-command.ts')).urlsCommand,
  batch: async () => (await import('./batch-command.ts')).batchCommand,
  lint: async () => (await import('./lint-command.ts')).lintCommand,
  diff: async () => (await import('./diff-command.ts')).diffCommand,
  test: async () => (await import('./test-command.ts')).testCommand,
  robots_main: async () => (await import('./robots-main-command.ts')).robotsMainCommand,
};

/** Google's robots_main answers its own -h and --help, on stderr, as Google's does. */
const OWN_HELP = new Set(['robots_main']);

/**
 * The message as one safe line: file names, URLs and crawler names in it come
 * from the user or a site, so their control, bidi and invisible characters
 * (a newline too) are shown as escapes rather than acted on by the terminal.
 */
function errorLine(message: string): string {
  return `${terminalText(say('cli.error', { message: message.trim() }))}\n`;
}

async function printUsage(io: CliIo): Promise<number> {
  const { usageText } = await import('./usage.ts');
  await io.stdout.write(usageText());
  return 0;
}

/** No arguments is bad usage: the help goes to stderr (a script's stdout stays empty) and the exit code is 2. */
export const EXIT_USAGE = 2;

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  await speak(runLocale(argv, io.env ?? process.env));
  const [command, ...rest] = argv;
  if (command === undefined) {
    const { usageText } = await import('./usage.ts');
    await io.stderr.write(usageText());
    return EXIT_USAGE;
  }
  if (command === '--help' || command === '-h' || command === 'help') return printUsage(io);
  const load = COMMANDS[command];
  try {
    if (!load)
      throw new UsageError(say('cli.error.unknown-command', { command: site(command), commands: Object.keys(COMMANDS).join(', ') }));
    if (!OWN_HELP.has(command) && (rest.includes('--help') || rest.includes('-h'))) return printUsage(io);
    return await (await load())(rest, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      await io.stderr.write(errorLine(error.message));
      return EXIT_USAGE;
    }
    const detail = error instanceof Error ? error.message : String(error);
    await io.stderr.write(errorLine(say('cli.error.internal', { detail: site(detail) })));
    return 3;
  }
}
