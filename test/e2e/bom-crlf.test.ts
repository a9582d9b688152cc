/**
 * A robots.txt with a UTF-8 byte order mark and CRLF line endings: the BOM is
 * skipped, CRLF ends a line once, so the rules apply and the line numbers are
 * the file's own.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ExtensionHarness, readPopup } from './support/extension.ts';
import { robotsBody, startSite, type TestSite } from './support/sites.ts';

const LINES = [
  'User-agent: *', // 1
  'Disallow: /everyone-else', // 2
  '', // 3
  'User-agent: Googlebot', // 4
  'Disallow: /blocked', // 5
  'Allow: /blocked/open', // 6
];

let ext: ExtensionHarness;
let site: TestSite;

beforeAll(async () => {
  ext = await ExtensionHarness.connect();
  await ext.resetSettings();
  const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${LINES.join('\r\n')}\r\n`)]);
  site = await startSite({ '/robots.txt': robotsBody(body) });
});

afterAll(async () => {
  await ext?.close();
  await site?.close();
});

test('the first line after the BOM is a user-agent line and CRLF lines keep their numbers', async () => {
  const blocked = await ext.openTab(`${site.origin}/blocked/page.html`);
  expect(blocked.text).toBe('NO');
  expect(blocked.title).toContain('line 5');

  const page = await ext.openPopup(blocked.tabId);
  const popup = await readPopup(page);
  expect(popup.state).toBe('disallowed');
  expect(popup.decidingLine).toBe(5);
  expect(popup.highlightedLines).toEqual([5]);
  await expect(page.locator('[data-testid="robots-view"] [data-line="5"]').textContent()).resolves.toContain('Disallow: /blocked');
  await expect(page.locator('[data-testid="robots-view"] [data-line="6"]').textContent()).resolves.toContain('Allow: /blocked/open');
  // Line 1 reads as the user-agent line, with no stray BOM character in front.
  const first = (await page.locator('[data-testid="robots-view"] [data-line="1"]').textContent()) ?? '';
  expect(first).toContain('User-agent: *');
  expect(first).not.toContain('\uFEFF');
  // Six lines, no phantom empty lines from the CRs.
  await expect(page.locator('[data-testid="robots-view"] [data-line="7"]').count()).resolves.toBe(0);
});

test('the allow line that follows applies too (line 6)', async () => {
  const open = await ext.openTab(`${site.origin}/blocked/open.html`);
  expect(open.text).toBe('OK');
  expect(open.title).toContain('line 6');
});
