/**
 * The workbench's state, all of it, in one place: the origin, the live
 * record, the draft (text and revision), the URLs under test (the slice in
 * urls/url-list-state.ts), the chosen crawler, the evaluation and the
 * results' selection (the slice in results/results-state.ts), the
 * comparison of two robots.txt versions (the slice in history-state.ts), and
 * what they add up to. Every writable signal is made here, in `writable`;
 * components get them read-only, and only the actions layer (actions.ts, and
 * the `*-actions.ts` files beside the sections it names: results/, urls/ and
 * history-actions.ts) writes them. Components keep only what a box holds
 * while it is typed in (origin-box.tsx).
 */
import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import {
  PRESET_PROFILES,
  crawlerGroupOf,
  lintRobotsTxt,
  parseRobotsTxt,
  utf8Bytes,
  type Diagnostic,
  type RobotsTxt,
} from '../../core/index.ts';
import type { RobotsRecord } from '../../robots/robots-record.ts';
import { DEFAULT_SETTINGS, profileForSettings, type Settings } from '../../shared/settings.ts';
import type { Message } from '../../text/messages/index.ts';
import { draftBytes, draftLintContext } from './engine/draft-bytes.ts';
import type { Evaluation } from './engine/evaluation-facts.ts';
import { createResultsSlice, type ResultsReading } from './results/results-state.ts';
import { createUrlListSlice, type UrlListReading } from './urls/url-list-state.ts';
import { sitemapSources } from './urls/sitemap-sources.ts';
import { lineDiff } from './editor/line-diff.ts';
import { liveText } from './live-file.ts';
import { endsAtCut, liveCut } from './live-cut.ts';
import type { VersionChanges } from './history-effects.ts';
import { createHistorySlice, historyReading, type HistoryReading } from './history-state.ts';

export type LiveState =
  | { kind: 'none' }
  | { kind: 'loading'; robotsUrl: string }
  | { kind: 'record'; record: RobotsRecord; fromCache: boolean }
  /** Robots Lens itself failed (the worker did not answer): what to say. */
  | { kind: 'error'; message: Message };

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saved'; at: number }
  /** Storage refused (quota, a closed context): the text stays in the editor. */
  | { kind: 'failed'; error: string };

const originSignal = signal<string | null>(null);

/**
 * The writable handle on every signal below: imported only by the actions
 * layer (actions.ts and the `*-actions.ts` files beside each section), which
 * test/pages/store-writers.test.ts checks. Each is documented where it is
 * exported read-only.
 */
export const writable = {
  origin: originSignal,
  originInput: signal(''),
  originProblem: signal<Message | null>(null),
  /** The page the popup was on (`&url=`), added to the URLs and selected (read by the actions alone). */
  pageUrl: signal<string | null>(null),
  live: signal<LiveState>({ kind: 'none' }),
  draft: signal<{ text: string; revision: number }>({ text: '', revision: 0 }),
  draftReady: signal(false),
  restoredAt: signal<number | null>(null),
  saveState: signal<SaveState>({ kind: 'idle' }),
  sourceProblem: signal<Message | null>(null),
  confirmingRevert: signal(false),
  shownFile: signal<'draft' | 'live'>('draft'),
  settings: signal<Settings>(DEFAULT_SETTINGS),
  profileId: signal<string | null>(null),
  evaluation: signal<Evaluation | null>(null),
  findings: signal<{ revision: number; list: Diagnostic[] }>({ revision: -1, list: [] }),
  settledDraft: signal<{ text: string; revision: number }>({ text: '', revision: 0 }),
  wholeLive: signal<WholeLiveState>({ kind: 'idle' }),
  cutQuestion: signal<'download' | 'copy' | null>(null),
  draftCopied: signal<'copied' | 'failed' | null>(null),
  draftDownloaded: signal<{ name: string; bytes: number } | null>(null),
  draftConflict: signal<{ theirs: string; savedAt: number } | null>(null),
  draftSyncNote: signal<{ kind: 'taken' | 'removed' | 'kept-mine'; at: number } | null>(null),
  versionChanges: signal<VersionChanges | null>(null),
  versionChangesOnly: signal(false),
  /** The results' slice (results/results-state.ts). */
  results: createResultsSlice(),
  /** The URLs' slice (urls/url-list-state.ts), resolved against the origin. */
  urls: createUrlListSlice(computed(() => originSignal.value ?? '')),
  /** The robots.txt history card's slice (history-state.ts). */
  history: createHistorySlice(),
};

/** A signal as views get it: read-only (TypeScript refuses `.value =` on it). */
function readOnly<T>(s: Signal<T>): ReadonlySignal<T> {
  return s;
}

/** The origin worked on (`scheme://host[:port]`), null until one is chosen. */
export const origin = readOnly(writable.origin);
/** The origin box's text, and why it was refused (null when it was not). */
export const originInput = readOnly(writable.originInput);
export const originProblem = readOnly(writable.originProblem);

export const live = readOnly(writable.live);

/** The draft's text; `revision` grows with every change, so an evaluation of an older text is dropped. */
export const draft = readOnly(writable.draft);
/** True once the draft of the current origin is known (restored, or started from the live file). */
export const draftReady = readOnly(writable.draftReady);
/** When a saved draft was restored on opening (epoch ms), for a word about it. */
export const restoredAt = readOnly(writable.restoredAt);
export const saveState = readOnly(writable.saveState);
/** A note about the last source read (a file that could not be read). */
export const sourceProblem = readOnly(writable.sourceProblem);
/** "Revert to live" asked; the dialog is open until answered. */
export const confirmingRevert = readOnly(writable.confirmingRevert);
/** Which file the editor shows: the draft (editable) or the live file (read only). */
export const shownFile = readOnly(writable.shownFile);

export const settings = readOnly(writable.settings);
/** The crawler the results and the highlighted line are for (starts as the settings' default). */
export const profileId = readOnly(writable.profileId);

/** The URLs under test: the list, the CSV column and the sitemaps (urls/), resolved against the origin. */
export const urlList: UrlListReading = writable.urls;
/** The results' filter, search, sort, selection and the row in focus (results/); `cursor` is the selected URL. */
export const results: ResultsReading = writable.results;
/** The latest evaluation received from the engine's worker (an answer older than the one shown is dropped). */
export const evaluation = readOnly(writable.evaluation);

/** The findings of the draft, with the revision they were computed for (the linter runs debounced). */
export const findings = readOnly(writable.findings);

/** Every crawler profile: presets and the person's own. */
export const allProfiles = computed(() => [...PRESET_PROFILES, ...settings.value.customProfiles]);

export const profile = computed(() => {
  const s = settings.value;
  return profileForSettings({ profileId: profileId.value ?? s.profileId, customProfiles: s.customProfiles });
});

/** The live file's text, when Google reads one. */
export const liveFileText = computed(() => {
  const l = live.value;
  return l.kind === 'record' ? liveText(l.record) : null;
});

/**
 * The draft once typing pauses (the linter's pause): what the page itself
 * reads of it (size, findings, sitemaps, the hover's groups, lines changed),
 * so a keystroke costs the page no parse of a 500 KiB file. The engine's
 * worker gets every revision.
 */
export const settledDraft = readOnly(writable.settledDraft);

export const draftRead = computed(() => draftBytes(settledDraft.value.text));

/** The draft as the engine reads it (at most 500 KiB), for the hover and its sitemaps. */
export const draftModel = computed<RobotsTxt>(() => parseRobotsTxt(draftRead.value.bytes));

/** The draft's findings, computed now (the store's `findings` holds the debounced copy the editor shows). */
export function lintDraft(): Diagnostic[] {
  const read = draftRead.peek();
  const cut = liveCutFacts.peek();
  // A draft that still ends where the live file's read stopped is cut there, as the live file is: its last line is marked so.
  const context =
    cut !== null && endsAtCut(settledDraft.peek().text, cut)
      ? { contentType: 'text/plain', truncated: true, originalBytes: cut.atLeastBytes }
      : draftLintContext(read);
  return lintRobotsTxt(read.bytes, context);
}

/** How many lines of the draft are new or changed against the live file (null when there is no live file). */
export const changedLineCount = computed(() => {
  const liveFile = liveFileText.value;
  if (liveFile === null) return null;
  return lineDiff(settledDraft.value.text.split(/\r\n|\r|\n/), liveFile.split(/\r\n|\r|\n/)).changed.length;
});

/** The profiles as the results' matrix names and groups them. */
export const matrixProfiles = computed(() => allProfiles.value.map((p) => ({ id: p.id, name: p.name, group: crawlerGroupOf(p) })));

/** What "Import sitemaps" reads: the live file's and the draft's `Sitemap:` lines, and /sitemap.xml. */
export const sitemaps = computed(() => {
  const o = origin.value;
  if (o === null) return [];
  const liveFile = liveFileText.value;
  const liveSitemaps = liveFile === null ? null : parseRobotsTxt(utf8Bytes(liveFile)).sitemaps.map((s) => s.url);
  return sitemapSources(
    o,
    liveSitemaps,
    draftModel.value.sitemaps.map((s) => s.url),
  );
});

/** The row in focus's deciding line, under the draft or the live file, for the chosen crawler (0: none). */
export function decidingLineOf(which: 'draft' | 'live'): number {
  const e = evaluation.value;
  const row = results.cursor.value;
  if (e === null || row === null || row >= e.urlCount) return 0;
  const column = e.columns.find((c) => c.profileId === profile.value.id);
  return column ? (column[which].lines[row] ?? 0) : 0;
}

/** The live file's cut, when it is longer than Google's 500 KiB and only its start was read (live-cut.ts). */
export const liveCutFacts = computed(() => {
  const l = live.value;
  return l.kind === 'record' ? liveCut(l.record) : null;
});

/** Whether the draft (once typing pauses) still ends where the live file's read stopped. */
export const draftAtCut = computed(() => endsAtCut(settledDraft.value.text, liveCutFacts.value));

/** The whole live file, read on the person's request when the worker's copy is cut. */
export type WholeLiveState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  /** `draft`: whether the draft became the whole file ('whole') or was kept because it was changed at the cut ('kept'). */
  | { kind: 'read'; text: string; bytes: number; draft: 'whole' | 'kept' }
  | { kind: 'failed'; message: Message };
export const wholeLive = readOnly(writable.wholeLive);

/** Download or Copy was asked while the draft ends at the live file's cut: the question asked before saving. */
export const cutQuestion = readOnly(writable.cutQuestion);

/** How the last copy of the draft to the clipboard went (null: none since the last Download or Copy pressed). */
export const draftCopied = readOnly(writable.draftCopied);

/** What the last download of the draft saved (file name and bytes), for a word after it. */
export const draftDownloaded = readOnly(writable.draftDownloaded);

/** Another workbench tab saved a different draft of this origin while this tab had unsaved text: the person chooses. */
export const draftConflict = readOnly(writable.draftConflict);

/** What this tab did about another tab's draft, for a word: took its newer text, followed its revert, or kept its own over it. */
export const draftSyncNote = readOnly(writable.draftSyncNote);

/**
 * The comparison of two robots.txt versions (history-panel.tsx): the versions
 * and what they add up to (history-state.ts), checking the list's URLs, the
 * sitemaps the versions name and the pages opened on this origin against the
 * draft as read and every crawler; and the verdicts it changes, which the
 * results table marks.
 */
export const versionHistory: HistoryReading = historyReading(writable.history, {
  draft: computed(() => draftRead.value.bytes),
  urls: urlList.urls,
  crawlers: allProfiles,
});
/** Null while no comparison is shown. */
export const versionChanges = readOnly(writable.versionChanges);
/** The results table shows only the rows the comparison changes. */
export const versionChangesOnly = readOnly(writable.versionChangesOnly);
