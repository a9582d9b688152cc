/**
 * What a person sees and how fast: screenshots of the popup (light and dark)
 * saved to artifacts/, the popup's time to verdict with a warm cache (the
 * 'robots-lens:verdict' performance mark) and the badge's delay after a
 * navigation commits, printed and written to artifacts/e2e-metrics.json.
 * Only a generous sanity bound is asserted on the timings.
 */
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { DEMO_PAGES, startDemoSite } from '../../scripts/demo-site.ts';
import { readPopup, useDemoSite } from './support/extension.ts';
import { median, ms, recordMetrics } from './support/metrics.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';

/** Chrome's popups are as wide as their content (Robots Lens: 420 px) and at most 600 px tall. */
const POPUP_VIEWPORT = { width: 420, height: 600 };
const SANITY_BOUND_MS = 5_000;
const VERDICT_MARK = 'robots-lens:verdict';
const round = (value: number) => Math.round(value * 10) / 10;

const demo = useDemoSite();

test('screenshots of the popup in light and dark mode', async () => {
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  expect(badge.text).toBe('NO');

  const shots = [
    { colorScheme: 'light', file: 'popup.png' },
    { colorScheme: 'dark', file: 'popup-dark.png' },
  ] as const;
  const backgrounds: Record<string, number> = {};
  for (const { colorScheme, file } of shots) {
    const page = await demo.ext.openPopup(badge.tabId, { colorScheme, viewport: POPUP_VIEWPORT });
    const popup = await readPopup(page);
    expect(popup.state).toBe('disallowed');
    // The deciding line is on screen, highlighted, in both themes.
    await expect(page.locator('[data-testid="robots-view"] [data-deciding="true"]').isVisible()).resolves.toBe(true);
    backgrounds[colorScheme] = await page.evaluate(() => {
      const [r = 0, g = 0, b = 0] = (getComputedStyle(document.body).backgroundColor.match(/\d+(\.\d+)?/g) ?? []).map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
    await page.screenshot({ path: join(ARTIFACTS_DIR, file) });
  }
  expect(backgrounds.light).toBeGreaterThan(0.8);
  expect(backgrounds.dark).toBeLessThan(0.25);
});

test('time to verdict: the popup with a warm cache, and the badge after a navigation commits', async () => {
  // A site the extension has never seen: the badge waits for robots.txt to be fetched.
  const fresh = await startDemoSite();
  const cold = await demo.ext.openTab(`${fresh.origin}/`).finally(() => fresh.close());
  expect(cold.text).toBe('OK');
  expect(cold.commitToBadgeMs).not.toBeNull();

  // Warm cache: an origin already looked up, other pages.
  await demo.ext.openTab(`${demo.site.origin}/`);
  const warmBadges: number[] = [];
  let lastTab = cold.tabId;
  for (const { path } of DEMO_PAGES.slice(1, 8)) {
    const badge = await demo.ext.openTab(`${demo.site.origin}${path}`);
    expect(badge.commitToBadgeMs).not.toBeNull();
    warmBadges.push(badge.commitToBadgeMs ?? NaN);
    lastTab = badge.tabId;
  }

  const popupTimes: number[] = [];
  const breakdowns: Record<string, number>[] = [];
  for (let i = 0; i < 7; i++) {
    const page = await demo.ext.openPopup(lastTab, { viewport: POPUP_VIEWPORT });
    await readPopup(page);
    const mark = await page.evaluate(
      (name) => performance.getEntriesByName(name).map((entry) => entry.startTime)[0] ?? null,
      VERDICT_MARK,
    );
    expect(mark, `the popup sets the performance mark '${VERDICT_MARK}' when its verdict is on screen`).not.toBeNull();
    popupTimes.push(mark ?? NaN);
    breakdowns.push(
      await page.evaluate(() => {
        const at = (name: string) => Math.round(performance.getEntriesByName(name)[0]?.startTime ?? NaN);
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return {
          htmlLoaded: Math.round(nav?.responseEnd ?? NaN),
          scriptStart: at('robots-lens:script-start'),
          record: at('robots-lens:record'),
          inDom: at('robots-lens:verdict-in-dom'),
          verdict: at('robots-lens:verdict'),
          details: at('robots-lens:details'),
          domInteractive: Math.round(nav?.domInteractive ?? NaN),
          domContentLoaded: Math.round(nav?.domContentLoadedEventStart ?? NaN),
        };
      }),
    );
    await page.close();
  }

  const metrics = {
    popupTimeToVerdictWarmMs: { median: round(median(popupTimes)), samples: popupTimes.map(round), breakdowns },
    badgeDelayAfterCommitMs: {
      coldFirstVisit: round(cold.commitToBadgeMs ?? NaN),
      warmMedian: round(median(warmBadges)),
      warmSamples: warmBadges.map(round),
    },
  };
  console.log(
    `Robots Lens e2e timing: popup time to verdict (warm cache, from navigation start) median ${ms(metrics.popupTimeToVerdictWarmMs.median)} over ${popupTimes.length} opens; ` +
      `badge after commit: first visit ${ms(cold.commitToBadgeMs ?? NaN)} (includes fetching robots.txt), warm median ${ms(metrics.badgeDelayAfterCommitMs.warmMedian)} over ${warmBadges.length} pages`,
  );
  recordMetrics('timing', metrics);

  expect(metrics.popupTimeToVerdictWarmMs.median).toBeLessThan(SANITY_BOUND_MS);
  expect(metrics.badgeDelayAfterCommitMs.warmMedian).toBeLessThan(SANITY_BOUND_MS);
});
