/**
 * The served HTML beside the rendered page, in each browser's build: a page
 * whose script adds noindex and changes the canonical; the popup's button
 * fetches it once (the worker's fetch, its redirects judged through
 * webRequest) and shows both differences and what they mean.
 */
import { expect, test } from 'vitest';
import { robotsBody, startSite } from '../support/sites.ts';
import type { DriverFixture } from './driver.ts';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Changed by a script</title>
<meta name="robots" content="index, follow"><link rel="canonical" href="/page"></head><body><h1>Changed by a script</h1>
<script>document.querySelector('meta[name=robots]').setAttribute('content', 'noindex');
document.querySelector('link[rel=canonical]').setAttribute('href', '/elsewhere');</script></body></html>`;

export function servedHtmlComparison(fx: DriverFixture): void {
  test('a script adds noindex and changes the canonical: the comparison shows both and what they mean, after one request', async () => {
    const [site] = fx.closeLater(
      await startSite({
        '/robots.txt': robotsBody('User-agent: *\nAllow: /\n'),
        '/page': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
        },
      }),
    );
    const opened = await fx.ext.openTab(`${site!.origin}/page`);
    const popup = await fx.ext.openPopup(opened.tabId);
    try {
      await expect.poll(() => popup.attributes('[data-testid="served"]', 'data-state'), { timeout: 15_000 }).toEqual(['idle']);
      expect(site!.hits('/page')).toBe(1);
      await popup.click('[data-testid="served-compare"]');
      await expect.poll(() => popup.attributes('[data-testid="served"]', 'data-state'), { timeout: 20_000 }).toEqual(['compared']);
      expect(await popup.attributes('[data-testid="served-differences"] li', 'data-change')).toEqual(['changed', 'changed']);
      expect(await popup.attributes('[data-testid="served-meaning"]', 'data-code')).toEqual([
        'noindex-added-by-script',
        'canonical-changed-by-script',
      ]);
      const [canonical = ''] = await popup.texts('[data-testid="served-differences"] li[data-kind="canonical"]');
      expect(canonical).toBe(`Canonical changed by JavaScript: served ${site!.origin}/page, rendered ${site!.origin}/elsewhere`);
      expect(site!.hits('/page')).toBe(2);
    } finally {
      await popup.close();
    }
  });
}
