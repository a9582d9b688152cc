/**
 * A page that may be fetched but not indexed, in each browser's build: the
 * worker sees the main frame's X-Robots-Tag header as the page loads
 * (webRequest), reads its meta robots tag with `scripting`, shows OK·N on
 * the badge, and the popup's Indexing section says why. In Firefox this is
 * the only test of the header listener and the markup reader.
 */
import { expect, test } from 'vitest';
import { robotsBody, startSite } from '../support/sites.ts';
import type { DriverFixture } from './driver.ts';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not for the index</title>
<meta name="robots" content="nofollow"></head><body><h1>Not for the index</h1></body></html>`;

export function indexingSignals(fx: DriverFixture): void {
  test('X-Robots-Tag noindex for Googlebot: the badge says OK·N, the Indexing section names the header, and the meta nofollow', async () => {
    const [site] = fx.closeLater(
      await startSite({
        '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n'),
        '/page': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'X-Robots-Tag': 'googlebot: noindex' }).end(PAGE);
        },
      }),
    );
    const opened = await fx.ext.openTab(`${site!.origin}/page`);
    // The verdict comes first; the indexing signals join it once the page has loaded.
    await expect.poll(async () => (await fx.ext.badge(opened.tabId)).text, { timeout: 10_000 }).toBe('OK·N');
    expect((await fx.ext.badge(opened.tabId)).title).toContain('X-Robots-Tag');

    const popup = await fx.ext.openPopup(opened.tabId);
    try {
      await expect.poll(() => popup.attributes('[data-testid="indexing"]', 'data-state'), { timeout: 10_000 }).toEqual(['not-indexable']);
      const [blockers = ''] = await popup.texts('[data-testid="indexing-blockers"]');
      expect(blockers).toContain('X-Robots-Tag');
      expect(blockers).toContain('googlebot: noindex');
      expect((await popup.texts('[data-testid="indexing"]')).join('')).toContain('nofollow');
      // The page itself may be fetched: robots.txt only disallows /private/.
      expect((await popup.readPopup()).state).toBe('allowed');
    } finally {
      await popup.close();
    }
  });
}
