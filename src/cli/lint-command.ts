/**
 * `lint <robots.txt | -> [--json] [--no-limit]`
 *
 * One diagnostic per line, `<line>: <severity>: <message>` (line 0, the file
 * as a whole, is shown as `file`), sorted by line, errors before warnings
 * before infos. Exit code 1 when any diagnostic is an error, else 0.
 * `--json` prints each finding's code and parameters, with its English
 * sentence as `message`.
 */
import { lintRobotsTxt, messageText, type Diagnostic } from '../core/index.ts';
import { diagnosticParts } from '../text/lint-text.ts';
import { UsageError, parseArgs, switchFlag } from './args.ts';
import { commandText, say, site } from './cli-text.ts';
import type { CliIo } from './output.ts';
import { jsonText, terminalText } from './terminal-text.ts';
import { readRobotsInput } from './read-input.ts';

const FLAGS = {
  json: { takesValue: false },
  'no-limit': { takesValue: false },
} as const;

const SEVERITY_RANK: Readonly<Record<Diagnostic['severity'], number>> = { error: 0, warning: 1, info: 2 };

/** Sorted by line (file-level first), then severity; the engine's order among equals is kept. */
export function sortDiagnostics(found: readonly Diagnostic[]): Diagnostic[] {
  return [...found].sort((a, b) => a.line - b.line || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.line === 0 ? 'file' : d.line}: ${d.severity}: ${terminalText(sentence(d))}`;
}

/** The sentence in the run's language (English in JSON: command-locale.ts), the site's text in it as it is: the terminal and JSON escaping make it safe, not bidi isolates. */
function sentence(d: Diagnostic): string {
  return messageText(diagnosticParts(commandText(), d));
}

/** The finding as facts, with the sentence the text output prints. */
function jsonDiagnostic(d: Diagnostic): Diagnostic & { message: string } {
  return { ...d, message: sentence(d) };
}

export async function lintCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, FLAGS, 'lint');
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError(say('cli.lint.missing'));
  if (extra.length > 0) throw new UsageError(say('cli.lint.unexpected-argument', { argument: site(extra[0]!) }));
  const input = await readRobotsInput(file, switchFlag(args, 'no-limit'), io.stdin);
  const context = input.truncated ? { truncated: true, originalBytes: input.originalBytes ?? undefined } : {};
  const diagnostics = sortDiagnostics(lintRobotsTxt(input.bytes, context));
  if (switchFlag(args, 'json')) {
    await io.stdout.write(jsonText(diagnostics.map(jsonDiagnostic), 2) + '\n');
  } else {
    for (const d of diagnostics) await io.stdout.write(formatDiagnostic(d) + '\n');
  }
  return diagnostics.some((d) => d.severity === 'error') ? 1 : 0;
}
