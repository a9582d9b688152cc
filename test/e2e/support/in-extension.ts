/**
 * Code that runs inside an extension context (Chromium's service worker, or
 * an extension page in Firefox), shared by both browsers' harnesses: each
 * passes these functions to its own evaluate, so they must use nothing from
 * this module's scope.
 */

export interface ShowInTabArgs {
  url: string;
  /** Navigate this tab; without it a new active tab is opened. */
  tabId?: number;
  timeoutMs: number;
  settledTexts: string[];
}

export interface TabBadgeReading {
  tabId: number;
  text: string;
  title: string;
  /** Badge background colour as [r, g, b, a]. */
  color: number[];
  /** Milliseconds from the navigation's commit to the settled badge; null when no commit was seen. */
  commitToBadgeMs: number | null;
  /**
   * How long after the browser's commit (the event's timeStamp) the extension
   * heard of it: the events queued before it (another tab's flood) — time that
   * commitToBadgeMs, which starts when the event is heard, does not count.
   */
  commitHeardAfterMs: number | null;
  /** Every distinct badge text seen while waiting, in order. */
  seen: string[];
}

/**
 * Opens `url` in a new active tab (as chrome.tabs.create does for a person
 * opening a link), or in `tabId`, and waits for the badge to settle on a
 * verdict. Timing runs in the extension, from webNavigation.onCommitted to the
 * first settled badge text after it.
 */
export async function showInTab({ url, tabId: givenTab, timeoutMs, settledTexts }: ShowInTabArgs): Promise<TabBadgeReading> {
  const same = (a: string, b: string) => {
    try {
      return new URL(a).href === new URL(b).href;
    } catch {
      return a === b;
    }
  };
  const commits = new Map<number, number>();
  const heardAfter = new Map<number, number>();
  const onCommitted = (d: chrome.webNavigation.WebNavigationTransitionCallbackDetails) => {
    if (d.frameId === 0 && same(d.url, url) && !commits.has(d.tabId)) {
      commits.set(d.tabId, performance.now());
      heardAfter.set(d.tabId, Date.now() - d.timeStamp);
    }
  };
  chrome.webNavigation.onCommitted.addListener(onCommitted);
  try {
    const tab = givenTab === undefined ? await chrome.tabs.create({ url, active: true }) : await chrome.tabs.update(givenTab, { url });
    const tabId = tab?.id;
    if (tabId === undefined) throw new Error('the tabs API gave no tab id');
    // An http(s) page must commit before its badge means anything; other schemes may not report a commit.
    const needsCommit = /^https?:/.test(url);
    // A web page always has a robots.txt to ask: "–" there is the badge of the about:blank the tab
    // started on, which Firefox leaves in place until the page's commit clears it.
    const accepted = needsCommit ? settledTexts.filter((t) => t !== '–') : settledTexts;
    const deadline = performance.now() + timeoutMs;
    const seen: string[] = [];
    let text = '';
    let settledAt: number | null = null;
    while (performance.now() < deadline) {
      text = await chrome.action.getBadgeText({ tabId });
      if (seen[seen.length - 1] !== text) seen.push(text);
      if ((!needsCommit || commits.has(tabId)) && accepted.includes(text)) {
        settledAt = performance.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 4));
    }
    const commitAt = commits.get(tabId);
    return {
      tabId,
      text,
      title: await chrome.action.getTitle({ tabId }),
      color: [...(await chrome.action.getBadgeBackgroundColor({ tabId }))],
      commitToBadgeMs: settledAt !== null && commitAt !== undefined ? settledAt - commitAt : null,
      commitHeardAfterMs: heardAfter.get(tabId) ?? null,
      seen,
    };
  } finally {
    chrome.webNavigation.onCommitted.removeListener(onCommitted);
  }
}

/** The badge of a tab right now. */
export async function badgeOf(tabId: number): Promise<{ text: string; title: string }> {
  return { text: await chrome.action.getBadgeText({ tabId }), title: await chrome.action.getTitle({ tabId }) };
}

/** Brings a tab to the front, as clicking it does. */
export async function activateTab(tabId: number): Promise<void> {
  await chrome.tabs.update(tabId, { active: true });
}

/** Whether anything the extension stored mentions `text` (e.g. an origin whose record was saved). */
export async function storageMentions(text: string): Promise<boolean> {
  return JSON.stringify(await chrome.storage.local.get(null)).includes(text);
}

/** The stored settings (undefined when none were saved). */
export async function storedSettings(): Promise<unknown> {
  return (await chrome.storage.local.get('settings')).settings;
}

/** Back to the default settings. */
export async function resetSettings(): Promise<void> {
  await chrome.storage.local.remove('settings');
}

/**
 * Forgets every site an earlier test file met: the robots.txt cache (memory
 * and storage) and the robots.txt history, through the worker's own
 * "Clear cache" and "Clear history" messages. The browser is shared by the
 * test files and a site's port may come round again in a later file, the
 * same origin with another robots.txt: without this a later file could be
 * answered from an earlier file's file. Run in an extension page (the worker
 * does not receive its own messages).
 */
export async function forgetSites(): Promise<void> {
  for (const type of ['clearCache', 'historyClear']) {
    await chrome.runtime.sendMessage({ id: Math.floor(Math.random() * 1e9), type, data: undefined, timestamp: Date.now() });
  }
}
