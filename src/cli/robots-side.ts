/**
 * One robots.txt the `diff` and `test` commands read: a file (or `-`), or a
 * site's live copy fetched with the extension's fetcher (live-robots.ts) and
 * read as the worker reads it, so an HTTP outcome that decides without any
 * line (a 404 allows all, a 5xx disallows all for now) decides here too.
 */
import {
  findProfile,
  parseRobotsTxt,
  type Crawler,
  type CrawlerProfile,
  type OutcomeReading,
  type RobotsTxt,
  type Verdict,
  type VerdictSource,
} from '../core/index.ts';
import type { RobotsRecord } from '../robots/robots-record.ts';
import { parsedSnapshot, recordSource, verdictForRecord } from '../robots/verdict-for-record.ts';
import { UsageError } from './args.ts';
import { say, site } from './cli-text.ts';
import { fetchRecord, robotsLocation, type LiveDeps } from './live-robots.ts';
import type { CliIo } from './output.ts';
import { readRobotsInput } from './read-input.ts';

export interface RobotsSide {
  /** The path as given, or the robots.txt URL fetched. */
  label: string;
  /** The path as given (what annotations point at), or null for a live copy. */
  path: string | null;
  /** The origin of a live copy, else null. */
  origin: string | null;
  /** The body read (empty when an HTTP outcome decides). */
  bytes: Uint8Array;
  model: RobotsTxt;
  /** The verdict for a URL and a crawler on this side. */
  verdicts: VerdictSource;
  /** Live: what the fetch outcome means (for Googlebot) when it, not a body, decides. */
  decidingOutcome: OutcomeReading | null;
  /** Live: the robots.txt could not be fetched (5xx, 429, no answer, a refused redirect). */
  unreachable: boolean;
}

/** A live argument: an http(s) URL (its origin's /robots.txt is fetched). */
export function isLiveArgument(arg: string): boolean {
  return /^https?:\/\//i.test(arg);
}

const GOOGLEBOT = findProfile('googlebot')!;

function profileOf(crawler: Crawler): CrawlerProfile {
  return typeof crawler === 'string' ? (findProfile(crawler) ?? GOOGLEBOT) : crawler;
}

/** A side from a live record, as the popup would read it now. */
export function sideOfRecord(record: RobotsRecord, now: number): RobotsSide {
  const source = recordSource(record, GOOGLEBOT, now);
  const parsed = source.kind === 'copy' ? parsedSnapshot(source.snapshot) : { bytes: new Uint8Array(0), model: parseRobotsTxt('') };
  const verdicts = (url: string, crawler: Crawler): Verdict =>
    verdictForRecord(record, url, profileOf(crawler), now, { diagnostics: false, brief: true }).verdict;
  return {
    label: record.robotsUrl,
    path: null,
    origin: record.origin,
    bytes: parsed.bytes,
    model: parsed.model,
    verdicts,
    decidingOutcome: source.kind === 'outcome' ? source.reading : null,
    unreachable: source.kind === 'outcome' ? source.state === 'unreachable' : source.used === 'last-good',
  };
}

export async function loadLiveSide(url: string, deps: LiveDeps, command: string): Promise<RobotsSide> {
  const location = robotsLocation(url);
  if (location === null) throw new UsageError(`${command}: ${say('cli.check.not-a-web-url', { url: site(url) })}`);
  const record = await fetchRecord(location.origin, location.robotsUrl, deps);
  return sideOfRecord(record, deps.now());
}

/** A file (or `-`), or a live URL. */
export async function loadSide(arg: string, io: CliIo, deps: LiveDeps, noLimit: boolean, command: string): Promise<RobotsSide> {
  if (isLiveArgument(arg)) return loadLiveSide(arg, deps, command);
  const input = await readRobotsInput(arg, noLimit, io.stdin);
  const model = parseRobotsTxt(input.bytes);
  return {
    label: input.label,
    path: arg === '-' ? null : arg,
    origin: null,
    bytes: input.bytes,
    model,
    verdicts: model,
    decidingOutcome: null,
    unreachable: false,
  };
}
