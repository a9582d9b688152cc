/// <reference path="../../src/text/pseudo-catalog.d.ts" />
/**
 * The workbench's URL panel in Chromium, on a bare
 * page served by the workbench-sitemaps site (test/fixtures/), before and
 * apart from the workbench page that mounts it: a typed list with bad lines,
 * the sitemap import through Chromium's own fetch and DecompressionStream
 * (an index with a gzipped child listing a disallowed URL, a 404, a slow file
 * for the progress bar and Stop), a CSV file picked with the file input,
 * axe in both themes, the five languages and the pseudo-locale.
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import pseudo from 'virtual:robots-lens/pseudo-catalog';
import { startWorkbenchSitemapsSite, type WorkbenchSitemapsSite } from '../fixtures/workbench-sitemaps.ts';
import { englishInPage, keptWords, listFindings } from './support/english-left.ts';
import { useExtension } from './support/extension.ts';
import { urlListText } from './support/url-list-text.ts';
import { ARTIFACTS_DIR, REPO_ROOT } from './support/paths.ts';

const browser = useExtension();
let site: WorkbenchSitemapsSite;
let releaseSlow: () => void = () => undefined;
const WIDTH = 720;

async function bundleHarness(): Promise<{ js: string; css: string }> {
  const support = join(REPO_ROOT, 'test/e2e/support');
  const out = await build({
    // One entry: the harness imports its stylesheet, and the components theirs (one CSS output for all).
    entryPoints: [join(support, 'url-panel-harness.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    outdir: '/out',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
  });
  const file = (ext: string) => out.outputFiles.find((f) => f.path.endsWith(ext))!.text;
  return { js: file('.js'), css: file('.css') };
}

beforeAll(async () => {
  const { js, css } = await bundleHarness();
  site = await startWorkbenchSitemapsSite({
    '/harness.html': (_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>URL panel</title><link rel="stylesheet" href="/harness.css"></head><body><div id="app"></div><script type="module" src="/harness.js"></script></body></html>',
        );
    },
    '/harness.js': (_req, res) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(js),
    '/harness.css': (_req, res) => res.writeHead(200, { 'content-type': 'text/css' }).end(css),
    // Answers when the test says so: the import is under way until then.
    '/slow/sitemap.xml': (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      releaseSlow = () => res.end('</urlset>');
    },
  });
});
afterAll(() => site?.close());

async function openPanel(colorScheme: 'light' | 'dark' = 'light', query = ''): Promise<Page> {
  const page = await browser.ext.context.newPage();
  await page.emulateMedia({ colorScheme });
  await page.setViewportSize({ width: WIDTH, height: 900 });
  await page.goto(`${site.origin}/harness.html${query}`);
  await page.waitForSelector('[data-testid=url-panel]');
  return page;
}

const LIST = [
  '/about',
  '/private/draft.html',
  'https://cdn.example.com/app.js',
  '/about#team',
  'mailto:team@example.com',
  'not a url',
  '',
  '# from the crawl log',
  '/blog/',
].join('\n');

/** The panel with a list, the sitemaps and a CSV imported: every part on screen. */
async function fillPanel(page: Page): Promise<void> {
  await page.fill('#wb-urls-list', LIST);
  await page.setInputFiles('[data-testid=csv-file]', {
    name: 'crawl.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Address;Status\n${site.origin}/about;200\n"${site.origin}/search?q=a;b";200\n${site.origin}/old;301\n`),
  });
  await page.click('[data-testid=csv-chooser] .button-primary');
  await importSitemaps(page);
  await page.waitForSelector('[data-testid=url-sources] li:nth-child(2)');
}

/** "Import sitemaps", in any language. */
const importSitemaps = (page: Page) => page.locator('[data-testid=url-panel] > .wb-urls-actions .button').nth(1).click();

async function violations(page: Page): Promise<string[]> {
  for (const summary of await page.$$('details:not([open]) > summary')) await summary.click();
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('the sitemap import reads the index and its gzipped child in Chromium, with a progress bar and Stop', async () => {
  const query = `?live=${encodeURIComponent(site.indexUrl)}&draft=${encodeURIComponent(`${site.origin}/slow/sitemap.xml`)}`;
  const page = await openPanel('light', query);
  try {
    const listed = await page.locator('.wb-urls-sitemap-list li').allInnerTexts();
    expect(listed).toEqual([
      `${site.indexUrl} (listed in the live robots.txt)`,
      `${site.origin}/slow/sitemap.xml (listed in the draft)`,
      `${site.origin}/sitemap.xml (the usual place)`,
    ]);
    await page.getByRole('button', { name: 'Import sitemaps' }).click();
    const bar = page.getByRole('progressbar', { name: 'Reading the sitemaps' });
    await expect.poll(() => bar.getAttribute('aria-valuetext')).toMatch(/^4 of 5 sitemap files read, 5 URLs found, .* read\.$/);
    expect(await bar.getAttribute('aria-valuemax')).toBe('5');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/workbench-urls-progress.png` });
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.waitForSelector('[data-testid=url-sources]');
    expect(await page.locator('[data-testid=url-import-progress]').count()).toBe(0);
    const urls = await page.evaluate(() => window.urlPanel.list.urls.value.map((u) => u.url));
    expect(urls.sort()).toEqual([...site.pageUrls].sort());
    expect(urls).toContain(site.disallowedUrl);
    expect(await page.textContent('[data-testid=url-count]')).toContain('5 URLs to test, none skipped.');
    const notes = await page.locator('[data-testid=url-notes] li').allInnerTexts();
    expect(notes).toEqual([
      `${site.origin}/sitemap.xml answered 404 Not Found: no URL read from it.`,
      `Stopped while reading ${site.origin}/slow/sitemap.xml. Any URL read before is kept.`,
    ]);
  } finally {
    releaseSlow();
    await page.close();
  }
});

test('the list, a CSV column and the sitemaps side by side; the notes name each bad line', async () => {
  const page = await openPanel('light', `?live=${encodeURIComponent(site.indexUrl)}`);
  try {
    await fillPanel(page);
    expect(await urlListText(page)).toBe(LIST);
    const count = await page.locator('[data-testid=url-count] p').allInnerTexts();
    expect(count).toEqual([
      '10 URLs to test, 3 skipped.',
      `1 URL is of another site than ${site.origin}: tested against this robots.txt all the same, and flagged.`,
      '2 blank or comment lines ignored.',
      '2 URLs appear in more than one source and are tested once.',
    ]);
    expect(await page.locator('[data-testid=url-sources] li').allInnerTexts()).toEqual([
      expect.stringMatching(/^From crawl\.csv, column 1: 3 URLs\.\s*Remove$/),
      expect.stringMatching(/^From the sitemaps: 5 URLs in 3 files\.\s*Remove$/),
    ]);
    const groups = await page.locator('.wb-urls-group > summary').allInnerTexts();
    expect(groups).toEqual([
      'Sitemaps that could not be read (1)',
      'Not a URL or a path from / (1)',
      'Not an http or https URL (1)',
      'The same request as an earlier URL (a #fragment is never sent) (1)',
      'Comments, ignored (1)',
      'Blank lines, ignored (1)',
    ]);
    expect(await page.locator('.wb-urls-group[data-group=duplicate] li').innerText()).toBe('Line 4: /about#team');
    await shoot(page, 'workbench-urls');
  } finally {
    await page.close();
  }
});

/** Drops a file on the list's text field as a file manager does (dragover, then drop, with the file in the DataTransfer). */
async function dropFile(page: Page, name: string, type: string, content: string): Promise<void> {
  await page.evaluate(
    ({ name, type, content }) => {
      const target = document.querySelector('#wb-urls-list')!;
      const data = new DataTransfer();
      data.items.add(new File([content], name, { type }));
      for (const kind of ['dragenter', 'dragover', 'drop']) {
        target.dispatchEvent(new DragEvent(kind, { dataTransfer: data, bubbles: true, cancelable: true }));
      }
    },
    { name, type, content },
  );
}

test('the list is a text field for the keyboard: typed, undone, and named; a dropped text file joins it, a dropped CSV opens the chooser', async () => {
  const page = await openPanel();
  try {
    const field = page.getByRole('textbox', { name: 'URLs or paths, one per line' });
    expect(await field.getAttribute('id')).toBe('wb-urls-list');
    expect(await field.getAttribute('aria-describedby')).toBe('wb-urls-hint');
    // Reached with Tab from the top of the page (nothing before it takes focus), and typed into.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('wb-urls-list');
    await page.keyboard.type('/one');
    await expect.poll(() => page.textContent('[data-testid=url-count] p')).toBe('1 URL to test, none skipped.');
    // Typing within half a second of the last keys is one step to undo: this line is a step of its own.
    await page.waitForTimeout(600);
    await page.keyboard.press('Enter');
    await page.keyboard.type('/two');
    await expect.poll(() => page.textContent('[data-testid=url-count] p')).toBe('2 URLs to test, none skipped.');
    await page.keyboard.press('Control+Z');
    await expect.poll(() => page.textContent('[data-testid=url-count] p')).toBe('1 URL to test, none skipped.');
    // Tab leaves the field (it is no tab character in a list of URLs).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('wb-urls-list');

    await dropFile(page, 'more.txt', 'text/plain', '/three\n/four\n');
    await expect.poll(() => urlListText(page)).toBe('/one\n/three\n/four\n');
    expect(await page.textContent('[data-testid=url-count] p')).toBe('3 URLs to test, none skipped.');
    await dropFile(page, 'crawl.csv', 'text/csv', 'Address\n/x\n');
    await page.waitForSelector('[data-testid=csv-chooser]');
    expect(await urlListText(page)).toBe('/one\n/three\n/four\n');
  } finally {
    await page.close();
  }
});

/** The panel at its full height, to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: WIDTH, height });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png` });
}

test.each(['light', 'dark'] as const)('the panel has no accessibility violation in the %s theme', async (colorScheme) => {
  const page = await openPanel(colorScheme, `?live=${encodeURIComponent(site.indexUrl)}`);
  try {
    await fillPanel(page);
    // The CSV chooser and the progress bar too.
    await page.setInputFiles('[data-testid=csv-file]', { name: 'more.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n/x,1\n') });
    await page.waitForSelector('[data-testid=csv-chooser]');
    expect(await violations(page)).toEqual([]);
    if (colorScheme === 'dark') await shoot(page, 'workbench-urls-dark');
  } finally {
    await page.close();
  }
});

test.each(['vi', 'tr', 'hi', 'th'])('the panel speaks %s and nothing overflows sideways', async (locale) => {
  const page = await openPanel('light', `?live=${encodeURIComponent(site.indexUrl)}`);
  try {
    await page.evaluate((l) => window.urlPanel.speak(l), locale);
    await fillPanel(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await shoot(page, `workbench-urls-${locale}`);
  } finally {
    await page.close();
  }
});

test('in the pseudo-locale no English is left on the panel', async () => {
  const page = await openPanel('light', `?live=${encodeURIComponent(site.indexUrl)}`);
  try {
    await page.evaluate((catalog) => window.urlPanel.speak('en-XA', catalog as never), pseudo as unknown as object);
    await page.fill('#wb-urls-list', LIST);
    await page.setInputFiles('[data-testid=csv-file]', {
      name: 'crawl.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('u,v\n/x,1\n/y,2\n'),
    });
    await page.waitForSelector('[data-testid=csv-chooser]');
    // Sitemaps imported and the chooser still open: every part of the panel at once.
    await importSitemaps(page);
    await page.waitForSelector('[data-testid=url-sources]');
    for (const summary of await page.$$('details:not([open]) > summary')) await summary.click();
    const english = await page.evaluate(englishInPage, keptWords());
    expect(listFindings(english)).toBe('');
    await shoot(page, 'workbench-urls-pseudo');
  } finally {
    await page.close();
  }
});
