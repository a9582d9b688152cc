/**
 * The workbench (issue 10) in the built extension against a local site:
 * opened from the popup (a tab with the origin and the page), the draft
 * edited (the counts and the highlighted deciding line follow), the draft
 * found again after a reload, screenshots in both themes, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
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

/** What the page shows now: counts, the highlighted line, the draft's text. */
function shown(page: Page) {
  return page.evaluate(() => {
    const counts = document.querySelector<HTMLElement>('[data-testid="counts"]');
    const editor = document.querySelector('[data-testid="draft-editor"] .cm-content');
    const lines = [...(editor?.querySelectorAll('.cm-line') ?? [])];
    const deciding = lines.findIndex((l) => l.getAttribute('data-deciding') === 'true');
    return {
      live: counts ? Number(counts.dataset.live) : null,
      draft: counts ? Number(counts.dataset.draft) : null,
      total: counts ? Number(counts.dataset.total) : null,
      decidingLine: deciding === -1 ? 0 : deciding + 1,
      text: lines.map((l) => l.textContent).join('\n'),
    };
  });
}

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
  const opened = ext.ext.context.waitForEvent('page', { predicate: (p) => p.url().includes('/src/workbench/index.html') });
  await popup.click('[data-testid="open-workbench"]');
  const page = await opened;
  await page.setViewportSize(WIDE);
  const address = new URL(page.url());
  expect(address.searchParams.get('origin')).toBe(site.origin);
  expect(address.searchParams.get('url')).toBe(pageUrl);

  // The live file became the draft; the popup's page is the URL under test, selected.
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => shown(page).then((s) => s.text)).toBe(ROBOTS);
  await page.fill('[data-testid="url-list"]', PATHS.join('\n'));
  await page.selectOption('.url-select', '2');
  await expect.poll(() => shown(page)).toMatchObject({ live: 1, draft: 1, total: 4, decidingLine: 6 });

  // An Allow under Googlebot's Disallow: the draft now allows /drafts/c.html by line 7.
  await page.click('[data-testid="draft-editor"] .cm-line:nth-child(6)');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Allow: /drafts/c');
  await expect.poll(() => shown(page)).toMatchObject({ live: 1, draft: 0, decidingLine: 7 });
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
    await page.screenshot({ path: `${ARTIFACTS_DIR}/${colorScheme === 'light' ? 'workbench.png' : 'workbench-dark.png'}` });
    expect(await violations(page), colorScheme).toEqual([]);
  }
  await page.close();
  await popup.close();
});

function workbenchUrl(query: string): string {
  return `chrome-extension://${ext.ext.extensionId}/src/workbench/index.html${query}`;
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
  await options.goto(`chrome-extension://${ext.ext.extensionId}/src/options/index.html`);
  await options.fill('[data-testid="options-workbench-origin"]', site.origin);
  const opened = ext.ext.context.waitForEvent('page', { predicate: (p) => p.url().includes('/src/workbench/index.html') });
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
  await page.click('[data-testid="draft-copy"]');
  await expect.poll(() => page.textContent('[data-testid="copy-status"]')).not.toBe('');
  await reader.bringToFront();
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(local);
  await reader.close();
  await page.close();
});
