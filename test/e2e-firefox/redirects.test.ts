/**
 * Firefox: redirected robots.txt (spec §2). Google follows up to 5 hops,
 * across ports, and the file reached applies to the original site; more than
 * 5 counts as a 404. The popup lists each hop with its status.
 */
import { describe, expect, test } from 'vitest';
import { redirectChain, robotsBody } from '../e2e/support/sites.ts';
import { attributesOf, readPopup, textsOf, useFirefoxExtension } from './support/harness.ts';

const fx = useFirefoxExtension();

describe.concurrent('Firefox: robots.txt behind redirects, Googlebot', () => {
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
    expect(popup.highlightedLines).toEqual([2]);
    await expect(attributesOf(page, '[data-testid="redirect-hop"]', 'data-status')).resolves.toEqual(['302', '301']);
    const hops = await textsOf(page, '[data-testid="redirect-hop"]');
    expect(hops[0]).toContain(`${chain.site.origin}/robots.txt`);
    expect(hops[1]).toContain(`${chain.all[0]?.origin}/robots-final.txt`);
  });

  test('6 hops: more than 5, so robots.txt counts as missing and everything is allowed', async () => {
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
    await expect(attributesOf(page, '[data-testid="redirect-hop"]', 'data-status')).resolves.toEqual(['302', '301', '302', '301', '302', '301']);
  });
});
