/**
 * robots.txt over time: every distinct version of an origin's robots.txt the
 * worker fetched, as the worker keeps it (src/worker/history/robots-history.ts)
 * and the popup, the options page and the workbench read it, through their
 * own message channel (so the history needs no change to the main protocol).
 */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { FetchOutcome } from '../core/fetch-outcome.ts';

export interface HistoryVersion {
  /**
   * What makes a version distinct: the HTTP outcome (`response:200`,
   * `network-error:timeout`, …) and the SHA-256 of the body, hex.
   */
  id: string;
  /** SHA-256 of the body bytes (of nothing when there was none), hex. */
  sha256: string;
  robotsUrl: string;
  outcome: FetchOutcome;
  /** The body as fetched (at most 500 KiB), base64; null when there was none. */
  bodyBase64: string | null;
  /** True when the body was longer than the 500 KiB kept. */
  truncated: boolean;
  /** Epoch ms of the first and the last fetch that gave this version. */
  firstSeen: number;
  lastSeen: number;
}

/** An origin's versions, least recently seen first: the last is the current one. */
export interface OriginHistory {
  origin: string;
  versions: HistoryVersion[];
}

/** A version without its body: what lists show. */
export type VersionSummary = Omit<HistoryVersion, 'bodyBase64'> & { bytes: number };

export interface HistoryLimits {
  /** Versions kept per origin, the current one included. */
  maxVersionsPerOrigin: number;
  /** The size of the whole history (versions as stored, bodies in base64). */
  maxBytes: number;
}

export const DEFAULT_HISTORY_LIMITS: HistoryLimits = { maxVersionsPerOrigin: 20, maxBytes: 5 * 1024 * 1024 };

/** What the options page lets a person choose. */
export const HISTORY_LIMIT_RANGE = {
  versions: { min: 2, max: 500 },
  bytes: { min: 100 * 1024, max: 200 * 1024 * 1024 },
} as const;

/** What was dropped and why, so a surface can say it. */
export type HistoryNote =
  /** Versions that could not be read (damaged in storage or in an imported file): dropped, the rest kept. */
  | { code: 'damaged-dropped'; origin: string; count: number }
  /** Storage was full: the oldest versions went so the newest could be kept. */
  | { code: 'quota-dropped'; at: number; versions: { origin: string; firstSeen: number }[] }
  /** The bounds left no room: versions dropped, oldest first. */
  | { code: 'bounds-dropped'; at: number; count: number };

export interface HistoryStats {
  origins: number;
  versions: number;
  bytes: number;
  limits: HistoryLimits;
  /** The last time storage was full, and what went. */
  quotaNote: HistoryNote | null;
}

/** The file an export writes and an import reads. */
export const HISTORY_FILE_FORMAT = 'robots-lens-history';
export const HISTORY_FILE_VERSION = 1;
/** The largest file an import reads (the options page checks before reading it). */
export const MAX_HISTORY_FILE_BYTES = 64 * 1024 * 1024;

export interface HistoryFile {
  format: typeof HISTORY_FILE_FORMAT;
  version: typeof HISTORY_FILE_VERSION;
  exportedAt: number;
  origins: OriginHistory[];
}

export type ImportRefusal = 'not-ours' | 'too-large' | 'damaged' | 'newer-version';

export type ImportResult = { ok: false; reason: ImportRefusal } | { ok: true; origins: number; added: number; notes: HistoryNote[] };

export interface OriginHistoryAnswer {
  origin: string;
  versions: VersionSummary[];
  /** The bodies of the current and the previous version with a body (what the popup compares), base64. */
  current: HistoryVersion | null;
  previous: HistoryVersion | null;
  notes: HistoryNote[];
}

/** What changed in a site's robots.txt since the copy before it, rule by rule (src/worker/history/origin-change.ts works it out). */
export interface RobotsChange {
  origin: string;
  fromId: string;
  toId: string;
  since: number;
  added: number;
  removed: number;
  /** Rules the same: only comments, layout, crawl-delay or sitemaps differ. */
  rulesSame: boolean;
}

/** The watch list as the options page and the popup show it (src/worker/watch/watch-list.ts keeps it). */
export interface WatchView {
  intervalMinutes: number;
  entries: { origin: string; lastCheckAt: number | null; lastChangeAt: number | null; failing: boolean; changed: boolean }[];
}

/** The optional permissions watching needs: alarms to wake the worker, notifications to tell. */
export const WATCH_PERMISSIONS = ['alarms', 'notifications'] as const;

export interface HistoryProtocolMap {
  /** An origin's versions (summaries) with the current and the previous body. */
  historyForOrigin(data: { origin: string }): OriginHistoryAnswer;
  /**
   * The change between the current copy and the previous one with a body, worked out in the worker (each
   * pair of copies parsed once); null when there is none to tell. The popup's history line: no body crosses.
   */
  historyChange(data: { origin: string }): RobotsChange | null;
  /** One version, body included; null when it is no longer kept. */
  historyVersion(data: { origin: string; id: string }): HistoryVersion | null;
  historyStats(): HistoryStats;
  historySetLimits(data: HistoryLimits): HistoryStats;
  /** Removes every version of every origin; the limits stay. */
  historyClear(): HistoryStats;
  historyExport(): HistoryFile;
  /** The file's text, as read by the options page. */
  historyImport(data: { text: string }): ImportResult;
  watchView(): WatchView;
  /** Adds the origin of an http(s) address to the watch list. */
  watchAdd(data: { url: string }): WatchView;
  watchRemove(data: { origin: string }): WatchView;
  /** How often watched origins are fetched, in minutes (at least hourly). */
  watchSetInterval(data: { minutes: number }): WatchView;
  /** The person looked at the origin: its badge mark goes. */
  watchLooked(data: { origin: string }): void;
  /** The permissions were just granted: set the alarm. */
  watchPermissionsGranted(): WatchView;
}

export const { sendMessage: sendHistoryMessage, onMessage: onHistoryMessage } = defineExtensionMessaging<HistoryProtocolMap>();

/** The key that tells versions apart for a fetch outcome. */
export function outcomeKey(outcome: FetchOutcome): string {
  if (outcome.kind === 'response') return `response:${outcome.status}`;
  if (outcome.kind === 'network-error') return `network-error:${outcome.error}`;
  return `redirect-refused:${outcome.reason}`;
}

/** A version whose body was read as robots.txt: a 2xx answer (a 404's body is an error page, not rules). */
export function isReadAsRobots(v: HistoryVersion): v is HistoryVersion & { bodyBase64: string } {
  return v.outcome.kind === 'response' && v.outcome.status >= 200 && v.outcome.status < 300 && v.bodyBase64 !== null;
}

/** A version's size as stored (the bound counts this). */
export function versionSize(v: HistoryVersion): number {
  return JSON.stringify(v).length;
}

export function clampLimits(limits: HistoryLimits): HistoryLimits {
  const clamp = (n: number, r: { min: number; max: number }) => Math.min(r.max, Math.max(r.min, Math.round(n)));
  return {
    maxVersionsPerOrigin: clamp(limits.maxVersionsPerOrigin, HISTORY_LIMIT_RANGE.versions),
    maxBytes: clamp(limits.maxBytes, HISTORY_LIMIT_RANGE.bytes),
  };
}

/**
 * The pages a person visited, per origin: an opt-in source of URLs for the
 * workbench's comparison of two versions (src/worker/history/visited-pages.ts
 * keeps them). Off until the person turns it on; cleared with the history.
 */
export interface VisitedLimits {
  /** Addresses kept per origin (the newest). */
  maxPerOrigin: number;
  /** Addresses kept in all. */
  maxTotal: number;
}

export const DEFAULT_VISITED_LIMITS: VisitedLimits = { maxPerOrigin: 200, maxTotal: 5_000 };

/** What the options page lets a person choose. */
export const VISITED_LIMIT_RANGE = {
  perOrigin: { min: 10, max: 2_000 },
  total: { min: 100, max: 50_000 },
} as const;

/** A longer address is not kept (a page can make its own address as long as it likes). */
export const MAX_VISITED_URL_LENGTH = 2_048;

export interface VisitedView {
  on: boolean;
  limits: VisitedLimits;
  origins: number;
  pages: number;
}

export function clampVisitedLimits(limits: VisitedLimits): VisitedLimits {
  const clamp = (n: number, r: { min: number; max: number }) =>
    Number.isFinite(n) ? Math.min(r.max, Math.max(r.min, Math.round(n))) : r.min;
  return {
    maxPerOrigin: clamp(limits.maxPerOrigin, VISITED_LIMIT_RANGE.perOrigin),
    maxTotal: clamp(limits.maxTotal, VISITED_LIMIT_RANGE.total),
  };
}

export interface VisitedProtocolMap {
  visitedView(): VisitedView;
  /** Turns keeping on or off (off forgets every address kept) and sets the bounds. */
  visitedSet(data: { on: boolean; limits: VisitedLimits }): VisitedView;
  /** The addresses kept for an origin, newest first. */
  visitedForOrigin(data: { origin: string }): string[];
}

export const { sendMessage: sendVisitedMessage, onMessage: onVisitedMessage } = defineExtensionMessaging<VisitedProtocolMap>();
