/**
 * The per-origin robots.txt cache. Fresh records are answered from memory (or
 * from chrome.storage.local after the worker was stopped) without a request;
 * stale ones are refetched, and simultaneous lookups for one origin share one
 * fetch. Bounded by a count and a size, least recently used first out.
 */
import type { CacheStats } from '../shared/protocol.ts';
import type { FetchSnapshot, RobotsRecord } from '../shared/robots-record.ts';
import { recordAfterFetch } from './record-update.ts';
import type { FetchRobotsOptions } from './robots-fetcher.ts';
import { isRobotsRecord } from './stored-record.ts';

/** The slice of chrome.storage.local the cache needs. */
export interface KeyValueArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export interface CacheLimits {
  maxOrigins: number;
  /** Sum of the records' serialized sizes (bodies are base64). */
  maxBytes: number;
}

export const DEFAULT_CACHE_LIMITS: CacheLimits = { maxOrigins: 100, maxBytes: 25_000_000 };

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

const INDEX_KEY = 'robotsCache:index';
const RECORD_PREFIX = 'robotsCache:origin:';
const FORMAT_VERSION = 1;

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
      const cached = await this.#recordFor(origin);
      if (
        cached &&
        cached.robotsUrl === robotsUrl &&
        cached.latest.facts.credentials === options.credentials &&
        this.#deps.now() < cached.expiresAt
      ) {
        this.#touch(origin);
        return { record: cached, fromCache: true };
      }
    }
    return { record: await this.#fetchShared(origin, robotsUrl, options), fromCache: false };
  }

  /** The cached record, fresh or not, without fetching. */
  async peek(origin: string): Promise<RobotsRecord | null> {
    await this.#load();
    return this.#recordFor(origin);
  }

  async stats(): Promise<CacheStats> {
    await this.#load();
    let bytes = 0;
    for (const size of this.#index.values()) bytes += size;
    return { origins: this.#index.size, bytes };
  }

  async clear(): Promise<CacheStats> {
    await this.#load();
    const keys = [...this.#index.keys()].map(recordKey);
    this.#index.clear();
    this.#records.clear();
    this.#enqueue(() => this.#deps.storage.remove([...keys, INDEX_KEY]));
    await this.flush();
    return this.stats();
  }

  /** Resolves when every storage write started so far has finished. */
  async flush(): Promise<void> {
    await this.#writes;
  }

  #load(): Promise<void> {
    this.#ready ??= (async () => {
      try {
        const stored = (await this.#deps.storage.get(INDEX_KEY))[INDEX_KEY];
        for (const [origin, size] of parseIndex(stored)) this.#index.set(origin, size);
      } catch (error) {
        this.#deps.onStorageError?.(error);
      }
    })();
    return this.#ready;
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
    // Missing or unreadable: forget it and fetch again.
    this.#index.delete(origin);
    this.#enqueue(() => this.#deps.storage.remove(recordKey(origin)));
    this.#persistIndex();
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
    this.#enqueue(async () => {
      if (evicted.length > 0) await this.#deps.storage.remove(evicted.map(recordKey));
      await this.#writeRecord(record.origin, item);
    });
    this.#persistIndex();
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
        this.#index.delete(victim);
        this.#records.delete(victim);
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
      this.#index.delete(origin);
      this.#records.delete(origin);
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
    this.#enqueue(() => {
      // Written from the state at write time, so queued writes never go backwards.
      const index: StoredIndex = { v: FORMAT_VERSION, entries: [...this.#index] };
      return this.#deps.storage.set({ [INDEX_KEY]: index });
    });
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
