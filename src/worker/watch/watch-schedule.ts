/**
 * The watch list's schedule, as pure functions of the list and the clock:
 * which watched origins are due for a fetch, when the next alarm should ring,
 * and what a check's result means (a new version, a fetch that started
 * failing, or nothing to say). The worker (watch-list.ts) keeps the list and
 * runs the checks; these decide, so a fake clock can test them.
 */

const HOUR_MINUTES = 60;
/** The shortest interval a person may choose: at most one fetch an hour per origin. */
export const MIN_INTERVAL_MINUTES = HOUR_MINUTES;
export const DEFAULT_INTERVAL_MINUTES = 24 * HOUR_MINUTES;
export const MAX_INTERVAL_MINUTES = 7 * 24 * HOUR_MINUTES;
/** The choices the options page offers. */
export const INTERVAL_CHOICES = [HOUR_MINUTES, 6 * HOUR_MINUTES, DEFAULT_INTERVAL_MINUTES, MAX_INTERVAL_MINUTES] as const;
/** The most origins on the list (each is a fetch per interval). */
export const MAX_WATCHED = 200;

export interface WatchEntry {
  origin: string;
  addedAt: number;
  /** When it was last fetched for the list; null before the first. */
  lastCheckAt: number | null;
  /** The version the last check found (history ids: outcome and hash); null before the first. */
  versionId: string | null;
  /** The version before the last change (what a notification compares with). */
  previousVersionId: string | null;
  /** The last check found robots.txt unreachable (5xx, 429, no answer, a refused redirect). */
  failing: boolean;
  /** When a check last found a new version. */
  lastChangeAt: number | null;
  /** When the person last looked at the origin (its popup or its comparison). */
  lastLookedAt: number;
}

export interface WatchState {
  intervalMinutes: number;
  entries: WatchEntry[];
}

export const EMPTY_WATCH: WatchState = { intervalMinutes: DEFAULT_INTERVAL_MINUTES, entries: [] };

export function clampInterval(minutes: number): number {
  if (!Number.isFinite(minutes)) return DEFAULT_INTERVAL_MINUTES;
  return Math.min(MAX_INTERVAL_MINUTES, Math.max(MIN_INTERVAL_MINUTES, Math.round(minutes)));
}

const intervalMs = (state: WatchState) => clampInterval(state.intervalMinutes) * 60_000;

/** The origins to fetch now: never fetched for the list, or fetched an interval ago or more. */
export function dueOrigins(state: WatchState, now: number): string[] {
  const every = intervalMs(state);
  return state.entries.filter((e) => e.lastCheckAt === null || now - e.lastCheckAt >= every || e.lastCheckAt > now).map((e) => e.origin);
}

/** When the next alarm should ring (epoch ms), or null when nothing is watched. Never in the past. */
export function nextCheckAt(state: WatchState, now: number): number | null {
  if (state.entries.length === 0) return null;
  const every = intervalMs(state);
  let next = Number.POSITIVE_INFINITY;
  for (const e of state.entries) next = Math.min(next, e.lastCheckAt === null || e.lastCheckAt > now ? now : e.lastCheckAt + every);
  return Math.max(now, next);
}

export type WatchEvent = { code: 'changed'; fromId: string; toId: string } | { code: 'failing' } | null;

export interface CheckResult {
  versionId: string;
  failing: boolean;
}

/**
 * The entry after a check, and what to tell the person: a new version
 * (only against a version seen before: the first check is the baseline), or
 * a fetch that started failing (once, not at every check while it fails).
 * A failure is not a version change: the copy compared stays the last good one.
 */
export function afterCheck(entry: WatchEntry, result: CheckResult, now: number): { entry: WatchEntry; event: WatchEvent } {
  const next: WatchEntry = { ...entry, lastCheckAt: now, failing: result.failing };
  if (result.failing) return { entry: next, event: entry.failing ? null : { code: 'failing' } };
  next.versionId = result.versionId;
  if (entry.versionId === null || entry.versionId === result.versionId) return { entry: next, event: null };
  next.previousVersionId = entry.versionId;
  next.lastChangeAt = now;
  return { entry: next, event: { code: 'changed', fromId: entry.versionId, toId: result.versionId } };
}

/** Whether the badge marks the origin: it changed (or started failing) since the person last looked. */
export function changedSinceLooked(entry: WatchEntry): boolean {
  return entry.lastChangeAt !== null && entry.lastChangeAt > entry.lastLookedAt;
}

export function newEntry(origin: string, now: number): WatchEntry {
  return {
    origin,
    addedAt: now,
    lastCheckAt: null,
    versionId: null,
    previousVersionId: null,
    failing: false,
    lastChangeAt: null,
    lastLookedAt: now,
  };
}
