/**
 * AI use on a Cloudflare-managed site: the robots.txt is the CDN's managed
 * block (a `*` group with Content-Signal, AI crawlers disallowed) followed by
 * the site owner's part (a Content-Usage line for /blog/), and the page sends
 * a Content-Usage header. The popup shows, per crawler, the stated
 * preferences for its purpose with their lines (or the header), what its
 * token controls, and marks the CDN's lines in the file view.
 */
import { expect, test } from 'vitest';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../../fixtures/cloudflare-managed-robots.ts';
import { robotsBody, startSite } from '../support/sites.ts';
import type { DriverFixture } from './driver.ts';

const CRAWLER_SELECT = '[data-testid="crawler-select"]';
const PAGE = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head><body><h1>A post</h1></body></html>';

export function aiUse(fx: DriverFixture, shots = false): void {
  test('preferences for the crawler’s purpose with their lines and the header, what the token controls, the CDN’s lines marked', async () => {
    const [site] = fx.closeLater(
      await startSite({
        '/robots.txt': robotsBody(CLOUDFLARE_MANAGED_ROBOTS),
        '/blog/post': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'Content-Usage': 'train-ai=n' }).end(PAGE);
        },
      }),
    );
    const opened = await fx.ext.openTab(`${site!.origin}/blog/post`);
    const popup = await fx.ext.openPopup(opened.tabId);
    const rows = async () => {
      const keys = await popup.attributes('[data-testid="use-row"]', 'data-key');
      const states = await popup.attributes('[data-testid="use-row"]', 'data-state');
      const lines = await popup.attributes('[data-testid="use-row"]', 'data-line');
      return keys.map((k, i) => `${k}:${states[i]}@${lines[i]}`);
    };
    try {
      // A training crawler reading `*`: the managed ai-train=no, the owner's train-ai=y for /blog/, the page's header.
      await popup.select(CRAWLER_SELECT, 'facebookbot');
      await expect.poll(rows, { timeout: 10_000 }).toEqual(['ai-train:refuses@11', 'train-ai:allows@43', 'train-ai:refuses@header']);
      const [panel = ''] = await popup.texts('[data-testid="use-preferences"]');
      expect(panel).toContain('preferences, not blocks');
      expect(panel).toContain('draft');
      expect((await popup.readPopup()).state).toBe('allowed');
      // The CDN's lines are marked in the file view; the owner's are not.
      expect(await popup.attributes('.file-row[data-line="11"]', 'data-cdn')).toEqual(['cloudflare']);
      expect(await popup.attributes('.file-row[data-line="5"]', 'data-cdn')).toEqual([null]);
      if (shots) await popup.screenshot('popup-ai-use');

      // Google-Extended: disallowed by the managed block; it fetches nothing itself, and does not govern AI Overviews.
      await popup.select(CRAWLER_SELECT, 'google-extended');
      await expect.poll(async () => (await popup.readPopup()).decidingLine).toBe(30);
      await expect.poll(() => popup.attributes('[data-testid="token-controls"]', 'data-token')).toEqual(['google-extended']);
      const [controls = ''] = await popup.texts('[data-testid="token-controls"]');
      expect(controls).toContain('pages are fetched as Googlebot');
      expect(controls).toContain('AI Overviews');
      // Its own group states nothing; the page's header still speaks, but the token may not fetch here.
      expect(await rows()).toEqual(['ai-train:not-stated@0', 'train-ai:refuses@header']);
      expect((await popup.texts('[data-testid="use-preferences"]')).join('')).toContain('may not fetch the page');

      // A user-triggered fetcher: its operator's statement stands beside the verdict.
      await popup.select(CRAWLER_SELECT, 'perplexity-user');
      await expect.poll(() => popup.attributes('[data-testid="token-controls"]', 'data-robots')).toEqual(['generally-ignores']);
      if (shots) await popup.screenshot('popup-ai-use-user-triggered');
    } finally {
      await popup.close();
    }
  });
}
