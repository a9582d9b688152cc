/**
 * Keeps each tab's badge in step with the page it shows. Every update bumps
 * the tab's sequence number and marks the badge loading at once; after each
 * await the work checks it is still the newest for that tab, so a slow fetch
 * for an earlier page (or another tab) can never paint over a newer verdict.
 */
import type { CrawlerProfile } from '../core/profiles.ts';
import { robotsTxtTarget } from '../core/robots-url.ts';
import type { RobotsRecord } from '../shared/robots-record.ts';
import { verdictForRecord } from '../shared/verdict-for-record.ts';
import { badgeLook, type BadgeLook } from './badge-look.ts';
import type { BadgeSurface } from './badge-surface.ts';
import type { LookupRobots } from './robots-lookup.ts';

export interface TabBadgesDeps {
  lookup: LookupRobots;
  profile: () => Promise<CrawlerProfile>;
  surface: BadgeSurface;
  /** Epoch milliseconds, passed to verdictForRecord. */
  now: () => number;
}

interface TabState {
  seq: number;
  url: string;
}

export class TabBadges {
  readonly #deps: TabBadgesDeps;
  readonly #tabs = new Map<number, TabState>();

  constructor(deps: TabBadgesDeps) {
    this.#deps = deps;
  }

  /** The tab now shows `url`: mark it loading, look robots.txt up, paint the verdict. */
  async update(tabId: number, url: string): Promise<void> {
    const seq = this.#begin(tabId, url);
    const target = robotsTxtTarget(url);
    if (!target.applicable) {
      await this.#paint(tabId, seq, badgeLook({ kind: 'not-applicable', message: target.message }));
      return;
    }
    let look: BadgeLook;
    try {
      const profile = await this.#deps.profile();
      if (!(await this.#paint(tabId, seq, badgeLook({ kind: 'loading', crawlerName: profile.name })))) return;
      const lookup = await this.#deps.lookup(url);
      if (!this.#isCurrent(tabId, seq)) return;
      look =
        lookup.kind === 'not-applicable'
          ? badgeLook({ kind: 'not-applicable', message: lookup.message })
          : this.#verdictLook(lookup.record, url, profile);
    } catch (error) {
      look = badgeLook({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    await this.#paint(tabId, seq, look);
  }

  /** A fetch produced `record` (e.g. "refresh now" in the popup): repaint the tabs on that origin. */
  async showRecord(record: RobotsRecord): Promise<void> {
    const profile = await this.#deps.profile();
    const work: Promise<boolean>[] = [];
    for (const [tabId, state] of this.#tabs) {
      const target = robotsTxtTarget(state.url);
      if (!target.applicable || target.origin !== record.origin) continue;
      const seq = this.#begin(tabId, state.url);
      let look: BadgeLook;
      try {
        look = this.#verdictLook(record, state.url, profile);
      } catch (error) {
        look = badgeLook({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
      }
      work.push(this.#paint(tabId, seq, look));
    }
    await Promise.all(work);
  }

  /** The URL the badge of `tabId` is about, if known. */
  urlOf(tabId: number): string | null {
    return this.#tabs.get(tabId)?.url ?? null;
  }

  forget(tabId: number): void {
    this.#tabs.delete(tabId);
  }

  #verdictLook(record: RobotsRecord, url: string, profile: CrawlerProfile): BadgeLook {
    // The badge shows only the decision: no explanation of every matching rule (hundreds of ms on a hostile file).
    const result = verdictForRecord(record, url, profile, this.#deps.now(), { diagnostics: false, brief: true });
    return badgeLook({ kind: 'verdict', crawlerName: profile.name, result });
  }

  #begin(tabId: number, url: string): number {
    const seq = (this.#tabs.get(tabId)?.seq ?? 0) + 1;
    this.#tabs.set(tabId, { seq, url });
    return seq;
  }

  #isCurrent(tabId: number, seq: number): boolean {
    return this.#tabs.get(tabId)?.seq === seq;
  }

  /** Paints only when `seq` is still the tab's newest; returns whether it still is afterwards. */
  async #paint(tabId: number, seq: number, look: BadgeLook): Promise<boolean> {
    if (!this.#isCurrent(tabId, seq)) return false;
    await this.#deps.surface.show(tabId, look);
    return this.#isCurrent(tabId, seq);
  }
}
