/** The one typed message protocol between the service worker, the popup and the options page. */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { RobotsRecord } from './robots-record.ts';

export type RobotsLookup =
  | {
      kind: 'not-applicable';
      pageUrl: string;
      /** Why this page has no robots.txt (e.g. "chrome:// pages have no robots.txt"). */
      message: string;
    }
  | {
      kind: 'record';
      pageUrl: string;
      record: RobotsRecord;
      /** True when the answer came from the cache without a network request. */
      fromCache: boolean;
    };

export interface CacheStats {
  origins: number;
  bytes: number;
}

export interface ProtocolMap {
  /** robots.txt facts for a page URL; `refresh` bypasses every cache. */
  getRobots(data: { url: string; refresh?: boolean }): RobotsLookup;
  /** The URL of a tab (the popup opened as a page passes ?tabId=). */
  getTabUrl(data: { tabId: number }): string | null;
  clearCache(): CacheStats;
  getCacheStats(): CacheStats;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
