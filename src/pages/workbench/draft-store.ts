/**
 * Drafts, one per origin, in extension storage (`browser.storage.local`, so a
 * draft outlives the page, the tab and a browser restart). The key prefix is
 * the workbench's own: the robots.txt cache (`robotsCache:`) never lists or
 * clears these keys.
 */
import browser from 'webextension-polyfill';
import type { Storage } from 'webextension-polyfill';

export const DRAFT_KEY_PREFIX = 'workbench-draft:';

export interface StoredDraft {
  text: string;
  /** Epoch ms of the save. */
  savedAt: number;
  /** The workbench tab that saved it (draft-sync.ts tells its own saves from another tab's); absent in older drafts. */
  tab?: string;
}

export const draftKey = (origin: string): string => DRAFT_KEY_PREFIX + origin;

/** The saved draft of an origin, or null when there is none (or what is stored is not a draft). */
export async function loadDraft(origin: string): Promise<StoredDraft | null> {
  const key = draftKey(origin);
  const stored = (await browser.storage.local.get(key))[key];
  return isStoredDraft(stored) ? stored : null;
}

/** Saves the draft; rejects with the storage's own error (quota, a closed context) for the page to word. */
export async function saveDraft(origin: string, text: string, now: number = Date.now(), tab?: string): Promise<StoredDraft> {
  const draft: StoredDraft = tab === undefined ? { text, savedAt: now } : { text, savedAt: now, tab };
  await browser.storage.local.set({ [draftKey(origin)]: draft });
  return draft;
}

export async function removeDraft(origin: string): Promise<void> {
  await browser.storage.local.remove(draftKey(origin));
}

/**
 * Calls `listener` whenever any page (this one or another tab) writes or
 * removes a draft: its origin and the draft now stored (null: removed).
 * Returns the function that stops listening.
 */
export function watchDrafts(listener: (origin: string, stored: StoredDraft | null) => void): () => void {
  const changed = (changes: Record<string, Storage.StorageChange>, area: string) => {
    if (area !== 'local') return;
    for (const [key, change] of Object.entries(changes)) {
      if (!key.startsWith(DRAFT_KEY_PREFIX)) continue;
      listener(key.slice(DRAFT_KEY_PREFIX.length), isStoredDraft(change.newValue) ? change.newValue : null);
    }
  };
  browser.storage.onChanged.addListener(changed);
  return () => browser.storage.onChanged.removeListener(changed);
}

export function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.text === 'string' && typeof v.savedAt === 'number' && (v.tab === undefined || typeof v.tab === 'string');
}
