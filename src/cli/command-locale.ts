/**
 * Which language the command's human text speaks, chosen as other
 * command-line tools choose their messages' language: the first of LC_ALL,
 * LC_MESSAGES and LANG that is set and not empty decides. `vi_VN.UTF-8`,
 * `tr_TR`, `hi_IN@modifier` and `th` name a language with a catalog; `C`,
 * `POSIX` and every language without a catalog speak English.
 *
 * Small on purpose: main.ts reads it before deciding whether the help
 * rendered at build time (English) can be printed as it is.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../text/locale.ts';

export type LocaleEnv = Readonly<Record<string, string | undefined>>;

export function commandLocale(env: LocaleEnv): Locale {
  const value = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  if (value === undefined) return DEFAULT_LOCALE;
  // language[_territory][.codeset][@modifier]: the language is all that picks a catalog.
  const language = value.split(/[@.]/)[0]!.split(/[_-]/)[0]!.toLowerCase();
  return LOCALES.find((l) => l === language) ?? DEFAULT_LOCALE;
}

/** Commands whose every output is for programs: batch's JSON lines, urls' CSV or JSON lines, robots_main's Google wording. */
const MACHINE_COMMANDS = new Set(['batch', 'urls', 'robots_main']);

/**
 * Whether this run's output is for a program to read (`--json`, or `--format`
 * json, github or junit, or a command above). Such a run speaks English on
 * both streams whatever the locale: error messages are fields of its JSON
 * lines, CSV rows and CI annotations, and a script that reads its stderr sees
 * the same bytes on every machine.
 */
export function machineReadable(argv: readonly string[]): boolean {
  const [command, ...rest] = argv;
  // `batch --help` prints the help, which is for people (robots_main answers its own -h, as Google's does).
  if (command !== 'robots_main' && (rest.includes('--help') || rest.includes('-h'))) return false;
  if (command !== undefined && MACHINE_COMMANDS.has(command)) return true;
  for (const [i, arg] of rest.entries()) {
    if (arg === '--') break;
    if (arg === '--json') return true;
    const format = arg === '--format' ? rest[i + 1] : arg.startsWith('--format=') ? arg.slice('--format='.length) : undefined;
    if (format !== undefined && format !== 'text') return true;
  }
  return false;
}

/** The language a run speaks: the locale's, or English when its output is for programs. */
export function runLocale(argv: readonly string[], env: LocaleEnv): Locale {
  return machineReadable(argv) ? DEFAULT_LOCALE : commandLocale(env);
}
