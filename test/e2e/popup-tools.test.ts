/**
 * The popup's tools (the path box, copy, the way to the options page), in the
 * built extension on the demo site.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { shootPopup } from './support/screenshot.ts';
import { robotsBody, startSite } from './support/sites.ts';
import { lineNumberOf, popupStateInPage, readPopup, useDemoSite, type PopupState } from './support/extension.ts';

const demo = useDemoSite();
const BOX = '[data-testid="path-input"]';

interface ShownNow extends PopupState {
  box: string;
  matched: string | null;
}

/** What the popup shows right now, with the text in the box, read in one go (no frame between them). */
function shownNow(page: Page): Promise<ShownNow> {
  return page.evaluate<ShownNow>(`({
    box: document.querySelector('${BOX}').value,
    matched: document.querySelector('[data-testid="path-matched"]')?.textContent ?? null,
    ...(${popupStateInPage.toString()})(),
  })`);
}

test('the path box: verdict, deciding line and highlight follow what is typed, without another fetch', async () => {
  const disallowLine = lineNumberOf(demo.robots, 'Disallow: /drafts/');
  const allowLine = lineNumberOf(demo.robots, 'Allow: /drafts/published-');
  const pdfLine = lineNumberOf(demo.robots, 'Disallow: /*.pdf$');
  const pageUrl = `${demo.site.origin}/drafts/published-launch.html`;
  const badge = await demo.ext.openTab(pageUrl);
  const page = await demo.ext.openPopup(badge.tabId);
  const fetched = demo.site.robotsTxtRequests();

  // Prefilled with the page's address, and its verdict.
  await expect(page.inputValue(BOX)).resolves.toBe(pageUrl);
  expect(await readPopup(page)).toMatchObject({ state: 'allowed', decidingLine: allowLine, highlightedLines: [allowLine] });
  expect(await page.locator('[data-testid="path-back"]').count()).toBe(0);

  // Allowed → disallowed → allowed → disallowed by a wildcard rule.
  for (const [path, state, line] of [
    ['/drafts/post.html', 'disallowed', disallowLine],
    ['/drafts/published-notes', 'allowed', allowLine],
    [`${demo.site.origin}/docs/guide.pdf`, 'disallowed', pdfLine],
  ] as const) {
    await page.fill(BOX, path);
    const shown = await readPopup(page);
    expect(shown, path).toMatchObject({ state, decidingLine: line, highlightedLines: [line] });
  }
  expect(await page.locator('[data-testid="path-matched"]').textContent()).toContain('/docs/guide.pdf');
  await shootPopup(page, 'popup-path-box');
  // The page's own line stays the page's.
  expect(await page.locator('.page-url').textContent()).toContain('/drafts/published-launch.html');

  // Typed key by key: whenever a verdict is shown, it is the one for the text in the box (the worker answers
  // each text; until it has, the banner says it is checking, never the verdict of the text before).
  await page.fill(BOX, '/docs/guide');
  for (const key of ['.', 'p', 'd', 'f', '?', 'x']) {
    await page.press(BOX, key);
    let now = await shownNow(page);
    while (now.state === undefined) now = await shownNow(page);
    const path = new URL(now.box, demo.site.origin);
    expect(now.matched, now.box).toContain(path.pathname + path.search);
    // `$` ends the pattern at the end of the path and query: `/docs/guide.pdf?` is not matched.
    const expected = now.box.endsWith('.pdf') ? 'disallowed' : 'allowed';
    expect(now.state, now.box).toBe(expected);
    expect(now.decidingLine, now.box).toBe(expected === 'disallowed' ? pdfLine : null);
  }

  // Back to this page.
  await page.click('[data-testid="path-back"]');
  await expect(page.inputValue(BOX)).resolves.toBe(pageUrl);
  expect(await readPopup(page)).toMatchObject({ state: 'allowed', decidingLine: allowLine, highlightedLines: [allowLine] });

  // Everything above was read from the copy of robots.txt the popup already had.
  expect(demo.site.robotsTxtRequests()).toBe(fetched);
});

test('the path box explains what it cannot check, and never shows a verdict for it', async () => {
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  const page = await demo.ext.openPopup(badge.tabId);
  for (const [input, says] of [
    ['javascript:alert(1)', /javascript:.*no robots\.txt/],
    ['drafts/post.html', /a path starts with “\/”/],
    ['https://[::1/x', /not a valid URL/],
    ['', /Type a path of this site/],
    // Another site's URL is not read against this site's file: its own robots.txt decides, fetched when asked (next test).
    ['https://other.example/drafts/post.html', /https:\/\/other\.example is another site: its own robots\.txt decides/],
  ] as const) {
    await page.fill(BOX, input);
    const shown = await readPopup(page);
    expect(shown.state, input).toBe('unchecked');
    expect(shown.reason, input).toMatch(says);
    expect(shown.verdictText, input).not.toMatch(/Allowed|Disallowed/);
    expect(shown.decidingLine, input).toBeNull();
    expect(shown.highlightedLines, input).toEqual([]);
    // No "why" for a URL that is not checked; the file itself stays.
    expect(await page.locator('#why-heading').count(), input).toBe(0);
    expect(await page.locator('[data-testid="robots-view"]').count(), input).toBe(1);
  }
  // A path again: a verdict again.
  await page.fill(BOX, '/drafts/post.html');
  expect((await readPopup(page)).state).toBe('disallowed');
});

test('a URL of another site is read against that site’s robots.txt, fetched once the person asks', async () => {
  const otherRobots = 'User-agent: *\nAllow: /\nDisallow: /private/\n';
  const other = demo.closeLater(await startSite({ '/robots.txt': robotsBody(otherRobots) }))[0]!;
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  const page = await demo.ext.openPopup(badge.tabId);
  try {
    await page.fill(BOX, `${other.origin}/private/report`);
    // Typing asks for nothing: not fetched, no verdict, the reason and the button instead.
    let shown = await readPopup(page);
    expect(shown.state).toBe('unchecked');
    expect(shown.reason).toContain(`${other.origin} is another site`);
    expect(other.hits('/robots.txt')).toBe(0);
    await shootPopup(page, 'popup-path-box-other-site');

    // Enter asks: that site's robots.txt is fetched once and decides, its file on screen.
    await page.press(BOX, 'Enter');
    await expect.poll(async () => (await readPopup(page)).state).toBe('disallowed');
    shown = await readPopup(page);
    expect(shown).toMatchObject({ decidingLine: 3, highlightedLines: [3] });
    expect(await page.locator('[data-testid="path-matched"]').textContent()).toContain(`${other.origin}/robots.txt`);
    expect(await page.locator('[data-testid="robots-view"]').textContent()).toContain('Disallow: /private/');
    expect(other.hits('/robots.txt')).toBe(1);
    await shootPopup(page, 'popup-path-box-other-site-read');

    // Another URL of that site: read at once from the same copy.
    await page.fill(BOX, `${other.origin}/drafts/post.html`);
    await expect.poll(() => readPopup(page)).toMatchObject({ state: 'allowed', decidingLine: 2 });
    expect(other.hits('/robots.txt')).toBe(1);

    // Back on this site: this site's file and verdict.
    // The page's own address: its verdict is the one the popup opened with, and the why panel's line follows the worker's explanation.
    await page.fill(BOX, '/drafts/post.html');
    await expect
      .poll(() => readPopup(page))
      .toMatchObject({ state: 'disallowed', decidingLine: lineNumberOf(demo.robots, 'Disallow: /drafts/') });
  } finally {
    await page.close();
  }
});

test.each([
  ['th', 'light'],
  ['th', 'dark'],
  ['hi', 'light'],
  ['hi', 'dark'],
] as const)('another site’s URL in %s, %s: the banner and its button, then the verdict (screenshots)', async (locale, colorScheme) => {
  const other = demo.closeLater(await startSite({ '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n') }))[0]!;
  const worker = await demo.ext.worker();
  await worker.evaluate(async (locale) => {
    const { settings } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale } });
  }, locale);
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  const page = await demo.ext.openPopup(badge.tabId, { colorScheme });
  try {
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(locale);
    await page.fill(BOX, `${other.origin}/private/report-with-a-long-name.html`);
    expect((await readPopup(page)).state).toBe('unchecked');
    const button = page.locator('[data-testid="path-fetch-other"]');
    // The button sits inside the banner, whole.
    const [banner, box] = await Promise.all([page.locator('[data-testid="verdict"]').boundingBox(), button.boundingBox()]);
    expect(box!.x + box!.width).toBeLessThanOrEqual(banner!.x + banner!.width);
    await shootPopup(page, `popup-path-box-other-site-${locale}-${colorScheme}`);
    await button.click();
    await expect.poll(async () => (await readPopup(page)).state).toBe('disallowed');
    await shootPopup(page, `popup-path-box-other-site-read-${locale}-${colorScheme}`);
  } finally {
    await page.close();
    await demo.ext.resetSettings();
  }
});

test('from a public page, a private address typed in the box is fetched once the person asks (typing it is the request)', async () => {
  const inside = demo.closeLater(await startSite({ '/robots.txt': robotsBody('User-agent: *\nDisallow: /admin\n') }))[0]!;
  const home = demo.closeLater(
    await startSite({
      '/robots.txt': robotsBody('User-agent: *\nAllow: /\n'),
      '/page.html': (_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Public</title>'),
    }),
  )[0]!;
  // robots-public.test resolves to 127.0.0.1 in the test browser, but its name is public.
  const badge = await demo.ext.openTab(`http://robots-public.test:${home.port}/page.html`);
  const page = await demo.ext.openPopup(badge.tabId);
  try {
    await page.fill(BOX, `http://127.0.0.1:${inside.port}/admin/x`);
    expect((await readPopup(page)).state).toBe('unchecked');
    expect(inside.hits('/robots.txt')).toBe(0);
    await page.press(BOX, 'Enter');
    await expect.poll(async () => (await readPopup(page)).state).toBe('disallowed');
    expect(inside.hits('/robots.txt')).toBe(1);
  } finally {
    await page.close();
  }
});

test('the button fetches another site’s robots.txt too, and a site that cannot be reached says so as a verdict', async () => {
  const badge = await demo.ext.openTab(`${demo.site.origin}/drafts/post.html`);
  const page = await demo.ext.openPopup(badge.tabId);
  try {
    // A port nothing listens on: the fetch fails, and the popup says what Google does then.
    const closed = await startSite({});
    const port = closed.port;
    await closed.close();
    await page.fill(BOX, `http://127.0.0.1:${port}/x`);
    await page.click('[data-testid="path-fetch-other"]');
    await expect.poll(async () => (await readPopup(page)).state).not.toBe('unchecked');
    const shown = await readPopup(page);
    expect(shown.verdictText).toMatch(/Disallowed|unreachable/i);
  } finally {
    await page.close();
  }
});

test('copy: the whole answer (and as Markdown), the one-line report for another URL, the deciding rule and the robots.txt URL', async () => {
  const origin = demo.site.origin;
  // The clipboard is read back from a page of the site, which may be granted that (an extension's origin may not).
  await demo.ext.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const badge = await demo.ext.openTab(`${origin}/drafts/post.html`);
  const reader = await demo.ext.context.newPage();
  await reader.goto(`${origin}/clipboard-reader`);
  const page = await demo.ext.openPopup(badge.tabId);
  const line = lineNumberOf(demo.robots, 'Disallow: /drafts/');
  const clipboardAfter = async (button: string) => {
    await reader.bringToFront();
    await reader.evaluate(() => navigator.clipboard.writeText(''));
    await page.bringToFront();
    // Copies are counted, so the word left by the previous copy is not taken for this one's.
    const before = await page.getAttribute('[data-testid="copy-status"]', 'data-copies');
    await page.click(`[data-testid="copy-${button}"]`);
    await expect.poll(() => page.getAttribute('[data-testid="copy-status"]', 'data-copies')).not.toBe(before);
    await expect(page.locator('[data-testid="copy-status"]').textContent()).resolves.toMatch(/copied/);
    await reader.bringToFront();
    return reader.evaluate(() => navigator.clipboard.readText());
  };

  // About the page itself, the report is its whole answer: the robots.txt line first, then the top line and each part.
  await expect.poll(() => page.getAttribute('[data-testid="top-answer"]', 'data-settled'), { timeout: 20_000 }).toBe('true');
  expect(await page.getAttribute('[data-testid="top-answer"]', 'data-code')).toBe('disallowed');
  const report = (await clipboardAfter('report')).split('\n');
  expect(report[0]).toBe(`${origin}/drafts/post.html — Googlebot: Disallowed by line ${line}: Disallow: /drafts/`);
  expect(report[1]).toMatch(new RegExp(`^Answer: Not crawled — robots.txt line ${line} disallows this page for Googlebot;`));
  expect(report.slice(2).map((l) => l.split(':')[0])).toEqual(['HTTP status', 'X-Robots-Tag', 'Meta robots', 'Canonical']);
  await expect(page.locator('[data-testid="copy-status"]').textContent()).resolves.toBe('Report copied');
  const markdown = await clipboardAfter('markdown');
  expect(markdown.split('\n')[0]).toMatch(/^\*\*Not crawled\*\* — robots\.txt line \d+ disallows this page/);
  expect(markdown).toContain(`- **URL:** \`${origin}/drafts/post.html\``);
  expect(markdown).toContain('`Disallow: /drafts/`');
  await expect(page.locator('[data-testid="copy-status"]').textContent()).resolves.toBe('Report copied as Markdown');
  await expect(clipboardAfter('rule')).resolves.toBe('Disallow: /drafts/');
  await expect(clipboardAfter('robots_url')).resolves.toBe(`${origin}/robots.txt`);

  // The report is about the URL in the path box; with no deciding line there is no rule to copy.
  await page.fill(BOX, '/about?x');
  await expect(clipboardAfter('report')).resolves.toBe(`${origin}/about?x — Googlebot: Allowed; no rule matches`);
  expect(await page.locator('[data-testid="copy-rule"]').count()).toBe(0);
  // The page's status and signals say nothing about another URL: no whole answer, no Markdown form of it.
  expect(await page.locator('[data-testid="copy-markdown"]').count()).toBe(0);
  // Nothing checked, nothing to report; robots.txt's URL stays.
  await page.fill(BOX, 'javascript:alert(1)');
  expect(await page.locator('[data-testid="copy-report"]').count()).toBe(0);
  await expect(clipboardAfter('robots_url')).resolves.toBe(`${origin}/robots.txt`);
  await reader.close();
});

test('the gear opens the options page', async () => {
  const badge = await demo.ext.openTab(`${demo.site.origin}/`);
  const page = await demo.ext.openPopup(badge.tabId);
  const gear = page.getByRole('button', { name: 'Robots Lens options' });
  const opened = demo.ext.context.waitForEvent('page', { timeout: 10_000 });
  await gear.click();
  const options = await opened;
  await options.waitForLoadState('domcontentloaded');
  expect(options.url()).toBe(`chrome-extension://${demo.ext.extensionId}/src/pages/options/index.html`);
  await options.close();
});
