/** The one typed message protocol between the service worker, the popup and the options page. */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { NotApplicableReason } from '../core/robots-url.ts';
import type { OverlayDecisions, OverlayState } from './overlay-view.ts';
import type { RobotsRecord } from './robots-record.ts';

export type RobotsLookup =
  | {
      kind: 'not-applicable';
      pageUrl: string;
      /** Why this page has no robots.txt, as a code the page puts into its own words. */
      reason: NotApplicableReason;
    }
  | {
      kind: 'record';
      pageUrl: string;
      record: RobotsRecord;
      /** True when the answer came from the cache without a network request. */
      fromCache: boolean;
    };

/**
 * The answer for the page shown in a tab: its robots.txt facts, or
 * 'no-address' when the browser shows no address for that tab (no tab,
 * or one still opening).
 */
export type TabRobots = RobotsLookup | { kind: 'no-address' };

export interface CacheStats {
  origins: number;
  bytes: number;
}

export interface ProtocolMap {
  /** robots.txt facts for a page URL; `refresh` bypasses every cache. */
  getRobots(data: { url: string; refresh?: boolean }): RobotsLookup;
  /**
   * robots.txt facts for the page in a tab: the tab given (the popup opened as
   * a page passes ?tabId=), or else the active tab of the last focused window
   * (the one whose toolbar opened the popup). The worker reads the address
   * itself, so the popup needs one round trip, not two, before its verdict.
   */
  getTabRobots(data: { tabId?: number }): TabRobots;
  /** Removes every key the cache owns; answers what storage held (records and their size). */
  clearCache(): CacheStats;
  getCacheStats(): CacheStats;
  /** Whether the on-page overlay is on in a tab (the tab given, else as getTabRobots picks it), or cannot be there. */
  getOverlay(data: { tabId?: number }): OverlayState;
  /** Turns the on-page overlay on or off in that tab; answers the state it is left in. */
  setOverlay(data: { tabId?: number; on: boolean }): OverlayState;
  /** From the overlay in a page (the sender's tab, where it must be on): its link URLs' verdicts and tooltip lines. */
  overlayDecide(data: { urls: string[] }): OverlayDecisions;
  /** From the overlay in a page: the person turned it off there. */
  overlayClosed(): void;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
