/**
 * Everything the options page changes: settings (through
 * src/shared/settings.ts) and the worker's cache. The only writer of the
 * page's state (store.ts's `writable`); views call these and read the store.
 */
import { latestAnswer } from '../../shared/latest-answer.ts';
import { sendMessage } from '../../shared/protocol.ts';
import { loadSettings, saveSettings, watchSettings, type Settings } from '../../shared/settings.ts';
import { DEFAULT_PROFILE_ID } from '../../core/index.ts';
import type { Message } from '../../text/messages/index.ts';
import { site } from '../../text/text.ts';
import { draftFromProfile, draftProblems, newProfileId, profileFromDraft, type ProfileDraft } from './profile-draft.ts';
import { freshEditor, type SaveArea, writable } from './store.ts';
import { isLocaleSetting } from '../../text/locale-setting.ts';

const { cache, clearing, editor, languageFailed, loaded, saveStatus, settings } = writable;

export async function loadOptions(): Promise<void> {
  try {
    settings.value = await loadSettings();
  } catch (error) {
    saveStatus.value = { area: 'default', ok: false, message: { key: 'options.read.failed', params: { error: site(message(error)) } } };
  }
  loaded.value = true;
  watchSettings((s) => {
    settings.value = s;
  });
  await refreshCacheStats();
}

async function save(area: SaveArea, patch: Partial<Settings>, done: Message): Promise<boolean> {
  try {
    settings.value = await saveSettings(patch);
    saveStatus.value = { area, ok: true, message: done };
    return true;
  } catch (error) {
    saveStatus.value = { area, ok: false, message: { key: 'options.save.failed', params: { error: site(message(error)) } } };
    return false;
  }
}

export function setDefaultProfile(profileId: string): Promise<boolean> {
  return save('default', { profileId }, { key: 'options.saved.default' });
}

export function setSendCookies(sendCookies: boolean): Promise<boolean> {
  return save('cookies', { sendCookies }, { key: sendCookies ? 'options.saved.cookies-on' : 'options.saved.cookies-off' });
}

/** The language picker's choice: saved, and every open page follows it (a refusal is said under the picker). */
export async function chooseLanguage(value: string): Promise<void> {
  if (!isLocaleSetting(value)) return;
  languageFailed.value = false;
  try {
    settings.value = await saveSettings({ locale: value });
  } catch {
    languageFailed.value = true;
  }
}

export function setAutoCheckLinks(autoCheckLinks: boolean): Promise<boolean> {
  return save('links', { autoCheckLinks }, { key: autoCheckLinks ? 'page-links.options.saved-on' : 'page-links.options.saved-off' });
}

export function startAdding(): void {
  editor.value = freshEditor();
}

export function startEditing(id: string): void {
  const p = settings.peek().customProfiles.find((c) => c.id === id);
  if (p) editor.value = { mode: 'edit', id, draft: draftFromProfile(p), problems: [], touched: false };
}

export function closeEditor(): void {
  editor.value = { mode: 'closed' };
}

export function updateDraft(patch: Partial<ProfileDraft>): void {
  const e = editor.peek();
  if (e.mode === 'closed') return;
  const draft = { ...e.draft, ...patch };
  editor.value = { ...e, draft, problems: e.touched ? draftProblems(draft, settings.peek().customProfiles, e.id) : [] };
}

/** Saves the profile being edited; keeps the form open with the problems listed when it is not valid. */
export async function submitDraft(): Promise<boolean> {
  const e = editor.peek();
  if (e.mode === 'closed') return false;
  const custom = settings.peek().customProfiles;
  const problems = draftProblems(e.draft, custom, e.id);
  if (problems.length > 0) {
    editor.value = { ...e, problems, touched: true };
    return false;
  }
  const id = e.id ?? newProfileId(e.draft.name, custom);
  const profile = profileFromDraft(e.draft, id);
  const next = e.id ? custom.map((c) => (c.id === e.id ? profile : c)) : [...custom, profile];
  const ok = await save('profiles', { customProfiles: next }, { key: 'options.saved.profile', params: { name: site(profile.name) } });
  if (ok) closeEditor();
  return ok;
}

export async function deleteProfile(id: string): Promise<void> {
  const s = settings.peek();
  const gone = s.customProfiles.find((c) => c.id === id);
  const patch: Partial<Settings> = { customProfiles: s.customProfiles.filter((c) => c.id !== id) };
  // A deleted profile cannot stay the default.
  if (s.profileId === id) patch.profileId = DEFAULT_PROFILE_ID;
  const e = editor.peek();
  if (e.mode === 'edit' && e.id === id) closeEditor();
  await save('profiles', patch, { key: 'options.saved.deleted', params: { name: site(gone?.name ?? id) } });
}

/** What the cache panel shows: the latest look at the cache (stats read, or a clearing) wins over an older one still out. */
const cacheAnswer = latestAnswer();

export async function refreshCacheStats(): Promise<void> {
  const ask = cacheAnswer.ask();
  try {
    const stats = await sendMessage('getCacheStats');
    if (ask.current) cache.value = { kind: 'ready', stats };
  } catch (error) {
    if (ask.current) cache.value = { kind: 'error', message: workerMessage(error) };
  }
}

export async function clearCache(): Promise<void> {
  if (clearing.peek()) return;
  clearing.value = true;
  const ask = cacheAnswer.ask();
  try {
    // What clearing really removed, orphans included: the index alone may not name them all.
    const before = await sendMessage('clearCache');
    const after = await sendMessage('getCacheStats');
    if (ask.current) cache.value = { kind: 'cleared', before, after };
  } catch (error) {
    if (ask.current) cache.value = { kind: 'error', message: workerMessage(error) };
  } finally {
    clearing.value = false;
  }
}

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

function workerMessage(error: unknown): Message {
  const raw = message(error);
  return /receiving end does not exist|could not establish connection/i.test(raw)
    ? { key: 'options.cache.worker-silent' }
    : { key: 'options.cache.worker-failed', params: { error: site(raw) } };
}
