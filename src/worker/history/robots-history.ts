/**
 * Every distinct version of each origin's robots.txt the worker fetched
 * (told apart by HTTP outcome and the SHA-256 of the body), with when it was
 * first and last seen, kept within bounds the person sets: a count per origin
 * and a size for the whole history. The oldest versions go first and an
 * origin's current version never goes while older ones of it remain; only
 * when nothing but current versions is left do whole origins go, the least
 * recently seen first.
 *
 * Storage (chrome.storage.local) is written so that a worker stopped between
 * any two writes loses nothing already kept: each origin's versions are one
 * key, replaced whole (one atomic write, old versions and new together), and
 * the index that sums their sizes is written after them. What a stop can leave
 * is an origin no index names, which the next start adds back to the index
 * (never removes: it holds history), or an index entry whose key is gone,
 * which it forgets. Every operation runs after the one before it, so two
 * fetches of one origin never write over each other.
 *
 * The history is separate from the robots.txt cache (robots-cache.ts): its
 * keys have their own prefix, so *Clear cache* leaves it alone, and clearing
 * the history leaves the cache alone.
 */
import { reconcileOriginIndex } from './origin-index.ts';
import { base64FromBytes, bytesFromBase64 } from '../../core/bytes.ts';
import {
  clampLimits,
  DEFAULT_HISTORY_LIMITS,
  HISTORY_FILE_FORMAT,
  HISTORY_FILE_VERSION,
  isReadAsRobots,
  MAX_HISTORY_FILE_BYTES,
  outcomeKey,
  versionSize,
  type HistoryFile,
  type HistoryLimits,
  type HistoryNote,
  type HistoryStats,
  type HistoryVersion,
  type ImportResult,
  type OriginHistory,
  type OriginHistoryAnswer,
  type VersionSummary,
} from '../../shared/robots-history.ts';
import type { FetchSnapshot } from '../../robots/robots-record.ts';
import type { KeyValueArea } from '../../robots/robots-cache.ts';
import { isOutcome } from '../../robots/stored-record.ts';

const KEY_PREFIX = 'robotsHistory:';
const INDEX_KEY = `${KEY_PREFIX}index`;
const LIMITS_KEY = `${KEY_PREFIX}limits`;
const QUOTA_NOTE_KEY = `${KEY_PREFIX}quotaNote`;
const ORIGIN_PREFIX = `${KEY_PREFIX}origin:`;
const FORMAT_VERSION = 1;

const originKey = (origin: string) => ORIGIN_PREFIX + origin;

/** What the index knows of one version: enough to choose what goes without reading bodies. */
interface VersionMeta {
  id: string;
  lastSeen: number;
  size: number;
}

interface StoredOrigin {
  v: number;
  origin: string;
  versions: HistoryVersion[];
}

export interface RobotsHistoryDeps {
  storage: KeyValueArea;
  now: () => number;
  /** SHA-256 of the bytes, hex (crypto.subtle by default). */
  digest?: (bytes: Uint8Array) => Promise<string>;
  onStorageError?: (error: unknown) => void;
  /** Told after an origin's versions changed (a new version, or the first failure): the watch list's notifications. */
  onNewVersion?: (origin: string, current: HistoryVersion, previous: HistoryVersion | null) => void;
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A version as stored or imported: every field of the right kind, the id made of its own outcome and hash. */
function isVersion(v: unknown): v is HistoryVersion {
  return (
    isObject(v) &&
    typeof v.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(v.sha256) &&
    typeof v.robotsUrl === 'string' &&
    isOutcome(v.outcome) &&
    v.id === `${outcomeKey(v.outcome)}:${v.sha256}` &&
    (v.bodyBase64 === null || typeof v.bodyBase64 === 'string') &&
    typeof v.truncated === 'boolean' &&
    isTime(v.firstSeen) &&
    isTime(v.lastSeen) &&
    v.firstSeen <= v.lastSeen
  );
}

/** Only the fields a version has, in order (an imported one may carry more). */
function cleanVersion(v: HistoryVersion): HistoryVersion {
  return {
    id: v.id,
    sha256: v.sha256,
    robotsUrl: v.robotsUrl,
    outcome: v.outcome,
    bodyBase64: v.bodyBase64,
    truncated: v.truncated,
    firstSeen: v.firstSeen,
    lastSeen: v.lastSeen,
  };
}

function isWebOrigin(origin: unknown): origin is string {
  if (typeof origin !== 'string') return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
  } catch {
    return false;
  }
}

function metaOf(versions: readonly HistoryVersion[]): VersionMeta[] {
  return versions.map((v) => ({ id: v.id, lastSeen: v.lastSeen, size: versionSize(v) }));
}

export function summaryOf(v: HistoryVersion): VersionSummary {
  const { bodyBase64, ...rest } = v;
  return { ...rest, bytes: bodyBase64 === null ? 0 : Math.floor((bodyBase64.length * 3) / 4) - (bodyBase64.match(/=*$/)?.[0].length ?? 0) };
}

/** The version before the current one that was read as robots.txt: what "robots.txt changed" compares with. */
export function previousWithBody(versions: readonly HistoryVersion[]): HistoryVersion | null {
  for (let i = versions.length - 2; i >= 0; i--) if (isReadAsRobots(versions[i]!)) return versions[i]!;
  return null;
}

function isQuotaError(error: unknown): boolean {
  return /quota/i.test(error instanceof Error ? error.message : String(error));
}

export class RobotsHistory {
  readonly #deps: RobotsHistoryDeps;
  readonly #digest: (bytes: Uint8Array) => Promise<string>;
  /** origin → its versions' metadata, least recently seen first. Map order: least recently changed origin first. */
  readonly #index = new Map<string, VersionMeta[]>();
  /** Origins whose key is being written: a stored index names them, so a start after a stop reads them again. */
  readonly #dirty = new Set<string>();
  #limits: HistoryLimits = DEFAULT_HISTORY_LIMITS;
  #quotaNote: HistoryNote | null = null;
  #ready: Promise<void> | null = null;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: RobotsHistoryDeps) {
    this.#deps = deps;
    this.#digest = deps.digest ?? sha256Hex;
  }

  /** Reads the index and repairs what a stopped worker left; the worker calls it at start-up. */
  start(): Promise<void> {
    return this.#run(async () => undefined);
  }

  /** Keeps the fetch's version of the origin's robots.txt (called for every fetch the cache makes). */
  record(origin: string, snapshot: FetchSnapshot): Promise<void> {
    return this.#run(async () => {
      const bytes = snapshot.bodyBase64 === null ? new Uint8Array(0) : bytesFromBase64(snapshot.bodyBase64);
      const sha256 = await this.#digest(bytes);
      const at = snapshot.facts.fetchedAt;
      const id = `${outcomeKey(snapshot.facts.outcome)}:${sha256}`;
      const versions = await this.#read(origin);
      const before = versions.at(-1) ?? null;
      const found = versions.findIndex((v) => v.id === id);
      let version: HistoryVersion;
      if (found !== -1) {
        version = versions.splice(found, 1)[0]!;
        version.lastSeen = Math.max(version.lastSeen, at);
        version.firstSeen = Math.min(version.firstSeen, at);
      } else {
        version = {
          id,
          sha256,
          robotsUrl: snapshot.facts.robotsUrl,
          outcome: snapshot.facts.outcome,
          bodyBase64: snapshot.bodyBase64,
          truncated: snapshot.facts.truncated,
          firstSeen: at,
          lastSeen: at,
        };
      }
      versions.push(version);
      this.#boundPerOrigin(versions);
      await this.#write(origin, versions);
      await this.#writeIndex();
      await this.#boundTotal(origin);
      if (before !== null && before.id !== id) this.#deps.onNewVersion?.(origin, version, before);
    });
  }

  forOrigin(origin: string): Promise<OriginHistoryAnswer> {
    return this.#run(async () => {
      const notes: HistoryNote[] = [];
      const versions = await this.#read(origin, notes);
      const current = versions.at(-1) ?? null;
      return { origin, versions: versions.map(summaryOf), current, previous: previousWithBody(versions), notes };
    });
  }

  version(origin: string, id: string): Promise<HistoryVersion | null> {
    return this.#run(async () => (await this.#read(origin)).find((v) => v.id === id) ?? null);
  }

  stats(): Promise<HistoryStats> {
    return this.#run(async () => this.#stats());
  }

  setLimits(limits: HistoryLimits): Promise<HistoryStats> {
    return this.#run(async () => {
      this.#limits = clampLimits(limits);
      await this.#deps.storage.set({ [LIMITS_KEY]: this.#limits });
      for (const [origin, meta] of [...this.#index]) {
        if (meta.length <= this.#limits.maxVersionsPerOrigin) continue;
        const versions = await this.#read(origin);
        this.#boundPerOrigin(versions);
        await this.#write(origin, versions);
      }
      await this.#writeIndex();
      await this.#boundTotal(null);
      return this.#stats();
    });
  }

  /** Removes every version (and the quota note); the limits stay. */
  clear(): Promise<HistoryStats> {
    return this.#run(async () => {
      const keys = (await this.#ownedKeys()).filter((k) => k !== LIMITS_KEY);
      this.#index.clear();
      this.#quotaNote = null;
      if (keys.length > 0) await this.#deps.storage.remove(keys);
      return this.#stats();
    });
  }

  export(): Promise<HistoryFile> {
    return this.#run(async () => {
      const origins: OriginHistory[] = [];
      for (const origin of this.#index.keys()) origins.push({ origin, versions: await this.#read(origin) });
      return { format: HISTORY_FILE_FORMAT, version: HISTORY_FILE_VERSION, exportedAt: this.#deps.now(), origins };
    });
  }

  /**
   * Reads an exported file and adds its versions to the history. A file that
   * is not ours, too large, of a newer format or damaged as a whole is
   * refused whole; a damaged version inside our own file is dropped and
   * counted, the rest kept. Every version's body must still hash to its id.
   */
  import(text: string): Promise<ImportResult> {
    return this.#run(async (): Promise<ImportResult> => {
      if (text.length > MAX_HISTORY_FILE_BYTES) return { ok: false, reason: 'too-large' };
      let file: unknown;
      try {
        file = JSON.parse(text);
      } catch {
        return { ok: false, reason: looksLikeOurs(text) ? 'damaged' : 'not-ours' };
      }
      if (!isObject(file) || file.format !== HISTORY_FILE_FORMAT) return { ok: false, reason: 'not-ours' };
      if (typeof file.version !== 'number' || file.version > HISTORY_FILE_VERSION) return { ok: false, reason: 'newer-version' };
      if (!Array.isArray(file.origins)) return { ok: false, reason: 'damaged' };
      const notes: HistoryNote[] = [];
      let added = 0;
      let origins = 0;
      for (const item of file.origins) {
        const origin = isObject(item) ? item.origin : undefined;
        const given = isObject(item) && Array.isArray(item.versions) ? item.versions : null;
        if (!isWebOrigin(origin) || given === null) {
          notes.push({ code: 'damaged-dropped', origin: typeof origin === 'string' ? origin : '', count: given?.length ?? 1 });
          continue;
        }
        const good: HistoryVersion[] = [];
        let damaged = 0;
        for (const v of given) {
          if (isVersion(v) && (await this.#hashMatches(v))) good.push(cleanVersion(v));
          else damaged++;
        }
        if (damaged > 0) notes.push({ code: 'damaged-dropped', origin, count: damaged });
        if (good.length === 0) continue;
        const versions = await this.#read(origin);
        for (const v of good) {
          const same = versions.find((w) => w.id === v.id);
          if (same) {
            same.firstSeen = Math.min(same.firstSeen, v.firstSeen);
            same.lastSeen = Math.max(same.lastSeen, v.lastSeen);
          } else {
            versions.push(v);
            added++;
          }
        }
        versions.sort((a, b) => a.lastSeen - b.lastSeen);
        this.#boundPerOrigin(versions);
        await this.#write(origin, versions);
        origins++;
      }
      await this.#writeIndex();
      const dropped = await this.#boundTotal(null);
      if (dropped > 0) notes.push({ code: 'bounds-dropped', at: this.#deps.now(), count: dropped });
      return { ok: true, origins, added, notes };
    });
  }

  /** Resolves when every operation started so far has finished. */
  async flush(): Promise<void> {
    await this.#run(async () => undefined);
  }

  async #hashMatches(v: HistoryVersion): Promise<boolean> {
    let bytes: Uint8Array;
    try {
      bytes = v.bodyBase64 === null ? new Uint8Array(0) : bytesFromBase64(v.bodyBase64);
    } catch {
      return false;
    }
    if (v.bodyBase64 !== null && base64FromBytes(bytes) !== v.bodyBase64) return false;
    return (await this.#digest(bytes)) === v.sha256;
  }

  /** Runs `op` after every operation before it (and after loading), so none sees another half done. */
  #run<T>(op: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(() => this.#load()).then(op);
    this.#queue = result.catch((error: unknown) => this.#deps.onStorageError?.(error));
    return result;
  }

  #load(): Promise<void> {
    this.#ready ??= (async () => {
      const stored = await this.#deps.storage.get([INDEX_KEY, LIMITS_KEY, QUOTA_NOTE_KEY]);
      const limits = stored[LIMITS_KEY];
      if (isObject(limits) && typeof limits.maxVersionsPerOrigin === 'number' && typeof limits.maxBytes === 'number') {
        this.#limits = clampLimits({ maxVersionsPerOrigin: limits.maxVersionsPerOrigin, maxBytes: limits.maxBytes });
      }
      const note = stored[QUOTA_NOTE_KEY];
      if (isObject(note) && note.code === 'quota-dropped') this.#quotaNote = note as HistoryNote;
      const index = parseIndex(stored[INDEX_KEY]);
      for (const [origin, meta] of index.entries) this.#index.set(origin, meta);
      await this.#sweep(index.dirty);
    })().catch((error: unknown) => {
      // Storage failed: the next operation tries again rather than working on an empty index.
      this.#ready = null;
      throw error;
    });
    return this.#ready;
  }

  /** Adds back origins no index names (a stop between their write and the index's) and forgets entries whose key is gone. */
  async #sweep(dirty: readonly string[]): Promise<void> {
    const keys = await this.#ownedKeys();
    const present = new Set(keys.filter((k) => k.startsWith(ORIGIN_PREFIX)).map((k) => k.slice(ORIGIN_PREFIX.length)));
    let changed = dirty.length > 0;
    // Written or not when the worker stopped: what the index says of them is read again from their keys.
    for (const origin of dirty) this.#index.delete(origin);
    if (await reconcileOriginIndex(this.#index, present, (origin) => this.#read(origin), metaOf)) changed = true;
    if (changed) await this.#writeIndex();
  }

  async #ownedKeys(): Promise<string[]> {
    const storage = this.#deps.storage;
    const keys = storage.getKeys ? await storage.getKeys() : Object.keys(await storage.get(null));
    return keys.filter((key) => key.startsWith(KEY_PREFIX));
  }

  /** An origin's readable versions; unreadable ones are dropped (and counted in `notes`), the rest kept. */
  async #read(origin: string, notes?: HistoryNote[]): Promise<HistoryVersion[]> {
    const stored = (await this.#deps.storage.get(originKey(origin)))[originKey(origin)];
    if (stored === undefined) return [];
    const raw =
      isObject(stored) && stored.v === FORMAT_VERSION && stored.origin === origin && Array.isArray(stored.versions)
        ? stored.versions
        : null;
    const versions = (raw ?? []).filter(isVersion).map(cleanVersion);
    const damaged = raw === null ? 1 : raw.length - versions.length;
    if (damaged > 0) {
      notes?.push({ code: 'damaged-dropped', origin, count: damaged });
      // Kept without them, so the note is given once; an entry with nothing readable goes.
      if (versions.length > 0) await this.#write(origin, versions);
      else {
        this.#index.delete(origin);
        await this.#writeIndex();
        await this.#deps.storage.remove(originKey(origin));
      }
    }
    return versions;
  }

  /** Oldest first, never the current (last) one. */
  #boundPerOrigin(versions: HistoryVersion[]): void {
    while (versions.length > this.#limits.maxVersionsPerOrigin) versions.shift();
  }

  /**
   * Writes an origin's versions as one item. When storage is full, the
   * oldest versions of the whole history go (never this origin's newest),
   * what went is noted, and the write is tried again.
   */
  async #write(origin: string, versions: HistoryVersion[]): Promise<void> {
    const dropped: { origin: string; firstSeen: number }[] = [];
    if (!this.#dirty.has(origin)) {
      this.#dirty.add(origin);
      await this.#writeIndex();
    }
    try {
      for (;;) {
        try {
          await this.#deps.storage.set({ [originKey(origin)]: { v: FORMAT_VERSION, origin, versions } satisfies StoredOrigin });
          this.#index.delete(origin);
          this.#index.set(origin, metaOf(versions));
          this.#dirty.delete(origin);
          return;
        } catch (error) {
          if (!isQuotaError(error)) throw error;
          const victim = this.#oldestDroppable(origin, versions);
          if (victim === null) throw error;
          if (victim.origin === origin) {
            const [gone] = versions.splice(
              versions.findIndex((v) => v.id === victim.id),
              1,
            );
            dropped.push({ origin, firstSeen: gone!.firstSeen });
          } else {
            const theirs = await this.#read(victim.origin);
            const at = theirs.findIndex((v) => v.id === victim.id);
            const [gone] = theirs.splice(at, 1);
            dropped.push({ origin: victim.origin, firstSeen: gone?.firstSeen ?? 0 });
            if (theirs.length > 0) await this.#write(victim.origin, theirs);
            else {
              this.#index.delete(victim.origin);
              await this.#writeIndex();
              await this.#deps.storage.remove(originKey(victim.origin));
            }
          }
        }
      }
    } finally {
      if (dropped.length > 0) {
        this.#quotaNote = { code: 'quota-dropped', at: this.#deps.now(), versions: dropped };
        await this.#deps.storage.set({ [QUOTA_NOTE_KEY]: this.#quotaNote }).catch(() => undefined);
      }
    }
  }

  /**
   * The least recently seen version that may go to make room: any but an
   * origin's current one (and never the one being written's newest); when
   * only current versions are left, another origin's whole history.
   */
  #oldestDroppable(writing: string, pending: readonly HistoryVersion[]): { origin: string; id: string } | null {
    let best: { origin: string; id: string; lastSeen: number } | null = null;
    const consider = (origin: string, metas: readonly { id: string; lastSeen: number }[]) => {
      for (const m of metas.slice(0, -1))
        if (best === null || m.lastSeen < best.lastSeen) best = { origin, id: m.id, lastSeen: m.lastSeen };
    };
    for (const [origin, meta] of this.#index) if (origin !== writing) consider(origin, meta);
    consider(writing, pending);
    if (best !== null) return best;
    for (const [origin, meta] of this.#index) if (origin !== writing && meta.length > 0) return { origin, id: meta.at(-1)!.id };
    return null;
  }

  /**
   * Drops versions until the whole history fits its size: the least recently
   * seen non-current version first; then, if only current versions are left,
   * the least recently changed origins whole (never `keep`). Returns how many went.
   */
  async #boundTotal(keep: string | null): Promise<number> {
    let total = 0;
    for (const meta of this.#index.values()) for (const m of meta) total += m.size;
    if (total <= this.#limits.maxBytes) return 0;
    const plan = new Map<string, Set<string>>();
    const candidates: { origin: string; id: string; lastSeen: number; size: number }[] = [];
    for (const [origin, meta] of this.#index) for (const m of meta.slice(0, -1)) candidates.push({ origin, ...m });
    candidates.sort((a, b) => a.lastSeen - b.lastSeen);
    let count = 0;
    for (const c of candidates) {
      if (total <= this.#limits.maxBytes) break;
      let ids = plan.get(c.origin);
      if (!ids) plan.set(c.origin, (ids = new Set()));
      ids.add(c.id);
      total -= c.size;
      count++;
    }
    const wholeOrigins: string[] = [];
    const byCurrent = [...this.#index].sort(([, a], [, b]) => (a.at(-1)?.lastSeen ?? 0) - (b.at(-1)?.lastSeen ?? 0));
    for (const [origin, meta] of byCurrent) {
      if (total <= this.#limits.maxBytes) break;
      if (origin === keep) continue;
      const left = meta.filter((m) => !plan.get(origin)?.has(m.id));
      for (const m of left) total -= m.size;
      count += left.length;
      wholeOrigins.push(origin);
      plan.delete(origin);
    }
    // Shrunk origins first (each one write), then the index without the whole ones, then their keys.
    for (const [origin, ids] of plan) {
      const versions = (await this.#read(origin)).filter((v) => !ids.has(v.id));
      await this.#write(origin, versions);
    }
    for (const origin of wholeOrigins) this.#index.delete(origin);
    await this.#writeIndex();
    if (wholeOrigins.length > 0) await this.#deps.storage.remove(wholeOrigins.map(originKey));
    return count;
  }

  #writeIndex(): Promise<void> {
    const entries = [...this.#index].map(([origin, meta]) => [origin, meta.map((m) => [m.id, m.lastSeen, m.size])]);
    return this.#deps.storage.set({ [INDEX_KEY]: { v: FORMAT_VERSION, entries, dirty: [...this.#dirty] } });
  }

  #stats(): HistoryStats {
    let versions = 0;
    let bytes = 0;
    for (const meta of this.#index.values()) {
      versions += meta.length;
      for (const m of meta) bytes += m.size;
    }
    return { origins: this.#index.size, versions, bytes, limits: this.#limits, quotaNote: this.#quotaNote };
  }
}

/** Whether unparseable text still starts as our export does (then it is ours, damaged; else not ours at all). */
function looksLikeOurs(text: string): boolean {
  return text.slice(0, 200).includes(`"${HISTORY_FILE_FORMAT}"`);
}

function parseIndex(stored: unknown): { entries: [string, VersionMeta[]][]; dirty: string[] } {
  if (!isObject(stored) || stored.v !== FORMAT_VERSION || !Array.isArray(stored.entries)) return { entries: [], dirty: [] };
  const dirty = Array.isArray(stored.dirty) ? stored.dirty.filter((o): o is string => typeof o === 'string') : [];
  const out: [string, VersionMeta[]][] = [];
  for (const entry of stored.entries) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) continue;
    const meta: VersionMeta[] = [];
    for (const m of entry[1] as unknown[]) {
      if (Array.isArray(m) && typeof m[0] === 'string' && typeof m[1] === 'number' && typeof m[2] === 'number')
        meta.push({ id: m[0], lastSeen: m[1], size: m[2] });
    }
    out.push([entry[0], meta]);
  }
  return { entries: out, dirty };
}
