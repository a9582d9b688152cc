/**
 * The popup's layout with long site text, measured in the real browser at
 * the popup's width: nothing runs past the
 * right edge, the deciding rule is readable whole, sitemap links line up.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { shootWholePopup } from './support/screenshot.ts';
import { robotsBody, startSite } from './support/sites.ts';

const fixture = useExtension();
const POPUP_VIEWPORT = { width: 420, height: 600 };

const LONG_FOLDER = `/${'archive-of-everything-ever-written'.repeat(5)}/`;
const LONG_PAGE = `${LONG_FOLDER}${'x'.repeat(300)}.html`;
const BODY = [
  'User-agent: *',
  `Disallow: ${LONG_FOLDER}`,
  'Sitemap: http://robots-public.test/sitemap-one.xml',
  '',
  '# lines 5 to 9 keep the next sitemap on line 10',
  '#',
  '#',
  '#',
  '#',
  'Sitemap: http://robots-public.test/sitemap-two.xml',
  '',
].join('\n');

async function popupFor(path: string): Promise<Page> {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(BODY) }));
  const tab = await fixture.ext.openTab(`${site!.origin}${path}`);
  return fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
}

/** Elements inside `root` whose box ends right of `root`'s, or whose content is wider than their box, as "tag.class (px)". */
function overflowing(page: Page, root: string): Promise<string[]> {
  return page.$eval(root, (box) => {
    const edge = box.getBoundingClientRect().right + 0.5;
    const found: string[] = [];
    for (const el of [box, ...box.querySelectorAll('*')]) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible';
      if (r.width > 0 && r.right > edge)
        found.push(`${el.tagName.toLowerCase()}.${el.className} ends at ${Math.round(r.right)} > ${Math.round(edge)}`);
      else if (clips && el.scrollWidth > el.clientWidth + 1)
        found.push(`${el.tagName.toLowerCase()}.${el.className} clips ${el.scrollWidth - el.clientWidth}px`);
    }
    return found;
  });
}

test('a long unbroken path stays inside the verdict box', async () => {
  const page = await popupFor(LONG_PAGE);
  expect(await page.textContent('[data-testid="reason"]')).toContain('archive-of-everything');
  expect(await overflowing(page, '.verdict')).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await shootWholePopup(page, 'popup-long-url');
});

test('a long deciding rule is shown whole, not cut with an ellipsis', async () => {
  const page = await popupFor(LONG_PAGE);
  const deciding = page.locator('.deciding-code').first();
  expect(await deciding.textContent()).toContain(LONG_FOLDER);
  const cut = await deciding.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  expect(cut).toBe(false);
});

test('sitemap links line up whatever the width of their line numbers', async () => {
  const page = await popupFor('/');
  const lefts = await page.$$eval('[data-testid="sitemap"] a', (links) => links.map((a) => Math.round(a.getBoundingClientRect().left)));
  expect(lefts).toHaveLength(2);
  expect(lefts[0]).toBe(lefts[1]);
});

test('notes beside short lines can be scrolled to, with a visible scrollbar that hides no line', async () => {
  // Short lines, long notes: the lines alone never make the view scroll sideways.
  const body = 'User-agent: *\nNoindex: /old/\nCrawl-delay: 5\nDisallow: /a\n';
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(body) }));
  const tab = await fixture.ext.openTab(`${site!.origin}/`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  await page.waitForSelector('[data-testid="robots-view"] .file-diag');
  await shootWholePopup(page, 'popup-notes');
  const view = await page.$eval('[data-testid="robots-view"]', (v: HTMLElement) => {
    v.scrollLeft = v.scrollWidth;
    const box = v.getBoundingClientRect();
    const notes = [...v.querySelectorAll('.file-diag')].map((n) => n.getBoundingClientRect().right);
    return {
      notesPastEdge: notes.filter((right) => right > box.right + 0.5).length,
      notes: notes.length,
      scrolls: v.scrollWidth > v.clientWidth,
      // Four lines fit: the sideways scrollbar must not push the last one out of view.
      hiddenRows: v.scrollHeight > v.clientHeight,
      // A classic scrollbar takes room below the content; borders are 2 px.
      scrollbarHeight: v.offsetHeight - v.clientHeight - 2,
    };
  });
  expect(view.notes).toBeGreaterThanOrEqual(2);
  expect(view.notesPastEdge).toBe(0);
  expect(view.scrolls).toBe(true);
  expect(view.scrollbarHeight).toBeGreaterThan(0);
  expect(view.hiddenRows).toBe(false);
});

test('the top bar’s crawler list, workbench button and gear sit side by side, none over another', async () => {
  const page = await popupFor('/page.html');
  const boxes = await page.$$eval('.topbar-end > *, .switcher > *', (els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { what: `${el.tagName.toLowerCase()}.${el.className}`, left: r.left, right: r.right, parent: el.parentElement?.className };
    }),
  );
  const select = boxes.find((b) => b.what.includes('switcher-select'))!;
  const switcher = boxes.find((b) => b.what.includes('switcher') && b.parent === 'topbar-end')!;
  const buttons = boxes.filter((b) => b.parent === 'topbar-end' && b.what.startsWith('button'));
  expect(buttons.length).toBeGreaterThanOrEqual(2);
  // The list stays inside its own box, and that box ends before the first button begins.
  expect(select.right).toBeLessThanOrEqual(switcher.right + 0.5);
  for (const button of buttons) expect(button.left).toBeGreaterThanOrEqual(select.right - 0.5);
});
