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
import { freshEditor, type HistoryLimitsTyped, type SaveArea, writable } from './store.ts';
import { isLocaleSetting } from '../../text/locale-setting.ts';
import browser from 'webextension-polyfill';
import {
  MAX_HISTORY_FILE_BYTES,
  sendHistoryMessage,
  type HistoryStats,
  type ImportRefusal,
  type ImportResult,
  sendVisitedMessage,
  type VisitedView,
  type WatchView,
} from '../../shared/robots-history.ts';
import type { Text } from '../../text/text.ts';
import { sizeText } from '../../text/size-text.ts';
import { downloadBlob } from '../workbench/results/download.ts';
import { batch } from '@preact/signals';
import { grantWatching, watchingGranted } from '../../shared/watch-permissions.ts';
import { MAX_WATCHED } from '../../worker/watch/watch-schedule.ts';
import { OPEN_POPUP_COMMAND, popupShortcut } from './shortcut.ts';

const {
  cache,
  clearing,
  editor,
  historyBusy,
  historyClears,
  historyLimits,
  historyStats,
  historyStatus,
  languageFailed,
  loaded,
  saveStatus,
  settings,
  shortcut,
  shortcutSaveNote,
  visitedBusy,
  visitedLimits,
  visitedStatus,
  visitedView,
  watchGranted,
  watchProblem,
  watchView,
} = writable;

/** The settings as the last read or save answered them: a later save wins over an earlier one answering last. */
const settingsAnswer = latestAnswer();

export async function loadOptions(): Promise<void> {
  const ask = settingsAnswer.ask();
  try {
    const loadedSettings = await loadSettings();
    if (ask.current) settings.value = loadedSettings;
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
  const ask = settingsAnswer.ask();
  try {
    const saved = await saveSettings(patch);
    if (ask.current) settings.value = saved;
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
  const ask = settingsAnswer.ask();
  try {
    const saved = await saveSettings({ locale: value });
    if (ask.current) settings.value = saved;
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

// The watch list (watch-panel.tsx): the sites whose robots.txt the worker fetches on a schedule (src/worker/watch/).

/** What the watch list shows: the latest answer from the worker wins over an older one still out. */
const watchAnswer = latestAnswer();

/** The worker's refusal codes (watch-list.ts) in words; anything else as the browser said it. */
function watchFailure(error: unknown): Message {
  const raw = message(error);
  if (raw === 'not-a-site') return { key: 'history.watch.not-a-site' };
  if (raw === 'too-many') return { key: 'history.watch.too-many', params: { max: MAX_WATCHED } };
  return { key: 'history.watch.failed', params: { error: site(raw) } };
}

/** Reads the watch list and whether its permissions are granted (the card opening). */
export async function loadWatchList(): Promise<void> {
  const ask = watchAnswer.ask();
  const granted = watchingGranted().then(
    (ok) => {
      watchGranted.value = ok;
    },
    () => {
      watchGranted.value = false;
    },
  );
  try {
    const view = await sendHistoryMessage('watchView');
    if (ask.current) watchView.value = view;
  } catch (error) {
    if (ask.current) watchProblem.value = watchFailure(error);
  }
  await granted;
}

async function changeWatchList(work: () => Promise<WatchView>): Promise<void> {
  const ask = watchAnswer.ask();
  try {
    const view = await work();
    if (!ask.current) return;
    watchView.value = view;
    watchProblem.value = null;
  } catch (error) {
    if (ask.current) watchProblem.value = watchFailure(error);
  }
}

/** Asks for watching's permissions (in the person's click: browsers grant them only in answer to one). */
export async function grantWatchPermissions(): Promise<void> {
  const ok = await grantWatching().catch(() => false);
  watchGranted.value = ok;
  if (ok) await changeWatchList(() => sendHistoryMessage('watchPermissionsGranted'));
  else watchProblem.value = { key: 'history.watch.denied' };
}

/** Watches a site (typed as an address or a host); turning watching on asks for its permissions first, in this click. */
export async function watchSite(typed: string): Promise<void> {
  if (!watchGranted.peek()) await grantWatchPermissions();
  await changeWatchList(() => sendHistoryMessage('watchAdd', { url: /^https?:\/\//i.test(typed) ? typed : `https://${typed}` }));
}

export function setWatchInterval(minutes: number): Promise<void> {
  return changeWatchList(() => sendHistoryMessage('watchSetInterval', { minutes }));
}

export function unwatchSite(origin: string): Promise<void> {
  return changeWatchList(() => sendHistoryMessage('watchRemove', { origin }));
}

// The keyboard shortcut that opens the popup (keyboard-shortcut.tsx).

/** The keys as the browser has them: the latest reading wins (the page shown again and focused both read them). */
const shortcutAnswer = latestAnswer();

/** Reads the shortcut; `keep`: a reading that fails leaves what is shown (after a change), else says it is unknown. */
export async function readShortcut(keep = false): Promise<void> {
  const ask = shortcutAnswer.ask();
  try {
    const commands = await browser.commands.getAll();
    if (ask.current) shortcut.value = popupShortcut(commands);
  } catch {
    if (ask.current && !keep) shortcut.value = { kind: 'unknown' };
  }
}

/** Firefox: sets the shortcut typed; true when the browser took it (its refusal is shown in its own words). */
export async function saveShortcut(typed: string): Promise<boolean> {
  let ok = false;
  try {
    await browser.commands.update({ name: OPEN_POPUP_COMMAND, shortcut: typed.trim() });
    shortcutSaveNote.value = { ok: true };
    ok = true;
  } catch (error) {
    // The browser's own words for a shortcut it refuses (its syntax, a key it keeps).
    shortcutSaveNote.value = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  await readShortcut(true);
  return ok;
}

/** Firefox: puts back the shortcut the extension ships with. */
export async function resetShortcut(): Promise<void> {
  shortcutSaveNote.value = null;
  await browser.commands.reset(OPEN_POPUP_COMMAND).catch(() => undefined);
  await readShortcut(true);
}

// The robots.txt history (history-panel.tsx): its bounds, export, import and clearing, on the history's own channel.

/** The history's size box is in MiB, the product's one size unit (src/text/size-text.ts). */
export const MIB = 1024 * 1024;

/** The refusal's code as the message's select names it (ICU select keys take no hyphen). */
const REFUSAL = { 'not-ours': 'foreign', 'too-large': 'large', 'newer-version': 'newer', damaged: 'damaged' } as const satisfies Record<
  ImportRefusal,
  string
>;

function historyFailure(error: unknown): Message {
  return { key: 'history.options.failed', params: { error: site(message(error)) } };
}

/** What an import says: how much it added, what it left out and why. */
function importMessages(result: ImportResult, text: Text): Message[] {
  if (!result.ok)
    return [
      { key: 'history.options.import-refused', params: { reason: REFUSAL[result.reason], limit: sizeText(text, MAX_HISTORY_FILE_BYTES) } },
    ];
  const out: Message[] = [{ key: 'history.options.imported', params: { added: result.added, sites: result.origins } }];
  const damaged = result.notes.reduce((n, note) => n + (note.code === 'damaged-dropped' ? note.count : 0), 0);
  if (damaged > 0) out.push({ key: 'history.options.import-dropped', params: { count: damaged } });
  const bounded = result.notes.reduce((n, note) => n + (note.code === 'bounds-dropped' ? note.count : 0), 0);
  if (bounded > 0) out.push({ key: 'history.options.import-bounds', params: { count: bounded } });
  return out;
}

function showHistoryStats(s: HistoryStats): void {
  batch(() => {
    historyStats.value = s;
    historyLimits.value = { versions: String(s.limits.maxVersionsPerOrigin), megabytes: String(s.limits.maxBytes / MIB) };
  });
}

/** Reads how much the history holds and its bounds (the card opening). */
export async function loadHistoryStats(): Promise<void> {
  try {
    showHistoryStats(await sendHistoryMessage('historyStats'));
  } catch (error) {
    historyStatus.value = { ok: false, messages: [historyFailure(error)] };
  }
}

/** The bounds' boxes as the person types in them. */
export function typeHistoryLimits(patch: Partial<HistoryLimitsTyped>): void {
  historyLimits.value = { ...historyLimits.peek(), ...patch };
}

/** One change at a time: the work, then the history read again and what the work did said. */
async function changeHistory(work: () => Promise<Message[]>): Promise<void> {
  if (historyBusy.peek()) return;
  historyBusy.value = true;
  try {
    const messages = await work();
    showHistoryStats(await sendHistoryMessage('historyStats'));
    historyStatus.value = { ok: true, messages };
  } catch (error) {
    historyStatus.value = { ok: false, messages: [historyFailure(error)] };
  } finally {
    historyBusy.value = false;
  }
}

export function saveHistoryLimits(): Promise<void> {
  const typed = historyLimits.peek();
  return changeHistory(async () => {
    await sendHistoryMessage('historySetLimits', {
      maxVersionsPerOrigin: Number(typed.versions),
      maxBytes: Math.round(Number(typed.megabytes) * MIB),
    });
    return [{ key: 'history.options.limits-saved' }];
  });
}

/** The whole history as one file, downloaded. */
export function exportHistory(): Promise<void> {
  return changeHistory(async () => {
    const file = await sendHistoryMessage('historyExport');
    const day = new Date().toISOString().slice(0, 10);
    downloadBlob(new Blob([JSON.stringify(file)], { type: 'application/json' }), `robots-lens-history-${day}.json`);
    return [{ key: 'history.options.exported', params: { sites: file.origins.length } }];
  });
}

/** A history file chosen: added to the history within its bounds (`text`: the words a refusal's size is given in). */
export function importHistory(file: File, text: Text): Promise<void> {
  return changeHistory(async () => {
    // Refused before reading: a file this large is not one we wrote.
    if (file.size > MAX_HISTORY_FILE_BYTES) return importMessages({ ok: false, reason: 'too-large' }, text);
    return importMessages(await sendHistoryMessage('historyImport', { text: await file.text() }), text);
  });
}

export function clearHistory(): Promise<void> {
  return changeHistory(async () => {
    await sendHistoryMessage('historyClear');
    historyClears.value++;
    return [{ key: 'history.options.cleared' }];
  });
}

// The pages visited, in the history card (visited-pages.tsx): kept only when the person turns it on, within bounds.

/** What the visited pages' part shows: a later reading (or change) wins over one still out. */
const visitedAnswer = latestAnswer();

function showVisited(v: VisitedView): void {
  batch(() => {
    visitedView.value = v;
    visitedLimits.value = { perSite: String(v.limits.maxPerOrigin), total: String(v.limits.maxTotal) };
  });
}

/** Reads whether the pages are kept and how many (the card opening, or the history just cleared). */
export async function loadVisitedPages(): Promise<void> {
  const ask = visitedAnswer.ask();
  try {
    const v = await sendVisitedMessage('visitedView');
    if (ask.current) showVisited(v);
  } catch (error) {
    if (ask.current) visitedStatus.value = { ok: false, message: historyFailure(error) };
  }
}

/** The bounds' boxes as the person types in them. */
export function typeVisitedLimits(patch: Partial<{ perSite: string; total: string }>): void {
  visitedLimits.value = { ...visitedLimits.peek(), ...patch };
}

/** One change at a time: keeping on or off with the bounds typed; the switch shows what was asked at once, the worker's answer (or a failure) puts it right. */
async function changeVisited(on: boolean, done: Message): Promise<void> {
  const typed = visitedLimits.peek();
  const limits = { maxPerOrigin: Number(typed.perSite), maxTotal: Number(typed.total) };
  if (visitedBusy.peek()) return;
  visitedBusy.value = true;
  const shown = visitedView.peek();
  if (shown !== null) visitedView.value = { ...shown, on };
  const ask = visitedAnswer.ask();
  try {
    const v = await sendVisitedMessage('visitedSet', { on, limits });
    if (ask.current) showVisited(v);
    visitedStatus.value = { ok: true, message: done };
  } catch (error) {
    visitedStatus.value = { ok: false, message: historyFailure(error) };
    const again = visitedAnswer.ask();
    sendVisitedMessage('visitedView').then(
      (v) => {
        if (again.current) showVisited(v);
      },
      () => undefined,
    );
  } finally {
    visitedBusy.value = false;
  }
}

export function keepVisitedPages(on: boolean): Promise<void> {
  return changeVisited(on, { key: on ? 'history.visited.on' : 'history.visited.off' });
}

export function saveVisitedLimits(): Promise<void> {
  return changeVisited(visitedView.peek()?.on ?? false, { key: 'history.options.limits-saved' });
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
