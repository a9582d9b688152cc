/**
 * Answers every message of src/shared/protocol.ts. getRobots answers a warm
 * cache from memory without any request or parsing. getTabRobots answers the
 * popup's first question with facts, not files: the record without its
 * bodies and the verdict for the page and the settings' crawler, decided from
 * the model the badge already parsed (src/robots/record-view.ts). The
 * popup's later questions name that record by its key and are answered from
 * the same model (explain, fileView, crawlerMatrix, decideOnRecord:
 * src/robots/record-details.ts), so the popup never parses robots.txt.
 */
import { MAX_DECIDE_URLS, URL_TEXT_CAP } from '../shared/page-signals.ts';
import { onMessage } from '../shared/protocol.ts';
import type { CacheStats } from '../shared/protocol.ts';
import type { OverlayTabs } from './overlay/overlay-tabs.ts';
import type { LookupRobots } from './robots-lookup.ts';
import type { DecideUrls } from '../robots/url-decisions.ts';
import { AnsweredRecords, type VerdictView, verdictView } from '../robots/record-view.ts';
import { decideOnRecord, explain, fileView, matrixCells } from '../robots/record-details.ts';
import type { RobotsRecord } from '../robots/robots-record.ts';
import { settleExplanation } from '../robots/verdict-for-record.ts';
import type { CrawlerProfile } from '../core/index.ts';
import type { RobotsLookup, RobotsView } from '../shared/protocol.ts';

export interface MessageHandlerDeps {
  lookup: LookupRobots;
  /** The address of a tab, or of the last focused window's active tab when no id is given; null when there is none. */
  tabUrl: (tabId?: number) => Promise<string | null>;
  cache: { clear(): Promise<CacheStats>; stats(): Promise<CacheStats> };
  overlay: Pick<OverlayTabs, 'state' | 'set' | 'decide' | 'closed'>;
  /** The tab given, or the last focused window's active tab; null when there is none. */
  tabId: (tabId?: number) => Promise<number | null>;
  decideUrls: DecideUrls;
  /** A crawler by id (the settings' custom ones too), or the settings' crawler without one: getTabRobots decides the page's verdict for it. */
  profile: (profileId?: string) => Promise<CrawlerProfile>;
}

/** Lets the events queued meanwhile (other tabs' badges) run: a macrotask, not a microtask. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A few popups' records (one per open popup): at most 4, and at most 4 MiB of
 * base64 bodies beyond the newest (two 500 KiB copies are 1.4 MB), so they
 * stay a small share of the worker's 60 MB even when the cache evicted them.
 */
const ANSWERED_RECORDS = 4;
const ANSWERED_BODY_CHARS = 4 * 1024 * 1024;

/** Registers the handlers; returns a function that removes them. */
export function registerMessageHandlers(deps: MessageHandlerDeps): () => void {
  const answered = new AnsweredRecords(ANSWERED_RECORDS, ANSWERED_BODY_CHARS);
  /** The lookup's answer as facts and the settings' crawler's verdict; the record kept for the questions that follow. */
  const viewOf = async (lookup: RobotsLookup): Promise<RobotsView> => {
    if (lookup.kind !== 'record') return lookup;
    const { record, pageUrl, fromCache } = lookup;
    let verdict: VerdictView | null = null;
    try {
      const profile = await deps.profile();
      // A hostile page's long address is matched in slices first (the view explains the verdict, so its
      // matching rules are listed too): other tabs' badges run between them.
      await settleExplanation(record, pageUrl, profile, Date.now(), nextTask);
      verdict = verdictView(record, pageUrl, profile, Date.now());
    } catch {
      // The popup asks for the explanation and words what failed then.
    }
    return { kind: 'record', pageUrl, record: answered.remember(record), verdict, fromCache };
  };
  /** The record a question names: the very copy answered, or the origin's record as getRobots reads it. */
  const recordFor = async (data: { key?: unknown; url?: unknown } | undefined, request: string): Promise<RobotsRecord> => {
    if (typeof data?.key !== 'string' || typeof data.url !== 'string' || !data.url) {
      throw new Error(`${request} needs the record’s key and an address of its site (url).`);
    }
    const held = answered.get(data.key);
    if (held) return held;
    const lookup = await deps.lookup(data.url);
    if (lookup.kind !== 'record') throw new Error(`${request}: ${data.url} has no robots.txt.`);
    return lookup.record;
  };
  const removers = [
    onMessage('getRobots', ({ data }) => {
      if (typeof data?.url !== 'string' || !data.url) {
        throw new Error('getRobots needs the page address (url).');
      }
      return deps.lookup(data.url, { refresh: data.refresh === true });
    }),
    onMessage('getTabRobots', async ({ data }) => {
      const tabId = data?.tabId;
      if (tabId !== undefined && (typeof tabId !== 'number' || !Number.isInteger(tabId))) {
        throw new Error('getTabRobots needs a tab id that is an integer, or none for the active tab.');
      }
      const url = await deps.tabUrl(tabId);
      if (url === null) return { kind: 'no-address' as const };
      return viewOf(await deps.lookup(url));
    }),
    onMessage('getRobotsView', async ({ data }) => {
      if (typeof data?.url !== 'string' || !data.url) throw new Error('getRobotsView needs the page address (url).');
      return viewOf(await deps.lookup(data.url, { refresh: data.refresh === true }));
    }),
    onMessage('explain', async ({ data }) => {
      const record = await recordFor(data, 'explain');
      const header = typeof data.header === 'string' ? data.header : null;
      const profile = await deps.profile(checkedProfileId(data.profileId, 'explain'));
      // Every matching rule of a long address is listed in slices first, as the badge decides it.
      await settleExplanation(record, data.url, profile, Date.now(), nextTask);
      return explain(record, data.url, profile, Date.now(), { header });
    }),
    onMessage('fileView', async ({ data }) => {
      const record = await recordFor(data, 'fileView');
      if (data.which !== 'latest' && data.which !== 'last-good') throw new Error('fileView needs which copy: latest or last-good.');
      return fileView(record, data.which);
    }),
    onMessage('crawlerMatrix', async ({ data }) => {
      const record = await recordFor(data, 'crawlerMatrix');
      if (!Array.isArray(data.profiles) || data.profiles.length > MAX_MATRIX_PROFILES) {
        throw new Error(`crawlerMatrix needs the crawlers (profiles), at most ${MAX_MATRIX_PROFILES}.`);
      }
      return matrixCells(record, data.url, data.profiles, Date.now(), nextTask);
    }),
    onMessage('decideOnRecord', async ({ data }) => {
      const record = await recordFor(data, 'decideOnRecord');
      const profile = await deps.profile(checkedProfileId(data.profileId, 'decideOnRecord'));
      return decideOnRecord(record, checkedUrls(data.urls, 'decideOnRecord'), profile, Date.now());
    }),
    onMessage('clearCache', () => deps.cache.clear()),
    onMessage('getCacheStats', () => deps.cache.stats()),
    onMessage('getOverlay', async ({ data }) => {
      const tabId = await deps.tabId(checkedTabId(data?.tabId, 'getOverlay'));
      return tabId === null ? { kind: 'not-available' as const } : deps.overlay.state(tabId);
    }),
    onMessage('setOverlay', async ({ data }) => {
      if (typeof data?.on !== 'boolean') throw new Error('setOverlay needs on: true or false.');
      const tabId = await deps.tabId(checkedTabId(data.tabId, 'setOverlay'));
      return tabId === null ? { kind: 'not-available' as const } : deps.overlay.set(tabId, data.on);
    }),
    // From the overlay's script in a page: the tab is the sender's, never one the message names.
    onMessage('overlayDecide', ({ data, sender }) => {
      const tabId = sender.tab?.id;
      if (tabId === undefined || sender.frameId !== 0) throw new Error('overlayDecide comes from the main frame of a tab.');
      return deps.overlay.decide(tabId, checkedUrls(data?.urls, 'overlayDecide'), data.wait === true);
    }),
    onMessage('overlayClosed', ({ sender }) => {
      const tabId = sender.tab?.id;
      if (tabId !== undefined) return deps.overlay.closed(tabId);
    }),
    onMessage('decideUrls', ({ data }) => {
      if (typeof data?.profileId !== 'string') throw new Error('decideUrls needs a crawler (profileId).');
      return deps.decideUrls({
        urls: checkedUrls(data.urls, 'decideUrls'),
        profileId: data.profileId,
        fetch: data.fetch === true,
        pageUrl: typeof data.pageUrl === 'string' ? data.pageUrl : undefined,
        wait: data.wait === true,
        checkPrivate: data.checkPrivate === true,
      });
    }),
  ];
  return () => {
    for (const remove of removers) remove();
  };
}

/**
 * The URLs of a decideUrls or overlayDecide request. They come from pages,
 * which decide how many there are and how long: the readers keep within
 * these bounds (page-signals.ts), and a request past them is refused here
 * rather than matched.
 */
function checkedUrls(urls: unknown, request: string): string[] {
  if (!Array.isArray(urls) || !urls.every((u) => typeof u === 'string')) throw new Error(`${request} needs the URLs (urls) as strings.`);
  if (urls.length > MAX_DECIDE_URLS) throw new Error(`${request} takes at most ${MAX_DECIDE_URLS} URLs.`);
  let text = 0;
  for (const url of urls as string[]) text += url.length;
  if (text > URL_TEXT_CAP) throw new Error(`${request} takes at most ${URL_TEXT_CAP} characters of URLs.`);
  return urls as string[];
}

/** More crawlers than the presets and any person's own list (the options page keeps custom ones few). */
const MAX_MATRIX_PROFILES = 500;

function checkedProfileId(profileId: unknown, request: string): string {
  if (typeof profileId !== 'string') throw new Error(`${request} needs a crawler (profileId).`);
  return profileId;
}

function checkedTabId(tabId: unknown, request: string): number | undefined {
  if (tabId !== undefined && (typeof tabId !== 'number' || !Number.isInteger(tabId))) {
    throw new Error(`${request} needs a tab id that is an integer, or none for the active tab.`);
  }
  return tabId;
}

interface TabsApi {
  get(tabId: number): Promise<{ url?: string } | undefined>;
  query(queryInfo: { active: boolean; lastFocusedWindow: boolean }): Promise<{ id?: number; url?: string }[]>;
}

/**
 * The URL of a tab through the tabs API, or of the active tab of the last
 * focused window when no id is given; null when the tab is gone or has none.
 * A worker has no window of its own, so "last focused" (the window whose
 * toolbar button was just clicked) stands for the popup's "current" window.
 */
export function tabUrlReader(tabs: TabsApi): (tabId?: number) => Promise<string | null> {
  return async (tabId) => {
    try {
      const tab = tabId === undefined ? (await tabs.query({ active: true, lastFocusedWindow: true }))[0] : await tabs.get(tabId);
      return tab?.url ?? null;
    } catch {
      return null;
    }
  };
}

/** The tab given, or the active tab of the last focused window (as tabUrlReader picks it); null when there is none. */
export function tabIdReader(tabs: Pick<TabsApi, 'query'>): (tabId?: number) => Promise<number | null> {
  return async (tabId) => {
    if (tabId !== undefined) return tabId;
    try {
      return (await tabs.query({ active: true, lastFocusedWindow: true }))[0]?.id ?? null;
    } catch {
      return null;
    }
  };
}
