/**
 * The worker's copy of the settings: read once, then kept current through
 * watchSettings, so every badge and lookup does not read storage again.
 */
import { loadSettings, watchSettings, DEFAULT_SETTINGS, type Settings } from '../shared/settings.ts';

export class SettingsMirror {
  #current: Promise<Settings>;
  readonly #listeners = new Set<(settings: Settings) => void>();
  readonly #unwatch: () => void;

  /** Registers the storage listener synchronously (MV3 needs listeners at the worker's first turn). */
  constructor() {
    this.#unwatch = watchSettings((settings) => {
      this.#current = Promise.resolve(settings);
      for (const listener of this.#listeners) listener(settings);
    });
    this.#current = loadSettings().catch(() => ({ ...DEFAULT_SETTINGS }));
  }

  get(): Promise<Settings> {
    return this.#current;
  }

  /** Calls `listener` after every change; returns an unsubscribe function. */
  onChange(listener: (settings: Settings) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  dispose(): void {
    this.#unwatch();
    this.#listeners.clear();
  }
}

export function credentialsForSettings(settings: Settings): 'omit' | 'include' {
  return settings.sendCookies ? 'include' : 'omit';
}
