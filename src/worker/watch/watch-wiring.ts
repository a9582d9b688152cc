/**
 * The watch list in the worker: its checks through the cache's fetch (the
 * same fetcher, redirect policy and limits as every fetch; the history keeps
 * the version), its alarm, its notifications and what clicking one opens.
 * The alarms and notifications APIs exist only once their optional
 * permissions are granted, so they are looked up when used, and the
 * listeners are added at start-up and again when the permissions arrive.
 */
import browser from 'webextension-polyfill';
import { bytesFromBase64, diffRobots, parseRobotsTxt, readFetchOutcome } from '../../core/index.ts';
import { outcomeKey } from '../../shared/robots-history.ts';
import type { Text } from '../../text/text.ts';
import { workbenchPath } from '../../pages/workbench/address.ts';
import { workbenchHistoryPath } from '../../pages/workbench/history-address.ts';
import type { RobotsCache } from '../../robots/robots-cache.ts';
import type { RobotsHistory } from '../history/robots-history.ts';
import { WATCH_ALARM, WatchList, type AlarmsApi } from './watch-list.ts';
import type { WatchEvent } from './watch-schedule.ts';

interface AlarmsNamespace extends AlarmsApi {
  onAlarm: { addListener(listener: (alarm: { name: string }) => void): void; hasListener(listener: unknown): boolean };
}

interface NotificationsNamespace {
  create(id: string, options: { type: 'basic'; iconUrl: string; title: string; message: string }): Promise<string> | unknown;
  clear(id: string): unknown;
  onClicked: { addListener(listener: (id: string) => void): void; hasListener(listener: unknown): boolean };
}

interface Namespaces {
  alarms?: AlarmsNamespace;
  notifications?: NotificationsNamespace;
  permissions?: { onAdded?: { addListener(listener: () => void): void } };
}

const api = (): Namespaces => (globalThis as { chrome?: Namespaces }).chrome ?? (browser as unknown as Namespaces);

/** A notification's id: the origin and what to open (`watch|origin|from|to`, or `watch|origin` for a failure). */
const NOTIFICATION_PREFIX = 'watch|';

export interface WatchWiringDeps {
  cache: RobotsCache;
  history: RobotsHistory;
  text: () => Text;
  warn: (what: string) => (error: unknown) => void;
  /** A watched site's badge mark came or went: repaint the badges. */
  onMarksChanged: () => void;
  /** Whether fetches send cookies, as the settings say (the same for a watched site as for a visited one). */
  credentials: () => Promise<'omit' | 'include'>;
}

export function startWatching(deps: WatchWiringDeps): WatchList {
  const { cache, history, text, warn } = deps;

  const notify = async (origin: string, event: Exclude<WatchEvent, null>) => {
    const notifications = api().notifications;
    if (!notifications) return;
    const t = text();
    const host = new URL(origin).host;
    let title: string;
    let message: string;
    let id: string;
    if (event.code === 'changed') {
      const [from, to] = await Promise.all([history.version(origin, event.fromId), history.version(origin, event.toId)]);
      const model = (v: typeof from) => parseRobotsTxt(v?.bodyBase64 ? bytesFromBase64(v.bodyBase64) : new Uint8Array(0));
      const diff = diffRobots(model(from), model(to));
      title = t.t('history.watch.changed-title', { host });
      message = t.t('history.watch.changed-body', { added: diff.rulesAdded, removed: diff.rulesRemoved });
      id = `${NOTIFICATION_PREFIX}${origin}|${event.fromId}|${event.toId}`;
    } else {
      title = t.t('history.watch.failing-title', { host });
      message = t.t('history.watch.failing-body');
      id = `${NOTIFICATION_PREFIX}${origin}`;
    }
    await notifications.create(id, { type: 'basic', iconUrl: browser.runtime.getURL('icon-128.png'), title, message });
  };

  const watch = new WatchList({
    storage: browser.storage.local,
    now: Date.now,
    check: async (origin) => {
      // As the popup would fetch it, so a site that answers differently with cookies does not seem to change at every check.
      const credentials = await deps.credentials();
      const { record } = await cache.lookup(origin, `${origin}/robots.txt`, { credentials, refresh: true });
      await history.flush();
      const reading = readFetchOutcome(record.latest.facts.outcome, 'google');
      const failing = reading.action === 'disallow-all' && reading.temporary;
      const current = (await history.forOrigin(origin)).current;
      return { versionId: current?.id ?? outcomeKey(record.latest.facts.outcome), failing };
    },
    alarms: () => api().alarms ?? null,
    notify,
    onMarksChanged: deps.onMarksChanged,
    onError: warn('could not check a watched site'),
  });

  const onAlarm = (alarm: { name: string }) => {
    if (alarm.name === WATCH_ALARM) watch.runDue().catch(warn('could not check the watched sites'));
  };
  const onClicked = (id: string) => {
    if (!id.startsWith(NOTIFICATION_PREFIX)) return;
    const [origin = '', from, to] = id.slice(NOTIFICATION_PREFIX.length).split('|');
    const path = from && to ? workbenchHistoryPath(origin, from, to) : workbenchPath(origin);
    void browser.tabs.create({ url: browser.runtime.getURL(path) });
    void api().notifications?.clear(id);
    watch.looked(origin).catch(warn('could not mark a watched site as seen'));
  };
  const listen = () => {
    const { alarms, notifications } = api();
    if (alarms && !alarms.onAlarm.hasListener(onAlarm)) alarms.onAlarm.addListener(onAlarm);
    if (notifications && !notifications.onClicked.hasListener(onClicked)) notifications.onClicked.addListener(onClicked);
  };
  listen();
  api().permissions?.onAdded?.addListener(() => {
    listen();
    watch.schedule().catch(warn('could not schedule the watched sites'));
  });
  // A worker started after a while: an alarm missed meanwhile still finds its sites due.
  watch.schedule().catch(warn('could not schedule the watched sites'));
  return watch;
}
