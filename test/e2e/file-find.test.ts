/**
 * Find in the robots.txt view on a generated file of about
 * 850 KB (the popup reads its first 512,000 bytes, as Google does): the count,
 * next and previous by keyboard and buttons, the current match scrolled to
 * and marked, and the view still rendering only the rows on screen.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { settledVerdict, useExtension } from './support/extension.ts';
import { ms, recordMetrics } from './support/metrics.ts';
import { shootPopup } from './support/screenshot.ts';
import { robotsBody, startSite } from './support/sites.ts';

const fixture = useExtension();
const LIMIT = 512_000;
/** The virtualised view's rows stay about one screen (with overscan), wherever it scrolls. */
const MAX_ROWS = 60;

/** ~850 KB: `Disallow` lines, with a `Needle` rule every 997th line. */
function bigFile(): { body: string; needleLines: number[] } {
  const lines = ['User-agent: *'];
  let size = lines[0]!.length + 1;
  const needleLines: number[] = [];
  for (let i = 2; size < 850_000; i++) {
    const line =
      i === 3
        ? `Disallow: /${'x'.repeat(400)}/FarAway/`
        : i % 997 === 0
          ? `Allow: /catalog/Needle-${i}/`
          : `Disallow: /catalog/item-${i}/page.html`;
    lines.push(line);
    // A needle counts when its line ends within what the popup reads.
    if (i % 997 === 0 && size + line.length <= LIMIT) needleLines.push(i);
    size += line.length + 1;
  }
  return { body: `${lines.join('\n')}\n`, needleLines };
}

const count = (page: Page) => page.textContent('[data-testid="find-count"]');
const currentRow = (page: Page) =>
  page.$eval('[data-testid="robots-view"] mark.find-current', (m) => ({
    line: Number(m.closest('.file-row')?.getAttribute('data-line')),
    text: m.textContent,
  }));
const rowCount = (page: Page) => page.locator('[data-testid="robots-view"] .file-row').count();

test('find on an 850 KB file: count, next and previous, the match marked and scrolled to, few rows', async () => {
  const { body, needleLines } = bigFile();
  expect(body.length).toBeGreaterThan(840_000);
  const total = needleLines.length;
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(body) }));
  const tab = await fixture.ext.openTab(`${site!.origin}/catalog/item-5/page.html`, 60_000);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: { width: 420, height: 600 } });
  await settledVerdict(page, 60_000);
  await page.locator('[data-testid="robots-view"] .file-row').first().waitFor();

  // Ctrl+F puts the cursor in the find field.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+f');
  await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('find-input');

  // Typing searches once it pauses.
  await page.keyboard.type('needle');
  await expect.poll(() => count(page)).toBe(`1 of ${total}`);
  await page.fill('[data-testid="find-input"]', '');
  await expect.poll(() => count(page)).toBe('');

  // Enter searches at once: the time from Enter to the count on screen.
  const searchMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('[data-testid="find-input"]')!;
        input.value = 'NEEDLE';
        const t0 = performance.now();
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        const check = () => {
          const text = document.querySelector('[data-testid="find-count"]')?.textContent ?? '';
          if (text.startsWith('1 of')) resolve(performance.now() - t0);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
  console.log(`find in an 850 KB file (512,000 bytes read): ${ms(searchMs)} from Enter to the count on screen`);
  recordMetrics('fileFind', { searchMs: Math.round(searchMs * 10) / 10, bytes: body.length, matches: total });

  await expect(count(page)).resolves.toBe(`1 of ${total}`);
  await expect(currentRow(page)).resolves.toEqual({ line: needleLines[0], text: 'Needle' });
  expect(await rowCount(page)).toBeLessThanOrEqual(MAX_ROWS);

  await page.keyboard.press('Enter');
  await expect(count(page)).resolves.toBe(`2 of ${total}`);
  await expect(currentRow(page)).resolves.toEqual({ line: needleLines[1], text: 'Needle' });
  await page.keyboard.press('Shift+Enter');
  await expect(count(page)).resolves.toBe(`1 of ${total}`);

  // Previous from the first wraps to the last, far down the file: scrolled there, still a screenful of rows.
  await page.click('[data-testid="find-previous"]');
  await expect(count(page)).resolves.toBe(`${total} of ${total}`);
  await expect(currentRow(page)).resolves.toEqual({ line: needleLines.at(-1), text: 'Needle' });
  expect(await rowCount(page)).toBeLessThanOrEqual(MAX_ROWS);
  const inView = await page.$eval('[data-testid="robots-view"]', (view) => {
    const mark = view.querySelector('mark.find-current')!.getBoundingClientRect();
    const box = view.getBoundingClientRect();
    return mark.top >= box.top && mark.bottom <= box.bottom;
  });
  expect(inView).toBe(true);
  // Every mark on screen is a match; the rows off screen hold none (they are not in the DOM).
  const marks = await page.$$eval('[data-testid="robots-view"] mark.find-match', (ms) => ms.map((m) => m.textContent));
  expect(marks.length).toBeGreaterThan(0);
  expect(new Set(marks)).toEqual(new Set(['Needle']));
  await page.click('[data-testid="find-next"]');
  await expect(count(page)).resolves.toBe(`1 of ${total}`);
  await shootPopup(page, 'popup-find');

  // A match far along a long line is scrolled to sideways, clear of the line numbers.
  await page.fill('[data-testid="find-input"]', 'faraway');
  await page.keyboard.press('Enter');
  await expect(count(page)).resolves.toBe('1 of 1');
  const sideways = await page.$eval('[data-testid="robots-view"]', (view) => {
    const mark = view.querySelector('mark.find-current')!.getBoundingClientRect();
    const gutter = view.querySelector('.file-gutter')!.getBoundingClientRect();
    return { scrolled: view.scrollLeft, left: mark.left >= gutter.right, right: mark.right <= view.getBoundingClientRect().right };
  });
  expect(sideways.scrolled).toBeGreaterThan(0);
  expect(sideways).toMatchObject({ left: true, right: true });

  // A query with no match says so; clearing removes every mark.
  await page.fill('[data-testid="find-input"]', 'no such text');
  await page.keyboard.press('Enter');
  await expect(count(page)).resolves.toBe('No matches');
  await expect(page.locator('mark.find-match').count()).resolves.toBe(0);
  await page.close();
});

test('a query found everywhere stops counting at 10,000', async () => {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(`User-agent: *\n${'Disallow: /a/\n'.repeat(20_000)}`) }));
  const tab = await fixture.ext.openTab(`${site!.origin}/b`);
  const page = await fixture.ext.openPopup(tab.tabId);
  await settledVerdict(page);
  await page.fill('[data-testid="find-input"]', 'disallow');
  await page.keyboard.press('Enter');
  await expect.poll(() => count(page)).toBe('1 of 10,000+');
  await page.close();
});
