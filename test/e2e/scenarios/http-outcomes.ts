/**
 * What the HTTP outcome of fetching robots.txt means for Googlebot (docs/behaviour.md §2):
 * 404 → allowed; 503, 429, no answer in time, connection reset → disallowed
 * for now ("unreachable"), each with its reason and the browser's error
 * class read into the same kinds (Chromium net::ERR_…, Firefox NS_ERROR_…);
 * an HTML page with 200 → its lines are still read, with a warning. The
 * cases run side by side, so the 10 s timeout costs 10 s once.
 */
import { describe, expect, test } from 'vitest';
import { badgeHue, whiteTextContrast } from '../support/extension.ts';
import { htmlPage, startSite, status, type RobotsHandler, type TestSite } from '../support/sites.ts';
import type { DriverFixture } from './driver.ts';

export function httpOutcomes(fx: DriverFixture): void {
  async function site(robots: RobotsHandler): Promise<TestSite> {
    const s = await startSite({ '/robots.txt': robots });
    fx.closeLater(s);
    return s;
  }

  /** The popup for the tab, with its status fact (e.g. "404 Not Found", "No answer: reset (…)"). */
  async function popupFor(tabId: number) {
    const page = await fx.ext.openPopup(tabId);
    const popup = await page.readPopup();
    const [fetchStatus = ''] = await page.texts('[data-testid="fetch-status"]');
    return { page, popup: { ...popup, fetchStatus } };
  }

  describe.concurrent('robots.txt HTTP outcomes, Googlebot', () => {
    test('404: no robots.txt, so everything is allowed, and the badge says why', async () => {
      const s = await site(status(404, 'Not found'));
      const badge = await fx.ext.openTab(`${s.origin}/page.html`);
      expect(badge.text).toBe('OK');
      expect(badge.title).toContain('Robots Lens · Googlebot');
      expect(badge.title).toContain('404');

      const { popup } = await popupFor(badge.tabId);
      expect(popup.state).toBe('allowed');
      expect(popup.verdictText).toContain('Allowed');
      expect(popup.reason).toContain('404');
      expect(popup.decidingLine).toBeNull();
      expect(popup.fetchStatus).toContain('404');
    });

    for (const code of [503, 429]) {
      test(`${code}: the whole site is disallowed for now, because of the ${code}`, async () => {
        const s = await site(status(code, 'Try later'));
        const badge = await fx.ext.openTab(`${s.origin}/page.html`);
        expect(badge.text).toBe('!');
        expect(badge.title).toContain('Googlebot');
        expect(badge.title).toContain(String(code));
        expect(badgeHue(badge.color)).toBe('orange');
        expect(whiteTextContrast(badge.color)).toBeGreaterThanOrEqual(4.5);

        const { page, popup } = await popupFor(badge.tabId);
        expect(popup.state).toBe('unreachable');
        expect(popup.verdictText).toContain('Disallowed');
        expect(popup.reason).toContain(String(code));
        expect(popup.fetchStatus).toContain(String(code));
        // To look at: the verdict, the server-error and outage notices, the fetch facts.
        await page.screenshot(`popup-${code}`);
      });
    }

    test('no answer within the 10 s timeout: unreachable, disallowed for now, classed as a timeout', async () => {
      // Accepts the connection and never answers.
      const s = await site(() => undefined);
      const badge = await fx.ext.openTab(`${s.origin}/page.html`, 30_000);
      expect(badge.text).toBe('!');
      expect(badge.title).toMatch(/in time|time(d)? ?out/i);
      expect(badge.commitToBadgeMs).toBeGreaterThan(9_000);

      const { popup } = await popupFor(badge.tabId);
      expect(popup.state).toBe('unreachable');
      expect(popup.verdictText).toContain('Disallowed');
      expect(popup.reason).toMatch(/in time|time(d)? ?out/i);
      expect(popup.fetchStatus).toMatch(/timeout/i);
    });

    test('connection reset: unreachable, disallowed for now, classed as a reset from the browser’s own error', async () => {
      const s = await site((req) => req.socket.resetAndDestroy());
      const badge = await fx.ext.openTab(`${s.origin}/page.html`);
      expect(badge.text).toBe('!');
      expect(badge.title).toMatch(/reset/i);

      const { popup } = await popupFor(badge.tabId);
      expect(popup.state).toBe('unreachable');
      expect(popup.reason).toMatch(/reset/i);
      expect(popup.fetchStatus).toMatch(fx.ext.resetStatus);
    });

    test('an HTML page answered with 200 is read line by line, with a warning about the HTML', async () => {
      const s = await site((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(htmlPage('Welcome'));
      });
      const badge = await fx.ext.openTab(`${s.origin}/page.html`);
      // Allowed, but not by a file the site meant: the badge says so as the popup's top line does.
      expect(badge.text).toBe('OK·!');
      expect(badge.title).toContain('robots.txt is an HTML page');

      const { page, popup } = await popupFor(badge.tabId);
      expect(popup.state).toBe('allowed');
      const diagnostics = await page.texts('[data-testid="diagnostic"]');
      expect(diagnostics.some((d) => /html/i.test(d))).toBe(true);
      // The body was parsed and shown, not replaced by an error.
      await expect(page.texts('[data-testid="robots-view"] [data-line="1"]')).resolves.toEqual([
        expect.stringContaining('<!doctype html>'),
      ]);
    });
  });
}
