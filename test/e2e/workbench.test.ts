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
import { robotsBody, startSite, type TestSite } from './support/sites.ts';

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
