/**
 * Two workbench tabs on the same site: a tab with nothing unsaved shows the
 * other tab's newer draft (and says so); when both have changes, the one
 * that hears of the other's save keeps its text, asks which to keep, and the
 * browser asks before that tab closes. Screenshots in both themes, Thai and Hindi.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { robotsBody, startSite } from './support/sites.ts';

const ext = useExtension();
const ROBOTS = 'User-agent: *\nDisallow: /private/';

async function open(origin: string): Promise<Page> {
  const page = await ext.ext.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`chrome-extension://${ext.ext.extensionId}/src/pages/workbench/index.html?origin=${encodeURIComponent(origin)}`);
  await page.waitForSelector('[data-testid="draft-editor"] .cm-content');
  await expect.poll(() => editorText(page)).toBe(ROBOTS);
  return page;
}

const editorText = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid="draft-editor"] .cm-line')].map((l) => l.textContent).join('\n'));

async function typeAtEnd(page: Page, typed: string): Promise<void> {
  await page.bringToFront();
  await page.click('[data-testid="draft-editor"] .cm-line:last-child');
  await page.keyboard.press('End');
  await page.keyboard.type(typed);
}

async function speak(page: Page, locale: string): Promise<void> {
  await page.evaluate(async (l) => {
    const stored = (await chrome.storage.local.get('settings')).settings ?? {};
    await chrome.storage.local.set({ settings: { ...stored, locale: l } });
  }, locale);
}

test('two tabs on one site: a newer draft is shown in the other tab; when both changed, nothing is overwritten and the person chooses', async () => {
  const [site] = ext.closeLater(await startSite({ '/robots.txt': robotsBody(ROBOTS) }));
  const a = await open(site!.origin);
  const b = await open(site!.origin);

  // A saves; B, with nothing unsaved, shows A's draft and says why.
  await typeAtEnd(a, '\nDisallow: /from-a/');
  await expect.poll(() => a.getAttribute('[data-testid="save-state"]', 'data-state')).toBe('saved');
  await expect.poll(() => editorText(b)).toBe(`${ROBOTS}\nDisallow: /from-a/`);
  expect(await b.getAttribute('[data-testid="draft-sync-note"]', 'data-kind')).toBe('taken');

  // Both type: B first (it saves first), then A, whose text is not saved when it hears of B's.
  await typeAtEnd(b, '\nDisallow: /b-typed/');
  await typeAtEnd(a, '\nDisallow: /a-typed/');
  await a.getByTestId('draft-conflict').waitFor();
  expect(await editorText(a)).toBe(`${ROBOTS}\nDisallow: /from-a/\nDisallow: /a-typed/`);
  await expect.poll(() => b.getAttribute('[data-testid="save-state"]', 'data-state')).toBe('saved');
  // A's typing was not saved over B's…
  const stored = () =>
    a.evaluate(
      async (origin) =>
        ((await chrome.storage.local.get(`workbench-draft:${origin}`))[`workbench-draft:${origin}`] as { text: string }).text,
      site!.origin,
    );
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(await stored()).toBe(`${ROBOTS}\nDisallow: /from-a/\nDisallow: /b-typed/`);
  // …and closing A now asks first.
  const asked = new Promise<string>((resolve) => a.once('dialog', (d) => (resolve(d.type()), void d.dismiss())));
  await a.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(a.isClosed()).toBe(false);

  for (const colorScheme of ['light', 'dark'] as const) {
    await a.emulateMedia({ colorScheme });
    await a.locator('.draft-facts').screenshot({ path: `${ARTIFACTS_DIR}/workbench-draft-conflict-${colorScheme}.png` });
  }
  for (const locale of ['th', 'hi']) {
    await speak(a, locale);
    await expect.poll(() => a.getByTestId('draft-keep-mine').textContent()).not.toBe('Keep this tab’s draft');
    await a.locator('.draft-facts').screenshot({ path: `${ARTIFACTS_DIR}/workbench-draft-conflict-${locale}.png` });
  }
  await speak(a, 'auto');
  await a.emulateMedia({ colorScheme: 'light' });

  // The person keeps A's: it is saved, and B (nothing unsaved since) shows it.
  await a.click('[data-testid="draft-keep-mine"]');
  await expect.poll(() => stored()).toBe(`${ROBOTS}\nDisallow: /from-a/\nDisallow: /a-typed/`);
  await expect.poll(() => editorText(b)).toBe(`${ROBOTS}\nDisallow: /from-a/\nDisallow: /a-typed/`);
  expect(await a.getByTestId('draft-conflict').count()).toBe(0);
  await a.close();
  await b.close();
});
