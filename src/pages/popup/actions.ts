/**
 * The popup's actions: loading, refreshing, the path box, choosing a crawler.
 *
 * The actions layer is this file and the files in actions/ (one per section:
 * indexing, page answer, links, matrix, overlay, history, find). It is the only code
 * that changes the popup's state: only it imports the store's `writable`
 * (test/pages/store-writers.test.ts holds that); views and section
 * files read the store's read-only signals and call these functions.
 */
import { latestAnswer } from '../../shared/latest-answer.ts';
import type { ChoiceHow } from '../../ui/crawler-switcher.tsx';
import type { RobotsView } from '../../shared/protocol.ts';
import { describeError, getRobotsView, getTabRobots, loadSettings, saveCrawlerChoice, tabAddress, watchSettings } from './extension-api.ts';
import { pathTarget, writable } from './store.ts';

const { page, detailsShown, slowLoad, settings, refreshing, refreshError, now, focusRequest, pathInput, otherOrigin } = writable;

const SLOW_LOAD_MS = 2_500;
const SHOW_ADDRESS_AFTER_MS = 150;
const CLOCK_TICK_MS = 15_000;

/** Questions about the page's record: a load (or Retry) and a refresh, the latest of them written. */
const pageLoad = latestAnswer();
/** Questions about another origin's robots.txt (the path box): the latest origin asked for is the one written. */
const otherOriginLoad = latestAnswer();

/** Loads settings and the page's robots.txt record; safe to call again (the Retry button does). */
export async function loadPage(): Promise<void> {
  const ask = pageLoad.ask();
  page.value = { kind: 'loading', pageUrl: page.peek().pageUrl };
  // A Retry: nothing the worker explained about the page before is shown for the new answer.
  writable.explained.value = null;
  writable.file.value = null;
  detailsShown.value = false;
  slowLoad.value = false;
  const slowTimer = setTimeout(() => {
    if (ask.current) slowLoad.value = true;
  }, SLOW_LOAD_MS);

  // The answer and the settings are independent: ask for both at once.
  const answered = getTabRobots();
  // Only when the answer is slow (a first visit may take seconds), show the page meanwhile;
  // asked at once, this request would compete with the answer's at the popup's start.
  const addressTimer = setTimeout(() => {
    void tabAddress().then((pageUrl) => {
      const current = page.peek();
      if (pageUrl && ask.current && current.kind === 'loading' && current.pageUrl === null) {
        page.value = { kind: 'loading', pageUrl };
      }
    });
  }, SHOW_ADDRESS_AFTER_MS);
  const settingsReady = loadSettings().then(
    (s) => {
      if (ask.current) settings.value = s;
    },
    () => {
      // Unreadable settings: the defaults already in the store stand.
    },
  );

  try {
    const answer = await answered;
    performance.mark('robots-lens:record');
    await settingsReady;
    if (!ask.current) return;
    now.value = Date.now();
    page.value =
      answer.kind === 'no-address'
        ? {
            kind: 'not-applicable',
            pageUrl: null,
            reason: { code: 'hidden-address' },
          }
        : answer.kind === 'not-applicable'
          ? { kind: 'not-applicable', pageUrl: answer.pageUrl, reason: answer.reason }
          : answer;
  } catch (error) {
    if (!ask.current) return;
    page.value = { kind: 'error', pageUrl: page.peek().pageUrl, error: describeError(error) };
  } finally {
    clearTimeout(slowTimer);
    clearTimeout(addressTimer);
    if (ask.current) slowLoad.value = false;
  }
}

/** Scrolls the file view to a line (a line chip, the deciding rule, a diagnostic was pressed). */
export function requestFocusLine(line: number): void {
  focusRequest.value = { line, seq: (focusRequest.peek()?.seq ?? 0) + 1 };
}

/** The verdict is on screen: the parts below it may render now. */
export function showDetails(): void {
  detailsShown.value = true;
}

/** A refreshed answer as the page's state. */
function showView(view: RobotsView): void {
  page.value = view.kind === 'not-applicable' ? { kind: 'not-applicable', pageUrl: view.pageUrl, reason: view.reason } : view;
}

/**
 * The path box changed: the verdict follows, from the robots.txt the worker
 * already read (another URL of the same site needs no fetch). The page's own
 * address typed back is the page again.
 */
export function typePath(text: string): void {
  pathInput.value = text === page.peek().pageUrl ? null : text;
}

/**
 * The person asked for the robots.txt of the other origin the box names
 * (other-origin.ts says why only then). Kept per origin: typing more of a
 * URL of that origin reads it at once.
 */
export async function checkOtherOrigin(): Promise<void> {
  const target = pathTarget.peek();
  if (target?.kind !== 'other-origin') return;
  const current = otherOrigin.peek();
  if (current?.origin === target.origin && current.kind !== 'failed') return;
  const origin = target.origin;
  const ask = otherOriginLoad.ask();
  otherOrigin.value = { origin, kind: 'loading' };
  try {
    const lookup = await getRobotsView(target.url);
    if (!ask.current) return;
    now.value = Date.now();
    // An http(s) URL always has a robots.txt; the worker's other answer would be a bug, said as one.
    otherOrigin.value =
      lookup.kind === 'record'
        ? { origin, kind: 'record', record: lookup.record }
        : { origin, kind: 'failed', error: describeError(new Error(lookup.reason.code)) };
  } catch (error) {
    if (ask.current) otherOrigin.value = { origin, kind: 'failed', error: describeError(error) };
  }
}

/** "Back to this page": the page's own address in the box, and its verdict. */
export function backToPage(): void {
  pathInput.value = null;
}

/** Fetches robots.txt again, bypassing every cache. The previous answer stays on screen meanwhile. */
export async function refresh(): Promise<void> {
  const current = page.peek();
  if (current.kind !== 'record' || refreshing.peek()) return;
  refreshing.value = true;
  refreshError.value = null;
  // While the box's URL is read against another site's file, that file is the one on screen, and the one refreshed.
  const target = pathTarget.peek();
  const other = otherOrigin.peek();
  try {
    if (target?.kind === 'other-origin' && other?.origin === target.origin && other.kind === 'record') {
      const ask = otherOriginLoad.ask();
      const lookup = await getRobotsView(target.url, true);
      if (!ask.current) return;
      now.value = Date.now();
      if (lookup.kind === 'record') otherOrigin.value = { origin: target.origin, kind: 'record', record: lookup.record };
      return;
    }
    const ask = pageLoad.ask();
    const view = await getRobotsView(current.pageUrl, true);
    if (!ask.current) return;
    now.value = Date.now();
    showView(view);
  } catch (error) {
    refreshError.value = describeError(error);
  } finally {
    refreshing.value = false;
  }
}

/**
 * This popup's own saves whose storage.onChanged echo has not come back yet,
 * oldest first. An echo arrives after the save (in Firefox late enough that
 * the next crawler is often chosen by then): applied, it would bring back a
 * choice already replaced.
 */
const unechoedChoices: string[] = [];

/** How long an arrow-key step rests before the worker saves it (a person steps faster than this). */
const STEP_SETTLE_MS = 500;

/**
 * Chooses the crawler: asks the worker for its verdict (actions/explain.ts), and saves it at once (the
 * worker writes it, so the badge and the next popup use it too). A popup can
 * close a few milliseconds after a click, and Firefox does not reliably run
 * `pagehide` as it does: a choice kept for later would be lost. Each choice
 * carries its time, so an older one (another popup's) never undoes a newer one.
 * A step of the arrow keys is shown at once too, but the worker writes only
 * the step the person stops on (STEP_SETTLE_MS after it).
 */
export function chooseProfile(profileId: string, how: ChoiceHow = { stepping: false }): void {
  settings.value = { ...settings.peek(), profileId };
  unechoedChoices.push(profileId);
  const forget = () => {
    // Not saved (or a later choice was stored first): no echo will come.
    const at = unechoedChoices.indexOf(profileId);
    if (at >= 0) unechoedChoices.splice(at, 1);
  };
  saveCrawlerChoice(profileId, Date.now(), how.stepping ? STEP_SETTLE_MS : 0)
    .then(async (stored) => {
      if (stored) return;
      forget();
      // Another popup's later pick is stored: this one shows it too, unless a newer pick of its own is on its way.
      const current = await loadSettings();
      if (unechoedChoices.length === 0) settings.value = current;
    })
    .catch(forget);
}

/** Keeps the store in step with settings changed elsewhere (the options page) and ticks the clock. */
export function startBackgroundUpdates(): () => void {
  const stopWatching = watchSettings((s) => {
    if (unechoedChoices[0] === s.profileId) {
      unechoedChoices.shift();
      // The echo of an own save is stale while a newer choice is still on its way.
      if (unechoedChoices.length > 0) return;
    }
    settings.value = s;
  });
  const clock = setInterval(() => {
    now.value = Date.now();
  }, CLOCK_TICK_MS);
  return () => {
    stopWatching();
    clearInterval(clock);
  };
}
