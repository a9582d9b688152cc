/**
 * Hostile robots.txt files in the real popup.
 *
 * Bounded popup: 42,000 `Disallow: /` lines and 40,000 sitemaps (both under
 * the 500 KiB limit) must not put tens of thousands of elements in the popup;
 * the DOM size and the time until the details settle are reported as figures.
 *
 * Spoofing: a rule with U+202E (right-to-left override) must show the
 * override as a visible escape, isolated from the sentence, so the words after
 * it are not reversed.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { settledVerdict, useExtension } from './support/extension.ts';
import { ms, recordMetrics } from './support/metrics.ts';
import { shootPopup } from './support/screenshot.ts';
import { robotsBody, startSite } from './support/sites.ts';

const fixture = useExtension();
const LIMIT = 512_000;
/** Far above what a bounded popup needs (about 1,000), far below what an unbounded one made (255,818). */
const MAX_ELEMENTS = 3_000;

const figures: Record<string, unknown> = {};

/** Opens the popup for a tab showing `path` on a site whose robots.txt is `body`; waits (generously) for the details. */
async function popupFor(body: string, path: string): Promise<{ page: Page; badge: { text: string; title: string } }> {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(body) }));
  const tab = await fixture.ext.openTab(`${site!.origin}${path}`, 60_000);
  const page = await fixture.ext.context.newPage();
  await page.goto(`${fixture.ext.popupUrl}?tabId=${tab.tabId}`);
  await settledVerdict(page, 60_000);
  return { page, badge: { text: tab.text, title: tab.title } };
}

/** DOM elements, and milliseconds from the popup's navigation to the first frame after the details rendered. */
async function measure(page: Page): Promise<{ elements: number; settledMs: number }> {
  return page.evaluate(
    () =>
      new Promise<{ elements: number; settledMs: number }>((resolve) => {
        requestAnimationFrame(() =>
          setTimeout(() => resolve({ elements: document.getElementsByTagName('*').length, settledMs: performance.now() }), 0),
        );
      }),
  );
}

test('42,000 matching Disallow lines: a bounded list with the exact count', async () => {
  const body = `User-agent: *\n${'Disallow: /\n'.repeat(42_000)}`;
  expect(body.length).toBeLessThan(LIMIT);
  const { page, badge } = await popupFor(body, '/page.html');
  expect(badge.text).toBe('NO');
  const { elements, settledMs } = await measure(page);
  figures.disallow42k = { elements, settledMs: Math.round(settledMs) };
  console.log(`42,000 Disallow lines: ${elements} DOM elements, settled ${ms(settledMs)} after opening`);

  expect(elements).toBeLessThan(MAX_ELEMENTS);
  const why = page.locator('.why');
  await expect(why.locator('.match-list > li').count()).resolves.toBe(20);
  await expect(why.getByText('41,999', { exact: true }).count()).resolves.toBe(1);
  await expect(why.locator('[data-testid="show-more"]').textContent()).resolves.toContain('and 41,979 more matching rules');

  // More in steps: one click adds 100.
  await why.locator('[data-testid="show-more"] button').click();
  await expect(why.locator('.match-list > li').count()).resolves.toBe(120);
  await shootPopup(page, 'popup-42000-rules');
  await page.close();
});

test('40,000 sitemaps: the first 20, the exact count, more in steps', async () => {
  let body = 'User-agent: *\nDisallow: /private/\n';
  for (let i = 0; i < 40_000; i++) body += `sitemap:${i.toString(36)}\n`;
  expect(body.length).toBeLessThan(LIMIT);
  const { page } = await popupFor(body, '/page.html');
  const { elements, settledMs } = await measure(page);
  figures.sitemaps40k = { elements, settledMs: Math.round(settledMs) };
  console.log(`40,000 sitemaps: ${elements} DOM elements, settled ${ms(settledMs)} after opening`);

  expect(elements).toBeLessThan(MAX_ELEMENTS);
  await expect(page.locator('[data-testid="sitemap"]').count()).resolves.toBe(20);
  await expect(page.locator('#sitemaps-heading').textContent()).resolves.toContain('40,000');
  await page
    .locator('section', { has: page.locator('#sitemaps-heading') })
    .locator('[data-testid="show-more"] button')
    .click();
  await expect(page.locator('[data-testid="sitemap"]').count()).resolves.toBe(120);
  recordMetrics('hostileFile', figures);
  await page.close();
});

test('a right-to-left override in a rule is shown as an escape and cannot reverse the sentence', async () => {
  const body = 'User-agent: *\nDisallow: /\u202Egnp.exe/\n';
  const { page, badge } = await popupFor(body, '/%E2%80%AEgnp.exe/x');
  expect(badge.text).toBe('NO');
  expect(badge.title).toContain('‹U+202E›');

  // The deciding line: the override is a visible token, inside an isolated left-to-right element.
  const code = page.locator('[data-testid="deciding-line"] .site-text');
  await expect(code.textContent()).resolves.toBe('Disallow: /‹U+202E›gnp.exe/');
  const style = await code.evaluate((el) => ({
    bidi: getComputedStyle(el).unicodeBidi,
    dir: getComputedStyle(el).direction,
    tag: el.tagName,
  }));
  expect(style).toEqual({ bidi: 'isolate', dir: 'ltr', tag: 'BDI' });

  // No hidden override is left anywhere in the popup's text, or in its tooltips.
  const leftovers = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    const titles = all.map((el) => el.getAttribute('title') ?? '').join('\n');
    return { text: document.body.innerText.includes('\u202E'), titles: titles.includes('\u202E') };
  });
  expect(leftovers).toEqual({ text: false, titles: false });

  // Visual order: in the verdict sentence, the rule, its text and the words after it appear in reading order on screen.
  const needles = ['line 2', 'Disallow', 'gnp.exe', 'is the longest', 'matching rule'];
  const positions = await page.locator('[data-testid="reason"]').evaluate((p, needles) => {
    // Each needle is looked for after the previous one in the text (the path comes first and also holds "gnp.exe").
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
    const text = nodes.map((n) => n.data).join('');
    const pointAt = (offset: number): [Text, number] => {
      for (const n of nodes) {
        if (offset <= n.data.length) return [n, offset];
        offset -= n.data.length;
      }
      throw new Error('offset past the text');
    };
    let from = 0;
    return needles.map((needle) => {
      const at = text.indexOf(needle, from);
      if (at === -1) return null;
      from = at + needle.length;
      const range = document.createRange();
      range.setStart(...pointAt(at));
      range.setEnd(...pointAt(at + needle.length));
      const r = range.getBoundingClientRect();
      return { x: r.left, y: Math.round(r.top) };
    });
  }, needles);
  await expect(page.locator('[data-testid="reason"]').textContent()).resolves.toContain('‹U+202E›');
  for (let i = 1; i < needles.length; i++) {
    const [before, after] = [positions[i - 1], positions[i]];
    expect(before, needles[i - 1]).not.toBeNull();
    expect(after, needles[i]).not.toBeNull();
    expect(after!.y > before!.y || (after!.y === before!.y && after!.x > before!.x), `${needles[i]} after ${needles[i - 1]}`).toBe(true);
  }

  await shootPopup(page, 'popup-hidden-character');

  // And the linter names the character on its line.
  await expect(page.locator('[data-testid="diagnostic"][data-code="hidden-character"]').getAttribute('data-line')).resolves.toBe('2');
  await page.close();
});
