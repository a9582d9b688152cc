/**
 * Everything the popup asks of the browser and the service worker, in one
 * place: which page it is about, the robots.txt record, and the settings.
 */
import browser from 'webextension-polyfill';
import type { OverlayState } from '../../shared/overlay-view.ts';
import type { TabSignals, UrlDecision } from '../../shared/page-signals.ts';
import { type DecideUrlsRequest, type RecordQuestion, type RobotsView, sendMessage, type TabRobots } from '../../shared/protocol.ts';
import type { Explanation, FileView, RecordDecision } from '../../robots/record-details.ts';
import type { MatrixCell } from '../../robots/crawler-matrix.ts';
import type { CrawlerProfile } from '../../core/index.ts';
import type { TabDocumentAnswer } from '../../shared/tab-document.ts';
import type { ServedAnswer } from '../../shared/served-html.ts';
import type { Message } from '../../text/messages/index.ts';
import { site } from '../../text/text.ts';
import { withTimeout } from '../../shared/with-timeout.ts';
// The only import from src/pages/workbench: a URL builder (the workbench's code never reaches the popup).
import { WORKBENCH_LIST_PREFIX, workbenchPath } from '../workbench/address.ts';

export { loadSettings, watchSettings } from '../../shared/settings.ts';

/**
 * Saves the crawler chosen at `chosenAt`: the worker stores it unless a later
 * choice is stored already (crawler-choice.ts). Answers whether it was stored.
 */
export function saveCrawlerChoice(profileId: string, chosenAt: number, settleMs = 0): Promise<boolean> {
  return sendMessage('chooseCrawler', { profileId, chosenAt, settleMs });
}

/** The worker gives a fetch 10 s in all (redirects included); this leaves room for it to start and to store the record. */
const ROBOTS_TIMEOUT_MS = 20_000;

/** A failure the popup words itself (a bad tab number, a worker that does not answer). */
export class PopupError extends Error {
  constructor(readonly reason: Message) {
    super(reason.key);
  }
}

/**
 * The tab the popup is about: the one named by `?tabId=N` (the popup opened
 * as an ordinary tab, as the end-to-end tests do), or undefined for the
 * active tab of the window whose toolbar opened it.
 */
function popupTabId(search: string): number | undefined {
  const tabIdParam = new URLSearchParams(search).get('tabId');
  if (tabIdParam === null) return undefined;
  const tabId = Number(tabIdParam);
  if (!Number.isInteger(tabId) || tabId < 0) throw new PopupError({ key: 'popup.error.bad-tab', params: { tab: site(tabIdParam) } });
  return tabId;
}

/** The robots.txt facts for the popup's tab. One message: the worker reads the tab's address itself. */
export async function getTabRobots(search: string = location.search): Promise<TabRobots> {
  const tabId = popupTabId(search);
  return fromWorker(sendMessage('getTabRobots', tabId === undefined ? {} : { tabId }));
}

/** The indexing signals of the popup's tab; the worker reads the page's markup as it is now. */
export async function getTabSignals(search: string = location.search): Promise<TabSignals> {
  const tabId = popupTabId(search);
  return fromWorker(sendMessage('getTabSignals', tabId === undefined ? {} : { tabId }));
}

/** The main document's HTTP answer in the popup's tab, as the worker saw it load. */
export async function getTabDocument(search: string = location.search): Promise<TabDocumentAnswer> {
  const tabId = popupTabId(search);
  return fromWorker(sendMessage('getTabDocument', tabId === undefined ? {} : { tabId }));
}

/** The worker gives the served-HTML request 10 s; this leaves room for it to read the page and start. */
const SERVED_TIMEOUT_MS = 20_000;

/** The popup's tab's served HTML, fetched once by the worker, beside its rendered page read now. */
export async function compareServedHtml(search: string = location.search): Promise<ServedAnswer> {
  const tabId = popupTabId(search);
  return fromWorker(sendMessage('compareServedHtml', tabId === undefined ? {} : { tabId }), SERVED_TIMEOUT_MS);
}

/**
 * The same tab's address, read here through the tabs API: only to show the
 * page while the worker answers (a first visit may take seconds). Null when
 * the browser does not say.
 */
export async function tabAddress(search: string = location.search): Promise<string | null> {
  try {
    const tabId = popupTabId(search);
    const tab = tabId === undefined ? (await browser.tabs.query({ active: true, currentWindow: true }))[0] : await browser.tabs.get(tabId);
    return tab?.url ?? null;
  } catch {
    return null;
  }
}

/** The popup's tab (its id, to read the page with `scripting`, and its address), or null when the browser gives none. */
export async function popupTab(search: string = location.search): Promise<{ id: number; url: string | null } | null> {
  const tabId = popupTabId(search);
  const tab = tabId === undefined ? (await browser.tabs.query({ active: true, currentWindow: true }))[0] : await browser.tabs.get(tabId);
  return tab?.id === undefined ? null : { id: tab.id, url: tab.url ?? null };
}

/** A `wait` request answers within the worker's own 15 s; this leaves room for a slow worker start. */
const DECIDE_TIMEOUT_MS = 30_000;

/** The robots.txt decisions for many URLs (a page's links and resources), from the worker. */
export function decideUrls(request: DecideUrlsRequest): Promise<UrlDecision[]> {
  return fromWorker(sendMessage('decideUrls', request), DECIDE_TIMEOUT_MS);
}

/** Whether the on-page overlay is on in the popup's tab. */
export function getOverlay(search: string = location.search): Promise<OverlayState> {
  const tabId = popupTabId(search);
  return fromWorker(sendMessage('getOverlay', tabId === undefined ? {} : { tabId }));
}

/** Turns the on-page overlay on or off in the popup's tab; answers the state it is left in. */
export function setOverlay(on: boolean, search: string = location.search): Promise<OverlayState> {
  const tabId = popupTabId(search);
  return fromWorker(sendMessage('setOverlay', tabId === undefined ? { on } : { tabId, on }));
}

/** Opens the workbench in a new tab for an origin (and the page the popup is on); a toolbar popup then closes. */
export async function openWorkbench(origin: string, pageUrl: string | null): Promise<void> {
  await browser.tabs.create({ url: browser.runtime.getURL(workbenchPath(origin, pageUrl)) });
}

/** Opens the workbench with a URL list (one a line) to test, handed over in storage.session (address.ts says how). */
export async function openWorkbenchWithList(origin: string, pageUrl: string | null, list: string): Promise<void> {
  const key = `${WORKBENCH_LIST_PREFIX}${crypto.randomUUID()}`;
  await browser.storage.session.set({ [key]: list });
  await browser.tabs.create({ url: browser.runtime.getURL(workbenchPath(origin, pageUrl, key)) });
}

/** Opens the options page (a tab; a toolbar popup then closes). */
export function openOptionsPage(): Promise<void> {
  return browser.runtime.openOptionsPage();
}

/** Puts text on the clipboard; the popup has the focus when a person clicks, so the browser lets it write. */
export function copyToClipboard(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/** A request to the worker that gives up after `ms`, saying so in the popup's words. */
function fromWorker<T>(request: Promise<T>, ms: number = ROBOTS_TIMEOUT_MS): Promise<T> {
  return withTimeout(request, ms, () => new PopupError({ key: 'popup.error.worker-timeout', params: { seconds: Math.round(ms / 1000) } }));
}

/** The page's robots.txt facts without the bodies (the path box's other origin; `refresh`: a new fetch). */
export function getRobotsView(url: string, refresh = false): Promise<RobotsView> {
  return fromWorker(sendMessage('getRobotsView', { url, refresh }));
}

/** The verdict for `url` and a crawler on the record `key` names, explained by the worker. */
export function explainOnRecord(question: RecordQuestion & { profileId: string; header: string | null }): Promise<Explanation> {
  return fromWorker(sendMessage('explain', question));
}

/** One copy's file as the worker read it: its lines, findings and sitemaps. */
export function fileViewOf(question: RecordQuestion & { which: 'latest' | 'last-good' }): Promise<FileView | null> {
  return fromWorker(sendMessage('fileView', question));
}

/** Every crawler's cell for `url` on the record `key` names. */
export function crawlerMatrixOf(question: RecordQuestion & { profiles: CrawlerProfile[] }): Promise<MatrixCell[] | null> {
  return fromWorker(sendMessage('crawlerMatrix', question));
}

/** URLs of the record's site decided for a crawler (same-site canonicals). */
export function decideOnRecord(question: RecordQuestion & { urls: string[]; profileId: string }): Promise<RecordDecision[]> {
  return fromWorker(sendMessage('decideOnRecord', question));
}

/** A one-line, human message for anything thrown while talking to the worker. Never a stack trace. */
export function describeError(error: unknown): Message {
  if (error instanceof PopupError) return error.reason;
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/receiving end does not exist|could not establish connection|message port closed|no response/i.test(raw)) {
    return { key: 'popup.error.worker-silent' };
  }
  const firstLine = raw.split('\n')[0]?.trim() ?? '';
  return firstLine ? { key: 'popup.error.failed-detail', params: { detail: site(firstLine) } } : { key: 'popup.error.failed' };
}
