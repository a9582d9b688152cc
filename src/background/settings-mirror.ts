/**
 * The worker's copy of the settings: read once, then kept current through
 * watchSettings, so every badge and lookup does not read storage again.
 */
import { findProfile, DEFAULT_PROFILE_ID, PRESET_PROFILES, type CrawlerProfile } from '../core/profiles.ts';
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

/** The crawler the badge simulates: the chosen profile, or Googlebot when it no longer exists. */
export function profileForSettings(settings: Settings): CrawlerProfile {
  const chosen = findProfile(settings.profileId, settings.customProfiles) ?? findProfile(DEFAULT_PROFILE_ID);
  // PRESET_PROFILES always holds the default; the fallback keeps the type honest.
  return chosen ?? (PRESET_PROFILES[0] as CrawlerProfile);
}

export function credentialsForSettings(settings: Settings): 'omit' | 'include' {
  return settings.sendCookies ? 'include' : 'omit';
}
