/**
 * `matrix <url> [--robots FILE|-] [--json] [--no-limit] [--timeout S]`
 *
 * Every crawler profile's verdict for one URL, from one fetch of its
 * robots.txt (or one file): the table a site owner wants before a launch.
 * Exit code 0 once answered, 4 when robots.txt could not be fetched.
 */
import { FETCH_TIMEOUT_MS } from '../robots/robots-fetcher.ts';
import {
  PRESET_PROFILES,
  decide,
  displayLines,
  parseRobotsTxt,
  statedPreferences,
  useSummary,
  type CrawlerProfile,
  type RobotsTxt,
  type UseSummary,
} from '../core/index.ts';
import { verdictForRecord, type VerdictState } from '../robots/verdict-for-record.ts';
import { UsageError, parseArgs, stringFlag, switchFlag, timeoutOption } from './args.ts';
import { EXIT_UNREACHABLE } from './check-command.ts';
import { browserUrl } from './browser-url.ts';
import { say, site } from './cli-text.ts';
import { fetchFactsLines, readingLine } from './fetch-facts-text.ts';
import { truncationLine } from './format-verdict.ts';
import { fetchRecord, liveDeps, robotsLocation } from './live-robots.ts';
import type { CliIo } from './output.ts';
import { readRobotsInput } from './read-input.ts';
import { jsonText, terminalText } from './terminal-text.ts';
import { useCell } from './use-output.ts';

const FLAGS = {
  robots: { takesValue: true },
  json: { takesValue: false },
  'no-limit': { takesValue: false },
  timeout: { takesValue: true },
} as const;

interface Row {
  profile: CrawlerProfile;
  state: VerdictState;
  allowed: boolean;
  /** The deciding line, 0 when none (or when the fetch outcome decided). */
  line: number;
  /** The stated preference for what the crawler is for; null when none is stated (or no body was read). */
  use: UseSummary | null;
}

/** Use beside fetch: the crawler's stated preference for its purpose. */
function useOf(model: RobotsTxt | null, url: string, profile: CrawlerProfile): UseSummary | null {
  return model === null ? null : useSummary(statedPreferences(model, url, profile).concerns);
}

/** Columns padded to their widest cell, two spaces apart. */
function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...r[c]!].length)));
  return rows
    .map((r) =>
      r
        .map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]! + cell.length - [...cell].length)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function matrixCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, FLAGS, 'matrix');
  const [typed, ...extra] = args.positionals;
  if (typed === undefined) throw new UsageError(say('cli.args.missing-url', { command: 'matrix' }));
  if (extra.length > 0) throw new UsageError(say('cli.args.unexpected-argument', { command: 'matrix', argument: site(extra[0]!) }));
  // Read as a browser requests it (browser-url.ts), as check does.
  const url = browserUrl(typed);
  if (url === null) throw new UsageError(say('cli.args.not-a-url', { command: 'matrix', url: site(typed) }));
  const timeoutMs = timeoutOption(args, 'matrix', FETCH_TIMEOUT_MS);
  const file = stringFlag(args, 'robots');

  let rows: Row[];
  let fileLines: string[];
  let facts: string[] = [];
  /** Whether the body was cut at Google's limit: a note above the table, a field of each JSON row. */
  let truncated: boolean;
  if (file !== undefined) {
    const input = await readRobotsInput(file, switchFlag(args, 'no-limit'), io.stdin);
    const model = parseRobotsTxt(input.bytes);
    fileLines = displayLines(input.bytes);
    truncated = input.truncated;
    const note = truncationLine({ truncation: truncated ? { originalBytes: input.originalBytes, keptBytes: input.bytes.length } : null });
    if (note !== null) facts = [note];
    rows = PRESET_PROFILES.map((profile) => {
      const d = decide(model, url, profile);
      return { profile, state: d.allowed ? 'allowed' : 'disallowed', allowed: d.allowed, line: d.line, use: useOf(model, url, profile) };
    });
  } else {
    const location = robotsLocation(url);
    if (location === null) throw new UsageError(`matrix: ${say('cli.check.not-a-web-url', { url: site(url) })}`);
    const deps = (io.liveDeps ?? liveDeps)(timeoutMs);
    const record = await fetchRecord(location.origin, location.robotsUrl, deps);
    const now = deps.now();
    const results = PRESET_PROFILES.map((profile) => ({
      profile,
      result: verdictForRecord(record, url, profile, now, { brief: true, diagnostics: false }),
    }));
    const withBody = results.find((r) => r.result.bytes !== null);
    fileLines = withBody?.result.bytes ? displayLines(withBody.result.bytes) : [];
    rows = results.map(({ profile, result }) => ({
      profile,
      state: result.state,
      allowed: result.verdict.allowed,
      line: result.verdict.decidingLine,
      use: useOf(result.model, url, profile),
    }));
    // The facts are the same for every engine but the reading: Google's is shown, as the popup does by default.
    const first = results[0]!.result;
    facts = fetchFactsLines(first);
    // When the outcome decided, no rule says why: what it means does (check says it on its "why:" line).
    if (first.used === 'none') facts.push(readingLine(first.reading));
    truncated = results[0]!.result.snapshot?.facts.truncated ?? false;
  }

  if (switchFlag(args, 'json')) {
    for (const r of rows) {
      const { profile, state, allowed, line, use } = r;
      await io.stdout.write(
        jsonText({ url, crawler: profile.name, id: profile.id, engine: profile.engine, state, allowed, line, truncated, use }) + '\n',
      );
    }
  } else {
    const head = [
      'cli.matrix.head.crawler',
      'cli.matrix.head.engine',
      'cli.matrix.head.verdict',
      'cli.matrix.head.line',
      'use.column',
    ] as const;
    const cells = rows.map((r) => [
      r.profile.name,
      r.profile.engine,
      say('cli.matrix.verdict', { state: r.state }),
      r.line > 0 ? `${r.line}: ${fileLines[r.line - 1] ?? ''}` : r.state === 'unreachable' ? say('cli.matrix.by-outcome') : '–',
      useCell(r.use),
    ]);
    const urlLine =
      url === typed ? say('cli.verdict.url', { url: site(url) }) : say('cli.verdict.url-read', { url: site(url), typed: site(typed) });
    const out = [urlLine, ...facts, table([head.map((k) => say(k)), ...cells])];
    await io.stdout.write(out.join('\n').split('\n').map(terminalText).join('\n') + '\n');
  }
  return rows.some((r) => r.state === 'unreachable') ? EXIT_UNREACHABLE : 0;
}
