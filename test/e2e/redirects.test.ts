/**
 * Redirected robots.txt (docs/behaviour.md §2): the chains both browsers run
 * (scenarios/redirects.ts), then the Chromium-only cases.
 *
 * Redirects cannot be turned against the person: a public site's hop into
 * their computer or network, or to file:/data:, is not followed and says
 * why; cookies go only to the page's own origin. The public-looking names
 * resolve to 127.0.0.1 in the test browser only (support/chromium.ts).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { redirectChains } from './scenarios/redirects.ts';
import { TEST_HOSTS } from './support/chromium.ts';
import { useChromiumDriver } from './support/driver.ts';
import { readPopup } from './support/extension.ts';
import { shootWholePopup } from './support/screenshot.ts';
import { robotsBody, startSite, type RobotsHandler, type TestSite } from './support/sites.ts';

const fx = useChromiumDriver();

redirectChains(fx);

/** A site on 127.0.0.1 whose /robots.txt redirects to `location(site)`; other paths answer HTML (and count their hits). */
async function redirectingSite(location: (site: TestSite) => string, extra: Record<string, RobotsHandler> = {}): Promise<TestSite> {
  let self: TestSite | null = null;
  const site = await startSite({
    '/robots.txt': (_req, res) => res.writeHead(302, { location: self ? location(self) : '/' }).end(),
    ...extra,
  });
  self = site;
  fx.closeLater(site);
  return site;
}

const publicUrl = (site: TestSite, path: string) => `http://${TEST_HOSTS.public}:${site.port}${path}`;

async function notices(page: Page): Promise<{ kind: string | null; text: string }[]> {
  return page
    .locator('[data-testid="record-notice"]')
    .evaluateAll((els) => els.map((el) => ({ kind: el.getAttribute('data-kind'), text: el.textContent ?? '' })));
}

describe.concurrent('redirects that would turn the request against the person', () => {
  test('a public site → http://localhost/admin/delete-everything: not followed, its own outcome, unreachable for Google', async () => {
    const s = await redirectingSite((site) => `http://localhost:${site.port}/admin/delete-everything`);
    const badge = await fx.ext.harness.openTab(publicUrl(s, '/page.html'));
    expect(badge.text).toBe('!');
    expect(badge.title).toMatch(/redirect not followed/);
    expect(badge.title).toMatch(/this computer/);
    // localhost is this very server: the request never reached it.
    expect(s.hits('/admin/delete-everything')).toBe(0);

    const page = await fx.ext.harness.openPopup(badge.tabId);
    const popup = await readPopup(page);
    expect(popup.state).toBe('unreachable');
    expect(popup.decidingLine).toBeNull();
    const shown = await notices(page);
    expect(shown.map((n) => n.kind)).toEqual(['redirect-refused', 'outage']);
    // Where it pointed is said once, in the verdict's sentence; the notice does not repeat it.
    expect(popup.reason).toContain(`http://localhost:${s.port}/admin/delete-everything`);
    expect(shown[0]?.text).not.toContain(popup.reason);
    const hops = page.locator('[data-testid="redirect-hop"]');
    await expect(hops.count()).resolves.toBe(1);
    await expect(page.locator('[data-testid="fetch-status"]').textContent()).resolves.toContain('Redirect not followed');
    await shootWholePopup(page, 'popup-redirect-refused');
  });

  test('a public site → a single-label intranet host: not followed', async () => {
    const s = await redirectingSite((site) => `http://${TEST_HOSTS.intranet}:${site.port}/robots-final.txt`, {
      '/robots-final.txt': robotsBody('User-agent: *\nAllow: /\n'),
    });
    const badge = await fx.ext.harness.openTab(publicUrl(s, '/page.html'));
    expect(badge.text).toBe('!');
    expect(badge.title).toMatch(/intranet name/);
    expect(s.hits('/robots-final.txt')).toBe(0);
  });

  test('a public site → another public-looking host: followed, and its rules apply', async () => {
    const s = await redirectingSite((site) => `http://${TEST_HOSTS.cdn}:${site.port}/robots-final.txt`, {
      '/robots-final.txt': robotsBody('User-agent: *\nDisallow: /page\n'),
    });
    const badge = await fx.ext.harness.openTab(publicUrl(s, '/page.html'));
    expect(badge.text).toBe('NO');
    expect(s.hits('/robots-final.txt')).toBe(1);
    const popup = await readPopup(await fx.ext.harness.openPopup(badge.tabId));
    expect(popup.decidingLine).toBe(2);
  });

  for (const target of ['data:text/plain,User-agent: *%0ADisallow: /', 'file:///etc/passwd']) {
    const scheme = target.slice(0, target.indexOf(':') + 1);
    test(`a redirect to ${scheme} is reported as such, with its hop, not as an unreachable server`, async () => {
      const s = await redirectingSite(() => target);
      const badge = await fx.ext.harness.openTab(`${s.origin}/page.html`);
      expect(badge.text).toBe('!');
      expect(badge.title).toContain(`a ${scheme} address`);
      const page = await fx.ext.harness.openPopup(badge.tabId);
      const shown = await notices(page);
      expect(shown.map((n) => n.kind)).toEqual(['redirect-refused', 'outage']);
      expect((await readPopup(page)).reason).toContain(target);
      const hops = page.locator('[data-testid="redirect-hop"]');
      await expect(hops.count()).resolves.toBe(1);
      await expect(hops.first().textContent()).resolves.toContain(target);
    });
  }
});

describe('cookies with "send cookies" on', () => {
  test('go to the page’s own origin only, never to a hop on another host', async () => {
    const cookies: Record<string, string | null> = {};
    const record =
      (answer: RobotsHandler): RobotsHandler =>
      (req, res, hit) => {
        cookies[new URL(req.url ?? '/', 'http://x').pathname] = req.headers.cookie ?? null;
        answer(req, res, hit);
      };
    const s = await redirectingSite(() => '/moved', {
      '/moved': record((_req, res) => res.writeHead(301, { location: `http://${TEST_HOSTS.cdn}:${s.port}/robots-final.txt` }).end()),
      '/robots-final.txt': record(robotsBody('User-agent: *\nDisallow: /page\n')),
    });
    const ext = fx.ext.harness;
    await ext.context.addCookies([
      { name: 'session', value: 'page-origin', url: `http://${TEST_HOSTS.public}:${s.port}/` },
      { name: 'session', value: 'cdn-origin', url: `http://${TEST_HOSTS.cdn}:${s.port}/` },
    ]);
    const worker = await ext.worker();
    // Resolves once the worker's own settings listener (registered first, so called first) has seen this
    // change: only this one, since other tests' cache writes fire onChanged too.
    await worker.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const seen = (changes: Record<string, chrome.storage.StorageChange>) => {
            if ((changes.settings?.newValue as { sendCookies?: boolean } | undefined)?.sendCookies !== true) return;
            chrome.storage.onChanged.removeListener(seen);
            resolve();
          };
          chrome.storage.onChanged.addListener(seen);
          void chrome.storage.local.set({ settings: { sendCookies: true } });
        }),
    );
    try {
      const badge = await ext.openTab(publicUrl(s, '/page.html'));
      expect(badge.text).toBe('NO');
      // Read before the settings go back: turning cookies off fetches robots.txt again, without them.
      expect(cookies['/moved']).toBe('session=page-origin');
      expect(cookies['/robots-final.txt']).toBeNull();
    } finally {
      await ext.resetSettings();
      await ext.context.clearCookies();
    }
  });
});
