/**
 * Answers every message of src/shared/protocol.ts. getRobots answers a warm
 * cache from memory without any request or parsing (the popup must show a
 * verdict within 100 ms); the popup turns the record into a verdict itself.
 */
import { onMessage } from '../shared/protocol.ts';
import type { CacheStats } from '../shared/protocol.ts';
import type { LookupRobots } from './robots-lookup.ts';

export interface MessageHandlerDeps {
  lookup: LookupRobots;
  tabUrl: (tabId: number) => Promise<string | null>;
  cache: { clear(): Promise<CacheStats>; stats(): Promise<CacheStats> };
}

/** Registers the handlers; returns a function that removes them. */
export function registerMessageHandlers(deps: MessageHandlerDeps): () => void {
  const removers = [
    onMessage('getRobots', ({ data }) => {
      if (typeof data?.url !== 'string' || !data.url) {
        throw new Error('getRobots needs the page address (url).');
      }
      return deps.lookup(data.url, { refresh: data.refresh === true });
    }),
    onMessage('getTabUrl', ({ data }) => {
      if (typeof data?.tabId !== 'number' || !Number.isInteger(data.tabId)) {
        throw new Error('getTabUrl needs a tab id (an integer).');
      }
      return deps.tabUrl(data.tabId);
    }),
    onMessage('clearCache', () => deps.cache.clear()),
    onMessage('getCacheStats', () => deps.cache.stats()),
  ];
  return () => {
    for (const remove of removers) remove();
  };
}

/** The URL of a tab through the tabs API; null when the tab is gone or has none. */
export function tabUrlReader(
  tabs: { get(tabId: number): Promise<{ url?: string } | undefined> },
): (tabId: number) => Promise<string | null> {
  return async (tabId) => {
    try {
      return (await tabs.get(tabId))?.url ?? null;
    } catch {
      return null;
    }
  };
}
