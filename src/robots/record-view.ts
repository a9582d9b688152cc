/**
 * What crosses from the worker to the popup before its verdict: a robots.txt
 * record without its bodies (the fetch facts, the body's size and identity)
 * and the verdict for the page and the settings' crawler, decided in the
 * worker from the model it already parsed for the badge. The popup paints
 * that without decoding or parsing anything: the 500 KiB a body may be, as
 * base64, would cost the message channel and the popup's script far more
 * than the verdict does.
 */
import type { CrawlerProfile, OutcomeReading, Outage, Verdict } from '../core/index.ts';
import type { UnreadableBody } from '../core/body-kind.ts';
import { fileProblem } from './file-problem.ts';
import type { FetchFacts, FetchSnapshot, RobotsRecord } from './robots-record.ts';
import { type LastGoodNote, type ParsedModels, type RecordVerdict, type VerdictState, verdictForRecord } from './verdict-for-record.ts';

/** A kept body, told by its size and identity, never by its bytes. */
export interface BodyFacts {
  /** Bytes kept (at most 500 KiB). */
  bytes: number;
}

export interface SnapshotView {
  facts: FetchFacts;
  /** Null when there was no body. */
  body: BodyFacts | null;
}

/** A RobotsRecord with every body left out: the facts the popup shows and the key that names it to the worker. */
export interface RecordView {
  /** Names this record (its origin and its latest fetch) in later questions to the worker. */
  key: string;
  origin: string;
  robotsUrl: string;
  latest: SnapshotView;
  lastGood: SnapshotView | null;
  failingSince: number | null;
  expiresAt: number;
}

/** The verdict facts the popup paints its banner and top answer from. */
export interface VerdictView {
  /** The URL decided and the crawler (profile id) it was decided for: the popup uses it only while both are still its own. */
  url: string;
  profileId: string;
  state: VerdictState;
  reading: OutcomeReading;
  used: 'latest' | 'last-good' | 'none';
  note: LastGoodNote | null;
  outage: Outage | null;
  /** Google's verdict and its explanation; the matching rules are left out (`matchCount` stays exact). */
  verdict: Verdict;
  /** Why Google cannot read the body as its site meant (file-problem.ts), or null. */
  fileProblem: UnreadableBody | null;
}

/** The key of a record: its origin and when its latest copy was fetched (a refetch is a new key). */
export function recordKey(record: Pick<RobotsRecord, 'origin' | 'latest'>): string {
  return `${record.origin} ${record.latest.facts.fetchedAt}`;
}

/** How many bytes a base64 text decodes to. */
function base64Bytes(text: string): number {
  const compact = text.replace(/\s+/g, '');
  const padding = /=*$/.exec(compact)![0].length;
  return Math.floor(((compact.length - padding) * 3) / 4);
}

function snapshotView(snapshot: FetchSnapshot): SnapshotView {
  return { facts: snapshot.facts, body: snapshot.bodyBase64 === null ? null : { bytes: base64Bytes(snapshot.bodyBase64) } };
}

export function recordView(record: RobotsRecord): RecordView {
  return {
    key: recordKey(record),
    origin: record.origin,
    robotsUrl: record.robotsUrl,
    latest: snapshotView(record.latest),
    lastGood: record.lastGood && snapshotView(record.lastGood),
    failingSince: record.failingSince,
    expiresAt: record.expiresAt,
  };
}

/**
 * The verdict for `url` and `profile` as plain data: the same verdictForRecord()
 * the badge uses (the models cache decides whether the body is parsed again), with the matching rules dropped, so a file of 40,000 matching
 * lines crosses as a few hundred bytes.
 */
export function verdictView(record: RobotsRecord, url: string, profile: CrawlerProfile, now: number, models?: ParsedModels): VerdictView {
  const r = verdictForRecord(record, url, profile, now, { diagnostics: false, maxMatches: 1, models });
  return { ...verdictFacts(r, url, profile.id), verdict: { ...r.verdict, matches: [] } };
}

/** The facts of a verdict already read (with its matches as read). */
export function verdictFacts(r: RecordVerdict, url: string, profileId: string): VerdictView {
  return {
    url,
    profileId,
    state: r.state,
    reading: r.reading,
    used: r.used,
    note: r.note,
    outage: r.outage,
    verdict: r.verdict,
    fileProblem: fileProblem(r),
  };
}

/**
 * The records the worker answered views of, the most recent last, so a later
 * question about one (its bodies, once the popup shows its details) finds the
 * very copy the verdict came from. Bounded by count and by the length of the
 * bodies held (the newest record is always kept): a record the cache evicted
 * stays only until newer ones push it out.
 */
export class AnsweredRecords {
  readonly #records = new Map<string, { record: RobotsRecord; size: number }>();
  #size = 0;

  constructor(
    readonly capacity: number,
    readonly maxBodyChars: number = Number.POSITIVE_INFINITY,
  ) {}

  /** Keeps `record` and answers its view. */
  remember(record: RobotsRecord): RecordView {
    const view = recordView(record);
    this.#drop(view.key);
    const size = (record.latest.bodyBase64?.length ?? 0) + (record.lastGood?.bodyBase64?.length ?? 0);
    this.#records.set(view.key, { record, size });
    this.#size += size;
    while (this.#records.size > 1 && (this.#records.size > this.capacity || this.#size > this.maxBodyChars)) {
      this.#drop(this.#records.keys().next().value!);
    }
    return view;
  }

  get(key: string): RobotsRecord | null {
    return this.#records.get(key)?.record ?? null;
  }

  #drop(key: string): void {
    const entry = this.#records.get(key);
    if (!entry) return;
    this.#records.delete(key);
    this.#size -= entry.size;
  }
}
