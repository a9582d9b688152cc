/**
 * Redirected robots.txt (spec §2): Google follows up to 5 hops, across hosts
 * and ports, and the file reached applies to the original site; more than 5
 * hops counts as a 404 (everything allowed). The popup lists each hop.
 */
import { describe, expect, test } from 'vitest';
import { readPopup, useExtension } from './support/extension.ts';
import { redirectChain, robotsBody } from './support/sites.ts';

const fx = useExtension();

describe.concurrent('robots.txt behind redirects, Googlebot', () => {
  test('2 hops across ports: the file reached applies to the original site', async () => {
    const chain = await redirectChain(2, robotsBody('User-agent: *\nDisallow: /page\n'));
    fx.closeLater(...chain.all);
    const badge = await fx.ext.openTab(`${chain.site.origin}/page.html`);
    expect(badge.text).toBe('NO');
    expect(badge.title).toContain('line 2');

    const page = await fx.ext.openPopup(badge.tabId);
    const popup = await readPopup(page);
    expect(popup.state).toBe('disallowed');
    expect(popup.decidingLine).toBe(2);
    const hops = page.locator('[data-testid="redirect-hop"]');
    await expect(hops.count()).resolves.toBe(2);
    await expect(hops.evaluateAll((els) => els.map((el) => el.getAttribute('data-status')))).resolves.toEqual(['302', '301']);
    const hopText = await hops.allTextContents();
    expect(hopText[0]).toContain(`${chain.site.origin}/robots.txt`);
    expect(hopText[1]).toContain(`${chain.all[0]?.origin}/robots-final.txt`);
  });

  test('6 hops: more than 5, so robots.txt counts as missing and everything is allowed', async () => {
    // The file at the end would disallow everything, if it were ever reached.
    const chain = await redirectChain(6, robotsBody('User-agent: *\nDisallow: /\n'));
    fx.closeLater(...chain.all);
    const badge = await fx.ext.openTab(`${chain.site.origin}/page.html`);
    expect(badge.text).toBe('OK');
    expect(badge.title).toMatch(/more than 5/);

    const page = await fx.ext.openPopup(badge.tabId);
    const popup = await readPopup(page);
    expect(popup.state).toBe('allowed');
    expect(popup.reason).toMatch(/redirect/i);
    expect(popup.decidingLine).toBeNull();
    await expect(page.locator('[data-testid="redirect-hop"]').count()).resolves.toBe(6);
  });
});
