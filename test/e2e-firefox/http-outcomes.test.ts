/**
 * Firefox: what the HTTP outcome of fetching robots.txt means for Googlebot
 * (spec §2), with the error class Firefox reports (NS_ERROR_…) read into the
 * same kinds as Chromium's net::ERR_…: 404 → allowed; 503, 429, no answer in
 * time, connection reset → disallowed for now. The cases run side by side,
 * so the 10 s timeout costs 10 s once.
 */
import { describe, expect, test } from 'vitest';
import { badgeHue } from '../e2e/support/extension.ts';
import { startSite, status, type TestSite } from '../e2e/support/sites.ts';
import { readPopup, textsOf, useFirefoxExtension } from './support/harness.ts';

const fx = useFirefoxExtension();

async function site(robots: Parameters<typeof startSite>[0]['/robots.txt']): Promise<TestSite> {
  const s = await startSite(robots ? { '/robots.txt': robots } : {});
  fx.closeLater(s);
  return s;
}

/** The popup's status fact for the tab (e.g. "404 Not Found", "No answer: reset (NS_ERROR_NET_RESET)"). */
async function popupFor(tabId: number) {
  const page = await fx.ext.openPopup(tabId);
  const popup = await readPopup(page);
  const [fetchStatus = ''] = await textsOf(page, '[data-testid="fetch-status"]');
  return { ...popup, fetchStatus };
}

describe.concurrent('Firefox: robots.txt HTTP outcomes, Googlebot', () => {
  test('404: no robots.txt, so everything is allowed', async () => {
    const s = await site(status(404, 'Not found'));
    const badge = await fx.ext.openTab(`${s.origin}/page.html`);
    expect(badge.text).toBe('OK');
    expect(badge.title).toContain('Robots Lens · Googlebot');
    expect(badge.title).toContain('404');

    const popup = await popupFor(badge.tabId);
    expect(popup.state).toBe('allowed');
    expect(popup.reason).toContain('404');
    expect(popup.decidingLine).toBeNull();
    expect(popup.fetchStatus).toContain('404');
  });

  for (const code of [503, 429]) {
    test(`${code}: the whole site is disallowed for now`, async () => {
      const s = await site(status(code, 'Try later'));
      const badge = await fx.ext.openTab(`${s.origin}/page.html`);
      expect(badge.text).toBe('!');
      expect(badge.title).toContain(String(code));
      expect(badgeHue(badge.color)).toBe('orange');

      const popup = await popupFor(badge.tabId);
      expect(popup.state).toBe('unreachable');
      expect(popup.verdictText).toContain('Disallowed');
      expect(popup.reason).toContain(String(code));
      expect(popup.fetchStatus).toContain(String(code));
    });
  }

  test('no answer within the 10 s timeout: unreachable, classed as a timeout', async () => {
    const s = await site(() => undefined);
    const badge = await fx.ext.openTab(`${s.origin}/page.html`, 30_000);
    expect(badge.text).toBe('!');
    expect(badge.title).toMatch(/in time|time(d)? ?out/i);
    expect(badge.commitToBadgeMs).toBeGreaterThan(9_000);

    const popup = await popupFor(badge.tabId);
    expect(popup.state).toBe('unreachable');
    expect(popup.reason).toMatch(/in time|time(d)? ?out/i);
    expect(popup.fetchStatus).toMatch(/timeout/i);
  });

  test('connection reset: unreachable, classed as a reset from Firefox’s NS_ERROR_NET_RESET', async () => {
    const s = await site((req) => req.socket.resetAndDestroy());
    const badge = await fx.ext.openTab(`${s.origin}/page.html`);
    expect(badge.text).toBe('!');
    expect(badge.title).toMatch(/reset/i);

    const popup = await popupFor(badge.tabId);
    expect(popup.state).toBe('unreachable');
    expect(popup.reason).toMatch(/reset/i);
    expect(popup.fetchStatus).toMatch(/reset \(NS_ERROR_NET_(RESET|INTERRUPT)\)/);
  });
});
