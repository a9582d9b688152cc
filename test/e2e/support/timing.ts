/**
 * The parts of the time-to-verdict measurement that both browsers take the
 * same way (test/e2e/popup-screenshot-and-timing.test.ts and
 * test/e2e-firefox/timing.test.ts), so that their figures stay comparable:
 * the badge's delay after a navigation commits, the machine reference and
 * the sanity bound.
 */
import { expect } from 'vitest';
import { DEMO_PAGES, startDemoSite } from '../../../scripts/demo-site.ts';
import type { TabBadge } from './extension.ts';
import { median } from './metrics.ts';

/** How many times each popup and the reference page are opened. */
export const OPENS = 7;

/** Generous: only a verdict that takes seconds fails (the figures are reported, not asserted). */
export const SANITY_BOUND_MS = 5_000;

export const round = (value: number) => Math.round(value * 10) / 10;

export interface BadgeDelays {
  /** A site the extension has never seen: the badge waits for robots.txt to be fetched. */
  cold: TabBadge;
  /** Other pages of an origin already looked up (warm cache). */
  warmBadges: number[];
  /** The tab of the last warm page, for the popups to ask about. */
  lastTab: number;
}

/** Opens a fresh demo site's home page, then 7 pages of `origin` after its home page, timing each badge. */
export async function measureBadgeDelays(ext: { openTab(url: string): Promise<TabBadge> }, origin: string): Promise<BadgeDelays> {
  const fresh = await startDemoSite();
  const cold = await ext.openTab(`${fresh.origin}/`).finally(() => fresh.close());
  expect(cold.text).toBe('OK');
  expect(cold.commitToBadgeMs).not.toBeNull();

  await ext.openTab(`${origin}/`);
  const warmBadges: number[] = [];
  let lastTab = cold.tabId;
  for (const { path } of DEMO_PAGES.slice(1, 8)) {
    const badge = await ext.openTab(`${origin}${path}`);
    expect(badge.commitToBadgeMs).not.toBeNull();
    warmBadges.push(badge.commitToBadgeMs ?? NaN);
    lastTab = badge.tabId;
  }
  return { cold, warmBadges, lastTab };
}

/** The badge figures as e2e-metrics.json records them. */
export function badgeDelaySummary({ cold, warmBadges }: BadgeDelays) {
  return {
    coldFirstVisit: round(cold.commitToBadgeMs ?? NaN),
    warmMedian: round(median(warmBadges)),
    warmSamples: warmBadges.map(round),
  };
}

/**
 * How fast this machine is right now (the times above move with its load):
 * `firstContentfulPaint(i)` opens a static local page in a new tab, as the
 * browser's test opens the popup as a tab, and returns its first contentful
 * paint (see firstContentfulPaintInPage); taken OPENS times.
 */
export async function machineReference(firstContentfulPaint: (i: number) => Promise<number>) {
  const samples: number[] = [];
  for (let i = 0; i < OPENS; i++) samples.push(await firstContentfulPaint(i));
  return { what: 'first contentful paint of a static local page opened in a new tab', median: round(median(samples)), samples };
}

/** Runs in a static page: its first contentful paint, once reported (NaN if never). */
export async function firstContentfulPaintInPage(): Promise<number> {
  for (let tries = 0; tries < 100 && performance.getEntriesByName('first-contentful-paint').length === 0; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Math.round((performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN) * 10) / 10;
}

/** The only assertion on the timings: medians under the sanity bound. */
export function expectWithinSanityBound(metrics: {
  toolbarPopupTimeToVerdictWarmMs: { median: number };
  popupAsTabTimeToVerdictWarmMs: { median: number };
  badgeDelayAfterCommitMs: { warmMedian: number };
}): void {
  expect(metrics.toolbarPopupTimeToVerdictWarmMs.median).toBeLessThan(SANITY_BOUND_MS);
  expect(metrics.popupAsTabTimeToVerdictWarmMs.median).toBeLessThan(SANITY_BOUND_MS);
  expect(metrics.badgeDelayAfterCommitMs.warmMedian).toBeLessThan(SANITY_BOUND_MS);
}
