/**
 * Redirected robots.txt (docs/behaviour.md §2): Google follows up to 5 hops, across hosts
 * and ports, and the file reached applies to the original site; more than 5
 * hops counts as a 404 (everything allowed). The popup lists each hop with
 * its status.
 */
import { describe, expect, test } from 'vitest';
import { redirectChain, robotsBody } from '../support/sites.ts';
import type { DriverFixture } from './driver.ts';

const HOP = '[data-testid="redirect-hop"]';

export function redirectChains(fx: DriverFixture): void {
  describe.concurrent('robots.txt behind redirects, Googlebot', () => {
    test('2 hops across ports: the file reached applies to the original site', async () => {
      const chain = await redirectChain(2, robotsBody('User-agent: *\nDisallow: /page\n'));
      fx.closeLater(...chain.all);
      const badge = await fx.ext.openTab(`${chain.site.origin}/page.html`);
      expect(badge.text).toBe('NO');
      expect(badge.title).toContain('line 2');

      const page = await fx.ext.openPopup(badge.tabId);
      const popup = await page.readPopup();
      expect(popup.state).toBe('disallowed');
      expect(popup.decidingLine).toBe(2);
      expect(popup.highlightedLines).toEqual([2]);
      await expect(page.attributes(HOP, 'data-status')).resolves.toEqual(['302', '301']);
      const hops = await page.texts(HOP);
      expect(hops[0]).toContain(`${chain.site.origin}/robots.txt`);
      expect(hops[1]).toContain(`${chain.all[0]?.origin}/robots-final.txt`);
    });

    test('6 hops: more than 5, so robots.txt counts as missing and everything is allowed', async () => {
      // The file at the end would disallow everything, if it were ever reached.
      const chain = await redirectChain(6, robotsBody('User-agent: *\nDisallow: /\n'));
      fx.closeLater(...chain.all);
      const badge = await fx.ext.openTab(`${chain.site.origin}/page.html`);
      expect(badge.text).toBe('OK');
      expect(badge.title).toMatch(/more than 5/);

      const page = await fx.ext.openPopup(badge.tabId);
      const popup = await page.readPopup();
      expect(popup.state).toBe('allowed');
      expect(popup.reason).toMatch(/redirect/i);
      expect(popup.decidingLine).toBeNull();
      await expect(page.attributes(HOP, 'data-status')).resolves.toEqual(['302', '301', '302', '301', '302', '301']);
    });
  });
}
