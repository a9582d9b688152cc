/**
 * Answers the history's own messages (src/shared/robots-history.ts): its
 * channel is apart from the main protocol, so the popup's and the options
 * page's other messages are untouched by it.
 */
import { onHistoryMessage, onVisitedMessage, type HistoryLimits, type VisitedLimits } from '../../shared/robots-history.ts';
import type { RobotsHistory } from './robots-history.ts';
import { OriginChanges } from './origin-change.ts';
import type { VisitedPages } from './visited-pages.ts';
import type { WatchList } from '../watch/watch-list.ts';

function checkedOrigin(origin: unknown, request: string): string {
  if (typeof origin !== 'string' || origin === '' || origin.length > 2048) throw new Error(`${request} needs an origin.`);
  return origin;
}

function checkedLimits(data: unknown): HistoryLimits {
  const d = data as Partial<HistoryLimits> | undefined;
  if (
    typeof d?.maxVersionsPerOrigin !== 'number' ||
    typeof d.maxBytes !== 'number' ||
    !Number.isFinite(d.maxVersionsPerOrigin + d.maxBytes)
  ) {
    throw new Error('historySetLimits needs maxVersionsPerOrigin and maxBytes as numbers.');
  }
  return { maxVersionsPerOrigin: d.maxVersionsPerOrigin, maxBytes: d.maxBytes };
}

function checkedVisited(data: unknown): { on: boolean; limits: VisitedLimits } {
  const d = data as { on?: unknown; limits?: Partial<VisitedLimits> } | undefined;
  if (typeof d?.on !== 'boolean' || typeof d.limits?.maxPerOrigin !== 'number' || typeof d.limits.maxTotal !== 'number') {
    throw new Error('visitedSet needs on, and limits with maxPerOrigin and maxTotal as numbers.');
  }
  return { on: d.on, limits: { maxPerOrigin: d.limits.maxPerOrigin, maxTotal: d.limits.maxTotal } };
}

/** Registers the handlers; returns a function that removes them. */
export function registerHistoryHandlers(history: RobotsHistory, watch: WatchList, visited: VisitedPages): () => void {
  // Between the steps of a comparison, other tabs' work runs (a macrotask, not a microtask).
  const changes = new OriginChanges(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const removers = [
    onHistoryMessage('historyChange', async ({ data }) =>
      changes.of(await history.forOrigin(checkedOrigin(data?.origin, 'historyChange'))),
    ),
    onHistoryMessage('historyForOrigin', ({ data }) => history.forOrigin(checkedOrigin(data?.origin, 'historyForOrigin'))),
    onHistoryMessage('historyVersion', ({ data }) => {
      if (typeof data?.id !== 'string') throw new Error('historyVersion needs a version id.');
      return history.version(checkedOrigin(data.origin, 'historyVersion'), data.id);
    }),
    onHistoryMessage('historyStats', () => history.stats()),
    onHistoryMessage('historySetLimits', ({ data }) => history.setLimits(checkedLimits(data))),
    // The pages visited go with the history: they are part of what it remembers of the person's browsing.
    onHistoryMessage('historyClear', async () => {
      await visited.clear();
      return history.clear();
    }),
    onHistoryMessage('historyExport', () => history.export()),
    onHistoryMessage('historyImport', ({ data }) => {
      if (typeof data?.text !== 'string') throw new Error('historyImport needs the file’s text.');
      return history.import(data.text);
    }),
    onHistoryMessage('watchView', () => watch.view()),
    onHistoryMessage('watchAdd', ({ data }) => {
      if (typeof data?.url !== 'string' || data.url.length > 8192) throw new Error('watchAdd needs the address of a site.');
      return watch.add(data.url);
    }),
    onHistoryMessage('watchRemove', ({ data }) => watch.remove(checkedOrigin(data?.origin, 'watchRemove'))),
    onHistoryMessage('watchSetInterval', ({ data }) => {
      if (typeof data?.minutes !== 'number') throw new Error('watchSetInterval needs minutes.');
      return watch.setInterval(data.minutes);
    }),
    onHistoryMessage('watchLooked', ({ data }) => watch.looked(checkedOrigin(data?.origin, 'watchLooked'))),
    onHistoryMessage('watchPermissionsGranted', async () => {
      await watch.schedule();
      return watch.view();
    }),
    onVisitedMessage('visitedView', () => visited.view()),
    onVisitedMessage('visitedSet', ({ data }) => {
      const { on, limits } = checkedVisited(data);
      return visited.set(on, limits);
    }),
    onVisitedMessage('visitedForOrigin', ({ data }) => visited.forOrigin(checkedOrigin(data?.origin, 'visitedForOrigin'))),
  ];
  return () => {
    for (const remove of removers) remove();
  };
}
