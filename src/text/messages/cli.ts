/**
 * The command line's own words (src/cli): its help, its usage errors, the
 * fetch facts of a live check, and the `matrix` and `urls` commands. The
 * CLI prints English (src/text/bundled.ts); the other catalogs keep the
 * domain so every locale has every domain.
 */
import type { NoParams, Site } from './index.ts';

/** Which positional argument of `check` is missing. */
export type CheckArgument = 'file' | 'crawler' | 'url';

export interface CliMessages {
  /** Every error line on stderr: the command's name, then what went wrong. */
  'cli.error': { message: string };
  'cli.error.internal': { detail: Site };
  'cli.error.unknown-command': { command: Site; commands: string };

  'cli.args.unknown-option': { command: string; option: Site; known: string };
  'cli.args.unknown-option-none': { command: string; option: Site };
  'cli.args.takes-no-value': { command: string; option: string };
  'cli.args.needs-value': { command: string; option: string };
  'cli.args.unknown-engine': { command: string; engine: Site; engines: string };
  'cli.args.bad-timeout': { command: string; value: Site };
  'cli.args.unexpected-argument': { command: string; argument: Site };
  'cli.args.crawler-twice': { command: string };
  'cli.args.missing-url': { command: string };

  'cli.check.missing': { argument: CheckArgument };
  'cli.check.not-a-url': { url: Site };
  'cli.check.not-a-web-url': { url: Site };
  'cli.urls.missing-input': NoParams;

  /** How a crawler was given, in the `check` output. */
  'cli.crawler.profile': { name: string; id: string; tokens: string };
  'cli.crawler.token': { token: Site };
  /** An unknown crawler name: the closest profile names (`close`), or every one (`unknown`). */
  'cli.crawler.unknown-close': { crawler: Site; names: string };
  'cli.crawler.unknown': { crawler: Site; names: string };

  /** The fetch facts of a live check, one line each. */
  'cli.facts.robots-url': { url: Site };
  'cli.facts.hop': { hop: number; status: number; from: Site; to: Site };
  'cli.facts.answer': { status: number; contentType: Site; bytes: number; ms: number };
  'cli.facts.answer-no-type': { status: number; bytes: number; ms: number };
  'cli.facts.truncated': { received: number; kept: number };
  'cli.facts.no-answer': { ms: number };
  'cli.facts.reading': { meaning: string };
  'cli.facts.unreachable': NoParams;

  /** `matrix`: the table's head, and a crawler decided by the fetch (no line). */
  'cli.matrix.head.crawler': NoParams;
  'cli.matrix.head.engine': NoParams;
  'cli.matrix.head.verdict': NoParams;
  'cli.matrix.head.line': NoParams;
  'cli.matrix.verdict': { state: 'allowed' | 'disallowed' | 'unreachable' };
  'cli.matrix.by-outcome': NoParams;

  /** `urls`: why an input line got no answer. */
  'cli.urls.error.blank': { line: number };
  'cli.urls.error.json': { line: number };
  'cli.urls.error.not-a-web-url': { line: number };
  'cli.urls.error.too-long': { line: number; bytes: number; limit: number };

  /** `--help`, one block per command. */
  'cli.usage.intro': NoParams;
  'cli.usage.synopsis': NoParams;
  'cli.usage.check': { profiles: string };
  'cli.usage.live': { timeout: number; hops: number; limit: number };
  /** The JSON shapes (`{"crawler", …}`) are formats the code writes, given as parameters. */
  'cli.usage.matrix': { shape: string };
  'cli.usage.urls': { answerShape: string; errorShape: string };
  'cli.usage.batch': { maxLineBytes: number; answerShape: string; errorShape: string };
  'cli.usage.lint': NoParams;
  'cli.usage.robots-main': NoParams;
  'cli.usage.input': NoParams;
  'cli.usage.size-limit': { limit: number; ceiling: number };
  'cli.usage.exit-codes': NoParams;
  /** `escapeExample`: how a hidden character is printed (\u{202E}). */
  'cli.usage.output': { escapeExample: string };
}
