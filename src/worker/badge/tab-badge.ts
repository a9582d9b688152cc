/**
 * Keeps each tab's badge in step with the page it shows. Every update asks
 * anew for the tab (latestAnswerPer: the latest answer wins) and marks the
 * badge loading as soon as it waits for anything (a verdict ready at once is
 * painted alone); after each await the work checks its ask is still
 * the tab's newest, so a slow fetch for an earlier page (or another tab) can
 * never paint over a newer verdict.
 *
 * The browser keeps each tab's badge while the worker is stopped, but the
 * worker forgets its tabs: a badge left at "…" by a lookup the stop cut short
 * is repainted at the next start, and a fetched record repaints every open
 * tab on its origin, known or not.
 */
import type { StatusPart } from '../../core/indexing/overall-answer.ts';
import type { CrawlerProfile } from '../../core/profiles.ts';
import { robotsTxtTarget } from '../../core/robots-url.ts';
import type { RobotsRecord } from '../../robots/robots-record.ts';
import { type Ask, latestAnswerPer } from '../../shared/latest-answer.ts';
import { verdictForRecord } from '../../robots/verdict-for-record.ts';
import { text as english } from '../../text/bundled.ts';
import type { Text } from '../../text/text.ts';
import { BADGE_TEXT, badgeLook, type BadgeNoindex, type BadgeState } from './badge-look.ts';
import type { BadgeSurface } from './badge-surface.ts';
import type { LookupRobots } from '../robots-lookup.ts';

export interface TabBadgesDeps {
  lookup: LookupRobots;
  profile: () => Promise<CrawlerProfile>;
  surface: BadgeSurface;
  /** Epoch milliseconds, passed to verdictForRecord. */
  now: () => number;
  /** The open tabs (with their addresses), for the ones a restarted worker no longer knows. */
  openTabs?: () => Promise<OpenTab[]>;
  /** The language the tooltips speak now (English when not given). */
  text?: () => Text;
  /** What keeps the page in the tab out of the crawler's index, from the signals the worker saw; null when nothing does or it is not known. */
  noindex?: (tabId: number, url: string, profile: CrawlerProfile) => Promise<BadgeNoindex | null>;
  /** The page's own HTTP answer in the tab (its status, its redirects), null when not known yet. */
  status?: (tabId: number, url: string) => Promise<StatusPart>;
  /**
   * Does the matching for `url` ahead, in slices that let other work run
   * between them (settleVerdict), stopping when `stale()` says so; the
   * verdict painted next then costs no long pass. Without it, the verdict is
   * worked out in one go.
   */
  settle?: (record: RobotsRecord, url: string, profile: CrawlerProfile, stale: () => boolean) => Promise<void>;
  /** Milliseconds on a clock that only goes forward (performance.now when not given): spaces one tab's decisions. */
  clock?: () => number;
}

/**
 * A tab's decisions start at least this far apart (ms) while its address
 * keeps changing: a page that pushes a new address every millisecond gets a
 * decision every 50 ms at most, each for its newest address.
 */
const DECISION_GAP_MS = 50;

/**
 * A decision the tab's next address made stale doubles the gap before the
 * next one, up to this (ms); one that finishes brings it back to
 * DECISION_GAP_MS. A page pushing a long address faster than it can be
 * decided starts a few decisions a second, not twenty, each thrown away
 * (the badge shows "…" meanwhile); its newest address is decided at most
 * this long after it stops.
 */
const MAX_DECISION_GAP_MS = 400;

/** One tab's decisions: the one under way, and the newest address asked for meanwhile. */
interface TabQueue {
  next: { url: string; ask: Ask } | null;
  /** Tells the queue a newer address came while a decision was under way. */
  wake: (() => void) | null;
  done: Promise<void>;
}

export interface OpenTab {
  id?: number;
  url?: string;
  active?: boolean;
}

interface TabState {
  /** The tab's newest ask: every other is stale. */
  ask: Ask;
  url: string;
  /** What the badge last showed for this tab, as facts (null until the first paint): painted again in a new language. */
  shown: BadgeState | null;
  /** The signals or the page's answer changed while the verdict was still being decided: worked in once it is painted. */
  reindexAsked?: boolean;
}

export class TabBadges {
  readonly #deps: TabBadgesDeps;
  readonly #tabs = new Map<number, TabState>();
  readonly #asks = latestAnswerPer<number>();
  readonly #queues = new Map<number, TabQueue>();
  /** When each tab's last decision began (on the clock), for which address, and the last address decided again at once. */
  readonly #started = new Map<number, { at: number; url: string; startedOver: string | null }>();

  constructor(deps: TabBadgesDeps) {
    this.#deps = deps;
  }

  /**
   * The tab now shows `url`: look robots.txt up (marked loading meanwhile), paint the
   * verdict. Addresses that arrive while a decision is under way make it
   * stale (it stops at its next step, and paints nothing) and only the
   * newest of them is decided next, after other tabs' work had a turn: a
   * page that pushes its address thousands of times a second costs a few
   * cheap steps per push and one decision at a time, not one per push.
   * Resolves once the tab's newest address is painted.
   */
  update(tabId: number, url: string): Promise<void> {
    const ask = this.#begin(tabId, url);
    const queue = this.#queues.get(tabId);
    if (queue !== undefined) {
      queue.next = { url, ask };
      queue.wake?.();
      return queue.done;
    }
    const fresh: TabQueue = { next: { url, ask }, wake: null, done: Promise.resolve() };
    this.#queues.set(tabId, fresh);
    fresh.done = this.#drain(tabId, fresh);
    return fresh.done;
  }

  async #drain(tabId: number, queue: TabQueue): Promise<void> {
    const clock = this.#deps.clock ?? (() => performance.now());
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    let failure: { error: unknown } | null = null;
    let first = true;
    let gap = DECISION_GAP_MS;
    try {
      while (queue.next !== null) {
        // Other tabs' work runs between two decisions for this tab, and this tab's decisions
        // begin at least `gap` apart (the newest address is taken after the wait).
        if (!first) await sleep(0);
        first = false;
        // Except the same address told again: Chrome tells a tab's new address (tabs.onUpdated),
        // then its commit (webNavigation.onCommitted) a few milliseconds later, and the commit must
        // be decided again (it clears the tab's badge and brings the page's own signals). Waiting
        // for the gap there held every page's badge back 50–100 ms. Once per address, so a page that
        // sets its own address again and again is spaced like any other.
        const previous = this.#started.get(tabId);
        const startOver = previous !== undefined && previous.url === queue.next.url && previous.startedOver !== previous.url;
        for (;;) {
          if (startOver) break;
          const wait = (this.#started.get(tabId)?.at ?? Number.NEGATIVE_INFINITY) + gap - clock();
          if (wait <= 0) break;
          await sleep(wait);
        }
        const { url, ask } = queue.next;
        queue.next = null;
        this.#started.set(tabId, { at: clock(), url, startedOver: startOver ? url : (previous?.startedOver ?? null) });
        const job = this.#decide(tabId, url, ask);
        // A newer address does not wait for this one: made stale, it stops at its next step (a slow
        // fetch for the previous page must not hold the new page's badge back).
        const outcome = await new Promise<{ error: unknown } | null | 'superseded'>((resolve) => {
          queue.wake = () => resolve('superseded');
          job.then(
            () => resolve(null),
            (error: unknown) => resolve({ error }),
          );
        });
        queue.wake = null;
        if (outcome === 'superseded') {
          job.catch(() => undefined);
          // Made stale by the same address (its commit), the first time: started over at once, the
          // gap as it was. (queue.next was set meanwhile, by update(): TypeScript still sees the null above.)
          const newest = queue.next as TabQueue['next'];
          const startsOver = newest?.url === url && this.#started.get(tabId)?.startedOver !== url;
          if (!startsOver) gap = Math.min(2 * gap, MAX_DECISION_GAP_MS);
        } else {
          failure = outcome;
          gap = DECISION_GAP_MS;
        }
      }
    } finally {
      this.#queues.delete(tabId);
    }
    if (failure !== null) throw failure.error;
  }

  async #decide(tabId: number, url: string, ask: Ask): Promise<void> {
    if (!ask.current) return;
    const target = robotsTxtTarget(url);
    if (!target.applicable) {
      await this.#paint(tabId, ask, { kind: 'not-applicable', reason: target.reason });
      return;
    }
    let look: BadgeState;
    // "…" is painted as soon as the decision waits for anything (a fetch, storage, the slices of a
    // long address): at the next task, unless the verdict is ready by then (robots.txt already
    // read). Each wait for the browser is long while another tab floods it with addresses, and
    // the verdict's paint must come after the "…" one: a verdict ready at once waits for it once,
    // not twice. Robots.txt is looked up meanwhile, not after "…" is painted.
    let loading: Promise<boolean> | null = null;
    let loadingTimer: ReturnType<typeof setTimeout> | undefined;
    try {
      const profile = await this.#deps.profile();
      loadingTimer = setTimeout(() => {
        loading = this.#paint(tabId, ask, { kind: 'loading', crawlerName: profile.name });
      }, 0);
      const lookup = await this.#deps.lookup(url);
      if (!ask.current) return;
      if (lookup.kind !== 'not-applicable' && this.#deps.settle) {
        await this.#deps.settle(lookup.record, url, profile, () => !ask.current);
        if (!ask.current) return;
      }
      look =
        lookup.kind === 'not-applicable'
          ? { kind: 'not-applicable', reason: lookup.reason }
          : await this.#withIndexing(tabId, url, profile, this.#verdictLook(lookup.record, url, profile));
    } catch (error) {
      look = { kind: 'error', message: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(loadingTimer);
      if (loading) await loading;
    }
    await this.#paint(tabId, ask, look);
  }

  /** A fetch produced `record` (e.g. "refresh now" in the popup): repaint the tabs on that origin. */
  async showRecord(record: RobotsRecord): Promise<void> {
    const profile = await this.#deps.profile();
    const tabs = new Map<number, string>();
    for (const tab of await this.#unknownTabs()) tabs.set(tab.id, tab.url);
    // Known tabs last: their URL is the newest the worker has seen.
    for (const [tabId, state] of this.#tabs) tabs.set(tabId, state.url);
    const work: Promise<boolean>[] = [];
    for (const [tabId, url] of tabs) {
      const target = robotsTxtTarget(url);
      if (!target.applicable || target.origin !== record.origin) continue;
      const ask = this.#begin(tabId, url);
      work.push(
        (async () => {
          let look: BadgeState;
          try {
            await this.#deps.settle?.(record, url, profile, () => !ask.current);
            if (!ask.current) return false;
            look = this.#verdictLook(record, url, profile);
          } catch (error) {
            look = { kind: 'error', message: error instanceof Error ? error.message : String(error) };
          }
          return this.#paint(tabId, ask, await this.#withIndexing(tabId, url, profile, look));
        })(),
      );
    }
    await Promise.all(work);
  }

  /**
   * The tab's indexing signals changed (its markup was read, e.g. after a
   * single-page app's pushState): the verdict shown stays, its noindex look is
   * worked out again, with no robots.txt lookup and no loading state between.
   */
  async reindex(tabId: number): Promise<void> {
    const state = this.#tabs.get(tabId);
    if (state && state.shown?.kind !== 'verdict') {
      // A decision under way may have read the signals or the answer before this change: it is worked in after its paint.
      state.reindexAsked = true;
      return;
    }
    if (state?.shown?.kind !== 'verdict') return;
    const { ask, url, shown } = state;
    const look = await this.#withIndexing(tabId, url, await this.#deps.profile(), shown);
    if (look !== shown) await this.#paint(tabId, ask, look);
  }

  /**
   * At start-up: a tab whose badge still says "…" was being looked up when
   * the previous worker stopped, and nothing else would ever repaint it. An
   * active tab with no badge at all lost its navigation to the stop (or was
   * open before the install): it is painted too, since its badge is in view;
   * a background tab is painted when it is activated.
   */
  async repaintStuck(): Promise<void> {
    const work = (await this.#unknownTabs()).map(async ({ id, url, active }) => {
      let text: string;
      try {
        text = await this.#deps.surface.text(id);
      } catch {
        return; // The tab closed meanwhile.
      }
      // An event for the tab may have started an update meanwhile: that one paints it.
      const stuck = text === BADGE_TEXT.loading || (text === '' && active === true);
      if (stuck && !this.#tabs.has(id)) await this.update(id, url);
    });
    await Promise.all(work);
  }

  /**
   * Paints again what the tab's badge last showed, without a lookup. Firefox
   * clears a tab's badge when the tab's document changes, on its own timing
   * relative to webNavigation.onCommitted: a verdict painted just before that
   * clear would otherwise leave the badge blank until the next navigation.
   */
  async repaint(tabId: number): Promise<void> {
    const state = this.#tabs.get(tabId);
    if (state?.shown) await this.#paint(tabId, state.ask, state.shown);
  }

  /**
   * The language changed: every open tab's tooltip is painted again in it,
   * the known tabs from what they show (no lookup), the ones a restarted
   * worker no longer knows from a lookup (the cache answers).
   */
  async relabel(): Promise<void> {
    const unknown = await this.#unknownTabs();
    await Promise.all([
      ...[...this.#tabs.keys()].map((tabId) => this.repaint(tabId)),
      ...unknown.map(({ id, url }) => this.update(id, url)),
    ]);
  }

  /**
   * Whether a decision for `url` is under way or waiting in the tab: an event
   * that only says the tab still shows it (the tab brought to the front just
   * as it opened) has nothing to add, and starting it over would only hold
   * the badge back.
   */
  deciding(tabId: number, url: string): boolean {
    return this.#queues.has(tabId) && this.#tabs.get(tabId)?.url === url;
  }

  /** The URL the badge of `tabId` is about, if known. */
  urlOf(tabId: number): string | null {
    return this.#tabs.get(tabId)?.url ?? null;
  }

  forget(tabId: number): void {
    this.#tabs.delete(tabId);
    this.#asks.forget(tabId);
    this.#started.delete(tabId);
  }

  async #unknownTabs(): Promise<{ id: number; url: string; active?: boolean }[]> {
    let tabs: OpenTab[];
    try {
      tabs = (await this.#deps.openTabs?.()) ?? [];
    } catch {
      return []; // Without the list, the known tabs are still repainted.
    }
    const out: { id: number; url: string; active?: boolean }[] = [];
    for (const { id, url, active } of tabs) if (id !== undefined && url && !this.#tabs.has(id)) out.push({ id, url, active });
    return out;
  }

  #verdictLook(record: RobotsRecord, url: string, profile: CrawlerProfile): BadgeState {
    // The badge shows only the decision: no explanation of every matching rule (hundreds of ms on a hostile file).
    const result = verdictForRecord(record, url, profile, this.#deps.now(), { diagnostics: false, brief: true });
    return { kind: 'verdict', crawlerName: profile.name, result };
  }

  /**
   * A verdict with what the page says besides robots.txt: what keeps it out of the index (also behind
   * a disallow, where the crawler cannot see it) and its own HTTP answer. Any other look as it is.
   */
  async #withIndexing(tabId: number, url: string, profile: CrawlerProfile, look: BadgeState): Promise<BadgeState> {
    if (look.kind !== 'verdict' || look.result.state === 'unreachable') return look;
    let noindex: BadgeNoindex | null = null;
    let status: StatusPart = null;
    try {
      noindex = (await this.#deps.noindex?.(tabId, url, profile)) ?? null;
    } catch {
      noindex = null; // Signals that cannot be read leave the verdict as it is.
    }
    try {
      status = (await this.#deps.status?.(tabId, url)) ?? null;
    } catch {
      status = null;
    }
    if (
      JSON.stringify(look.noindex ?? null) === JSON.stringify(noindex) &&
      JSON.stringify(look.status ?? null) === JSON.stringify(status)
    ) {
      return look;
    }
    return { ...look, noindex, status };
  }

  #begin(tabId: number, url: string): Ask {
    const ask = this.#asks.ask(tabId);
    this.#tabs.set(tabId, { ask, url, shown: null });
    return ask;
  }

  /** Paints only when `ask` is still the tab's newest; returns whether it still is afterwards. */
  async #paint(tabId: number, ask: Ask, look: BadgeState): Promise<boolean> {
    const state = this.#tabs.get(tabId);
    if (!ask.current || state === undefined) return false;
    state.shown = look;
    await this.#deps.surface.show(tabId, badgeLook(look, this.#deps.text?.() ?? english), state.url);
    if (look.kind === 'verdict' && state.reindexAsked && ask.current) {
      state.reindexAsked = false;
      await this.reindex(tabId);
    }
    return ask.current;
  }
}
