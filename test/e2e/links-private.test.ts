/**
 * "Links and resources" under the address policy, in the real popup: a page
 * on a public-looking site (robots-public.test, which the test browser
 * resolves to 127.0.0.1) linking to 127.0.0.1, localhost and intranet. Their
 * robots.txt is not fetched when the section opens; each row says "Not
 * checked: private address"; "Check private addresses" fetches them. The
 * section in light and dark, Thai and Hindi, screenshots to artifacts/.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { robotsBody, startSite } from './support/sites.ts';

const fixture = useExtension();
const POPUP_VIEWPORT = { width: 420, height: 600 };

beforeEach(async () => {
  await fixture.ext.resetSettings();
});

async function states(page: Page): Promise<Record<string, string>> {
  return page.$$eval('[data-testid="links-row"]', (els) =>
    Object.fromEntries(els.map((el) => [el.getAttribute('data-url') ?? '', el.getAttribute('data-state') ?? ''])),
  );
}

async function sites() {
  const inside = await startSite({ '/robots.txt': robotsBody('User-agent: *\nDisallow: /admin\n') });
  const home = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nAllow: /\n'),
    '/page.html': (_req, res) => {
      const q = inside.port;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Public</title><link rel="icon" href="data:,"></head><body>` +
            `<a href="http://127.0.0.1:${q}/admin">router</a> <a href="http://localhost:${q}/admin/x">dev</a> <a href="http://intranet:${q}/y">wiki</a> <a href="/open">own</a></body></html>`,
        );
    },
  });
  fixture.closeLater(home, inside);
  return { home, inside };
}

test('a public page’s links to this computer and the intranet are not checked until the person asks', async () => {
  const { home, inside } = await sites();
  const q = inside.port;
  const tab = await fixture.ext.openTab(`http://robots-public.test:${home.port}/page.html`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  await page.click('[data-testid="links-toggle"]');
  await page.locator('[data-testid="links-private"]').waitFor({ timeout: 20_000 });
  await page.locator('[data-testid="links-progress"]').waitFor({ state: 'detached', timeout: 20_000 });
  expect(await states(page)).toMatchObject({
    [`http://127.0.0.1:${q}/admin`]: 'private',
    [`http://localhost:${q}/admin/x`]: 'private',
    [`http://intranet:${q}/y`]: 'private',
    [`http://robots-public.test:${home.port}/open`]: 'allowed',
  });
  expect(await page.locator(`[data-url="http://127.0.0.1:${q}/admin"] .links-verdict`).innerText()).toBe('Not checked: private address');
  expect(await page.locator('[data-testid="links-private"] .links-hint').innerText()).toMatch(/^3 sites are on private addresses/);
  // Nothing was sent to this computer's other site.
  expect(inside.hits('/robots.txt')).toBe(0);
  await page.screenshot({ path: `${ARTIFACTS_DIR}/links-private-light.png`, fullPage: true });

  await page.click('[data-testid="links-check-private"]');
  await expect
    .poll(() => states(page), { timeout: 20_000 })
    .toMatchObject({
      [`http://127.0.0.1:${q}/admin`]: 'disallowed',
      [`http://localhost:${q}/admin/x`]: 'disallowed',
      [`http://intranet:${q}/y`]: 'allowed',
    });
  expect(inside.hits('/robots.txt')).toBe(3);
  await page.close();
});

test('the section’s private-address note in dark, Thai and Hindi stays inside the popup', async () => {
  const { home } = await sites();
  const tab = await fixture.ext.openTab(`http://robots-public.test:${home.port}/page.html`);
  try {
    for (const [locale, scheme] of [
      ['en', 'dark'],
      ['th', 'light'],
      ['hi', 'dark'],
    ] as const) {
      await fixture.ext.setLocale(locale);
      const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT, colorScheme: scheme });
      await page.click('[data-testid="links-toggle"]');
      const note = page.locator('[data-testid="links-private"]');
      await note.waitFor({ timeout: 20_000 });
      await note.scrollIntoViewIfNeeded();
      const box = await note.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= POPUP_VIEWPORT.width).toBe(true);
      const button = await page.locator('[data-testid="links-check-private"]').boundingBox();
      expect(button && button.x + button.width <= POPUP_VIEWPORT.width).toBe(true);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/links-private-${locale}-${scheme}.png`, fullPage: true });
      await page.close();
    }
  } finally {
    await fixture.ext.setLocale(null);
  }
});
