/**
 * The addresses of the top-level pages a person opened, per origin: a source
 * of URLs for the workbench's comparison of two robots.txt versions ("what
 * does this change do to the pages I actually use?"). Nothing is kept until
 * the person turns it on in the options page; turning it off forgets every
 * address, and so does clearing the history.
 *
 * Addresses are the page's to choose, so each is cleaned before it is kept:
 * http(s) only, without user name, password or #fragment, and one longer than
 * MAX_VISITED_URL_LENGTH is not kept at all (cut short it would name another
 * page). Each origin keeps its newest `maxPerOrigin` addresses and all of them
 * together at most `maxTotal`: the oldest visits go first.
 *
 * Storage (chrome.storage.local) holds one key per origin, replaced whole,
 * and an index of origins (counts, oldest visit) written just before it,
 * naming the origin about to be written. A worker stopped between the two
 * leaves only that origin's count in doubt, and the next start reads it
 * again from its key; it also adds back origins the index missed and
 * forgets entries whose key is gone. Every operation runs after the one
 * before it.
 */
import { reconcileOriginIndex } from './origin-index.ts';
import {
  clampVisitedLimits,
  DEFAULT_VISITED_LIMITS,
  MAX_VISITED_URL_LENGTH,
  type VisitedLimits,
  type VisitedView,
} from '../../shared/robots-history.ts';
import type { KeyValueArea } from '../../robots/robots-cache.ts';

const KEY_PREFIX = 'visitedPages:';
const SETTINGS_KEY = `${KEY_PREFIX}settings`;
const INDEX_KEY = `${KEY_PREFIX}index`;
const ORIGIN_PREFIX = `${KEY_PREFIX}origin:`;
const FORMAT_VERSION = 1;

const originKey = (origin: string) => ORIGIN_PREFIX + origin;

/** One address and when it was last opened (epoch ms); an origin's list is oldest first. */
type Visit = [url: string, at: number];

/** What the index knows of an origin: how many addresses, and when its oldest was opened. */
interface OriginMeta {
  count: number;
  oldest: number;
}

export interface VisitedPagesDeps {
  storage: KeyValueArea;
  now: () => number;
  onStorageError?: (error: unknown) => void;
}

/**
 * The address as kept, or null when it is not kept: not http(s), not a URL,
 * or too long. User name, password and fragment go.
 */
export function keptAddress(raw: string): string | null {
  // Longer than any address kept, even once its user name, password and fragment go (keeps() says the same).
  if (raw.length > MAX_VISITED_URL_LENGTH * 4) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.username = '';
  url.password = '';
  url.hash = '';
  const href = url.href;
  return href.length > MAX_VISITED_URL_LENGTH ? null : href;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isVisit(v: unknown): v is Visit {
  return (
    Array.isArray(v) &&
    v.length === 2 &&
    typeof v[0] === 'string' &&
    v[0].length <= MAX_VISITED_URL_LENGTH &&
    typeof v[1] === 'number' &&
    Number.isFinite(v[1])
  );
}

function metaOf(visits: readonly Visit[]): OriginMeta {
  return { count: visits.length, oldest: visits[0]?.[1] ?? 0 };
}

export class VisitedPages {
  readonly #deps: VisitedPagesDeps;
  #on = false;
  #limits: VisitedLimits = DEFAULT_VISITED_LIMITS;
  /** origin → its count and oldest visit. */
  readonly #index = new Map<string, OriginMeta>();
  /** The origin whose key was written last: after a stop, its key may not match the index. */
  #last: string | null = null;
  /** Visits not yet written: origin → address → when, oldest first. */
  readonly #waiting = new Map<string, Map<string, number>>();
  /** The write that will take the visits waiting, once queued. */
  #flushing: Promise<void> | null = null;
  #ready: Promise<void> | null = null;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: VisitedPagesDeps) {
    this.#deps = deps;
  }

  /**
   * Keeps the address of a top-level page just opened, when the person turned
   * keeping on. Visits that come while a write is under way wait in memory
   * (the newest `maxPerOrigin` of each origin) and go in the next write
   * together: a page that changes its address thousands of times a second
   * costs a write at a time, not one per change.
   */
  visited(rawUrl: string): Promise<void> {
    const url = keptAddress(rawUrl);
    if (url === null) return Promise.resolve();
    const origin = new URL(url).origin;
    let waiting = this.#waiting.get(origin);
    if (!waiting) this.#waiting.set(origin, (waiting = new Map()));
    // Re-added, so the map's order stays oldest visit first.
    waiting.delete(url);
    waiting.set(url, this.#deps.now());
    if (waiting.size > this.#limits.maxPerOrigin) waiting.delete(waiting.keys().next().value!);
    if (this.#waiting.size > this.#limits.maxTotal) this.#waiting.delete(this.#waiting.keys().next().value!);
    this.#flushing ??= this.#run(async () => {
      this.#flushing = null;
      const batch = [...this.#waiting];
      this.#waiting.clear();
      if (!this.#on) return;
      for (const [origin, urls] of batch) {
        const visits = (await this.#read(origin)).filter(([u]) => !urls.has(u));
        for (const [u, at] of urls) visits.push([u, at]);
        while (visits.length > this.#limits.maxPerOrigin) visits.shift();
        await this.#write(origin, visits);
      }
      await this.#boundTotal();
    });
    return this.#flushing;
  }

  /**
   * Whether `visited(rawUrl)` could keep anything: keeping is on and the
   * address is not too long to keep. Asked before anything costly is done for
   * a visit (reading the tab to know whether it is private): a page that
   * pushes long addresses, or any page while keeping is off, costs nothing more.
   * In order with `set`: the answer follows a switch asked for before it.
   */
  keeps(rawUrl: string): Promise<boolean> {
    if (rawUrl.length > MAX_VISITED_URL_LENGTH * 4) return Promise.resolve(false);
    return this.#run(async () => this.#on);
  }

  /** The addresses kept for an origin, newest first. */
  forOrigin(origin: string): Promise<string[]> {
    return this.#run(async () => (await this.#read(origin)).map(([url]) => url).reverse());
  }

  view(): Promise<VisitedView> {
    return this.#run(async () => this.#view());
  }

  /** Turns keeping on or off and sets the bounds; off forgets every address kept. */
  set(on: boolean, limits: VisitedLimits): Promise<VisitedView> {
    return this.#run(async () => {
      this.#on = on;
      this.#limits = clampVisitedLimits(limits);
      await this.#deps.storage.set({ [SETTINGS_KEY]: { on: this.#on, limits: this.#limits } });
      if (!on) await this.#forget();
      else {
        for (const [origin, meta] of [...this.#index]) {
          if (meta.count <= this.#limits.maxPerOrigin) continue;
          await this.#write(origin, (await this.#read(origin)).slice(-this.#limits.maxPerOrigin));
        }
        await this.#boundTotal();
      }
      return this.#view();
    });
  }

  /** Forgets every address (the history's *Clear* does this too); the switch and the bounds stay. */
  clear(): Promise<VisitedView> {
    return this.#run(async () => {
      await this.#forget();
      return this.#view();
    });
  }

  async #forget(): Promise<void> {
    const keys = (await this.#ownedKeys()).filter((k) => k !== SETTINGS_KEY);
    this.#index.clear();
    if (keys.length > 0) await this.#deps.storage.remove(keys);
  }

  #view(): VisitedView {
    let pages = 0;
    for (const meta of this.#index.values()) pages += meta.count;
    return { on: this.#on, limits: this.#limits, origins: this.#index.size, pages };
  }

  #run<T>(op: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(() => this.#load()).then(op);
    this.#queue = result.catch((error: unknown) => this.#deps.onStorageError?.(error));
    return result;
  }

  #load(): Promise<void> {
    this.#ready ??= (async () => {
      const stored = await this.#deps.storage.get([SETTINGS_KEY, INDEX_KEY]);
      const settings = stored[SETTINGS_KEY];
      if (isObject(settings) && isObject(settings.limits)) {
        this.#on = settings.on === true;
        const { maxPerOrigin, maxTotal } = settings.limits;
        if (typeof maxPerOrigin === 'number' && typeof maxTotal === 'number') this.#limits = clampVisitedLimits({ maxPerOrigin, maxTotal });
      }
      const index = stored[INDEX_KEY];
      if (isObject(index) && index.v === FORMAT_VERSION && Array.isArray(index.origins)) {
        for (const entry of index.origins as unknown[]) {
          if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number' && typeof entry[2] === 'number')
            this.#index.set(entry[0], { count: entry[1], oldest: entry[2] });
        }
        if (typeof index.last === 'string') this.#last = index.last;
      }
      await this.#sweep();
    })().catch((error: unknown) => {
      this.#ready = null;
      throw error;
    });
    return this.#ready;
  }

  /** What a stopped worker left: keys the index does not name are read into it, entries without a key go. */
  async #sweep(): Promise<void> {
    const present = new Set((await this.#ownedKeys()).filter((k) => k.startsWith(ORIGIN_PREFIX)).map((k) => k.slice(ORIGIN_PREFIX.length)));
    let changed = false;
    if (this.#last !== null) {
      const visits = present.has(this.#last) ? await this.#read(this.#last) : [];
      if (visits.length > 0) this.#index.set(this.#last, metaOf(visits));
      else this.#index.delete(this.#last);
      this.#last = null;
      changed = true;
    }
    if (await reconcileOriginIndex(this.#index, present, (origin) => this.#read(origin), metaOf)) changed = true;
    if (changed) await this.#writeIndex();
  }

  async #ownedKeys(): Promise<string[]> {
    const storage = this.#deps.storage;
    const keys = storage.getKeys ? await storage.getKeys() : Object.keys(await storage.get(null));
    return keys.filter((key) => key.startsWith(KEY_PREFIX));
  }

  /** An origin's readable visits, oldest first; anything else in its key is dropped. */
  async #read(origin: string): Promise<Visit[]> {
    const stored = (await this.#deps.storage.get(originKey(origin)))[originKey(origin)];
    if (!isObject(stored) || stored.v !== FORMAT_VERSION || !Array.isArray(stored.visits)) return [];
    return (stored.visits as unknown[]).filter(isVisit).map(([url, at]) => [url, at] as Visit);
  }

  /** The index first, naming the origin, then the origin's key: a stop between them is mended by the sweep. */
  async #write(origin: string, visits: Visit[]): Promise<void> {
    if (visits.length === 0) this.#index.delete(origin);
    else this.#index.set(origin, metaOf(visits));
    this.#last = origin;
    await this.#writeIndex();
    if (visits.length === 0) await this.#deps.storage.remove(originKey(origin));
    else await this.#deps.storage.set({ [originKey(origin)]: { v: FORMAT_VERSION, visits } });
  }

  /** Drops the oldest visits of all origins until they fit `maxTotal`. */
  async #boundTotal(): Promise<void> {
    let total = 0;
    for (const meta of this.#index.values()) total += meta.count;
    while (total > this.#limits.maxTotal) {
      // The origin holding the oldest visit, and the next oldest origin's first visit: drop up to there at once.
      let oldest: string | null = null;
      let next = Number.POSITIVE_INFINITY;
      for (const [origin, meta] of this.#index) {
        if (oldest === null || meta.oldest < this.#index.get(oldest)!.oldest) {
          if (oldest !== null) next = Math.min(next, this.#index.get(oldest)!.oldest);
          oldest = origin;
        } else next = Math.min(next, meta.oldest);
      }
      if (oldest === null) return;
      const visits = await this.#read(oldest);
      let dropped = 0;
      while (visits.length > 0 && total - dropped > this.#limits.maxTotal && (dropped === 0 || visits[0]![1] <= next)) {
        visits.shift();
        dropped++;
      }
      // A key that read as less than the index said: the index is put right and the loop goes on from what is stored.
      total -= this.#index.get(oldest)!.count - visits.length;
      await this.#write(oldest, visits);
    }
  }

  #writeIndex(): Promise<void> {
    const origins = [...this.#index].map(([origin, m]) => [origin, m.count, m.oldest]);
    return this.#deps.storage.set({ [INDEX_KEY]: { v: FORMAT_VERSION, origins, last: this.#last } });
  }
}
