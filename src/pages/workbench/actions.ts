/**
 * The workbench's actions: with the `*-actions.ts` files beside three sections
 * (results/results-actions.ts, urls/url-list-actions.ts, history-actions.ts),
 * the only code that changes the workbench's state (store.ts's `writable`):
 * choosing the origin, fetching its live file, editing and saving the draft,
 * its sources, the URLs, the crawler, the selection, the evaluation shown and
 * the comparison of two robots.txt versions. Views call these
 * and read the store; test/pages/store-writers.test.ts fails when any other
 * file imports the writable handle.
 */
import { batch } from '@preact/signals';
import { sendMessage } from '../../shared/protocol.ts';
import { loadSettings, watchSettings } from '../../shared/settings.ts';
import { site } from '../../text/text.ts';
import type { Message } from '../../text/messages/index.ts';
import type { Evaluation } from './engine/evaluation-facts.ts';
import { isWorkbenchListKey, workbenchPath } from './address.ts';
import browser from 'webextension-polyfill';
import { loadDraft, removeDraft, watchDrafts } from './draft-store.ts';
import { DraftSync, type SyncEvent } from './draft-sync.ts';
import { liveSnapshot, liveText } from './live-file.ts';
import { endsAtCut } from './live-cut.ts';
import { fetchWholeFile } from './whole-file.ts';
import { readOriginInput } from './origin-input.ts';
import { allProfiles, lintDraft, liveCutFacts, versionHistory, writable } from './store.ts';
import { historyActions } from './history-actions.ts';
import { createResultsState } from './results/results-actions.ts';
import { urlListOver } from './urls/url-list-actions.ts';
import { withTimeout } from '../../shared/with-timeout.ts';
import { latestAnswer } from '../../shared/latest-answer.ts';

const {
  confirmingRevert,
  cutQuestion,
  draft,
  draftConflict,
  draftCopied,
  draftDownloaded,
  draftSyncNote,
  draftReady,
  evaluation,
  findings,
  live,
  origin,
  originInput,
  originProblem,
  pageUrl,
  profileId,
  restoredAt,
  saveState,
  settings,
  settledDraft,
  shownFile,
  sourceProblem,
  wholeLive,
  versionChangesOnly,
} = writable;

/** The results' state and actions as the results panel gets them (the store's slice). */
export const resultsSection = createResultsState(writable.results);
/** The URLs' state and actions as the URL panel gets them (the store's slice). */
export const urlListSection = urlListOver(writable.urls);
/** The robots.txt history card's actions (history-actions.ts) over its slice; the card reads the store's `versionHistory`. */
export const historySection = historyActions(writable.history, versionHistory, allProfiles, {
  versionChanges: writable.versionChanges,
  versionChangesOnly,
});

/** Typing pauses this long before the draft is written to storage. */
export const SAVE_DELAY_MS = 400;
/** …and before the page reads it again and lints it (findings follow the text, not each key). */
const SETTLE_DELAY_MS = 250;
/** A local file larger than this is not read into the editor (Google reads 500 KiB; this leaves room to cut one down). */
export const MAX_SOURCE_FILE_BYTES = 8 * 1024 * 1024;
/** The worker gives a fetch 10 s in all (redirects included); this leaves room for it to start and store the record. */
const ROBOTS_TIMEOUT_MS = 20_000;

let saveTimer: ReturnType<typeof setTimeout> | null = null;
let settleTimer: ReturnType<typeof setTimeout> | null = null;
/** Opening an origin: a newer opening (another origin, or the same again) wins over one still loading. */
const opening = latestAnswer();
/** The live file asked for: a newer fetch (another origin, a refresh) wins over one still under way. */
const liveAnswer = latestAnswer();
/** The whole live file read on request: another read, another origin or a refresh wins over a read still under way. */
const wholeAnswer = latestAnswer();
/** A save of the draft: a newer save (or another origin opening) wins over one still on its way to storage. */
const saving = latestAnswer();

/** This tab's draft against other workbench tabs on the same origin (draft-sync.ts). */
export const draftSync = new DraftSync({ currentText: () => draft.peek().text, onEvent: onSyncEvent });
let watchingDrafts = false;

/** Reads the address (`?origin=…&url=…`), the settings, and opens the origin. */
export async function startPage(search: string = location.search): Promise<void> {
  watchSettings((s) => {
    settings.value = s;
  });
  watchOtherTabs();
  try {
    settings.value = await loadSettings();
  } catch {
    // Unreadable settings: the defaults stand.
  }
  const query = new URLSearchParams(search);
  const url = query.get('url');
  const typed = query.get('origin') ?? (url ? url : '');
  if (typed === '') return;
  originInput.value = typed;
  const read = readOriginInput(typed);
  if (!read.ok) {
    originProblem.value = originMessage(read, typed);
    return;
  }
  // A URL list the popup handed over (its links): the list to test, in place of the page alone.
  const list = await takeHandedList(query.get('list'));
  if (list !== null && writable.urls.listText.peek().trim() === '') urlListSection.setListText(list);
  if (url) pageUrl.value = url;
  await openOrigin(read.origin);
}

/** The list stored under `key` (address.ts), removed once read: a reload of the page does not add it twice. */
async function takeHandedList(key: string | null): Promise<string | null> {
  if (key === null || !isWorkbenchListKey(key)) return null;
  try {
    const stored = await browser.storage.session.get(key);
    await browser.storage.session.remove(key);
    const text = stored[key];
    return typeof text === 'string' ? text : null;
  } catch {
    // No session storage (an old browser) or a list gone with the browser's restart: the page alone, as before.
    return null;
  }
}

/** The origin box's Enter: opens the origin typed (or the one of the URL typed) and puts it in the address. */
export async function submitOrigin(typed: string): Promise<void> {
  originInput.value = typed;
  const read = readOriginInput(typed);
  if (!read.ok) {
    originProblem.value = originMessage(read, typed);
    return;
  }
  originProblem.value = null;
  originInput.value = read.origin;
  if (read.origin === origin.peek()) return;
  // The popup's page belongs to the origin it was opened for.
  pageUrl.value = null;
  history.replaceState(null, '', `/${workbenchPath(read.origin)}`);
  await openOrigin(read.origin);
}

function originMessage(read: Exclude<ReturnType<typeof readOriginInput>, { ok: true }>, typed: string): Message {
  if (read.reason === 'empty') return { key: 'workbench.origin.empty' };
  if (read.reason === 'not-web')
    return { key: 'workbench.origin.not-web', params: { typed: site(typed.trim()), scheme: site(read.scheme ?? '') } };
  return { key: 'workbench.origin.not-a-url', params: { typed: site(typed.trim()) } };
}

/** Shows the origin's saved draft at once (else its live file once fetched) and fetches the live file. */
export async function openOrigin(next: string): Promise<void> {
  await flushSave();
  const ask = opening.ask();
  wholeAnswer.ask();
  saving.ask();
  batch(() => {
    origin.value = next;
    live.value = { kind: 'loading', robotsUrl: `${next}/robots.txt` };
    draftReady.value = false;
    restoredAt.value = null;
    saveState.value = { kind: 'idle' };
    sourceProblem.value = null;
    evaluation.value = null;
    writable.results.cursor.value = null;
    shownFile.value = 'draft';
    wholeLive.value = { kind: 'idle' };
    cutQuestion.value = null;
    draftDownloaded.value = null;
    draftConflict.value = null;
    draftSyncNote.value = null;
  });
  // The page the popup was on is the first URL under test (the person's list, if any, stays).
  const page = pageUrl.peek();
  if (page && writable.urls.listText.peek().trim() === '') {
    urlListSection.setListText(page);
    // …and the row in focus: the editor shows its deciding line once evaluated.
    writable.results.cursor.value = 0;
  }

  const saved = loadDraft(next).catch(() => null);
  const fetched = fetchLive(next, false);
  const stored = await saved;
  if (!ask.current) return;
  if (stored) {
    batch(() => {
      setDraftText(stored.text, false);
      restoredAt.value = stored.savedAt;
      draftReady.value = true;
    });
    draftSync.open(next, stored.text);
  }
  await fetched;
  if (!ask.current) return;
  if (!draftReady.peek()) {
    const l = live.peek();
    const start = l.kind === 'record' ? (liveText(l.record) ?? '') : '';
    batch(() => {
      setDraftText(start, false);
      draftReady.value = true;
    });
    draftSync.open(next, start);
  } else if (liveCutFacts.peek() !== null) {
    // A restored draft may end where the live file (known only now) was cut: read it again to mark that.
    settleNow();
  }
}

async function fetchLive(forOrigin: string, refresh: boolean): Promise<void> {
  const ask = liveAnswer.ask();
  try {
    const answer = await withTimeout(
      sendMessage('getRobots', { url: `${forOrigin}/`, refresh }),
      ROBOTS_TIMEOUT_MS,
      () => new WorkerTimeout(),
    );
    if (!ask.current) return;
    live.value =
      answer.kind === 'record'
        ? { kind: 'record', record: answer.record, fromCache: answer.fromCache }
        : { kind: 'error', message: { key: 'workbench.live.not-applicable' } };
  } catch (error) {
    if (!ask.current) return;
    live.value = { kind: 'error', message: workerMessage(error) };
  }
}

/** Fetches the live file again, past every cache; the draft stays as it is. */
export async function refreshLive(): Promise<void> {
  const o = origin.peek();
  if (o === null) return;
  live.value = { kind: 'loading', robotsUrl: `${o}/robots.txt` };
  wholeAnswer.ask();
  wholeLive.value = { kind: 'idle' };
  cutQuestion.value = null;
  await fetchLive(o, true);
  if (origin.peek() === o) settleNow();
}

/**
 * Reads the whole live file when the worker's copy is cut at 500 KiB. A
 * draft that still ends at the cut gets the rest of the file after it (edits
 * above the cut stay); a draft changed at the cut is kept as typed, and the
 * whole file becomes what the "Live file" source starts from.
 */
export async function readWholeLive(): Promise<void> {
  const o = origin.peek();
  const l = live.peek();
  const cut = liveCutFacts.peek();
  if (o === null || l.kind !== 'record' || cut === null) return;
  const cutText = liveText(l.record) ?? '';
  const url = liveSnapshot(l.record)?.facts.finalUrl ?? l.record.robotsUrl;
  const ask = wholeAnswer.ask();
  wholeLive.value = { kind: 'loading' };
  const got = await fetchWholeFile(url, MAX_SOURCE_FILE_BYTES);
  if (!ask.current) return;
  if (!got.ok) {
    wholeLive.value = {
      kind: 'failed',
      message:
        got.reason === 'too-large'
          ? { key: 'workbench.live.whole-too-large', params: { maxBytes: got.maxBytes } }
          : { key: 'workbench.live.whole-failed', params: { error: site(got.error) } },
    };
    return;
  }
  // A character the cut split reads as U+FFFD at the end of the copy: the whole file goes on from just before it.
  const prefix = cutText.endsWith('\uFFFD') ? cutText.slice(0, -1) : cutText;
  const current = draft.peek().text;
  const extended =
    endsAtCut(current, cut) && got.text.startsWith(prefix)
      ? current.slice(0, current.length - (cutText.length - prefix.length)) + got.text.slice(prefix.length)
      : null;
  batch(() => {
    wholeLive.value = { kind: 'read', text: got.text, bytes: got.bytes, draft: extended === null ? 'kept' : 'whole' };
    if (extended !== null) replaceDraft(extended);
    cutQuestion.value = null;
  });
}

/** The person typed in the editor. */
export function editDraft(text: string): void {
  setDraftText(text, true);
}

/** A new draft text: a new revision, saved after a pause (when `save`), linted and evaluated again. */
function setDraftText(text: string, save: boolean): void {
  draft.value = { text, revision: draft.peek().revision + 1 };
  if (save) scheduleSave();
  // A new source is read at once; typing settles first.
  if (save) scheduleSettle();
  else settleNow();
}

/** Replaces the draft with a source (the live file, a local file, nothing): saved like an edit. */
export function replaceDraft(text: string): void {
  sourceProblem.value = null;
  setDraftText(text, true);
  shownFile.value = 'draft';
}

export function startEmpty(): void {
  replaceDraft('');
}

export function askRevert(): void {
  confirmingRevert.value = true;
}

export function cancelRevert(): void {
  confirmingRevert.value = false;
}

/** The dialog's yes: the draft becomes the live file again, and the saved draft is dropped. */
export async function confirmRevert(): Promise<void> {
  confirmingRevert.value = false;
  const l = live.peek();
  const o = origin.peek();
  if (o === null) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  const start = l.kind === 'record' ? (liveText(l.record) ?? '') : '';
  batch(() => {
    setDraftText(start, false);
    restoredAt.value = null;
    draftConflict.value = null;
  });
  draftSync.agree(start);
  try {
    await removeDraft(o);
    saveState.value = { kind: 'idle' };
  } catch (error) {
    saveState.value = { kind: 'failed', error: errorText(error) };
  }
}

/** A local file chosen or dropped: its text becomes the draft (files past MAX_SOURCE_FILE_BYTES are refused with a note). */
export async function readSourceFile(file: File): Promise<void> {
  if (file.size > MAX_SOURCE_FILE_BYTES) {
    sourceProblem.value = {
      key: 'workbench.source.file-too-large',
      params: { name: site(file.name), bytes: file.size, maxBytes: MAX_SOURCE_FILE_BYTES },
    };
    return;
  }
  try {
    replaceDraft(await file.text());
  } catch (error) {
    sourceProblem.value = { key: 'workbench.source.file-failed', params: { name: site(file.name), error: site(errorText(error)) } };
  }
}

function scheduleSave(): void {
  if (saveTimer) clearTimeout(saveTimer);
  saveState.value = { kind: 'pending' };
  saveTimer = setTimeout(() => void flushSave(), SAVE_DELAY_MS);
}

/** Writes a pending save now (the page is hiding: `hiding`, written at once; another origin opens). */
export async function flushSave(hiding = false): Promise<void> {
  if (saveTimer === null) return;
  clearTimeout(saveTimer);
  saveTimer = null;
  const o = origin.peek();
  // Until the person settles a conflict with another tab, nothing is written over either text.
  if (o === null || draftConflict.peek() !== null) return;
  await writeDraft(o, false, !hiding);
}

/** Saves the draft unless another tab saved a newer one since (then the person is asked); `force`: they chose this tab's. */
async function writeDraft(o: string, force: boolean, checkFirst = true): Promise<void> {
  const ask = saving.ask();
  try {
    const outcome = await draftSync.save(o, draft.peek().text, force, checkFirst);
    if (!ask.current) return;
    if (outcome.kind === 'saved') saveState.value = { kind: 'saved', at: outcome.draft.savedAt };
    else onSyncEvent({ kind: 'conflict', theirs: outcome.theirs, savedAt: outcome.savedAt });
  } catch (error) {
    if (ask.current) saveState.value = { kind: 'failed', error: errorText(error) };
  }
}

/** Listens for drafts saved by other workbench tabs (once per page). */
function watchOtherTabs(): void {
  if (watchingDrafts) return;
  watchingDrafts = true;
  watchDrafts((o, stored) => draftSync.changed(o, stored));
}

/** What another tab's save means here: taken (nothing unsaved), a conflict to settle, or a revert followed. */
function onSyncEvent(event: SyncEvent): void {
  batch(() => {
    if (event.kind === 'taken') {
      setDraftText(event.text, false);
      saveState.value = { kind: 'saved', at: event.savedAt };
      restoredAt.value = null;
      draftSyncNote.value = { kind: 'taken', at: event.savedAt };
    } else if (event.kind === 'removed') {
      const l = live.peek();
      const start = l.kind === 'record' ? (liveText(l.record) ?? '') : '';
      setDraftText(start, false);
      draftSync.agree(start);
      saveState.value = { kind: 'idle' };
      restoredAt.value = null;
      draftSyncNote.value = { kind: 'removed', at: Date.now() };
    } else {
      if (saveTimer) clearTimeout(saveTimer);
      saveTimer = null;
      saveState.value = { kind: 'idle' };
      draftConflict.value = { theirs: event.theirs, savedAt: event.savedAt };
    }
  });
}

/** The person keeps this tab's draft: it is saved over the other tab's (which then shows it). */
export async function keepMyDraft(): Promise<void> {
  const o = origin.peek();
  if (o === null || draftConflict.peek() === null) return;
  batch(() => {
    draftConflict.value = null;
    draftSyncNote.value = { kind: 'kept-mine', at: Date.now() };
    saveState.value = { kind: 'pending' };
  });
  await writeDraft(o, true);
}

/** The person takes the other tab's draft: this tab's unsaved text is dropped, as they chose. */
export function takeOtherDraft(): void {
  const conflict = draftConflict.peek();
  if (conflict === null) return;
  batch(() => {
    draftConflict.value = null;
    setDraftText(conflict.theirs, false);
    saveState.value = { kind: 'saved', at: conflict.savedAt };
    draftSyncNote.value = null;
  });
  draftSync.agree(conflict.theirs);
}

/**
 * Whether closing the tab now would lose text the person typed: a save that
 * failed (storage full), or one held back by a conflict with another tab. A
 * save merely pending is written as the page hides (app.tsx), so it asks nothing.
 */
export function unsavedOnClose(): boolean {
  return saveState.peek().kind === 'failed' || draftConflict.peek() !== null;
}

/** Once typing pauses: the page reads the draft (size, sitemaps, hover) and the linter runs. */
function scheduleSettle(): void {
  if (settleTimer) clearTimeout(settleTimer);
  settleTimer = setTimeout(settleNow, SETTLE_DELAY_MS);
}

function settleNow(): void {
  if (settleTimer) clearTimeout(settleTimer);
  settleTimer = null;
  batch(() => {
    settledDraft.value = draft.peek();
    findings.value = { revision: draft.peek().revision, list: lintDraft() };
  });
}

export function chooseCrawler(id: string): void {
  profileId.value = id;
}

/** A matrix cell chosen: its crawler becomes the chosen one, its URL the row in focus (the editor shows its line). */
export function chooseCell(urlIndex: number, id: string): void {
  batch(() => {
    profileId.value = id;
    writable.results.cursor.value = urlIndex;
  });
}

export function showFile(which: 'draft' | 'live'): void {
  shownFile.value = which;
}

/** An evaluation from the engine's worker: shown unless the one shown is of a newer draft revision (then false). */
export function showEvaluation(answer: Evaluation): boolean {
  const now = evaluation.peek();
  if (now !== null && answer.revision < now.revision) return false;
  evaluation.value = answer;
  return true;
}

/** How the last copy of the draft went: the latest copy asked for wins over one still on its way to the clipboard. */
const copyAnswer = latestAnswer();

/** Download or Copy: asks first when the draft still ends at the live file's cut (saved as is, it drops the rest). */
export async function askSave(what: 'download' | 'copy', force = false): Promise<void> {
  draftCopied.value = null;
  const ask = copyAnswer.ask();
  if (!force && endsAtCut(draft.peek().text, liveCutFacts.peek())) {
    cutQuestion.value = what;
    return;
  }
  cutQuestion.value = null;
  if (what === 'download') {
    downloadDraft();
    return;
  }
  try {
    await copyDraft();
    if (ask.current) draftCopied.value = 'copied';
  } catch {
    if (ask.current) draftCopied.value = 'failed';
  }
}

export function cancelCutQuestion(): void {
  cutQuestion.value = null;
}

/** The draft as a download named robots.txt. */
export function downloadDraft(): void {
  const blob = new Blob([draft.peek().text], { type: 'text/plain;charset=utf-8' });
  draftDownloaded.value = { name: 'robots.txt', bytes: blob.size };
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = 'robots.txt';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it starts.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function copyDraft(): Promise<void> {
  return navigator.clipboard.writeText(draft.peek().text);
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

function workerMessage(error: unknown): Message {
  if (error instanceof WorkerTimeout) return { key: 'workbench.live.timeout', params: { seconds: ROBOTS_TIMEOUT_MS / 1000 } };
  const raw = errorText(error);
  return /receiving end does not exist|could not establish connection/i.test(raw)
    ? { key: 'workbench.live.worker-silent' }
    : { key: 'workbench.live.failed', params: { error: site(raw) } };
}

/** The worker did not answer in time. */
class WorkerTimeout extends Error {}

// The comparison of two robots.txt versions (history-panel.tsx): the results show only the rows it changes, or all.

export function showOnlyVersionChanges(on: boolean): void {
  versionChangesOnly.value = on;
}
