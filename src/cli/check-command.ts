/**
 * `check <robots.txt | -> <crawler> <url> [--engine google|coccoc] [--token] [--json] [--no-limit]`
 *
 * Exit code 0 when allowed, 1 when disallowed (2 for bad usage or unreadable
 * input is main's job: this throws UsageError or InputError).
 */
import { displayLines, evaluate, parseRobotsTxt } from '../core/index.ts';
import { UsageError, engineOption, parseArgs, stringFlag, switchFlag } from './args.ts';
import { crawlerValue, resolveCrawler } from './crawler-arg.ts';
import { formatVerdict } from './format-verdict.ts';
import type { CliIo } from './output.ts';
import { readRobotsInput } from './read-input.ts';
import { jsonText } from './terminal-text.ts';

const FLAGS = {
  engine: { takesValue: true },
  token: { takesValue: false },
  json: { takesValue: false },
  'no-limit': { takesValue: false },
} as const;

/**
 * `check` takes an absolute URL with a host, and matches it as given (never
 * normalised). Anything else is refused: Google's library would quietly
 * match "not a url" or "" as "/" and answer for the wrong page. `batch`
 * keeps the library's reading (see usage.ts).
 */
function requireUrl(url: string): void {
  let host = '';
  try {
    host = new URL(url).host;
  } catch {
    // Not a URL at all: the same answer as a URL without a host.
  }
  if (host === '') throw new UsageError(`check: “${url}” is not a URL with a host (give a full address such as https://example.com/page)`);
}

export async function checkCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const out = io.stdout;
  const args = parseArgs(argv, FLAGS, 'check');
  const [file, crawlerArg, url, ...extra] = args.positionals;
  if (file === undefined || crawlerArg === undefined || url === undefined) {
    const missing = file === undefined ? '<robots.txt file>' : crawlerArg === undefined ? '<crawler>' : '<url>';
    throw new UsageError(`check: missing ${missing} (usage: check <robots.txt file, or - for stdin> <crawler> <url>)`);
  }
  if (extra.length > 0) throw new UsageError(`check: unexpected argument “${extra[0]}” (usage: check <robots.txt file> <crawler> <url>)`);
  const engine = engineOption(stringFlag(args, 'engine'), 'check');
  const choice = resolveCrawler(crawlerArg, switchFlag(args, 'token'));
  if ('error' in choice) throw new UsageError(`check: ${choice.error}`);
  requireUrl(url);

  const input = await readRobotsInput(file, switchFlag(args, 'no-limit'), io.stdin);
  const model = parseRobotsTxt(input.bytes);
  const verdict = evaluate(model, url, crawlerValue(choice), engine);

  if (switchFlag(args, 'json')) {
    await out.write(jsonText(verdict, 2) + '\n');
  } else {
    const crawlerLabel =
      choice.kind === 'profile'
        ? `${choice.profile.name} (profile “${choice.profile.id}”, tokens ${choice.profile.tokens.join(', ')})`
        : `raw token “${choice.token}”`;
    await out.write(
      formatVerdict(verdict, {
        lines: displayLines(input.bytes),
        crawlerLabel,
        truncation: input.truncated ? { originalBytes: input.originalBytes, keptBytes: input.bytes.length } : null,
      }),
    );
  }
  return verdict.allowed ? 0 : 1;
}
