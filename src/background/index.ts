/**
 * The service worker: fetches and caches robots.txt per origin, answers the
 * popup and options page, and keeps each tab's badge showing the verdict for
 * the chosen crawler. Everything is wired here; each part lives in its own
 * file and takes its browser APIs as arguments so it can be tested.
 */
import browser from 'webextension-polyfill';
import { actionBadgeSurface } from './badge-surface.ts';
import { BadgeText } from './badge-text.ts';
import { watchBadgeTriggers } from './badge-triggers.ts';
import { registerMessageHandlers, tabIdReader, tabUrlReader } from './message-handlers.ts';
import { OverlayTabs } from './overlay-tabs.ts';
import { decideWithLookup } from './overlay-url-decisions.ts';
import { overlayTip, overlayWords, relTips } from './overlay-words.ts';
import { RedirectObserver } from './redirect-observer.ts';
import { RobotsCache } from './robots-cache.ts';
import { fetchRobotsTxt } from './robots-fetcher.ts';
import { createRobotsLookup } from './robots-lookup.ts';
import { profileForSettings } from '../shared/settings.ts';
import { credentialsForSettings, SettingsMirror } from './settings-mirror.ts';
import { TabBadges } from './tab-badge.ts';
import { browserWebRequestEvents } from './web-request-events.ts';

const warn = (what: string) => (error: unknown) => console.warn(`Robots Lens: ${what}`, error);

const observer = new RedirectObserver(browserWebRequestEvents(globalThis.chrome?.webRequest ?? browser.webRequest), {
  extensionOrigin: new URL(browser.runtime.getURL('/')).origin,
});

const settings = new SettingsMirror();

// The tooltips speak the browser's language or the one chosen in the options (English until the settings are read).
const badgeText = new BadgeText(browser.i18n.getUILanguage());
void settings.get().then((s) => badgeText.follow(s.locale));

// Assigned below; the cache tells it about fresh fetches (e.g. "refresh now").
let badges: TabBadges | null = null;

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
  },
  onStorageError: warn('could not write the robots.txt cache'),
});

// Sweeps what the previous worker may have left half-written, even if this start brings no lookup.
void cache.start();

const lookup = createRobotsLookup({
  cache,
  credentials: async () => credentialsForSettings(await settings.get()),
});

badges = new TabBadges({
  lookup,
  profile: async () => profileForSettings(await settings.get()),
  surface: actionBadgeSurface(browser.action, warn('could not set the badge')),
  now: Date.now,
  openTabs: () => browser.tabs.query({}),
  text: () => badgeText.current,
});

// A worker stopped mid-lookup leaves "…" on the tab's badge; this start repaints it.
badges.repaintStuck().catch(warn('could not repaint the badges left loading'));

// A new language repaints every open tab's tooltip at once.
settings.onChange((s) => {
  if (badgeText.follow(s.locale)) badges?.relabel().catch(warn('could not repaint the badges in the new language'));
});

const tabUrl = tabUrlReader(browser.tabs);

// The on-page overlay, per tab; its words in the badge's language, for the chosen crawler.
const overlays = new OverlayTabs({
  executeScript: (injection) => browser.scripting.executeScript(injection as Parameters<typeof browser.scripting.executeScript>[0]),
  session: browser.storage.session,
  tabUrl: (tabId) => tabUrl(tabId),
  words: async () => overlayWords(badgeText.current, profileForSettings(await settings.get()).name),
  decide: async (urls) => {
    const profile = profileForSettings(await settings.get());
    const decisions = await decideWithLookup(lookup, urls, profile, Date.now());
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

registerMessageHandlers({ lookup, tabUrl, cache, overlay: overlays, tabId: tabIdReader(browser.tabs) });

watchBadgeTriggers(browser, {
  badges,
  onSettingsChange: (listener) => {
    settings.onChange(listener);
  },
  onError: warn('could not update the badge'),
});
