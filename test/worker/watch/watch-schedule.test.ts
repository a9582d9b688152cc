/**
 * The watch list's schedule with a fake clock: what is due, when the alarm
 * rings, what a check tells (a new version, a fetch that starts failing,
 * once), and the list run by the worker's WatchList against fake alarms,
 * checks and notifications: only listed origins are fetched.
 */
import { describe, expect, it } from 'vitest';
import { WATCH_ALARM, WatchList, type AlarmsApi } from '../../../src/worker/watch/watch-list.ts';
import {
  afterCheck,
  changedSinceLooked,
  clampInterval,
  DEFAULT_INTERVAL_MINUTES,
  dueOrigins,
  newEntry,
  nextCheckAt,
  type WatchEvent,
  type WatchState,
} from '../../../src/worker/watch/watch-schedule.ts';
import { StoppableStorage } from '../support/stoppable-storage.ts';

const T0 = 1_700_000_000_000;
const MIN = 60_000;
const HOUR = 60 * MIN;
const A = 'https://a.test';
const B = 'https://b.test';

describe('the schedule', () => {
  it('is daily by default, at least hourly, at most weekly', () => {
    expect(DEFAULT_INTERVAL_MINUTES).toBe(24 * 60);
    expect(clampInterval(5)).toBe(60);
    expect(clampInterval(100_000)).toBe(7 * 24 * 60);
    expect(clampInterval(Number.NaN)).toBe(24 * 60);
  });

  it('an origin never checked is due at once; a checked one an interval later', () => {
    const a = { ...newEntry(A, T0), lastCheckAt: T0 };
    const b = newEntry(B, T0);
    const state: WatchState = { intervalMinutes: 60, entries: [a, b] };
    expect(dueOrigins(state, T0)).toEqual([B]);
    expect(nextCheckAt(state, T0)).toBe(T0);
    const checked: WatchState = { intervalMinutes: 60, entries: [a, { ...b, lastCheckAt: T0 + 10 * MIN }] };
    expect(dueOrigins(checked, T0 + 59 * MIN)).toEqual([]);
    expect(nextCheckAt(checked, T0 + 59 * MIN)).toBe(T0 + HOUR);
    expect(dueOrigins(checked, T0 + HOUR)).toEqual([A]);
    expect(dueOrigins(checked, T0 + 70 * MIN)).toEqual([A, B]);
  });

  it('a clock set back does not stop the checks: a check "in the future" is due now', () => {
    const state: WatchState = { intervalMinutes: 60, entries: [{ ...newEntry(A, T0), lastCheckAt: T0 + 5 * HOUR }] };
    expect(dueOrigins(state, T0)).toEqual([A]);
    expect(nextCheckAt(state, T0)).toBe(T0);
  });

  it('nothing watched: no alarm', () => {
    expect(nextCheckAt({ intervalMinutes: 60, entries: [] }, T0)).toBeNull();
  });

  it('the first check is the baseline; a new version later is a change, and marks the origin until looked at', () => {
    const first = afterCheck(newEntry(A, T0), { versionId: 'v1', failing: false }, T0 + 1);
    expect(first.event).toBeNull();
    const same = afterCheck(first.entry, { versionId: 'v1', failing: false }, T0 + HOUR);
    expect(same.event).toBeNull();
    expect(changedSinceLooked(same.entry)).toBe(false);
    const changed = afterCheck(same.entry, { versionId: 'v2', failing: false }, T0 + 2 * HOUR);
    expect(changed.event).toEqual({ code: 'changed', fromId: 'v1', toId: 'v2' });
    expect(changedSinceLooked(changed.entry)).toBe(true);
    expect(changedSinceLooked({ ...changed.entry, lastLookedAt: T0 + 3 * HOUR })).toBe(false);
  });

  it('a fetch that starts failing is told once, not at every check, and is not a version change', () => {
    const ok = afterCheck(newEntry(A, T0), { versionId: 'v1', failing: false }, T0).entry;
    const down = afterCheck(ok, { versionId: 'e503', failing: true }, T0 + HOUR);
    expect(down.event).toEqual({ code: 'failing' });
    expect(down.entry.versionId).toBe('v1');
    expect(afterCheck(down.entry, { versionId: 'e503', failing: true }, T0 + 2 * HOUR).event).toBeNull();
    // Back with the same copy: nothing changed.
    expect(afterCheck(down.entry, { versionId: 'v1', failing: false }, T0 + 3 * HOUR).event).toBeNull();
  });
});

describe('WatchList', () => {
  function setup() {
    let now = T0;
    const versions = new Map<string, { versionId: string; failing: boolean }>();
    const checked: string[] = [];
    const told: [string, WatchEvent][] = [];
    const alarms: { name: string; when: number | null; every?: number }[] = [];
    let granted = true;
    const alarmApi: AlarmsApi = {
      create: (name, info) => alarms.push({ name, when: info.when, every: info.periodInMinutes }),
      clear: (name) => alarms.push({ name, when: null }),
    };
    const list = new WatchList({
      storage: new StoppableStorage().area(),
      now: () => now,
      check: async (origin) => {
        checked.push(origin);
        return versions.get(origin) ?? { versionId: 'v1', failing: false };
      },
      alarms: () => (granted ? alarmApi : null),
      notify: async (origin, event) => {
        told.push([origin, event]);
      },
    });
    return {
      list,
      versions,
      checked,
      told,
      alarms,
      advance: (ms: number) => (now += ms),
      revoke: () => (granted = false),
    };
  }

  it('fetches only the origins on the list, on their schedule, and tells a change once', async () => {
    const s = setup();
    await s.list.add(`${A}/some/page?x=1`);
    await s.list.setInterval(60);
    expect((await s.list.view()).entries.map((e) => e.origin)).toEqual([A]);
    // The next check's time, and hourly after it in case a stopped worker never sets the next one.
    expect(s.alarms.at(-1)).toEqual({ name: WATCH_ALARM, when: T0 + MIN, every: 60 });

    await s.list.runDue();
    expect(s.checked).toEqual([A]);
    expect(s.told).toEqual([]);
    expect(s.alarms.at(-1)).toEqual({ name: WATCH_ALARM, when: T0 + HOUR, every: 60 });

    s.advance(30 * MIN);
    await s.list.runDue();
    expect(s.checked).toEqual([A]);

    s.advance(30 * MIN);
    s.versions.set(A, { versionId: 'v2', failing: false });
    await s.list.runDue();
    expect(s.checked).toEqual([A, A]);
    expect(s.told).toEqual([[A, { code: 'changed', fromId: 'v1', toId: 'v2' }]]);
    expect(await s.list.marked(A)).toBe(true);
    await s.list.looked(A);
    expect(await s.list.marked(A)).toBe(false);
    expect((await s.list.view()).entries[0]).toMatchObject({ changed: false, lastChangeAt: T0 + HOUR });
  });

  it('refuses what is not a web site; removing the last origin clears the alarm', async () => {
    const s = setup();
    await expect(s.list.add('file:///etc/passwd')).rejects.toThrow('not-a-site');
    await s.list.add(B);
    await s.list.remove(B);
    expect(s.alarms.at(-1)).toEqual({ name: WATCH_ALARM, when: null });
    await s.list.runDue();
    expect(s.checked).toEqual([]);
  });

  it('without the alarms permission the list is kept and no alarm is set', async () => {
    const s = setup();
    s.revoke();
    await s.list.add(A);
    expect(s.alarms).toEqual([]);
    expect((await s.list.view()).entries).toHaveLength(1);
  });
});
