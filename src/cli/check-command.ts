/**
 * `check <url> [--crawler NAME] [--robots FILE|-] [--engine google|coccoc] [--token] [--json] [--no-limit] [--timeout S]`
 * and the older `check <robots.txt | -> <crawler> <url> [options]`.
 *
 * With a file (--robots, or the older form) the URL is checked against it.
 * Without one, the URL's own robots.txt is fetched live with the extension's
 * fetcher (live-robots.ts) and the verdict comes from verdictForRecord(), as
 * in the popup. Exit code 0 allowed, 1 disallowed, 4 robots.txt could not be
 * fetched (the verdict printed is the crawler's meanwhile); 2 for bad usage
 * or unreadable input is main's job: this throws UsageError or InputError.
 */
import { FETCH_TIMEOUT_MS } from '../robots/robots-fetcher.ts';
import { displayLines, evaluate, parseRobotsTxt, statedPreferences } from '../core/index.ts';
import { verdictForRecord } from '../robots/verdict-for-record.ts';
import { UsageError, engineOption, parseArgs, stringFlag, switchFlag, timeoutOption, type ParsedArgs } from './args.ts';
import { say, site } from './cli-text.ts';
import { crawlerValue, profileOfChoice, resolveCrawler, type CrawlerChoice } from './crawler-arg.ts';
import { fetchFactsJson, fetchFactsLines } from './fetch-facts-text.ts';
import { browserUrl } from './browser-url.ts';
import { formatVerdict } from './format-verdict.ts';
import { fetchRecord, liveDeps, robotsLocation } from './live-robots.ts';
import type { CliIo } from './output.ts';
import { readRobotsInput } from './read-input.ts';
import { jsonText, terminalText } from './terminal-text.ts';
import { useJson, useLines } from './use-output.ts';

/** The options of a question about a crawler and URLs: `check`'s, and `urls`' too. */
export const CRAWLER_QUERY_FLAGS = {
  crawler: { takesValue: true },
  robots: { takesValue: true },
  engine: { takesValue: true },
  token: { takesValue: false },
  json: { takesValue: false },
  'no-limit': { takesValue: false },
  timeout: { takesValue: true },
} as const;

/** The crawler when none is given: the one most people ask about. */
export const DEFAULT_CRAWLER = 'Googlebot';

/** Exit code when robots.txt could not be fetched (unreachable, 5xx, 429, a refused redirect). */
export const EXIT_UNREACHABLE = 4;

/**
 * `check` takes an absolute URL with a host and reads it as a browser
 * requests it (browser-url.ts); that form is what is matched and printed.
 * Anything else is refused: Google's library would quietly match
 * "not a url" or "" as "/" and answer for the wrong page. `batch` and
 * `robots_main` keep the library's raw reading (see usage.ts).
 */
function requireUrl(url: string): string {
  const href = browserUrl(url);
  if (href === null) throw new UsageError(say('cli.check.not-a-url', { url: site(url) }));
  return href;
}

interface CheckRequest {
  url: string;
  crawlerArg: string;
  /** The robots.txt file (or `-`), or null for a live fetch. */
  file: string | null;
}

/** The two forms: `check <url>` with flags, or the older `check <file> <crawler> <url>`. */
function checkRequest(args: ParsedArgs): CheckRequest {
  const positionals = args.positionals;
  const crawlerFlag = stringFlag(args, 'crawler');
  const robotsFlag = stringFlag(args, 'robots');
  if (positionals.length === 3) {
    if (crawlerFlag !== undefined || robotsFlag !== undefined) throw new UsageError(say('cli.args.crawler-twice', { command: 'check' }));
    const [file, crawlerArg, url] = positionals as [string, string, string];
    return { url, crawlerArg, file };
  }
  if (positionals.length > 3) {
    throw new UsageError(say('cli.args.unexpected-argument', { command: 'check', argument: site(positionals[3]!) }));
  }
  if (positionals.length === 2) {
    // The older form without its URL: say which argument is missing.
    throw new UsageError(say('cli.check.missing', { argument: 'url' }));
  }
  const url = positionals[0];
  if (url === undefined) throw new UsageError(say('cli.check.missing', { argument: 'url' }));
  return { url, crawlerArg: crawlerFlag ?? DEFAULT_CRAWLER, file: robotsFlag ?? null };
}

function crawlerLabel(choice: CrawlerChoice): string {
  return choice.kind === 'profile'
    ? say('cli.crawler.profile', { name: choice.profile.name, id: choice.profile.id, tokens: choice.profile.tokens.join(', ') })
    : say('cli.crawler.token', { token: site(choice.token) });
}

export async function checkCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, CRAWLER_QUERY_FLAGS, 'check');
  const request = checkRequest(args);
  const engine = engineOption(stringFlag(args, 'engine'), 'check');
  const choice = resolveCrawler(request.crawlerArg, switchFlag(args, 'token'));
  if ('error' in choice) throw new UsageError(`check: ${choice.error}`);
  const url = requireUrl(request.url);
  const timeoutMs = timeoutOption(args, 'check', FETCH_TIMEOUT_MS);
  if (request.file !== null) return checkFile(args, { ...request, file: request.file }, url, choice, engine, io);

  const location = robotsLocation(url);
  if (location === null) throw new UsageError(`check: ${say('cli.check.not-a-web-url', { url: site(url) })}`);
  const deps = (io.liveDeps ?? liveDeps)(timeoutMs);
  const record = await fetchRecord(location.origin, location.robotsUrl, deps);
  const profile = profileOfChoice(choice, engine);
  const result = verdictForRecord(record, url, profile, deps.now(), { diagnostics: false });
  const { verdict } = result;
  const use = result.model ? statedPreferences(result.model, url, profile) : null;
  const useProfile = choice.kind === 'profile' ? choice.profile : null;
  if (switchFlag(args, 'json')) {
    const json = {
      url,
      robotsUrl: location.robotsUrl,
      state: result.state,
      allowed: verdict.allowed,
      line: verdict.decidingLine,
      reading: result.reading,
      fetch: fetchFactsJson(result),
      verdict,
      use: use === null ? null : useJson(use, useProfile),
    };
    await io.stdout.write(jsonText(json, 2) + '\n');
  } else {
    const lines = result.bytes ? displayLines(result.bytes) : [];
    await io.stdout.write(
      formatVerdict(verdict, {
        lines,
        crawlerLabel: crawlerLabel(choice),
        truncation: null,
        url: { typed: request.url, read: url },
        // When the fetch outcome decided, no rule explains the verdict: what the outcome means does, as in the popup.
        reading: result.reading,
      }),
    );
    await io.stdout.write(fetchFactsLines(result).map(terminalText).join('\n') + '\n');
    if (use !== null) await io.stdout.write(useLines(use, useProfile, verdict.allowed).map(terminalText).join('\n') + '\n');
  }
  if (result.state === 'unreachable') return EXIT_UNREACHABLE;
  return verdict.allowed ? 0 : 1;
}

async function checkFile(
  args: ParsedArgs,
  request: CheckRequest & { file: string },
  url: string,
  choice: CrawlerChoice,
  engine: ReturnType<typeof engineOption>,
  io: CliIo,
): Promise<number> {
  const input = await readRobotsInput(request.file, switchFlag(args, 'no-limit'), io.stdin);
  const model = parseRobotsTxt(input.bytes);
  const verdict = evaluate(model, url, crawlerValue(choice), engine);
  const truncation = input.truncated ? { originalBytes: input.originalBytes, keptBytes: input.bytes.length } : null;
  const useProfile = choice.kind === 'profile' ? choice.profile : null;
  const use = statedPreferences(model, url, crawlerValue(choice), { engine });
  if (switchFlag(args, 'json')) {
    // The URL as read, and the cut when the file passed Google's limit (originalBytes null: more than that, size unknown).
    await io.stdout.write(jsonText({ url, ...verdict, truncation, use: useJson(use, useProfile) }, 2) + '\n');
  } else {
    await io.stdout.write(
      formatVerdict(verdict, {
        lines: displayLines(input.bytes),
        crawlerLabel: crawlerLabel(choice),
        url: { typed: request.url, read: url },
        truncation,
      }),
    );
    await io.stdout.write(useLines(use, useProfile, verdict.allowed).map(terminalText).join('\n') + '\n');
  }
  return verdict.allowed ? 0 : 1;
}
