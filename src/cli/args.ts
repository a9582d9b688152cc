/**
 * Command-line arguments: positionals and `--flags`, checked against what
 * each command accepts. Bad usage is a UsageError: main prints its message on
 * one line and exits with code 2, never a stack trace.
 */
import { ENGINE_NAMES, isEngineName, type EngineName } from '../core/index.ts';
import { listOf, say, site } from './cli-text.ts';

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A flag a command accepts: a switch (`--json`) or one taking a value (`--engine coccoc`, `--engine=coccoc`). */
export interface FlagSpec {
  takesValue: boolean;
}

export interface ParsedArgs {
  positionals: string[];
  /** Switches map to `true`, value flags to their last value. */
  flags: Map<string, string | true>;
}

/**
 * Splits `argv` (without the command name) into positionals and flags.
 * `-` alone is a positional (stdin); `--` ends the flags, so a URL or file
 * name starting with `-` can follow it.
 */
export function parseArgs(argv: readonly string[], spec: Readonly<Record<string, FlagSpec>>, command: string): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-' || !arg.startsWith('-')) {
      lookalikeOption(arg, spec, command);
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = (eq === -1 ? arg : arg.slice(0, eq)).replace(/^--?/, '');
    const flag = spec[name];
    if (!flag) {
      lookalikeOption(arg, spec, command);
      const option = site(eq === -1 ? arg : arg.slice(0, eq));
      const known = Object.keys(spec).map((k) => `--${k}`);
      throw new UsageError(
        known.length > 0
          ? say('cli.args.unknown-option', { command, option, known: known.join(', ') })
          : say('cli.args.unknown-option-none', { command, option }),
      );
    }
    if (!flag.takesValue) {
      if (eq !== -1) throw new UsageError(say('cli.args.takes-no-value', { command, option: name }));
      flags.set(name, true);
      continue;
    }
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else value = argv[++i];
    if (value === undefined || value === '') throw new UsageError(say('cli.args.needs-value', { command, option: name }));
    flags.set(name, value);
  }
  return { positionals, flags };
}

/**
 * An argument that NFKC folds into an option (`--crawler＝x` with a
 * full-width equals sign, `－－json`) is what a person meant as the option:
 * say so, rather than read it as a URL or an unknown option.
 */
function lookalikeOption(arg: string, spec: Readonly<Record<string, FlagSpec>>, command: string): void {
  const plain = arg.normalize('NFKC');
  if (plain === arg || !plain.startsWith('-')) return;
  const eq = plain.indexOf('=');
  const name = (eq === -1 ? plain : plain.slice(0, eq)).replace(/^--?/, '');
  if (spec[name]) throw new UsageError(say('cli.args.lookalike-option', { command, option: site(arg), plain: site(plain) }));
}

export function engineOption(value: string | undefined, where: string): EngineName | undefined {
  if (value === undefined) return undefined;
  const v = value.trim().toLowerCase();
  if (isEngineName(v)) return v;
  throw new UsageError(
    say('cli.args.unknown-engine', { command: where, engine: site(value), engines: listOf(ENGINE_NAMES, 'disjunction') }),
  );
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

export function switchFlag(args: ParsedArgs, name: string): boolean {
  return args.flags.get(name) === true;
}

/** The most a `--timeout` may ask for: a live check must end. */
const MAX_TIMEOUT_SECONDS = 600;

/** `--timeout SECONDS` in milliseconds, or `fallback` when not given. */
export function timeoutOption(args: ParsedArgs, command: string, fallback: number): number {
  const value = stringFlag(args, 'timeout');
  if (value === undefined) return fallback;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > MAX_TIMEOUT_SECONDS) {
    throw new UsageError(say('cli.args.bad-timeout', { command, value: site(value) }));
  }
  return Math.round(seconds * 1000);
}
