/**
 * An in-memory chrome.storage.local that can "stop the worker" after its N-th
 * write: that write and everything after it never settle, as when Chrome
 * stops a service worker between two storage calls. The data stays for the
 * next worker, which gets a fresh handle on it with `restart()`.
 */
import type { KeyValueArea } from '../../../src/robots/robots-cache.ts';

export class StoppableStorage {
  readonly data = new Map<string, unknown>();
  /** Writes (set or remove calls) that completed. */
  writes = 0;
  #stopAfter = Number.POSITIVE_INFINITY;
  #stopped = false;
  #onStop: () => void = () => {};
  /** Resolves when the stop happens. */
  readonly stopped: Promise<void>;

  constructor(stopAfterWrites = Number.POSITIVE_INFINITY) {
    this.#stopAfter = stopAfterWrites;
    this.stopped = new Promise((resolve) => (this.#onStop = resolve));
  }

  /** The storage area as the worker sees it. */
  area(): KeyValueArea {
    return {
      get: (keys) =>
        this.#call(() => {
          const names = keys === null ? [...this.data.keys()] : typeof keys === 'string' ? [keys] : keys;
          const out: Record<string, unknown> = {};
          for (const name of names) if (this.data.has(name)) out[name] = structuredClone(this.data.get(name));
          return out;
        }),
      getKeys: () => this.#call(() => [...this.data.keys()]),
      set: (items) =>
        this.#write(() => {
          for (const [key, value] of Object.entries(items)) this.data.set(key, structuredClone(value));
        }),
      remove: (keys) =>
        this.#write(() => {
          for (const key of typeof keys === 'string' ? [keys] : keys) this.data.delete(key);
        }),
    };
  }

  /** A new worker on the same data, never stopped. */
  restart(): StoppableStorage {
    const next = new StoppableStorage();
    for (const [key, value] of this.data) next.data.set(key, value);
    return next;
  }

  keys(prefix: string): string[] {
    return [...this.data.keys()].filter((key) => key.startsWith(prefix)).sort();
  }

  async #call<T>(read: () => T): Promise<T> {
    await Promise.resolve();
    if (this.#stopped) return new Promise<T>(() => {});
    return read();
  }

  async #write(apply: () => void): Promise<void> {
    await Promise.resolve();
    if (this.#stopped || this.writes >= this.#stopAfter) {
      this.#stopped = true;
      this.#onStop();
      return new Promise<void>(() => {});
    }
    apply();
    this.writes += 1;
  }
}
