/**
 * The options page's state, all of it. Every writable signal is made here, in
 * `writable`; components get them read-only, and only actions.ts writes them
 * (test/pages/store-writers.test.ts fails when any other file imports
 * `writable`). Components keep only what a box holds while it is typed in.
 */
import { type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { CacheStats } from '../../shared/protocol.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings.ts';
import type { DraftProblem } from '../../text/profile-text.ts';
import { EMPTY_DRAFT, type ProfileDraft } from './profile-draft.ts';
import type { Message } from '../../text/messages/index.ts';
import type { HistoryStats, VisitedView, WatchView } from '../../shared/robots-history.ts';
import type { PopupShortcut } from './shortcut.ts';

/** The options page's sections that save a setting and say so under themselves. */
export type SaveArea = 'default' | 'profiles' | 'cookies' | 'links';

export type Editor =
  | { mode: 'closed' }
  | { mode: 'add' | 'edit'; id: string | null; draft: ProfileDraft; problems: DraftProblem[]; touched: boolean };

export function freshEditor(): Editor {
  return { mode: 'add', id: null, draft: { ...EMPTY_DRAFT }, problems: [], touched: false };
}

export type CacheState =
  | { kind: 'loading' }
  | { kind: 'ready'; stats: CacheStats }
  | { kind: 'cleared'; before: CacheStats; after: CacheStats }
  | { kind: 'error'; message: Message };

/** The robots.txt history's bounds as typed in their boxes (set from the worker's after each change). */
export interface HistoryLimitsTyped {
  versions: string;
  /** In MiB, the product's one size unit. */
  megabytes: string;
}

/** The writable handle on every signal below, for actions.ts alone; each is documented where it is exported read-only. */
export const writable = {
  settings: signal<Settings>(DEFAULT_SETTINGS),
  loaded: signal(false),
  saveStatus: signal<{ area: SaveArea; ok: boolean; message: Message } | null>(null),
  editor: signal<Editor>({ mode: 'closed' }),
  cache: signal<CacheState>({ kind: 'loading' }),
  clearing: signal(false),
  languageFailed: signal(false),
  watchView: signal<WatchView | null>(null),
  watchGranted: signal<boolean | null>(null),
  watchProblem: signal<Message | null>(null),
  shortcut: signal<PopupShortcut | null>(null),
  shortcutSaveNote: signal<{ ok: boolean; error?: string } | null>(null),
  historyStats: signal<HistoryStats | null>(null),
  historyLimits: signal<HistoryLimitsTyped>({ versions: '', megabytes: '' }),
  historyBusy: signal(false),
  historyStatus: signal<{ ok: boolean; messages: Message[] } | null>(null),
  historyClears: signal(0),
  visitedView: signal<VisitedView | null>(null),
  visitedLimits: signal<{ perSite: string; total: string }>({ perSite: '', total: '' }),
  visitedBusy: signal(false),
  visitedStatus: signal<{ ok: boolean; message: Message } | null>(null),
};

/** A signal as views get it: read-only (TypeScript refuses `.value =` on it). */
function readOnly<T>(s: Signal<T>): ReadonlySignal<T> {
  return s;
}

export const settings = readOnly(writable.settings);
export const loaded = readOnly(writable.loaded);
/** A short confirmation or an error from the last save, shown near what was saved. */
export const saveStatus = readOnly(writable.saveStatus);
/** The custom-profile form: closed, or adding or editing one. */
export const editor = readOnly(writable.editor);
export const cache = readOnly(writable.cache);
/** A clearing of the cache is under way (its button waits). */
export const clearing = readOnly(writable.clearing);
/** The language chosen could not be saved. */
export const languageFailed = readOnly(writable.languageFailed);
/** The sites watched and how often (null until the worker answers). */
export const watchView = readOnly(writable.watchView);
/** Whether watching's optional permissions are granted (null until known). */
export const watchGranted = readOnly(writable.watchGranted);
/** Why the last change to the watch list failed. */
export const watchProblem = readOnly(writable.watchProblem);
/** The keys that open the popup, as the browser has them (null until read). */
export const shortcut = readOnly(writable.shortcut);
/** How the last shortcut typed in (Firefox) was taken: saved, or the browser's refusal in its words. */
export const shortcutSaveNote = readOnly(writable.shortcutSaveNote);
/** How much the robots.txt history holds, its bounds and a note of what storage refused (null until the worker answers). */
export const historyStats = readOnly(writable.historyStats);
export const historyLimits = readOnly(writable.historyLimits);
/** A change to the history is under way (its buttons wait). */
export const historyBusy = readOnly(writable.historyBusy);
/** What the last change to the history did, or why it failed. */
export const historyStatus = readOnly(writable.historyStatus);
/** How many times the history was cleared here: clearing forgets the pages visited too, and their part reads its count again. */
export const historyClears = readOnly(writable.historyClears);
/** The pages visited (visited-pages.tsx): whether they are kept, how many, and their bounds (null until the worker answers). */
export const visitedView = readOnly(writable.visitedView);
/** Their bounds as typed in their boxes (set from the worker's after each change). */
export const visitedLimits = readOnly(writable.visitedLimits);
/** A change to them is under way (the switch and the button wait). */
export const visitedBusy = readOnly(writable.visitedBusy);
/** What the last change did, or why it failed. */
export const visitedStatus = readOnly(writable.visitedStatus);
