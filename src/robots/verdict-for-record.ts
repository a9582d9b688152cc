/**
 * The verdict for a page from a cached robots.txt record: the one place where
 * the fetch outcome, the last good copy and the parsed rules meet, used by the
 * badge and the popup alike so they can never disagree.
 */
import {
  bytesFromBase64,
  decideSteps,
  explainSteps,
  decideVerdict,
  evaluate,
  lintRobotsTxt,
  outageAt,
  outageRule,
  parseRobotsTxt,
  readFetchOutcome,
  readLongOutage,
  verdictFromOutcome,
  type CrawlerProfile,
  type Diagnostic,
  type OutcomeReading,
  type Outage,
  type RobotsTxt,
  type Verdict,
} from '../core/index.ts';
import type { FetchSnapshot, RobotsRecord } from './robots-record.ts';

export type VerdictState = 'allowed' | 'disallowed' | 'unreachable';

/** The latest fetch failed and the last good copy decides: how long ago each was fetched (ms). */
export interface LastGoodNote {
  code: 'last-good-copy';
  failedAgeMs: number;
  copyAgeMs: number;
}

export interface RecordVerdict {
  verdict: Verdict;
  state: VerdictState;
  /** What the latest fetch means to the profile's engine. */
  reading: OutcomeReading;
  /** Which copy of robots.txt the verdict comes from. */
  used: 'latest' | 'last-good' | 'none';
  /** Both facts when a last good copy stands in for a failed refresh. */
  note: LastGoodNote | null;
  /** Since when and how long robots.txt has been unreachable, when it is. */
  outage: Outage | null;
  model: RobotsTxt | null;
  /** The body the verdict was read from (at most 500 KiB), or null. */
  bytes: Uint8Array | null;
  /** The snapshot `bytes` came from. */
  snapshot: FetchSnapshot | null;
  diagnostics: Diagnostic[];
}

export interface Parsed {
  bytes: Uint8Array;
  model: RobotsTxt;
}

/**
 * Recently parsed bodies, least recently used first out, so re-evaluating for
 * another crawler, tab or URL does not decode and parse again. A parsed model
 * also keeps each crawler's rule index, built on first use.
 */
export class ParsedModels {
  readonly #entries = new Map<string, Parsed>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.#entries.size;
  }

  /** Whether `snapshot`'s body is parsed and kept (without making it the most recent). */
  has(snapshot: FetchSnapshot): boolean {
    return this.#entries.has(keyOf(snapshot));
  }

  /** The body of `snapshot`, decoded and parsed once while it stays among the `capacity` most recent. */
  for(snapshot: FetchSnapshot): Parsed {
    const key = keyOf(snapshot);
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const bytes = snapshot.bodyBase64 ? bytesFromBase64(snapshot.bodyBase64) : new Uint8Array(0);
    const parsed = { bytes, model: parseRobotsTxt(bytes) };
    this.#entries.set(key, parsed);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    return parsed;
  }
}

/** Keyed by the fetch, not the origin: a refetched file is a new entry and the old one ages out. */
function keyOf(snapshot: FetchSnapshot): string {
  return `${snapshot.facts.robotsUrl}\u0000${snapshot.facts.fetchedAt}\u0000${snapshot.bodyBase64?.length ?? 0}`;
}

/** The popup's and the badge's: a few origins (the page's, another tab's). */
const recentModels = new ParsedModels(6);

export interface VerdictOptions {
  /** Lint the body too (default true). */
  diagnostics?: boolean;
  /** Only the decision and its deciding rule, no explanation (the badge): decideVerdict() instead of evaluate(). */
  brief?: boolean;
  /** Keep at most this many matching rules in the explanation (the count stays exact). */
  maxMatches?: number;
  /** Where parsed bodies are kept (default: a small cache shared by the popup's or the badge's calls). */
  models?: ParsedModels;
}

/**
 * Which copy of robots.txt decides for a profile at `now`, or the HTTP outcome
 * that decides without one: the fetch outcome, the last good copy and
 * Google's 30-day rule, in one place. verdictForRecord() reads it for one URL;
 * the workbench reads it once and then decides thousands of URLs.
 */
export type RecordSource =
  | {
      kind: 'copy';
      snapshot: FetchSnapshot;
      used: 'latest' | 'last-good';
      /** What the latest fetch means to the profile's engine. */
      reading: OutcomeReading;
      note: LastGoodNote | null;
      outage: Outage | null;
    }
  | {
      kind: 'outcome';
      /** The reading that decides every URL (a long outage's, past the limit). */
      reading: OutcomeReading;
      state: VerdictState;
      outage: Outage | null;
    };

export function recordSource(record: RobotsRecord, profile: CrawlerProfile, now: number): RecordSource {
  const reading = readFetchOutcome(record.latest.facts.outcome, profile.engine);
  if (reading.action === 'parse') return { kind: 'copy', snapshot: record.latest, used: 'latest', reading, note: null, outage: null };

  // Unreachable (429, 5xx, no answer): Google's cached copy, else disallow all, and after 30 days allow all.
  const unreachable = reading.action === 'disallow-all' && reading.temporary;
  const outage = unreachable ? outageAt(record.failingSince ?? record.latest.facts.fetchedAt, now) : null;
  const rule = outage ? outageRule(profile.engine, outage, record.lastGood !== null) : null;
  if (rule === 'cached-copy' && record.lastGood) {
    const note: LastGoodNote = {
      code: 'last-good-copy',
      failedAgeMs: now - record.latest.facts.fetchedAt,
      copyAgeMs: now - record.lastGood.facts.fetchedAt,
    };
    return { kind: 'copy', snapshot: record.lastGood, used: 'last-good', reading, note, outage };
  }
  const read = rule === 'allow-all' ? readLongOutage(reading) : reading;
  return { kind: 'outcome', reading: read, state: read.action === 'disallow-all' ? 'unreachable' : 'allowed', outage };
}

/** How long settleVerdict() works before it lets other work run (the worker serves every tab). */
const SLICE_MS = 10;

/**
 * Does verdictForRecord()'s matching ahead, in slices of about SLICE_MS with
 * `pause()` between them, so that the verdictForRecord(…, { brief: true })
 * that follows for the same URL finds it done: a page that pushes a URL of a
 * million characters then holds the worker up for one slice at a time, not
 * for the whole decision. Stops early when `stale()` says the answer is no
 * longer wanted (the tab moved on). Parsing the body stays one step.
 */
export function settleVerdict(
  record: RobotsRecord,
  pageUrl: string,
  profile: CrawlerProfile,
  now: number,
  pause: () => Promise<void>,
  stale: () => boolean = () => false,
  models: ParsedModels = recentModels,
): Promise<void> {
  return settle(record, profile, now, pause, stale, models, (model) => decideSteps(model, pageUrl, profile));
}

/**
 * settleVerdict() for the full explanation (verdictForRecord without `brief`):
 * the list of every matching rule is made ahead in slices too, so explaining
 * a hostile page's long URL holds the worker up no longer than deciding it.
 */
export function settleExplanation(
  record: RobotsRecord,
  pageUrl: string,
  profile: CrawlerProfile,
  now: number,
  pause: () => Promise<void>,
  models: ParsedModels = recentModels,
): Promise<void> {
  return settle(
    record,
    profile,
    now,
    pause,
    () => false,
    models,
    (model) => explainSteps(model, pageUrl, profile),
  );
}

async function settle(
  record: RobotsRecord,
  profile: CrawlerProfile,
  now: number,
  pause: () => Promise<void>,
  stale: () => boolean,
  models: ParsedModels,
  stepsOf: (model: RobotsTxt) => Generator<void, void, void>,
): Promise<void> {
  const source = recordSource(record, profile, now);
  if (source.kind !== 'copy') return;
  const steps = stepsOf(models.for(source.snapshot).model);
  let sliceStart = performance.now();
  for (;;) {
    if (steps.next().done) return;
    if (performance.now() - sliceStart < SLICE_MS) continue;
    await pause();
    if (stale()) return;
    sliceStart = performance.now();
  }
}

/** The snapshot's body and its parsed model (a few recent ones are kept, so a body is parsed once). */
export function parsedSnapshot(snapshot: FetchSnapshot, models: ParsedModels = recentModels): { bytes: Uint8Array; model: RobotsTxt } {
  return models.for(snapshot);
}

export function verdictForRecord(
  record: RobotsRecord,
  pageUrl: string,
  profile: CrawlerProfile,
  now: number = Date.now(),
  options: VerdictOptions = {},
): RecordVerdict {
  const withDiagnostics = options.diagnostics ?? true;
  const source = recordSource(record, profile, now);

  if (source.kind === 'copy') {
    const { snapshot } = source;
    const { bytes, model } = (options.models ?? recentModels).for(snapshot);
    const verdict = options.brief
      ? decideVerdict(model, pageUrl, profile)
      : evaluate(model, pageUrl, profile, undefined, { maxMatches: options.maxMatches });
    const facts = snapshot.facts;
    return {
      verdict,
      state: verdict.allowed ? 'allowed' : 'disallowed',
      reading: source.reading,
      used: source.used,
      note: source.note,
      outage: source.outage,
      model,
      bytes,
      snapshot,
      diagnostics: withDiagnostics
        ? lintRobotsTxt(bytes, { contentType: facts.contentType, truncated: facts.truncated, originalBytes: facts.receivedBytes })
        : [],
    };
  }

  return {
    verdict: verdictFromOutcome(source.reading, pageUrl, profile),
    state: source.state,
    reading: source.reading,
    used: 'none',
    note: null,
    outage: source.outage,
    model: null,
    bytes: null,
    snapshot: record.latest,
    diagnostics: [],
  };
}
