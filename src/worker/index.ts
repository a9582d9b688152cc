/**
 * The service worker: fetches and caches robots.txt per origin, answers the
 * popup and options page, and keeps each tab's badge showing the verdict for
 * the chosen crawler. Everything is wired here; each part lives in its own
 * file and takes its browser APIs as arguments so it can be tested.
 */
import browser from 'webextension-polyfill';
import { actionBadgeSurface } from './badge/badge-surface.ts';
import { BadgeText } from './badge/badge-text.ts';
import { watchBadgeTriggers } from './badge/badge-triggers.ts';
import { registerMessageHandlers, tabIdReader, tabUrlReader } from './message-handlers.ts';
import { OverlayTabs } from './overlay/overlay-tabs.ts';
import { overlayTip, overlayWords, relTips } from './overlay/overlay-words.ts';
import { RedirectObserver } from '../robots/redirect-observer.ts';
import { RobotsCache } from '../robots/robots-cache.ts';
import { registerHistoryHandlers } from './history/history-handlers.ts';
import { RobotsHistory } from './history/robots-history.ts';
import { VisitedPages } from './history/visited-pages.ts';
import { watchVisits } from './history/visit-triggers.ts';
import { startWatching } from './watch/watch-wiring.ts';
import { watchMarkedSurface } from './watch/watch-badge.ts';
import { fetchRobotsTxt } from '../robots/robots-fetcher.ts';
import { createRobotsLookup } from './robots-lookup.ts';
import { findProfile } from '../core/profiles.ts';
import { profileForSettings } from '../shared/settings.ts';
import { settleVerdict } from '../robots/verdict-for-record.ts';
import { credentialsForSettings, SettingsMirror } from './settings-mirror.ts';
import { TabBadges } from './badge/tab-badge.ts';
import { createUrlDecider } from '../robots/url-decisions.ts';
import { browserWebRequestEvents } from '../robots/web-request-events.ts';
import { badgeNoindex } from './badge/badge-noindex.ts';
import { readPageAnswer } from '../core/indexing/page-answer.ts';
import { onMessage } from '../shared/protocol.ts';
import { CrawlerChoices } from './crawler-choice.ts';
import { HeadersAgain } from './page-signals/headers-again.ts';
import { watchMainFrameHeaders } from './page-signals/main-frame-headers.ts';
import { crawlerMetaNames, readTabMarkup, type ScriptingApi } from './page-signals/markup-reader.ts';
import { tabReader } from './page-signals/page-signals-reader.ts';
import { registerSignalHandlers } from './page-signals/signal-handlers.ts';
import { watchSignalTriggers } from './page-signals/signal-triggers.ts';
import { type SessionArea, TabSignalStore } from './page-signals/tab-signals.ts';
import { DocumentAnswers } from './page-signals/document-answers.ts';
import { registerDocumentHandlers } from './page-signals/document-handlers.ts';
import { fetchServedHtml } from './page-signals/served-html.ts';
import { registerServedHandlers } from './page-signals/served-handlers.ts';

const warn = (what: string) => (error: unknown) => console.warn(`Robots Lens: ${what}`, error);

const observer = new RedirectObserver(browserWebRequestEvents(globalThis.chrome?.webRequest ?? browser.webRequest), {
  extensionOrigin: new URL(browser.runtime.getURL('/')).origin,
});

const settings = new SettingsMirror();

// Each tab's indexing signals: headers as the page loads (registered now, so a navigation wakes the worker).
const signals = new TabSignalStore((browser.storage as { session?: SessionArea }).session ?? null, warn('could not keep a tab’s signals'));
watchMainFrameHeaders(globalThis.chrome?.webRequest ?? browser.webRequest, (tabId, headers, lifecycle) =>
  signals.headersReceived(tabId, headers, lifecycle),
);
// Records of tabs closed while no worker listened go (each start; the area is shared by every tab).
void browser.tabs
  .query({})
  .then((tabs) => signals.sweep(new Set(tabs.flatMap((t) => (t.id === undefined ? [] : [t.id])))))
  .catch(warn('could not sweep the signals of closed tabs'));
// Responses that came before this listener was there are missed: commits before now say so, and their headers are asked for again.
const listeningSince = Date.now();
const headersAgain = new HeadersAgain({ fetch: (url, init) => fetch(url, init), now: Date.now });
const tabSignalsFor = (tabId: number, url: string) => headersAgain.signalsFor(signals, tabId, url);
// The main document's HTTP answer per tab (status, redirects), from the same events: registered now too.
const documents = new DocumentAnswers(
  (browser.storage as { session?: SessionArea }).session ?? null,
  warn('could not keep a tab’s document answer'),
);
// A load that ends repaints the tab's badge with its answer (a 404 in place of OK), as the popup's top line reads it.
documents.watch(globalThis.chrome?.webRequest ?? browser.webRequest, (tabId) => {
  badges?.reindex(tabId).catch(warn('could not repaint a badge with the page’s answer'));
});
browser.webNavigation.onHistoryStateUpdated.addListener((d) => {
  if (d.frameId === 0) documents.historyChanged(d.tabId, d.url);
});
browser.tabs.onRemoved.addListener((tabId) => documents.forget(tabId));
const scripting = (globalThis.chrome?.scripting ?? (browser as { scripting?: unknown }).scripting ?? null) as ScriptingApi | null;
const readMarkup = async (tabId: number) => {
  const s = await settings.get();
  return readTabMarkup(scripting, tabId, crawlerMetaNames(s.customProfiles));
};

// The tooltips speak the browser's language or the one chosen in the options (English until the settings are read).
const badgeText = new BadgeText(browser.i18n.getUILanguage());
void settings.get().then((s) => badgeText.follow(s.locale));

// Assigned below; the cache tells it about fresh fetches (e.g. "refresh now").
let badges: TabBadges | null = null;

// Every version of each origin's robots.txt the cache fetched, apart from the cache (its own keys and messages).
const history = new RobotsHistory({
  storage: browser.storage.local,
  now: Date.now,
  onStorageError: warn('could not write the robots.txt history'),
});

const cache = new RobotsCache({
  fetchSnapshot: (robotsUrl, options) =>
    fetchRobotsTxt(robotsUrl, options, {
      fetch: (input, init) => fetch(input, init),
      observer,
      now: Date.now,
    }),
  storage: browser.storage.local,
  now: Date.now,
  onStored: (record) => {
    badges?.showRecord(record).catch(warn('could not repaint badges'));
    history.record(record.origin, record.latest).catch(warn('could not keep the robots.txt version'));
  },
  onStorageError: warn('could not write the robots.txt cache'),
});

// Sweeps what the previous worker may have left half-written, even if this start brings no lookup.
void cache.start();

// The watch list's alarm and notifications (optional permissions), and the history's and the list's messages.
const watch = startWatching({
  cache,
  history,
  text: () => badgeText.current,
  warn,
  credentials: async () => credentialsForSettings(await settings.get()),
  onMarksChanged: () => {
    badges?.relabel().catch(warn('could not mark the watched sites’ badges'));
  },
});
// The pages the person opened, per origin, only once they turned it on (options page): a source of URLs for comparisons.
const visited = new VisitedPages({ storage: browser.storage.local, now: Date.now, onStorageError: warn('could not keep a visited page') });
// Kept only when the person turned it on, never a private window's (history/visit-triggers.ts).
watchVisits(browser, visited, warn('could not keep a visited page'));
registerHistoryHandlers(history, watch, visited);

const lookup = createRobotsLookup({
  cache,
  credentials: async () => credentialsForSettings(await settings.get()),
});

/** Lets the events queued meanwhile (other tabs, the popup's messages) run: a macrotask, not a microtask. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

badges = new TabBadges({
  lookup,
  profile: async () => profileForSettings(await settings.get()),
  // A watched site that changed since the person last looked gets a mark after its verdict.
  surface: watchMarkedSurface(actionBadgeSurface(browser.action, warn('could not set the badge')), {
    tabUrl: (tabId) => tabUrl(tabId),
    marked: (origin) => watch.marked(origin),
    text: () => badgeText.current,
  }),
  now: Date.now,
  openTabs: () => browser.tabs.query({}),
  text: () => badgeText.current,
  noindex: async (tabId, url, profile) => badgeNoindex(url, await tabSignalsFor(tabId, url), profile, Date.now()),
  // The page's own HTTP answer, as the popup's top line reads it (a load still under way: not known yet).
  status: async (tabId, url) => {
    const document = await documents.documentFor(tabId, url);
    if (document.kind === 'seen') return readPageAnswer(document.load);
    return document.reason === 'loading' ? null : { code: 'not-seen' };
  },
  // A long URL's matching in slices, other tabs' events between them (a hostile page can push a million characters).
  settle: (record, url, profile, stale) => settleVerdict(record, url, profile, Date.now(), nextTask, stale),
});

// A worker stopped mid-lookup leaves "…" on the tab's badge; this start repaints it.
badges.repaintStuck().catch(warn('could not repaint the badges left loading'));

// A new language repaints every open tab's tooltip at once.
settings.onChange((s) => {
  if (badgeText.follow(s.locale)) badges?.relabel().catch(warn('could not repaint the badges in the new language'));
});

registerSignalHandlers({ store: signals, tab: tabReader(browser.tabs), readMarkup, signalsFor: tabSignalsFor });
// The served HTML beside the rendered page, when the person asks (one request, under the address policy).
registerServedHandlers({
  tab: tabReader(browser.tabs),
  readMarkup,
  signalsFor: (tabId, url) => signals.signalsFor(tabId, url),
  credentials: async () => credentialsForSettings(await settings.get()),
  names: async () => crawlerMetaNames((await settings.get()).customProfiles),
  fetchServed: (url, options) =>
    fetchServedHtml(url, options, { network: { fetch: (input, init) => fetch(input, init), observer }, now: Date.now }),
});

watchSignalTriggers(browser, {
  store: signals,
  listeningSince,
  readMarkup: async (tabId) => {
    const markup = await readMarkup(tabId);
    if (markup) signals.markupRead(tabId, markup);
  },
  changed: (tabId) => badges?.reindex(tabId) ?? Promise.resolve(),
  onError: warn('could not read a page’s indexing signals'),
});

const decideUrls = createUrlDecider({
  cache,
  credentials: async () => credentialsForSettings(await settings.get()),
  profile: async (profileId) => {
    const s = await settings.get();
    return findProfile(profileId, s.customProfiles) ?? profileForSettings(s);
  },
  now: Date.now,
});

const tabUrl = tabUrlReader(browser.tabs);
registerDocumentHandlers({ answers: documents, tabId: tabIdReader(browser.tabs), tabUrl });

// The on-page overlay, per tab; its words in the badge's language, for the chosen crawler.
const overlays = new OverlayTabs({
  executeScript: (injection) => browser.scripting.executeScript(injection as Parameters<typeof browser.scripting.executeScript>[0]),
  session: browser.storage.session,
  tabUrl: (tabId) => tabUrl(tabId),
  words: async () => overlayWords(badgeText.current, profileForSettings(await settings.get()).name),
  decide: async (urls, { pageUrl, wait }) => {
    const profile = profileForSettings(await settings.get());
    // The person turned the overlay on: that is the asking that lets robots.txt files be fetched.
    const decisions = await decideUrls({ urls, profileId: profile.id, fetch: true, pageUrl: pageUrl ?? undefined, wait });
    const text = badgeText.current;
    return { tips: decisions.map((d) => overlayTip(text, profile.name, d)), rel: relTips(text) };
  },
});
settings.onChange(() => {
  overlays.restart().catch(warn('could not restart the overlays'));
});
browser.webNavigation.onCommitted.addListener((d) => {
  if (d.frameId === 0 && (d as { documentLifecycle?: string }).documentLifecycle !== 'prerender') {
    overlays.navigated(d.tabId).catch(warn('could not end the overlay'));
  }
});
browser.tabs.onRemoved.addListener((tabId) => {
  overlays.removed(tabId).catch(warn('could not forget the overlay'));
});

const crawlerChoices = new CrawlerChoices(browser.storage.local);
onMessage('chooseCrawler', ({ data }) => crawlerChoices.choose(data?.profileId, data?.chosenAt, data?.settleMs));

registerMessageHandlers({
  lookup,
  tabUrl,
  cache,
  decideUrls,
  overlay: overlays,
  tabId: tabIdReader(browser.tabs),
  profile: async (profileId) => {
    const s = await settings.get();
    return profileForSettings(profileId === undefined ? s : { ...s, profileId });
  },
});

watchBadgeTriggers(browser, {
  badges,
  onSettingsChange: (listener) => {
    settings.onChange(listener);
  },
  onError: warn('could not update the badge'),
});
