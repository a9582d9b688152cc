/**
 * The command-line front end: `npm run cli -- check|batch|lint …` (see
 * usage.ts). Exit codes: 0/1 as each command says, 2 for bad usage or
 * unreadable input, 3 for an internal error. Errors are one line on stderr,
 * never a stack trace.
 */
import { UsageError } from './args.ts';
import { batchCommand } from './batch-command.ts';
import { checkCommand } from './check-command.ts';
import { lintCommand } from './lint-command.ts';
import { Output, type CliIo } from './output.ts';
import { InputError } from './read-input.ts';
import { terminalText } from './terminal-text.ts';
import { usageText } from './usage.ts';

const COMMANDS: Readonly<Record<string, (argv: readonly string[], io: CliIo) => Promise<number>>> = {
  check: checkCommand,
  batch: batchCommand,
  lint: lintCommand,
};

/**
 * The message as one safe line: file names, URLs and crawler names in it come
 * from the user or a site, so their control, bidi and invisible characters
 * (a newline too) are shown as escapes rather than acted on by the terminal.
 */
function errorLine(message: string): string {
  return `robots-lens: ${terminalText(message.trim())}\n`;
}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    await io.stdout.write(usageText());
    return 0;
  }
  const run = COMMANDS[command];
  try {
    if (!run) throw new UsageError(`unknown command “${command}” (commands: ${Object.keys(COMMANDS).join(', ')}; see --help)`);
    if (rest.includes('--help') || rest.includes('-h')) {
      await io.stdout.write(usageText());
      return 0;
    }
    return await run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      await io.stderr.write(errorLine(error.message));
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    await io.stderr.write(errorLine(`internal error: ${message}`));
    return 3;
  }
}

const io: CliIo = { stdin: process.stdin, stdout: new Output(process.stdout), stderr: new Output(process.stderr) };
const code = await main(process.argv.slice(2), io);
await io.stdout.flush();
await io.stderr.flush();
process.exitCode = code;
