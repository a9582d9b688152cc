/**
 * Pages that are not http(s) have no robots.txt (docs/behaviour.md §1): the badge and the
 * popup say so instead of guessing a verdict, and that the page's indexing
 * signals and links are not available there either.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { badgeHue, ExtensionHarness, readPopup, whiteTextContrast } from './support/extension.ts';

let ext: ExtensionHarness;

beforeAll(async () => {
  ext = await ExtensionHarness.connect();
  await ext.resetSettings();
});

afterAll(async () => {
  await ext?.close();
});

describe.concurrent('pages without a robots.txt', () => {
  for (const url of ['data:text/html,<h1>inline</h1>', 'about:blank']) {
    test(`${url.slice(0, 12)}…: not applicable`, async () => {
      const badge = await ext.openTab(url);
      expect(badge.text).toBe('–');
      expect(badge.title).toMatch(/robots\.txt/);
      expect(badgeHue(badge.color)).toBe('grey');
      expect(whiteTextContrast(badge.color)).toBeGreaterThanOrEqual(4.5);

      const page = await ext.openPopup(badge.tabId);
      const popup = await readPopup(page);
      expect(popup.state).toBe('not-applicable');
      expect(popup.reason).toMatch(/robots\.txt/);
      expect(popup.decidingLine).toBeNull();
      // No indexing signals or links either: the browser lets no extension read such a page.
      expect(await page.getByTestId('page-signals-unavailable').textContent()).toMatch(/^Not available here/);
    });
  }
});
