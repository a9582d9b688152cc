/**
 * Cache-Control: max-age on robots.txt shortens the cache (docs/behaviour.md §2): after
 * max-age=5 has passed, the next lookup fetches again and the changed file
 * decides.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ExtensionHarness, readPopup } from './support/extension.ts';
import { startSite, type TestSite } from './support/sites.ts';

const FIRST = 'User-agent: *\nDisallow: /page\n';
const SECOND = 'User-agent: *\nDisallow: /elsewhere\nAllow: /page\n';

let ext: ExtensionHarness;
let site: TestSite;

beforeAll(async () => {
  ext = await ExtensionHarness.connect();
  await ext.resetSettings();
  site = await startSite({
    '/robots.txt': (_req, res, hit) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'max-age=5' }).end(hit === 1 ? FIRST : SECOND);
    },
  });
});

afterAll(async () => {
  await ext?.close();
  await site?.close();
});

test('within max-age the cached file answers; after it, a new lookup shows the changed file', async () => {
  const before = await ext.openTab(`${site.origin}/page.html`);
  expect(before.text).toBe('NO');
  expect(before.title).toContain('line 2');

  const cached = await ext.openTab(`${site.origin}/page.html?again`);
  expect(cached.text).toBe('NO');
  expect(site.hits('/robots.txt')).toBe(1);

  await new Promise((resolve) => setTimeout(resolve, 6_000));

  const after = await ext.openTab(`${site.origin}/page.html`);
  expect(after.text).toBe('OK');
  expect(after.title).toContain('line 3');
  expect(site.hits('/robots.txt')).toBe(2);

  const page = await ext.openPopup(after.tabId);
  const popup = await readPopup(page);
  expect(popup.state).toBe('allowed');
  expect(popup.decidingLine).toBe(3);
  await expect(page.locator('[data-testid="robots-view"] [data-line="3"]').textContent()).resolves.toContain('Allow: /page');
});
