/**
 * Firefox: a local site whose robots.txt changes between two visits; the
 * popup's one line says what changed (the rule-level counts), as in Chromium
 * (test/e2e/robots-history.test.ts). The watch list's notification in
 * Firefox is watch-list.test.ts.
 */
import { expect, test } from 'vitest';
import { startSite } from '../e2e/support/sites.ts';
import { useFirefoxDriver } from './support/driver.ts';

const fx = useFirefoxDriver();

const FIRST = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';
const SECOND =
  '# deploy 42\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/x/\nDisallow: /shop\nAllow: /shop/public\n';

test('a robots.txt that changed between two visits: the popup says so in one line', async () => {
  const [site] = fx.closeLater(
    await startSite({
      '/robots.txt': (_req, res, hit) => res.writeHead(200, { 'content-type': 'text/plain' }).end(hit === 1 ? FIRST : SECOND),
    }),
  );
  const badge = await fx.ext.harness.openTab(`${site!.origin}/shop/cart`);
  expect(badge.text).toBe('OK');
  const first = await fx.ext.harness.openPopup(badge.tabId);
  await first.waitFor(() => document.querySelector('[data-testid="history-watch"]') !== null);
  expect(await first.evaluate(() => document.querySelector('[data-testid="history-line"]') === null)).toBe(true);
  await first.evaluate(() => (document.querySelector('[data-testid="refresh"]') as HTMLButtonElement).click());
  await expect.poll(() => site!.hits('/robots.txt'), { timeout: 10_000 }).toBe(2);
  await first.close();

  const second = await fx.ext.harness.openPopup(badge.tabId);
  // The change and the watch list are two answers: the line is whole once both came.
  const line = await second.waitFor(() =>
    document.querySelector('[data-testid="history-line"] [data-testid="history-watch"]')
      ? document.querySelector('[data-testid="history-line"]')!.textContent
      : '',
  );
  expect(line).toMatch(/^robots\.txt changed now: 3 rules added, 1 removed\. See what changed · Watch this site$/);
  await second.close();
});
