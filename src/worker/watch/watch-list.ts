/**
 * The watch list: origins the person added (from the popup or the options
 * page), whose robots.txt the worker fetches again on their schedule with the
 * same fetcher and rules as every other fetch, telling them when a version
 * changes or the fetch starts failing. Only origins on the list are fetched
 * by it. It needs the alarms (to wake the worker) and notifications (to
 * tell) permissions, which are optional: without them the list is kept and
 * nothing runs. The decisions are watch-schedule.ts's; this keeps the list
 * (one storage key, written whole) and runs the checks.
 */
import {
  afterCheck,
  changedSinceLooked,
  clampInterval,
  dueOrigins,
  EMPTY_WATCH,
  MAX_WATCHED,
  MIN_INTERVAL_MINUTES,
  newEntry,
  nextCheckAt,
  type CheckResult,
  type WatchEntry,
  type WatchEvent,
  type WatchState,
} from './watch-schedule.ts';
import type { WatchView } from '../../shared/robots-history.ts';
import type { KeyValueArea } from '../../robots/robots-cache.ts';

export const WATCH_KEY = 'robotsWatch:state';
export const WATCH_ALARM = 'robots-lens-watch';

export interface AlarmsApi {
  create(name: string, info: { when: number; periodInMinutes?: number }): unknown;
  clear(name: string): unknown;
}

export interface WatchListDeps {
  storage: KeyValueArea;
  now: () => number;
  /** Fetches the origin's robots.txt now and answers the version it got (the history's id) and whether it failed. */
  check: (origin: string) => Promise<CheckResult>;
  /** The alarms API, or null while the permission is not granted. */
  alarms: () => AlarmsApi | null;
  /** Tells the person (a notification); the worker words it. */
  notify: (origin: string, event: Exclude<WatchEvent, null>) => Promise<void>;
  /** The list changed in a way the badge shows (a change not yet looked at, or looked at now). */
  onMarksChanged?: () => void;
  onError?: (error: unknown) => void;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isTimeOrNull = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));

function isEntry(v: unknown): v is WatchEntry {
  return (
    isObject(v) &&
    typeof v.origin === 'string' &&
    typeof v.addedAt === 'number' &&
    isTimeOrNull(v.lastCheckAt) &&
    (v.versionId === null || typeof v.versionId === 'string') &&
    (v.previousVersionId === null || typeof v.previousVersionId === 'string') &&
    typeof v.failing === 'boolean' &&
    isTimeOrNull(v.lastChangeAt) &&
    typeof v.lastLookedAt === 'number'
  );
}

/** The origin of an http(s) address, or null. */
export function watchableOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Why an origin was not added, as a code the pages word (its message is the code). */
export type WatchRefusalCode = 'not-a-site' | 'too-many';

export class WatchRefusal extends Error {
  constructor(readonly code: WatchRefusalCode) {
    super(code);
  }
}

export class WatchList {
  readonly #deps: WatchListDeps;
  #queue: Promise<unknown> = Promise.resolve();
  /** The list as last read or written (what marked() answers from). */
  #known: WatchState | null = null;

  constructor(deps: WatchListDeps) {
    this.#deps = deps;
  }

  view(): Promise<WatchView> {
    return this.#run(async () => viewOf(await this.#read()));
  }

  /**
   * Whether an origin on the list changed since the person last looked (the
   * badge's mark). Asked at every badge paint, so it never waits for a check
   * in progress: it reads the list as last read or written.
   */
  async marked(origin: string): Promise<boolean> {
    const state = this.#known ?? (await this.#read());
    const entry = state.entries.find((e) => e.origin === origin);
    return entry !== undefined && changedSinceLooked(entry);
  }

  add(value: string): Promise<WatchView> {
    return this.#change((state, now) => {
      const origin = watchableOrigin(value);
      if (origin === null) throw new WatchRefusal('not-a-site');
      if (state.entries.some((e) => e.origin === origin)) return state;
      if (state.entries.length >= MAX_WATCHED) throw new WatchRefusal('too-many');
      return { ...state, entries: [...state.entries, newEntry(origin, now)] };
    });
  }

  remove(origin: string): Promise<WatchView> {
    return this.#change((state) => ({ ...state, entries: state.entries.filter((e) => e.origin !== origin) }));
  }

  setInterval(minutes: number): Promise<WatchView> {
    return this.#change((state) => ({ ...state, intervalMinutes: clampInterval(minutes) }));
  }

  /** The person looked at the origin (its popup, its comparison): the badge's mark goes. */
  looked(origin: string): Promise<void> {
    return this.#run(async () => {
      const state = await this.#read();
      const entry = state.entries.find((e) => e.origin === origin);
      if (!entry || !changedSinceLooked(entry)) return;
      entry.lastLookedAt = this.#deps.now();
      await this.#write(state);
      this.#deps.onMarksChanged?.();
    });
  }

  /** Fetches every due origin (one at a time), tells what changed, and sets the next alarm. The alarm calls it. */
  runDue(): Promise<void> {
    return this.#run(async () => {
      let state = await this.#read();
      let marks = false;
      for (const origin of dueOrigins(state, this.#deps.now())) {
        let result: CheckResult;
        try {
          result = await this.#deps.check(origin);
        } catch (error) {
          this.#deps.onError?.(error);
          continue;
        }
        // The list may have changed while the fetch ran: read it again and apply the result to what is there now.
        state = await this.#read();
        const at = state.entries.findIndex((e) => e.origin === origin);
        if (at === -1) continue;
        const { entry, event } = afterCheck(state.entries[at]!, result, this.#deps.now());
        state.entries[at] = entry;
        await this.#write(state);
        if (event !== null) {
          marks ||= event.code === 'changed';
          await this.#deps.notify(origin, event).catch((error: unknown) => this.#deps.onError?.(error));
        }
      }
      await this.#schedule(state);
      if (marks) this.#deps.onMarksChanged?.();
    });
  }

  /** Sets (or clears) the alarm for the list as stored: at start-up, and once the permissions are granted. */
  schedule(): Promise<void> {
    return this.#run(async () => this.#schedule(await this.#read()));
  }

  async #schedule(state: WatchState): Promise<void> {
    const alarms = this.#deps.alarms();
    if (alarms === null) return;
    const when = nextCheckAt(state, this.#deps.now());
    if (when === null) await alarms.clear(WATCH_ALARM);
    // At least a minute ahead (Chrome rings no sooner anyway), and again every hour after: a worker stopped in
    // the middle of a run sets no next alarm, and a ring finds only the sites that are due, so the hourly
    // repeat costs no fetch.
    else await alarms.create(WATCH_ALARM, { when: Math.max(when, this.#deps.now() + 60_000), periodInMinutes: MIN_INTERVAL_MINUTES });
  }

  #change(update: (state: WatchState, now: number) => WatchState): Promise<WatchView> {
    return this.#run(async () => {
      const before = await this.#read();
      const after = update(before, this.#deps.now());
      if (after !== before) {
        await this.#write(after);
        await this.#schedule(after);
        this.#deps.onMarksChanged?.();
      }
      return viewOf(after);
    });
  }

  async #read(): Promise<WatchState> {
    const stored = (await this.#deps.storage.get(WATCH_KEY))[WATCH_KEY];
    if (!isObject(stored) || !Array.isArray(stored.entries)) {
      this.#known = { ...EMPTY_WATCH, entries: [] };
      return { ...EMPTY_WATCH, entries: [] };
    }
    const entries = stored.entries.filter(isEntry).filter((e) => watchableOrigin(e.origin) === e.origin);
    this.#known = { intervalMinutes: clampInterval(Number(stored.intervalMinutes)), entries: entries.slice(0, MAX_WATCHED) };
    return structuredClone(this.#known);
  }

  async #write(state: WatchState): Promise<void> {
    await this.#deps.storage.set({ [WATCH_KEY]: state });
    this.#known = structuredClone(state);
  }

  #run<T>(op: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(op);
    this.#queue = result.catch(() => undefined);
    return result;
  }
}

function viewOf(state: WatchState): WatchView {
  return {
    intervalMinutes: state.intervalMinutes,
    entries: state.entries.map((e) => ({
      origin: e.origin,
      lastCheckAt: e.lastCheckAt,
      lastChangeAt: e.lastChangeAt,
      failing: e.failing,
      changed: changedSinceLooked(e),
    })),
  };
}
