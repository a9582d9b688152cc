/**
 * axe-core on the real pages: the popup in both themes,
 * with a disallowed verdict, its explanation, diagnostics and the robots.txt
 * view open, a 503 answer, and the options page. No violation of WCAG 2.x
 * A/AA (contrast included) is allowed.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useDemoSite } from './support/extension.ts';
import { startSite, status } from './support/sites.ts';

const demo = useDemoSite();
const POPUP_VIEWPORT = { width: 420, height: 600 };

/** Each violation as "rule-id: target (summary)", so a failure says what to fix. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(1).join(' ').trim()})`),
  );
}

test.each(['light', 'dark'] as const)('the popup has no accessibility violation in the %s theme', async (colorScheme) => {
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  const page = await demo.ext.openPopup(badge.tabId, { colorScheme, viewport: POPUP_VIEWPORT });
  // Every collapsible part open, so axe sees it all.
  for (const summary of await page.$$('details:not([open]) > summary')) await summary.click();
  expect(await violations(page)).toEqual([]);
});

test('the popup of a site answering 503 has no accessibility violation', async () => {
  const [site] = demo.closeLater(await startSite({ '/robots.txt': status(503) }));
  const badge = await demo.ext.openTab(`${site!.origin}/`);
  const page = await demo.ext.openPopup(badge.tabId, { viewport: POPUP_VIEWPORT });
  expect(await violations(page)).toEqual([]);
});

test.each(['light', 'dark'] as const)('the options page has no accessibility violation in the %s theme', async (colorScheme) => {
  const page = await demo.ext.context.newPage();
  try {
    await page.emulateMedia({ colorScheme });
    await page.goto(`chrome-extension://${demo.ext.extensionId}/src/pages/options/index.html`);
    await page.waitForSelector('.card');
    expect(await violations(page)).toEqual([]);
  } finally {
    await page.close();
  }
});
