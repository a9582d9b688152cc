/**
 * The `robots-lens` command's entry: runs cli.ts's main() with the process's
 * own streams and exits with its code. `npm run cli` runs this file with
 * tsx; `npm run build` bundles it into dist-cli/robots-lens.mjs, the `bin`.
 *
 * The bundle carries `--help` already rendered (scripts/build-cli.ts renders
 * usageText() at build time): printing it then loads neither the text layer
 * nor the engine, which is most of what a start costs beyond node's own.
 * It is rendered in each language the command speaks, and printed in the one
 * the locale variables choose (command-locale.ts).
 */
import { commandLocale } from './command-locale.ts';
import { Output, type CliIo } from './output.ts';

/** The help in each language (by Locale), rendered at build time; undefined when run from the sources. */
declare const PRERENDERED_HELP: Readonly<Record<string, string>> | undefined;

const HELP_ARGS = new Set(['--help', '-h', 'help']);

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const help = typeof PRERENDERED_HELP === 'object' ? PRERENDERED_HELP[commandLocale(process.env)] : undefined;
  if (help !== undefined && argv.length === 1 && HELP_ARGS.has(argv[0]!)) {
    await io.stdout.write(help);
    return 0;
  }
  // No arguments is bad usage (cli.ts): the same help, on stderr, exit code 2.
  if (help !== undefined && argv.length === 0) {
    await io.stderr.write(help);
    return 2;
  }
  const { main } = await import('./cli.ts');
  return main(argv, io);
}

const io: CliIo = { stdin: process.stdin, stdout: new Output(process.stdout), stderr: new Output(process.stderr) };
const code = await run(process.argv.slice(2), io);
await io.stdout.flush();
await io.stderr.flush();
process.exitCode = code;
