/**
 * Everything the popup asks of the browser and the service worker, in one
 * place: which page it is about, the robots.txt record, and the settings.
 */
import browser from 'webextension-polyfill';
import { sendMessage, type RobotsLookup } from '../shared/protocol.ts';

export { loadSettings, saveSettings, watchSettings } from '../shared/settings.ts';

/** The worker gives a fetch 10 s in all (redirects included); this leaves room for it to start and to store the record. */
const ROBOTS_TIMEOUT_MS = 20_000;
/** Reading a tab's address needs no network. */
const TAB_TIMEOUT_MS = 5_000;

export class PopupError extends Error {}

/**
 * The page the popup is about: the active tab of the current window, or the
 * tab named by `?tabId=N` (the popup opened as an ordinary tab, as the
 * end-to-end tests do). Resolves to null when the browser does not reveal the
 * address (browser pages, other extensions' pages).
 */
export async function getPageUrl(search: string = location.search): Promise<string | null> {
  const tabIdParam = new URLSearchParams(search).get('tabId');
  if (tabIdParam !== null) {
    const tabId = Number(tabIdParam);
    if (!Number.isInteger(tabId) || tabId < 0) throw new PopupError(`“${tabIdParam}” is not a tab number.`);
    // Ask the tabs API directly (no round trip through the worker); the worker
    // is the fallback when the tab's address is not visible from here.
    const tab = await browser.tabs.get(tabId).catch(() => null);
    if (tab?.url) return tab.url;
    return withTimeout(sendMessage('getTabUrl', { tabId }), TAB_TIMEOUT_MS);
  }
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (!tab) throw new PopupError('There is no active tab in this window.');
  if (tab.url) return tab.url;
  if (tab.id === undefined) return null;
  return withTimeout(sendMessage('getTabUrl', { tabId: tab.id }), TAB_TIMEOUT_MS);
}

export function getRobots(url: string, refresh = false): Promise<RobotsLookup> {
  return withTimeout(sendMessage('getRobots', { url, refresh }), ROBOTS_TIMEOUT_MS);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PopupError(`The Robots Lens background worker did not answer within ${Math.round(ms / 1000)} seconds.`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** A one-line, human message for anything thrown while talking to the worker. Never a stack trace. */
export function describeError(error: unknown): string {
  if (error instanceof PopupError) return error.message;
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/receiving end does not exist|could not establish connection|message port closed|no response/i.test(raw)) {
    return 'The Robots Lens background worker did not answer. It may be restarting: try again in a moment.';
  }
  const firstLine = raw.split('\n')[0]?.trim() ?? '';
  return firstLine ? `Something went wrong while checking this page: ${firstLine}` : 'Something went wrong while checking this page.';
}
