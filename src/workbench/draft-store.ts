/**
 * Drafts, one per origin, in extension storage (`browser.storage.local`, so a
 * draft outlives the page, the tab and a browser restart). The key prefix is
 * the workbench's own: the robots.txt cache (`robotsCache:`) never lists or
 * clears these keys.
 */
import browser from 'webextension-polyfill';

export const DRAFT_KEY_PREFIX = 'workbench-draft:';

export interface StoredDraft {
  text: string;
  /** Epoch ms of the save. */
  savedAt: number;
}

export const draftKey = (origin: string): string => DRAFT_KEY_PREFIX + origin;

/** The saved draft of an origin, or null when there is none (or what is stored is not a draft). */
export async function loadDraft(origin: string): Promise<StoredDraft | null> {
  const key = draftKey(origin);
  const stored = (await browser.storage.local.get(key))[key];
  return isStoredDraft(stored) ? stored : null;
}

/** Saves the draft; rejects with the storage's own error (quota, a closed context) for the page to word. */
export async function saveDraft(origin: string, text: string, now: number = Date.now()): Promise<StoredDraft> {
  const draft: StoredDraft = { text, savedAt: now };
  await browser.storage.local.set({ [draftKey(origin)]: draft });
  return draft;
}

export async function removeDraft(origin: string): Promise<void> {
  await browser.storage.local.remove(draftKey(origin));
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.text === 'string' && typeof v.savedAt === 'number';
}
