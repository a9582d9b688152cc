/**
 * Firefox runs the MV3 background as an event page, which it stops after
 * 30 s idle (Chromium stops its service worker the same way). Stopped, it
 * loses everything in memory; the next navigation must start it again and
 * give a full answer: the badge, the redirect hops it watches through
 * webRequest, and the popup.
 */
import { expect, test } from 'vitest';
import { redirectChain, robotsBody } from '../e2e/support/sites.ts';
import { useFirefoxDriver } from './support/driver.ts';
import { attributesOf, readPopup } from './support/harness.ts';

const fx = useFirefoxDriver();

test('a stopped background page wakes on a navigation: badge, both redirect hops and the popup', async () => {
  const chain = await redirectChain(2, robotsBody('User-agent: *\nDisallow: /page\n'));
  fx.closeLater(...chain.all);
  await fx.ext.harness.stopBackground();

  const badge = await fx.ext.harness.openTab(`${chain.site.origin}/page.html`);
  expect(badge.text).toBe('NO');
  expect(badge.title).toContain('line 2');
  await expect(fx.ext.harness.backgroundState()).resolves.toBe('running');

  // Stopped again once the record is stored, before the popup asks: the answer comes from storage.
  await expect.poll(() => fx.ext.harness.storageMentions(chain.site.origin)).toBe(true);
  await fx.ext.harness.stopBackground();
  const page = await fx.ext.harness.openPopup(badge.tabId);
  const popup = await readPopup(page);
  expect(popup.state).toBe('disallowed');
  expect(popup.decidingLine).toBe(2);
  await expect(attributesOf(page, '[data-testid="redirect-hop"]', 'data-status')).resolves.toEqual(['302', '301']);
  expect(chain.site.hits('/robots.txt')).toBe(1);
});
