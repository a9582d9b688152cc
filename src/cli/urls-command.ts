/**
 * `urls <file|-> [--crawler NAME] [--token] [--engine E] [--robots FILE] [--json] [--no-limit] [--timeout S]`
 *
 * A list of URLs (a crawl log, a sitemap dump), one a line: a bare URL, a
 * JSON string or a JSON object with "url". Each is checked against its own
 * origin's live robots.txt, fetched once per origin and kept while the
 * command runs, or all against --robots FILE. Out comes CSV with a header,
 * or with --json one JSON line per input line, in order; a line that cannot
 * be answered gets an error row and the list goes on.
 *
 * Against one file the per-line work is the line's parse, decide() and a
 * hand-written output line: this is the command that must keep up with a
 * crawl log (bench: lines per second).
 */
import { FETCH_TIMEOUT_MS } from '../robots/robots-fetcher.ts';
import { MAX_ROBOTS_BYTES, decide, parseRobotsTxt, type CrawlerProfile, type EngineName, type RobotsTxt } from '../core/index.ts';
import type { RobotsRecord } from '../robots/robots-record.ts';
import { formulaSafe } from '../shared/spreadsheet-cell.ts';
import { verdictForRecord } from '../robots/verdict-for-record.ts';
import { UsageError, engineOption, parseArgs, stringFlag, switchFlag, timeoutOption } from './args.ts';
import { jsonNumber } from './batch-command.ts';
import { browserUrl, browserUrlOrPath } from './browser-url.ts';
import { CRAWLER_QUERY_FLAGS, DEFAULT_CRAWLER } from './check-command.ts';
import { say, site } from './cli-text.ts';
import { crawlerValue, profileOfChoice, resolveCrawler } from './crawler-arg.ts';
import { truncationLine } from './format-verdict.ts';
import { LineSplitter, type SplitLine } from './line-splitter.ts';
import { fetchRecord, liveDeps, robotsLocation, type LiveDeps } from './live-robots.ts';
import type { CliIo } from './output.ts';
import { endlessLine, openLineInput, readFailure, readRobotsInput } from './read-input.ts';
import { jsonText, terminalText } from './terminal-text.ts';

/** The longest input line read: far past any real URL, and a bounded cost for a line that never ends. */
export const MAX_URL_LINE_BYTES = 1024 * 1024;

/**
 * Origins whose robots.txt is kept while the command runs. A record holds up
 * to 500 KiB of body (as base64): 128 of them stay under ~90 MB; a list
 * that visits more origins than that fetches an evicted one again.
 */
const MAX_ORIGINS = 128;

export const CSV_HEAD = 'url,allowed,line,crawl_delay,robots_url,state,reason,error\n';

/** A URL as a JSON string: printable ASCII without quote or backslash is written as it is, the rest through jsonText. */
const PLAIN_JSON = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const jsonString = (s: string): string => (PLAIN_JSON.test(s) ? `"${s}"` : jsonText(s));

/**
 * A CSV field (RFC 4180), its unsafe characters escaped as on the terminal,
 * and text a spreadsheet would run as a formula guarded (formulaSafe: a line
 * of the input list is copied into the row). Plain fields start with neither
 * of = + - @ and hold no comma, quote or control character.
 */
const PLAIN_CSV = /^(?:[\x21\x23-\x2a\x2e-\x3c\x3e\x3f\x41-\x7e][\x21\x23-\x2b\x2d-\x7e]*)?$/;
export function csvField(s: string): string {
  if (PLAIN_CSV.test(s)) return s;
  return `"${terminalText(formulaSafe(s)).replaceAll('"', '""')}"`;
}

type Answer = {
  allowed: boolean;
  line: number;
  crawlDelay: number | null;
  robotsUrl?: string;
  state?: string;
  reason?: string;
  truncated?: boolean;
};

function answerLine(url: string, a: Answer, json: boolean): string {
  if (json) {
    const live =
      a.robotsUrl === undefined
        ? ''
        : `,"robotsUrl":${jsonString(a.robotsUrl)},"state":"${a.state}","reason":"${a.reason}"${a.truncated ? ',"truncated":true' : ''}`;
    return `{"url":${jsonString(url)},"allowed":${a.allowed},"line":${a.line},"crawlDelay":${jsonNumber(a.crawlDelay)}${live}}\n`;
  }
  const cd = a.crawlDelay === null ? '' : jsonNumber(a.crawlDelay);
  return `${csvField(url)},${a.allowed},${a.line},${cd},${csvField(a.robotsUrl ?? '')},${a.state ?? ''},${a.reason ?? ''},\n`;
}

function errorLine(url: string | null, message: string, json: boolean): string {
  if (json) return url === null ? `${jsonText({ error: message })}\n` : `${jsonText({ url, error: message })}\n`;
  return `${csvField(url ?? '')},,,,,,,${csvField(message)}\n`;
}

/** The URL a line names: the line itself, a JSON string, or an object's "url"; null when the JSON holds none. */
function urlOfLine(line: string): string | null {
  const first = line.charCodeAt(0);
  if (first !== 0x7b /* { */ && first !== 0x22 /* " */) return line.trim();
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'url' in value && typeof value.url === 'string') return value.url;
  return null;
}

interface UrlsState {
  json: boolean;
  /** Against one file: its model. Null: live. */
  model: RobotsTxt | null;
  crawler: CrawlerProfile | string;
  engine: EngineName | undefined;
  profile: CrawlerProfile;
  deps: LiveDeps | null;
  records: Map<string, Promise<RobotsRecord>>;
  /** Where notes go (a robots.txt cut at Google's limit): stderr, so stdout stays CSV or JSON lines. */
  notes: CliIo['stderr'];
}

function recordFor(state: UrlsState, origin: string, robotsUrl: string): Promise<RobotsRecord> {
  let record = state.records.get(origin);
  if (record) {
    state.records.delete(origin);
  } else {
    record = fetchRecord(origin, robotsUrl, state.deps!);
    if (state.records.size >= MAX_ORIGINS) state.records.delete(state.records.keys().next().value!);
  }
  state.records.set(origin, record);
  return record;
}

async function liveAnswer(state: UrlsState, url: string, lineNumber: number): Promise<string> {
  const location = robotsLocation(url);
  if (location === null) return errorLine(url, say('cli.urls.error.not-a-web-url', { line: lineNumber }), state.json);
  const fetched = !state.records.has(location.origin);
  const record = await recordFor(state, location.origin, location.robotsUrl);
  const result = verdictForRecord(record, url, state.profile, state.deps!.now(), { brief: true, diagnostics: false });
  const v = result.verdict;
  const facts = result.snapshot?.facts;
  // A body cut at Google's limit: noted on stderr when fetched, and flagged in each JSON answer it gives.
  if (fetched && facts?.truncated) {
    await state.notes.write(
      `${terminalText(say('cli.urls.note.truncated', { url: site(location.robotsUrl), received: facts.receivedBytes, kept: MAX_ROBOTS_BYTES }))}\n`,
    );
  }
  return answerLine(
    url,
    {
      allowed: v.allowed,
      line: v.decidingLine,
      crawlDelay: v.crawlDelay?.effectiveSeconds ?? null,
      robotsUrl: location.robotsUrl,
      state: result.state,
      reason: result.reading.reason.code,
      truncated: facts?.truncated === true,
    },
    state.json,
  );
}

/** Answers one input line; a Promise only when a live robots.txt must be awaited. */
function handleLine(state: UrlsState, line: SplitLine, lineNumber: number): string | Promise<string> {
  if (typeof line !== 'string') {
    return errorLine(
      null,
      say('cli.urls.error.too-long', { line: lineNumber, bytes: line.tooLong, limit: MAX_URL_LINE_BYTES }),
      state.json,
    );
  }
  const typed = urlOfLine(line);
  if (typed === null) return errorLine(null, say('cli.urls.error.json', { line: lineNumber }), state.json);
  if (typed === '') return errorLine(null, say('cli.urls.error.blank', { line: lineNumber }), state.json);
  // As a browser requests it (browser-url.ts); a path from / only against a file, which needs no origin.
  const url = state.model === null ? browserUrl(typed) : browserUrlOrPath(typed);
  if (url === null) {
    const key = state.model === null ? 'cli.urls.error.not-a-web-url' : 'cli.urls.error.not-a-url';
    return errorLine(typed, say(key, { line: lineNumber }), state.json);
  }
  if (state.model === null) return liveAnswer(state, url, lineNumber);
  const d = decide(state.model, url, state.crawler, state.engine);
  return answerLine(url, d, state.json);
}

export async function urlsCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, CRAWLER_QUERY_FLAGS, 'urls');
  const [source, ...extra] = args.positionals;
  if (source === undefined) throw new UsageError(say('cli.urls.missing-input'));
  if (extra.length > 0) throw new UsageError(say('cli.args.unexpected-argument', { command: 'urls', argument: site(extra[0]!) }));
  const engine = engineOption(stringFlag(args, 'engine'), 'urls');
  const choice = resolveCrawler(stringFlag(args, 'crawler') ?? DEFAULT_CRAWLER, switchFlag(args, 'token'));
  if ('error' in choice) throw new UsageError(`urls: ${choice.error}`);
  const timeoutMs = timeoutOption(args, 'urls', FETCH_TIMEOUT_MS);
  const robots = stringFlag(args, 'robots');
  if (robots === '-' && source === '-')
    throw new UsageError(say('cli.args.unexpected-argument', { command: 'urls', argument: site('--robots -') }));
  const file = robots === undefined ? null : await readRobotsInput(robots, switchFlag(args, 'no-limit'), io.stdin);
  const model = file === null ? null : parseRobotsTxt(file.bytes);
  const state: UrlsState = {
    json: switchFlag(args, 'json'),
    model,
    crawler: crawlerValue(choice),
    engine,
    profile: profileOfChoice(choice, engine),
    deps: model === null ? (io.liveDeps ?? liveDeps)(timeoutMs) : null,
    records: new Map(),
    notes: io.stderr,
  };
  if (file?.truncated) {
    // Against one file cut at Google's limit: said once, on stderr (stdout is the CSV or JSON lines).
    const note = truncationLine({ truncation: { originalBytes: file.originalBytes, keptBytes: file.bytes.length } });
    if (note !== null) await io.stderr.write(`${terminalText(note)}\n`);
  }

  const label = source === '-' ? 'stdin' : source;
  // Opened before the header is written: a list that cannot be read leaves stdout empty.
  const input = await openLineInput(source, io.stdin);
  const out = io.stdout;
  if (!state.json) await out.write(CSV_HEAD);
  const splitter = new LineSplitter(MAX_URL_LINE_BYTES);
  let lineNumber = 0;
  /** Answers `lines` in order; false once nobody reads the output any more. */
  const answerAll = async (lines: readonly SplitLine[]): Promise<boolean> => {
    for (const line of lines) {
      let result = handleLine(state, line, ++lineNumber);
      if (typeof result !== 'string') result = await result;
      const full = out.write(result);
      if (full) await full;
      if (out.closed) return false;
    }
    return true;
  };
  let reading = true;
  try {
    for await (const chunk of input) {
      reading = await answerAll(splitter.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Uint8Array)));
      if (!reading || splitter.endless) break;
      await out.flush();
    }
  } catch (error) {
    throw readFailure(label, error);
  }
  if (splitter.endless) {
    // The line that never ends is answered (too long), then the command says why it stopped.
    const bytes = splitter.giveUpBytes;
    await answerAll(splitter.end());
    await out.flush();
    throw endlessLine(label, lineNumber, bytes);
  }
  if (reading) await answerAll(splitter.end());
  await out.flush();
  return 0;
}
