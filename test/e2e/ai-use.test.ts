/**
 * Chromium: AI use on a Cloudflare-managed site with a site-owner part
 * (scenarios/ai-use.ts), with screenshots to look at; and axe on the popup
 * showing it (a refused preference, a user-triggered fetcher's warning, the
 * matrix's use words) in both themes.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../fixtures/cloudflare-managed-robots.ts';
import { aiUse } from './scenarios/ai-use.ts';
import { useChromiumDriver } from './support/driver.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { robotsBody, startSite } from './support/sites.ts';

const fx = useChromiumDriver();
aiUse(fx, true);

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test.each(['light', 'dark'] as const)('the AI-use parts have no accessibility violation in the %s theme', async (colorScheme) => {
  const [site] = fx.closeLater(await startSite({ '/robots.txt': robotsBody(CLOUDFLARE_MANAGED_ROBOTS) }));
  const harness = fx.ext.harness;
  const opened = await fx.ext.openTab(`${site!.origin}/shop/x`);
  for (const crawler of ['facebookbot', 'perplexity-user']) {
    const page = await harness.openPopup(opened.tabId, { colorScheme, viewport: { width: 420, height: 600 } });
    await page.selectOption('[data-testid="crawler-select"]', crawler);
    await page.waitForSelector('[data-testid="use-preferences"]');
    await page.waitForSelector('[data-testid="crawler-matrix"][data-ready="true"]');
    expect(await violations(page), `${crawler} ${colorScheme}`).toEqual([]);
    if (crawler === 'perplexity-user') await page.screenshot({ path: `${ARTIFACTS_DIR}/popup-ai-use-${colorScheme}.png`, fullPage: true });
    await page.close();
  }
});
