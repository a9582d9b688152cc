/**
 * A 2 MB robots.txt: only the first 512,000 bytes are read (docs/behaviour.md §2), so a
 * rule after the limit does not count, one before it does, and the popup says
 * the file was truncated.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ExtensionHarness, readPopup } from './support/extension.ts';
import { robotsBody, startSite, type TestSite } from './support/sites.ts';

const LIMIT = 512_000;

function twoMegabytes(): string {
  const head = 'User-agent: *\nDisallow: /early\n';
  const filler = '# filler filler filler filler filler filler filler filler filler filler\n';
  let body = head;
  while (body.length < LIMIT + 1000) body += filler;
  body += 'Disallow: /late\n';
  while (body.length < 2_000_000) body += filler;
  return body;
}

let ext: ExtensionHarness;
let site: TestSite;

beforeAll(async () => {
  ext = await ExtensionHarness.connect();
  await ext.resetSettings();
  site = await startSite({ '/robots.txt': robotsBody(twoMegabytes()) });
});

afterAll(async () => {
  await ext?.close();
  await site?.close();
});

test('the rule past 512,000 bytes is ignored, the one before applies, and the truncation is shown', async () => {
  const late = await ext.openTab(`${site.origin}/late/page.html`);
  // Allowed only because the rule past the limit is not read: the badge says the file was cut, as the popup's top line does.
  expect(late.text).toBe('OK·!');
  expect(late.title).toContain('larger than 500 KiB');
  const early = await ext.openTab(`${site.origin}/early/page.html`);
  expect(early.text).toBe('NO');
  expect(early.title).toContain('line 2');

  const page = await ext.openPopup(late.tabId);
  const popup = await readPopup(page);
  expect(popup.state).toBe('allowed');
  await expect(page.locator('[data-testid="truncated"]').isVisible()).resolves.toBe(true);
  // And at the top, as prominent as the verdict.
  await expect(page.locator('[data-testid="top-answer-file"]').getAttribute('data-problem')).resolves.toBe('truncated');
  // One robots.txt request served both tabs.
  expect(site.hits('/robots.txt')).toBe(1);
});
