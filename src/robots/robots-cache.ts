/**
 * The per-origin robots.txt cache. Fresh records are answered from memory (or
 * from chrome.storage.local after the worker was stopped) without a request;
 * stale ones are refetched, and simultaneous lookups for one origin share one
 * fetch. Bounded by a count and a size, least recently used first out.
 *
 * The worker may be stopped between any two storage writes, so they are
 * ordered to leave a state the next start can read: a record is written
 * before the index names it, and an evicted record is removed only after an
 * index without it is written. What a stop can leave behind is then only a
 * record no index names (removed by the sweep at start-up) or an index entry
 * whose record is gone (read as a miss, and dropped by the same sweep).
 */
import type { CacheStats } from '../shared/protocol.ts';
import type { FetchSnapshot, RobotsRecord } from './robots-record.ts';
import { recordAfterFetch } from './record-update.ts';
import type { FetchRobotsOptions } from './robots-fetcher.ts';
import { isRobotsRecord } from './stored-record.ts';

/** The slice of chrome.storage.local the cache needs. */
export interface KeyValueArea {
  /** `null` reads every key. */
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  /** Every key, without the values (Chrome 130+); without it the sweep reads everything once. */
  getKeys?(): Promise<string[]>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export interface CacheLimits {
  maxOrigins: number;
  /** Sum of the records' serialized sizes (bodies are base64). */
  maxBytes: number;
}

/**
 * A body kept at the 500 KiB cap is about 683 KB as base64: 50 MB holds 64
 * such files (a person looking at large sites, or a page linking to them),
 * where 25 MB evicted all but 36. The extension may use unlimited storage.
 */
export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxOrigins: 100, maxBytes: 50_000_000 };

export interface RobotsCacheDeps {
  fetchSnapshot: (robotsUrl: string, options: FetchRobotsOptions) => Promise<FetchSnapshot>;
  storage: KeyValueArea;
  /** Epoch milliseconds. */
  now: () => number;
  limits?: Partial<CacheLimits>;
  /** Told about every record a fetch produced (e.g. to repaint badges after "refresh now"). */
  onStored?: (record: RobotsRecord) => void;
  /** Told when storage refuses a write; the record still serves from memory. */
  onStorageError?: (error: unknown) => void;
}

export interface CacheLookup {
  record: RobotsRecord;
  /** True when answered without a network request. */
  fromCache: boolean;
}

export interface LookupOptions extends FetchRobotsOptions {}

/** Every key the cache writes starts with this; clearing removes them all, named by the index or not. */
const KEY_PREFIX = 'robotsCache:';
const INDEX_KEY = `${KEY_PREFIX}index`;
const RECORD_PREFIX = `${KEY_PREFIX}origin:`;
/** 2: records keep `failingSince`. Entries of another version are dropped (and swept) and fetched again. */
const FORMAT_VERSION = 2;

const recordKey = (origin: string) => RECORD_PREFIX + origin;

interface StoredIndex {
  v: number;
  /** Least recently used first: [origin, serialized size]. */
  entries: [string, number][];
}

interface StoredRecord {
  v: number;
  record: RobotsRecord;
}

interface InFlight {
  credentials: FetchRobotsOptions['credentials'];
  promise: Promise<RobotsRecord>;
}

export class RobotsCache {
  readonly #deps: RobotsCacheDeps;
  readonly #limits: CacheLimits;
  /** origin → serialized size; Map order is recency, least recent first. */
  readonly #index = new Map<string, number>();
  /** Records loaded into memory (a subset of the index). */
  readonly #records = new Map<string, RobotsRecord>();
  /** Origins whose record is in storage: the only ones a written index may name. */
  readonly #written = new Set<string>();
  readonly #inFlight = new Map<string, InFlight>();
  #ready: Promise<void> | null = null;
  #writes: Promise<void> = Promise.resolve();

  constructor(deps: RobotsCacheDeps) {
    this.#deps = deps;
    this.#limits = { ...DEFAULT_CACHE_LIMITS, ...deps.limits };
  }

  /**
   * The record for `origin`: the cached one while fresh and fetched with the
   * same credentials mode, else a new fetch (shared with any already running).
   * `refresh` skips the cache.
   */
  async lookup(origin: string, robotsUrl: string, options: LookupOptions): Promise<CacheLookup> {
    await this.#load();
    if (!options.refresh) {
      const cached = await this.fresh(origin, robotsUrl, options.credentials);
      if (cached) {
        this.#touch(origin);
        return { record: cached, fromCache: true };
      }
    }
    return { record: await this.#fetchShared(origin, robotsUrl, options), fromCache: false };
  }

  /**
   * The record `lookup` would answer from the cache, or null where it would
   * fetch: never a request (the links of a page the person did not ask about).
   */
  async fresh(origin: string, robotsUrl: string, credentials: FetchRobotsOptions['credentials']): Promise<RobotsRecord | null> {
    await this.#load();
    const cached = await this.#recordFor(origin);
    if (!cached || cached.robotsUrl !== robotsUrl || cached.latest.facts.credentials !== credentials) return null;
    return this.#deps.now() < cached.expiresAt ? cached : null;
  }

  /**
   * Reads the index and queues the sweep of what a stopped worker left; the
   * worker calls it at start-up, since a start may bring no lookup at all.
   */
  start(): Promise<void> {
    return this.#load();
  }

  async stats(): Promise<CacheStats> {
    await this.#load();
    let bytes = 0;
    for (const size of this.#index.values()) bytes += size;
    return { origins: this.#index.size, bytes };
  }

  /**
   * Removes every key the cache owns, whether the index names it or not, and
   * reports what storage really held: the records removed and their size.
   */
  async clear(): Promise<CacheStats> {
    await this.#load();
    this.#index.clear();
    this.#records.clear();
    this.#written.clear();
    const removal = this.#writes.then(() => this.#removeOwnedKeys());
    this.#writes = removal.then(
      () => undefined,
      (error: unknown) => this.#deps.onStorageError?.(error),
    );
    return removal;
  }

  /** Resolves when every storage write started so far has finished. */
  async flush(): Promise<void> {
    await this.#writes;
  }

  #load(): Promise<void> {
    this.#ready ??= (async () => {
      try {
        const stored = (await this.#deps.storage.get(INDEX_KEY))[INDEX_KEY];
        for (const [origin, size] of parseIndex(stored)) {
          this.#index.set(origin, size);
          this.#written.add(origin);
        }
        // Queued, so lookups need not wait for it and it sees every write queued before it.
        this.#enqueue(() => this.#sweep());
      } catch (error) {
        // Without the index a sweep would take every record for an orphan: skip it this time.
        this.#deps.onStorageError?.(error);
      }
    })();
    return this.#ready;
  }

  /**
   * Repairs what a stopped worker left: removes records (and any other key
   * of ours) the index does not name, and forgets index entries whose record
   * is missing. An origin indexed but not yet written has its write queued
   * after this sweep, so it is left alone.
   */
  async #sweep(): Promise<void> {
    const keys = await this.#ownedKeys();
    const present = new Set(keys);
    const named = (key: string) => key === INDEX_KEY || (key.startsWith(RECORD_PREFIX) && this.#index.has(key.slice(RECORD_PREFIX.length)));
    const unreferenced = keys.filter((key) => !named(key));
    if (unreferenced.length > 0) await this.#deps.storage.remove(unreferenced);
    const missing = [...this.#written].filter((origin) => !present.has(recordKey(origin)));
    for (const origin of missing) this.#forget(origin);
    if (missing.length > 0) await this.#writeIndex();
  }

  async #ownedKeys(): Promise<string[]> {
    const storage = this.#deps.storage;
    const keys = storage.getKeys ? await storage.getKeys() : Object.keys(await storage.get(null));
    return keys.filter((key) => key.startsWith(KEY_PREFIX));
  }

  async #removeOwnedKeys(): Promise<CacheStats> {
    const keys = await this.#ownedKeys();
    const recordKeys = keys.filter((key) => key.startsWith(RECORD_PREFIX));
    // Measured the way the index measures a record, so the report matches what stats() showed.
    const values = recordKeys.length > 0 ? await this.#deps.storage.get(recordKeys) : {};
    let bytes = 0;
    for (const value of Object.values(values)) {
      const record = isObject(value) && value.record !== undefined ? value.record : value;
      bytes += JSON.stringify(record)?.length ?? 0;
    }
    if (keys.length > 0) await this.#deps.storage.remove(keys);
    return { origins: recordKeys.length, bytes };
  }

  #forget(origin: string): void {
    this.#index.delete(origin);
    this.#records.delete(origin);
    this.#written.delete(origin);
  }

  async #recordFor(origin: string): Promise<RobotsRecord | null> {
    const inMemory = this.#records.get(origin);
    if (inMemory) return inMemory;
    if (!this.#index.has(origin)) return null;
    let stored: unknown;
    try {
      stored = (await this.#deps.storage.get(recordKey(origin)))[recordKey(origin)];
    } catch (error) {
      this.#deps.onStorageError?.(error);
      return null;
    }
    // The index may have changed while storage answered.
    const raced = this.#records.get(origin);
    if (raced) return raced;
    if (!this.#index.has(origin)) return null;
    if (isObject(stored) && stored.v === FORMAT_VERSION && isRobotsRecord(stored.record) && stored.record.origin === origin) {
      this.#records.set(origin, stored.record);
      return stored.record;
    }
    // Missing or unreadable: forget it and fetch again. The index goes
    // first, so a stop leaves an orphan (swept), never a dangling entry.
    this.#forget(origin);
    this.#persistIndex();
    this.#enqueue(() => this.#deps.storage.remove(recordKey(origin)));
    return null;
  }

  #fetchShared(origin: string, robotsUrl: string, options: LookupOptions): Promise<RobotsRecord> {
    const running = this.#inFlight.get(origin);
    if (running) {
      if (running.credentials === options.credentials) return running.promise;
      // Settings changed mid-fetch: let that one finish, then ask again as now configured.
      return running.promise.then(
        () => this.#fetchShared(origin, robotsUrl, options),
        () => this.#fetchShared(origin, robotsUrl, options),
      );
    }
    const promise = (async () => {
      const snapshot = await this.#deps.fetchSnapshot(robotsUrl, {
        credentials: options.credentials,
        refresh: options.refresh,
      });
      const previous = await this.#recordFor(origin);
      const record = recordAfterFetch(previous, origin, snapshot);
      this.#store(record);
      this.#deps.onStored?.(record);
      return record;
    })().finally(() => {
      this.#inFlight.delete(origin);
    });
    this.#inFlight.set(origin, { credentials: options.credentials, promise });
    return promise;
  }

  #store(record: RobotsRecord): void {
    const size = JSON.stringify(record).length;
    this.#records.set(record.origin, record);
    this.#index.delete(record.origin);
    this.#index.set(record.origin, size);
    const evicted = this.#evict(record.origin);
    const item: StoredRecord = { v: FORMAT_VERSION, record };
    // Record, then the index naming it (and no longer naming the evicted), then the evicted records.
    this.#enqueue(async () => {
      await this.#writeRecord(record.origin, item);
      // Evicted or cleared while it waited its turn, it is not named: the job queued for that
      // removes it (a victim of a full storage area waits for the next start's sweep).
      if (this.#index.has(record.origin)) this.#written.add(record.origin);
    });
    this.#persistIndex();
    if (evicted.length > 0) this.#enqueue(() => this.#deps.storage.remove(evicted.map(recordKey)));
  }

  /**
   * Writes one record; when storage is full (chrome.storage.local holds 10 MB
   * unless the extension has "unlimitedStorage"), makes room by dropping the
   * least recently used origins, then tries again.
   */
  async #writeRecord(origin: string, item: StoredRecord): Promise<void> {
    for (;;) {
      try {
        await this.#deps.storage.set({ [recordKey(origin)]: item });
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const victim = [...this.#index.keys()].find((o) => o !== origin);
        if (!/quota/i.test(message) || victim === undefined || !this.#index.has(origin)) throw error;
        // A stop right after this leaves the stored index naming a missing record: read as a miss, dropped at start-up.
        this.#forget(victim);
        await this.#deps.storage.remove(recordKey(victim));
      }
    }
  }

  /** Drops least recently used origins until within limits; never the one just stored. */
  #evict(keep: string): string[] {
    const evicted: string[] = [];
    let bytes = 0;
    for (const size of this.#index.values()) bytes += size;
    for (const [origin, size] of this.#index) {
      if (this.#index.size <= this.#limits.maxOrigins && bytes <= this.#limits.maxBytes) break;
      if (origin === keep) continue;
      this.#forget(origin);
      bytes -= size;
      evicted.push(origin);
    }
    return evicted;
  }

  #touch(origin: string): void {
    const size = this.#index.get(origin);
    if (size === undefined) return;
    // Already the most recent: nothing to write.
    if ([...this.#index.keys()].at(-1) === origin) return;
    this.#index.delete(origin);
    this.#index.set(origin, size);
    this.#persistIndex();
  }

  #persistIndex(): void {
    this.#enqueue(() => this.#writeIndex());
  }

  /**
   * Written from the state at write time, so queued writes never go
   * backwards, and naming only records already in storage.
   */
  #writeIndex(): Promise<void> {
    const entries = [...this.#index].filter(([origin]) => this.#written.has(origin));
    const index: StoredIndex = { v: FORMAT_VERSION, entries };
    return this.#deps.storage.set({ [INDEX_KEY]: index });
  }

  #enqueue(write: () => Promise<void>): void {
    this.#writes = this.#writes.then(write).catch((error: unknown) => {
      this.#deps.onStorageError?.(error);
    });
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseIndex(stored: unknown): [string, number][] {
  if (!isObject(stored) || stored.v !== FORMAT_VERSION || !Array.isArray(stored.entries)) return [];
  const out: [string, number][] = [];
  for (const entry of stored.entries) {
    if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') {
      out.push([entry[0], entry[1]]);
    }
  }
  return out;
}
