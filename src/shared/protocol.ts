/** The one typed message protocol between the service worker, the popup and the options page. */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { NotApplicableReason } from '../core/robots-url.ts';
import type { OverlayDecisions, OverlayRefusal, OverlayState } from './overlay-view.ts';
import type { TabSignals, UrlDecision } from './page-signals.ts';
import type { RobotsRecord } from '../robots/robots-record.ts';
import type { RecordView, VerdictView } from '../robots/record-view.ts';
import type { Explanation, FileView, RecordDecision } from '../robots/record-details.ts';
import type { MatrixCell } from '../robots/crawler-matrix.ts';
import type { CrawlerProfile } from '../core/profiles.ts';
import type { TabDocumentAnswer } from './tab-document.ts';
import type { ServedAnswer } from './served-html.ts';

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
 * The answer for the page shown in a tab: its robots.txt facts without the
 * bodies and the verdict for the page and the settings' crawler (null when
 * the worker could not decide it), or 'no-address' when the browser shows no
 * address for that tab (no tab, or one still opening).
 */
export type TabRobots = RobotsView | { kind: 'no-address' };

/** A page's robots.txt facts without the bodies, and the verdict for the page and the settings' crawler (null when it could not be decided). */
export type RobotsView =
  | Extract<RobotsLookup, { kind: 'not-applicable' }>
  | { kind: 'record'; pageUrl: string; record: RecordView; verdict: VerdictView | null; fromCache: boolean };

/**
 * Names a record a view was answered for (`key`), and a URL of its origin
 * (`url`): a worker that no longer holds that copy reads the origin's record
 * as getRobots would.
 */
export interface RecordQuestion {
  key: string;
  url: string;
}

export interface CacheStats {
  origins: number;
  bytes: number;
}

/** Many URLs' robots.txt decisions for one crawler (a page's links and resources). */
export interface DecideUrlsRequest {
  /** Absolute URLs; each is decided by its own origin's robots.txt. */
  urls: string[];
  /** The crawler (a preset's or a custom profile's id); an unknown id reads as the settings' crawler. */
  profileId: string;
  /** Fetch the robots.txt of origins not in the cache (the person asked); else their URLs stay 'pending'. */
  fetch: boolean;
  /** The page the URLs come from: cookies (when the settings send them) go only to its own origin. */
  pageUrl?: string;
  /** Answer once at least one origin still pending has been fetched (or after a while): the popup's progress. */
  wait?: boolean;
  /** The person asked to check the private addresses a public page points at (they are 'private' otherwise). */
  checkPrivate?: boolean;
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
  /** getRobots's facts without the bodies, as getTabRobots answers them (the path box's other origin, a refresh). */
  getRobotsView(data: { url: string; refresh?: boolean }): RobotsView;
  /** The verdict for `url` and a crawler on a record, explained; `header`: the page's Content-Usage header for the AI-use reading. */
  explain(data: RecordQuestion & { profileId: string; header?: string | null }): Explanation;
  /** One copy's file as the popup shows it (lines, findings, sitemaps); null when there is no such copy. */
  fileView(data: RecordQuestion & { which: 'latest' | 'last-good' }): FileView | null;
  /** Every crawler's cell for `url` on a record; null when the record cannot be read. */
  crawlerMatrix(data: RecordQuestion & { profiles: CrawlerProfile[] }): MatrixCell[] | null;
  /** URLs of the record's origin decided for a crawler (the page's same-site canonicals). */
  decideOnRecord(data: RecordQuestion & { urls: string[]; profileId: string }): RecordDecision[];
  /** Removes every key the cache owns; answers what storage held (records and their size). */
  clearCache(): CacheStats;
  /**
   * The indexing signals of the page in a tab (the given one, or the last
   * focused window's active tab): its markup read now, its headers as the
   * worker saw them load.
   */
  getTabSignals(data: { tabId?: number }): TabSignals;
  getCacheStats(): CacheStats;
  /** Whether the on-page overlay is on in a tab (the tab given, else as getTabRobots picks it), or cannot be there. */
  getOverlay(data: { tabId?: number }): OverlayState;
  /** Turns the on-page overlay on or off in that tab; answers the state it is left in. */
  setOverlay(data: { tabId?: number; on: boolean }): OverlayState;
  /**
   * From the overlay in a page (the sender's tab, where it must be on): its link URLs' verdicts and tooltip
   * lines, robots.txt files fetched as needed; `wait` answers once another pending origin is settled (progress).
   */
  overlayDecide(data: { urls: string[]; wait?: boolean }): OverlayDecisions | OverlayRefusal;
  /** From the overlay in a page: the person turned it off there. */
  overlayClosed(): void;
  /** Decisions only, never the files: cached origins at once, the others fetched (6 at once) only when `fetch`. */
  decideUrls(data: DecideUrlsRequest): UrlDecision[];
  /**
   * The crawler chosen in a popup, and when (Date.now()): stored unless a later choice is; answers whether it was.
   * `settleMs`: a step of the arrow keys, written only if no later step comes within that time.
   */
  chooseCrawler(data: { profileId: string; chosenAt: number; settleMs?: number }): boolean;
  /**
   * The main document's HTTP answer in a tab (the tab given, else as getTabRobots picks it), as the browser's
   * webRequest events showed it: every hop and how the load ended, or why it was not seen. `url`: the tab's address.
   */
  getTabDocument(data: { tabId?: number }): TabDocumentAnswer;
  /**
   * The person asked: the tab's served HTML (the tab given, else as getTabRobots picks it), fetched once, beside its
   * rendered page read now: their robots meta tags, canonicals and X-Robots-Tag, or why they could not be compared.
   */
  compareServedHtml(data: { tabId?: number }): ServedAnswer;
}

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
