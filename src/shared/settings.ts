/** The one typed settings store, shared by the worker, the popup and the options page. */
import browser from 'webextension-polyfill';
import { DEFAULT_PROFILE_ID, PRESET_PROFILES, findProfile, isUsableProfile, type CrawlerProfile } from '../core/profiles.ts';
import { isLocaleSetting, type LocaleSetting } from '../text/locale-setting.ts';

export interface Settings {
  /** The crawler simulated by the badge and preselected in the popup. */
  profileId: string;
  customProfiles: CrawlerProfile[];
  /** Send the browser's cookies with robots.txt requests (staging sites behind a login). */
  sendCookies: boolean;
  /** The language of the popup, the options page and the badge tooltip: 'auto' follows the browser's. */
  locale: LocaleSetting;
  /**
   * Fetch the robots.txt of every site a page links to or loads from without
   * being asked each time: the popup checks the page's links as it opens.
   */
  autoCheckLinks: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  profileId: DEFAULT_PROFILE_ID,
  customProfiles: [],
  sendCookies: false,
  locale: 'auto',
  autoCheckLinks: false,
};

/**
 * The crawler the settings choose (the badge's, the popup's first, the options
 * page's default): the chosen profile, or Googlebot when it no longer exists.
 */
export function profileForSettings(settings: Pick<Settings, 'profileId' | 'customProfiles'>): CrawlerProfile {
  const chosen = findProfile(settings.profileId, settings.customProfiles) ?? findProfile(DEFAULT_PROFILE_ID);
  // PRESET_PROFILES always holds the default; the fallback keeps the type honest.
  return chosen ?? (PRESET_PROFILES[0] as CrawlerProfile);
}

const KEY = 'settings';

/** Reads settings, repairing anything malformed rather than failing. */
export async function loadSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(KEY);
  return normalizeSettings(stored[KEY]);
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = normalizeSettings({ ...(await loadSettings()), ...patch });
  await browser.storage.local.set({ [KEY]: next });
  return next;
}

/** Calls `listener` with the new settings whenever they change; returns an unsubscribe function. */
export function watchSettings(listener: (settings: Settings) => void): () => void {
  const onChanged = (changes: Record<string, browser.Storage.StorageChange>, area: string) => {
    if (area === 'local' && KEY in changes) listener(normalizeSettings(changes[KEY]?.newValue));
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function normalizeSettings(raw: unknown): Settings {
  if (!isRecord(raw)) return { ...DEFAULT_SETTINGS };
  const customProfiles = Array.isArray(raw.customProfiles) ? raw.customProfiles.filter(isProfile).filter(isUsableProfile) : [];
  return {
    profileId: typeof raw.profileId === 'string' && raw.profileId ? raw.profileId : DEFAULT_PROFILE_ID,
    customProfiles,
    sendCookies: raw.sendCookies === true,
    // A language this build has no catalog for (a newer version's, a typo) reads as the browser's.
    locale: isLocaleSetting(raw.locale) ? raw.locale : 'auto',
    autoCheckLinks: raw.autoCheckLinks === true,
  };
}

function isProfile(v: unknown): v is CrawlerProfile {
  return (
    isRecord(v) &&
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    Array.isArray(v.tokens) &&
    v.tokens.every((t) => typeof t === 'string') &&
    (v.engine === 'google' || v.engine === 'coccoc') &&
    typeof v.ignoreGlobal === 'boolean'
  );
}
