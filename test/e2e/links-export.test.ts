/**
 * Chromium: the popup's "Links and resources" list exported (CSV and JSON,
 * the downloads read back) and opened in the workbench as a URL list (the
 * workbench's list holds the page's URLs and tests them). The section's
 * buttons in light and dark, Thai and Hindi, screenshots to artifacts/.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { urlListText } from './support/url-list-text.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { robotsBody, startSite } from './support/sites.ts';

const fixture = useExtension();
const POPUP_VIEWPORT = { width: 420, height: 600 };

afterEach(async () => {
  await fixture.ext.resetSettings();
});

/** A page on 127.0.0.1 linking to its own disallowed and allowed paths, and loading a script. */
async function site() {
  const home = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n'),
    '/app.js': (_req, res) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(''),
    '/page.html': (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Links</title><link rel="icon" href="data:,"><script src="/app.js"></script></head><body>' +
            '<a href="/private/report">report</a> <a href="/open" rel="nofollow">open</a></body></html>',
        );
    },
  });
  fixture.closeLater(home);
  return home;
}

async function openLinks(tabId: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const page = await fixture.ext.openPopup(tabId, { viewport: POPUP_VIEWPORT, colorScheme });
  await page.click('[data-testid="links-toggle"]');
  await page.locator('[data-testid="links-actions"]').waitFor({ timeout: 20_000 });
  await page.locator('[data-testid="links-progress"]').waitFor({ state: 'detached', timeout: 20_000 });
  return page;
}

async function download(page: Page, button: string): Promise<{ name: string; body: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const path = await file.path();
  return { name: file.suggestedFilename(), body: readFileSync(path, 'utf8') };
}

test('the links list exports as CSV and JSON, each URL with its verdict and line, read back from the download', async () => {
  const home = await site();
  const tab = await fixture.ext.openTab(`${home.origin}/page.html`);
  const page = await openLinks(tab.tabId);
  try {
    const csv = await download(page, '[data-testid="links-export-csv"]');
    expect(csv.name).toMatch(new RegExp(`^robots-lens-links-127\\.0\\.0\\.1_${home.port}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('url,crawler,verdict,line,rule,link,resource,rel,robots status');
    expect(lines).toContain(`${home.origin}/private/report,Googlebot,disallowed,2,Disallow: /private/,yes,,,200`);
    expect(lines).toContain(`${home.origin}/open,Googlebot,allowed,0,,yes,,nofollow,200`);
    expect(lines).toContain(`${home.origin}/app.js,Googlebot,allowed,0,,no,script,,200`);

    const json = await download(page, '[data-testid="links-export-json"]');
    expect(json.name).toMatch(/\.json$/);
    const rows = JSON.parse(json.body) as { url: string; verdict: string; line: number }[];
    expect(rows.find((r) => r.url === `${home.origin}/private/report`)).toMatchObject({ verdict: 'disallowed', line: 2 });
    expect(rows).toHaveLength(lines.length - 1);
  } finally {
    await page.close();
  }
});

test('"Open in the workbench" opens it on the page’s site with the list’s URLs to test', async () => {
  const home = await site();
  const tab = await fixture.ext.openTab(`${home.origin}/page.html`);
  const page = await openLinks(tab.tabId);
  try {
    const opened = fixture.ext.context.waitForEvent('page');
    await page.click('[data-testid="links-open-workbench"]');
    const workbench = await opened;
    try {
      await workbench.waitForLoadState();
      expect(new URL(workbench.url()).searchParams.get('origin')).toBe(home.origin);
      await expect
        .poll(async () => (await urlListText(workbench)).split('\n').sort(), { timeout: 20_000 })
        .toEqual([`${home.origin}/app.js`, `${home.origin}/open`, `${home.origin}/private/report`].sort());
      // The workbench tests them: one result row each.
      await expect.poll(() => workbench.locator('[data-testid="results-row"]').count(), { timeout: 20_000 }).toBe(3);
      // The hand-over is read once: nothing is left behind in session storage.
      const left = await workbench.evaluate(async () => Object.keys(await chrome.storage.session.get(null)));
      expect(left.filter((k) => k.startsWith('workbench-list:'))).toEqual([]);
      await workbench.screenshot({ path: `${ARTIFACTS_DIR}/links-in-workbench.png` });
    } finally {
      await workbench.close();
    }
  } finally {
    await page.close();
  }
});

test.each([
  ['en', 'light'],
  ['en', 'dark'],
  ['th', 'light'],
  ['hi', 'dark'],
] as const)('the export buttons in %s, %s stay inside the popup', async (locale, scheme) => {
  const home = await site();
  await fixture.ext.setLocale(locale);
  const tab = await fixture.ext.openTab(`${home.origin}/page.html`);
  const page = await openLinks(tab.tabId, scheme);
  try {
    const actions = page.locator('[data-testid="links-actions"]');
    await actions.scrollIntoViewIfNeeded();
    for (const button of await actions.locator('button').all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= POPUP_VIEWPORT.width).toBe(true);
    }
    await page.screenshot({ path: `${ARTIFACTS_DIR}/links-export-${locale}-${scheme}.png` });
  } finally {
    await page.close();
  }
});
