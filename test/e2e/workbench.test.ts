/**
 * The workbench in the built extension against a local site:
 * opened from the popup (a tab with the origin and the page), the draft
 * edited (the counts and the highlighted deciding line follow), the draft
 * found again after a reload, screenshots in both themes, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { useExtension } from './support/extension.ts';
import { urlListText } from './support/url-list-text.ts';
import { median, ms, recordMetrics } from './support/metrics.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { robotsBody, startSite, status, type TestSite } from './support/sites.ts';

const ext = useExtension();

const ROBOTS = [
  'User-agent: *',
  'Disallow: /private/',
  'Allow: /private/open/',
  '',
  'User-agent: Googlebot',
  'Disallow: /drafts/',
  '# the end',
].join('\n');
const PATHS = ['/private/a.html', '/private/open/b.html', '/drafts/c.html', '/public/d.html'];
const WIDE = { width: 1280, height: 860 };

async function startWorkbenchSite(): Promise<TestSite> {
  const [site] = ext.closeLater(await startSite({ '/robots.txt': robotsBody(ROBOTS) }));
  return site!;
}

/**
 * What the page shows now: the URLs each file disallows (read from the
 * results' sentences, "The live file allows 3 URLs and disallows 1 URL."),
 * the highlighted line, the draft's text (the lines on screen).
 */
function shown(page: Page) {
  return page.evaluate(() => {
    const counts = document.querySelector('[data-testid="results-counts"]')?.textContent ?? '';
    const disallowed = (file: string) => {
      const m = new RegExp(`${file} allows ([\\d,]+) URLs? and disallows ([\\d,]+) URL`).exec(counts);
      return m ? { allowed: Number(m[1]!.replaceAll(',', '')), disallowed: Number(m[2]!.replaceAll(',', '')) } : null;
    };
    const live = disallowed('The live file');
    const draft = disallowed('The draft');
    const editor = document.querySelector('[data-testid="draft-editor"] .cm-content');
    const lines = [...(editor?.querySelectorAll('.cm-line') ?? [])];
    const deciding = lines.findIndex((l) => l.getAttribute('data-deciding') === 'true');
    return {
      live: live?.disallowed ?? null,
      draft: draft?.disallowed ?? null,
      total: live ? live.allowed + live.disallowed : null,
      decidingLine: deciding === -1 ? 0 : deciding + 1,
      text: lines.map((l) => l.textContent).join('\n'),
    };
  });
}

const URL_LIST = '#wb-urls-list';

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(1).join(' ').trim()})`),
  );
}

test('opened from the popup: a tab with the origin; an edit changes the counts and the highlighted line; the draft survives a reload', async () => {
  const site = await startWorkbenchSite();
  const pageUrl = `${site.origin}/drafts/c.html`;
  const badge = await ext.ext.openTab(pageUrl);
  const popup = await ext.ext.openPopup(badge.tabId);
  const opened = ext.ext.context.waitForEvent('page', { predicate: (p) => p.url().includes('/src/pages/workbench/index.html') });
  await popup.click('[data-testid="open-workbench"]');
  const page = await opened;
  await page.setViewportSize(WIDE);
  const address = new URL(page.url());
  expect(address.searchParams.get('origin')).toBe(site.origin);
  expect(address.searchParams.get('url')).toBe(pageUrl);

  // The live file became the draft; the popup's page is the URL under test, in focus: its deciding line is highlighted.
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(ROBOTS);
  expect(await urlListText(page)).toBe(pageUrl);
  await expect.poll(() => shown(page)).toMatchObject({ live: 1, draft: 1, total: 1, decidingLine: 6 });

  // More URLs; the row of /drafts/c.html chosen in the results.
  await page.fill(URL_LIST, PATHS.join('\n'));
  await expect.poll(() => shown(page)).toMatchObject({ live: 1, draft: 1, total: 4 });
  await page.click('[data-testid="results-row"][data-url-index="2"] .wbr-col-url');
  await expect.poll(() => shown(page)).toMatchObject({ decidingLine: 6 });

  // An Allow under Googlebot's Disallow: the draft now allows /drafts/c.html by line 7.
  await page.click('[data-testid="draft-editor"] .cm-line:nth-child(6)');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Allow: /drafts/c');
  await expect.poll(() => shown(page)).toMatchObject({ live: 1, draft: 0, decidingLine: 7 });
  expect(await page.textContent('[data-testid="results-counts"]')).toContain('The draft allows 1 more URL for Googlebot.');
  await expect.poll(() => page.getAttribute('[data-testid="save-state"]', 'data-state')).toBe('saved');
  const edited = (await shown(page)).text;
  expect(edited.split('\n')[6]).toBe('Allow: /drafts/c');
  // The changed line is marked against the live file.
  expect(await page.locator('[data-testid="draft-editor"] [data-diff="changed"]').count()).toBe(1);

  // Reloaded: the draft as it was.
  await page.reload();
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(edited);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${ARTIFACTS_DIR}/${colorScheme === 'light' ? 'workbench.png' : 'workbench-dark.png'}`, fullPage: true });
    expect(await violations(page), colorScheme).toEqual([]);
  }
  await page.close();
  await popup.close();
});

function workbenchUrl(query: string): string {
  return `chrome-extension://${ext.ext.extensionId}/src/pages/workbench/index.html${query}`;
}

async function openWorkbench(query: string): Promise<Page> {
  const page = await ext.ext.context.newPage();
  await page.setViewportSize(WIDE);
  await page.goto(workbenchUrl(query));
  return page;
}

test('the origin box: bad input is explained, a URL opens its origin and becomes the address', async () => {
  const site = await startWorkbenchSite();
  const page = await openWorkbench('');
  await page.fill('[data-testid="origin-input"]', 'ftp://example.com/file');
  await page.press('[data-testid="origin-input"]', 'Enter');
  await expect.poll(() => page.getAttribute('[data-testid="origin-input"]', 'aria-invalid')).toBe('true');
  expect(await page.textContent('[data-testid="origin-note"]')).toContain('ftp');

  await page.fill('[data-testid="origin-input"]', `${site.origin}/drafts/c.html?x=1`);
  await page.press('[data-testid="origin-input"]', 'Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('origin')).toBe(site.origin);
  expect(await page.inputValue('[data-testid="origin-input"]')).toBe(site.origin);
  expect(await page.getAttribute('[data-testid="origin-input"]', 'aria-invalid')).toBeNull();
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(ROBOTS);
  expect(await page.title()).toContain(site.origin.replace('http://', ''));
  await page.close();
});

test('opened from the options page with the site typed there', async () => {
  const site = await startWorkbenchSite();
  const options = await ext.ext.context.newPage();
  await options.goto(`chrome-extension://${ext.ext.extensionId}/src/pages/options/index.html`);
  await options.fill('[data-testid="options-workbench-origin"]', site.origin);
  const opened = ext.ext.context.waitForEvent('page', { predicate: (p) => p.url().includes('/src/pages/workbench/index.html') });
  await options.click('[data-testid="options-open-workbench"]');
  const page = await opened;
  expect(new URL(page.url()).searchParams.get('origin')).toBe(site.origin);
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(ROBOTS);
  await page.close();
  await options.close();
});

test('no live file (404): the outcome in words, an empty draft', async () => {
  const [site] = ext.closeLater(await startSite({ '/robots.txt': status(404) }));
  const page = await openWorkbench(`?origin=${encodeURIComponent(site!.origin)}`);
  await page.waitForSelector('[data-testid="live-outcome"]');
  expect(await page.getAttribute('[data-testid="live-status"]', 'data-state')).toBe('no-file');
  expect(await page.textContent('[data-testid="live-outcome"]')).toContain('404');
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  expect((await shown(page)).text).toBe('');
  expect(await page.isDisabled('[data-testid="show-live"]')).toBe(true);
  await page.close();
});

test('findings inline and on hover, the crawlers of a line on hover, revert asks first', async () => {
  const site = await startWorkbenchSite();
  const page = await openWorkbench(`?origin=${encodeURIComponent(site.origin)}`);
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(ROBOTS);

  // A typo'd key at the end: underlined, marked in the gutter, said on hover.
  await page.click('[data-testid="draft-editor"] .cm-line:last-child');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Disalow: /typo');
  await page.waitForSelector('[data-testid="draft-editor"] .cm-lintRange');
  expect(await page.locator('[data-testid="draft-editor"] .cm-lint-marker').count()).toBeGreaterThan(0);
  await page.hover('[data-testid="draft-editor"] .cm-lintRange', { position: { x: 20, y: 8 } });
  await expect.poll(() => page.locator('.cm-tooltip-lint').textContent()).toContain('Disalow');

  // Hovering Googlebot's rule names the crawlers that read it (Googlebot, and Googlebot-Image through its fallback).
  await page.mouse.move(0, 0);
  // Over the rule's text (a hover past the end of a line is over no character).
  await page.hover('[data-testid="draft-editor"] .cm-line:nth-child(6)', { position: { x: 30, y: 8 } });
  await expect.poll(() => page.locator('[data-testid="group-hover"]').textContent()).toContain('Googlebot-Image');
  expect(await page.locator('[data-testid="group-hover"]').textContent()).not.toContain('GPTBot');

  // Revert asks in a dialog; "keep" keeps, "revert" brings the live file back.
  await page.click('[data-testid="draft-revert"]');
  await expect.poll(() => page.locator('[data-testid="revert-dialog"]').evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
  await page.click('[data-testid="revert-cancel"]');
  expect((await shown(page)).text).toContain('Disalow: /typo');
  await page.click('[data-testid="draft-revert"]');
  await page.click('[data-testid="revert-confirm"]');
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(ROBOTS);
  await page.reload();
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(ROBOTS);
  expect(await page.textContent('[data-testid="save-state"]')).toBe('');
  await page.close();
});

test('sources and outputs: a local file becomes the draft; download is a robots.txt of the draft; copy puts it on the clipboard', async () => {
  const site = await startWorkbenchSite();
  const page = await openWorkbench(`?origin=${encodeURIComponent(site.origin)}`);
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  const local = 'User-agent: *\nDisallow: /from-a-file/\n';
  await page.setInputFiles('[data-testid="source-file"]', { name: 'robots.txt', mimeType: 'text/plain', buffer: Buffer.from(local) });
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(local.trimEnd() + '\n');

  const download = page.waitForEvent('download');
  await page.click('[data-testid="draft-download"]');
  const file = await download;
  expect(file.suggestedFilename()).toBe('robots.txt');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toBe(local);

  // The clipboard is read back from a page of the site, which may be granted that (an extension's origin may not).
  await ext.ext.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const reader = await ext.ext.context.newPage();
  await reader.goto(`${site.origin}/clipboard-reader`);
  await reader.evaluate(() => navigator.clipboard.writeText(''));
  await page.bringToFront();
  // The same status line said what the download saved: wait for the copy's own words.
  const afterDownload = await page.textContent('[data-testid="copy-status"]');
  await page.click('[data-testid="draft-copy"]');
  await expect.poll(() => page.textContent('[data-testid="copy-status"]')).not.toBe(afterDownload);
  await reader.bringToFront();
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(local);
  await reader.close();
  await page.close();
});

/**
 * Pastes `text` into the field as a person does (Ctrl+V from the clipboard).
 * The clipboard is written from a page of the site, which may be granted that
 * (an extension's origin may not). Not Playwright's fill(): it inserts the
 * text as typed input, which in a textarea costs seconds per thousand lines.
 */
async function paste(page: Page, selector: string, text: string, siteOrigin: string): Promise<void> {
  await ext.ext.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteOrigin });
  const writer = await ext.ext.context.newPage();
  await writer.goto(`${siteOrigin}/clipboard-writer`);
  await writer.evaluate((t) => navigator.clipboard.writeText(t), text);
  await writer.close();
  await page.bringToFront();
  await page.click(selector);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

/**
 * Runs in the page: gets ready to time the next keystroke to the counts it
 * changes (their DOM change, and the frame after it); the result is awaited
 * with keystrokeTiming() once the key is pressed.
 */
function armKeystrokeTimer(): void {
  const counts = document.querySelector('[data-testid="results-counts"]');
  if (!counts) throw new Error('no counts on the page');
  const before = counts.textContent;
  (window as unknown as { keystrokeTiming: Promise<{ toCounts: number; toFrame: number }> }).keystrokeTiming = new Promise(
    (resolve, reject) => {
      let start = 0;
      const observer = new MutationObserver(() => {
        if (start === 0 || counts.textContent === before) return;
        const toCounts = performance.now() - start;
        observer.disconnect();
        requestAnimationFrame(() => resolve({ toCounts, toFrame: performance.now() - start }));
      });
      observer.observe(counts, { subtree: true, childList: true, characterData: true });
      // The keystroke's own event time: when the browser took the key, before any of the page's work.
      document.addEventListener('keydown', (e) => (start = e.timeStamp), { capture: true, once: true });
      setTimeout(() => reject(new Error('the counts did not change within 20 s')), 20_000);
    },
  );
}

test('10,000 URLs pasted: each keystroke in the draft updates the counts (timed)', async () => {
  const site = await startWorkbenchSite();
  const page = await openWorkbench(`?origin=${encodeURIComponent(site.origin)}`);
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(ROBOTS);
  // Half under /drafts/ (1,000 of them /drafts/1…, 100 /drafts/12…), half elsewhere.
  const paths = Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? `/drafts/${i}.html` : `/public/${i}.html`));
  await paste(page, URL_LIST, paths.join('\n'), site.origin);
  await expect.poll(() => shown(page), { timeout: 20_000 }).toMatchObject({ total: 10_000, live: 5_000, draft: 5_000 });

  // Narrow Googlebot's Disallow key by key: /drafts/1, /drafts/12, /drafts/124, then widen it back.
  await page.click('[data-testid="draft-editor"] .cm-line:nth-child(6)', { position: { x: 30, y: 8 } });
  await page.keyboard.press('End');
  const samples: { key: string; toCounts: number; toFrame: number }[] = [];
  for (const key of ['1', '2', '4', 'Backspace', 'Backspace', 'Backspace', '1', '2']) {
    await page.evaluate(armKeystrokeTimer);
    await page.keyboard.press(key);
    const timing = await page.evaluate(
      () => (window as unknown as { keystrokeTiming: Promise<{ toCounts: number; toFrame: number }> }).keystrokeTiming,
    );
    samples.push({ key, ...timing });
  }
  // After "/drafts/12": the even numbers starting 12 (12, 120–128, 1200–1298 even).
  const expected = paths.filter((p) => p.startsWith('/drafts/12')).length;
  await expect.poll(() => shown(page)).toMatchObject({ total: 10_000, live: 5_000, draft: expected });

  const toCounts = median(samples.map((s) => s.toCounts));
  const toFrame = median(samples.map((s) => s.toFrame));
  const load = (await import('node:os')).loadavg()[0];
  console.log(
    `Robots Lens workbench timing (10,000 URLs, Googlebot): keystroke to updated counts ${ms(toCounts)} (median of ${samples.length}; to the next frame ${ms(toFrame)}); ` +
      `samples ${samples.map((s) => Math.round(s.toCounts)).join(', ')} ms; load average ${load?.toFixed(2)}`,
  );
  recordMetrics('workbench', {
    urls: 10_000,
    keystrokeToCountsMs: { median: toCounts, toFrameMedian: toFrame, samples },
    loadAverage: load,
  });
  // A sanity bound only (the target, 200 ms, is reported, not asserted: a shared machine's speed varies).
  expect(toCounts).toBeLessThan(2_000);
  await page.close();
});

test('a sitemap index with a gzipped child that lists a disallowed URL: imported, counted, exported as CSV', async () => {
  const origin = { value: '' };
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
  const [site] = ext.closeLater(
    await startSite({
      '/robots.txt': (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(`User-agent: *\nDisallow: /private/\n\nSitemap: ${origin.value}/sitemap-index.xml\n`),
      '/sitemap-index.xml': (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            xml(
              `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin.value}/sitemap-pages.xml</loc></sitemap><sitemap><loc>${origin.value}/sitemap-more.xml.gz</loc></sitemap></sitemapindex>`,
            ),
          ),
      '/sitemap-pages.xml': (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            xml(
              `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin.value}/</loc></url><url><loc>${origin.value}/about.html</loc></url></urlset>`,
            ),
          ),
      '/sitemap-more.xml.gz': (_req, res) =>
        res
          .writeHead(200, { 'content-type': 'application/gzip' })
          .end(
            gzipSync(
              xml(
                `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin.value}/blog/post.html</loc></url><url><loc>${origin.value}/private/secret.html</loc></url></urlset>`,
              ),
            ),
          ),
    }),
  );
  origin.value = site!.origin;
  const page = await openWorkbench(`?origin=${encodeURIComponent(site!.origin)}`);
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await page.locator('[data-testid="url-panel"] button', { hasText: 'Import sitemaps' }).click();
  await expect.poll(() => page.textContent('[data-testid="url-count"]'), { timeout: 20_000 }).toContain('4 URLs');
  await expect
    .poll(() => page.textContent('[data-testid="results-counts"]'))
    .toContain('1 of the 4 sitemap URLs is disallowed by the live file.');

  // A URL of another site, whose own robots.txt disallows it: never given this site's verdict ("allowed" here).
  const [other] = ext.closeLater(await startSite({ '/robots.txt': robotsBody('User-agent: *\nDisallow: /js/\n') }));
  await page.fill(URL_LIST, `${other!.origin}/js/app.js`);
  await expect.poll(() => page.textContent('[data-testid="results-counts"]')).toContain('1 URL is on another site and is not judged');
  const otherRow = page.locator('[data-testid="results-row"]', { hasText: `${other!.origin}/js/app.js` });
  expect(await otherRow.locator('[data-verdict]').evaluateAll((marks) => marks.map((m) => m.getAttribute('data-verdict')))).toEqual([
    'other_site',
    'other_site',
  ]);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.locator('[data-testid="results-table"]').screenshot({ path: `${ARTIFACTS_DIR}/workbench-other-site-${colorScheme}.png` });
  }

  const download = page.waitForEvent('download');
  await page.click('[data-testid="export-csv"]');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8').trim().split(/\r\n/);
  expect(csv[0]).toBe('url,crawler,live verdict,live line,draft verdict,draft line,live use,draft use,changed,other site');
  expect(csv).toContain(`${site!.origin}/private/secret.html,Googlebot,disallowed,2,disallowed,2,not-stated,not-stated,false,false`);
  expect(csv).toContain(`${site!.origin}/blog/post.html,Googlebot,allowed,0,allowed,0,not-stated,not-stated,false,false`);
  expect(csv).toContain(`${other!.origin}/js/app.js,Googlebot,other_site,0,other_site,0,not-stated,not-stated,false,true`);
  expect(csv).toHaveLength(6);
  // The page says what was saved.
  expect(await page.textContent('[data-testid="export-status"]')).toBe(`Saved ${file.suggestedFilename()}: 5 rows of 10 columns.`);
  await page.close();
});
