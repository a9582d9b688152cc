/**
 * The on-page overlay: turned on from the popup, it
 * outlines the links the crawler may not fetch under their own origin's
 * robots.txt (three local origins), marks nofollow/ugc/sponsored links
 * differently, shows the verdict and the deciding line on hover; it follows
 * the crawler chosen in the popup and the links a single-page app adds; it
 * stays out of the page's way (closed shadow root, page CSS that outlines
 * everything with !important does not reach it, a strict CSP does not block
 * it, the page's DOM and scripts untouched); turning it off or navigating
 * removes it.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import {
  cdpFor,
  clickLegendButton,
  computedStyle,
  openSitePage,
  readLegendEntries,
  readOverlay,
  switchOverlay,
  verdictsShown,
  waitForOverlay,
  type OverlayView,
} from './support/overlay-dom.ts';
import { ms, recordMetrics } from './support/metrics.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { robotsBody, startSite, status, type TestSite } from './support/sites.ts';

const fixture = useExtension();

let own: TestSite;
let other: TestSite;
let third: TestSite;

/** The page under test: links to its own origin and two others, a strict CSP, CSS that outlines everything. */
function pageHtml(): string {
  const b = other.origin;
  const c = third.origin;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Links</title>
<link rel="stylesheet" href="/style.css"><link id="hostile" rel="stylesheet" href="/hostile.css"><script src="/app.js" defer></script></head>
<body><h1>Links to three sites</h1>
<img name="links" alt=""><form name="documentElement"></form>
<p><a id="own-draft" href="/drafts/a.html">own draft</a> · <a id="own-open" href="/open.html">own open page</a></p>
<p><a id="b-private" href="${b}/private/x.html">other site, private</a> · <a id="b-open" href="${b}/public.html">other site, public</a></p>
<p><a id="c-page" href="${c}/page.html">third site</a></p>
<p><a id="nofollow" rel="NoFollow" href="${b}/public2.html">nofollow link</a> · <a id="ugc-blocked" rel="ugc sponsored" href="${b}/private/y.html">ugc sponsored private</a></p>
<p><button id="count" type="button">0</button> <button id="spa" type="button">next view</button></p>
<div id="more"></div>
<div class="spacer"></div>
<p><a id="far" href="${b}/private/far.html">far below</a></p>
</body></html>`;
}

const APP_JS = `
document.getElementById('count').addEventListener('click', (e) => { e.target.textContent = String(Number(e.target.textContent) + 1); });
document.getElementById('spa').addEventListener('click', () => {
  history.pushState({}, '', '/view-2');
  const a = document.createElement('a');
  a.id = 'spa-link';
  a.href = ${JSON.stringify('OTHER')} + '/private/spa.html';
  a.textContent = 'added by the app';
  document.getElementById('more').append(a);
});
`;

const STYLE_CSS = `body { font: 16px/1.5 sans-serif; margin: 24px; max-width: 40em; } .spacer { height: 3000px; }`;
/** What a hostile or careless page may do; the overlay must look the same under it. */
const HOSTILE_CSS = `* { outline: 5px solid red !important; }`;

beforeAll(async () => {
  other = await startSite({ '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n') });
  third = await startSite({ '/robots.txt': robotsBody('User-agent: googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n') });
  own = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /drafts/\n'),
    '/page.html': (_req, res) => {
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          // Nothing inline: the overlay's styles must not need it.
          'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'",
        })
        .end(pageHtml());
    },
    '/app.js': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(APP_JS.replace('"OTHER"', JSON.stringify(other.origin)));
    },
    '/style.css': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/css' }).end(STYLE_CSS);
    },
    '/hostile.css': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/css' }).end(HOSTILE_CSS);
    },
  });
  fixture.closeLater(own, other, third);
});

// Every verdict asked for is in and counted (the legend has no status line before the overlay asks, so 'not Reading' alone is no proof).
const settled = (v: OverlayView) => v.hosts === 1 && v.boxes.length > 0 && verdictsShown(v);
const urlsOf = (v: OverlayView, kind?: string) =>
  v.boxes
    .filter((b) => !kind || b.kind === kind)
    .map((b) => new URL(b.url).pathname)
    .sort();

describe('the overlay on a page linking to three sites', () => {
  let page: Page;
  let tabId: number;
  let popup: Page;
  let cdp: CDPSession;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    ({ page, tabId } = await openSitePage(fixture.ext, `${own.origin}/page.html`));
    page.on('pageerror', (e) => pageErrors.push(e.message));
    cdp = await cdpFor(page);
  });
  afterAll(async () => {
    await popup?.close();
    await page?.close();
  });

  test('off by default; on from the popup: disallowed links outlined, rel links marked, nothing else', async () => {
    const bodyBefore = await page.evaluate(() => document.body.outerHTML);
    popup = await fixture.ext.openPopup(tabId);
    await expect(popup.locator('[data-testid="overlay-switch"]').getAttribute('data-state')).resolves.toBe('off');
    expect((await readOverlay(cdp)).hosts).toBe(0);

    expect(await switchOverlay(popup, true)).toBe('on');
    await page.bringToFront();
    const view = await waitForOverlay(cdp, settled);
    expect(view.shadowMode).toBe('closed');
    // Own origin's /drafts/, the other origin's /private/ (twice, once with rel), and a nofollow link; not the third origin's page (Googlebot may) nor the link three screens down.
    expect(urlsOf(view, 'disallowed')).toEqual(['/drafts/a.html', '/private/x.html', '/private/y.html']);
    expect(urlsOf(view, 'rel-only')).toEqual(['/public2.html']);
    const badges = Object.fromEntries(view.boxes.map((b) => [new URL(b.url).pathname, b.badge]));
    expect(badges).toEqual({
      '/drafts/a.html': '⊘',
      '/private/x.html': '⊘',
      '/private/y.html': '⊘ sponsored ugc',
      '/public2.html': 'nofollow',
    });
    expect(view.legend).toContain('Robots Lens · Googlebot');
    expect(view.legend).toContain('Disallowed for Googlebot');
    // Every outline the overlay can draw has its entry, with its glyph, even where no link has it yet (dashed '!': robots.txt unreachable).
    const entries = await readLegendEntries(cdp);
    expect(entries).toEqual([
      { swatch: 'swatch disallowed', glyph: '⊘', label: 'Disallowed for Googlebot', shown: true },
      { swatch: 'swatch unreachable', glyph: '!', label: 'Disallowed for now: robots.txt unreachable', shown: true },
      { swatch: 'swatch rel-only', glyph: '', label: 'nofollow, ugc or sponsored', shown: true },
      { swatch: 'swatch disallowed rel', glyph: '⊘', label: 'Both: disallowed and nofollow, ugc or sponsored', shown: true },
    ]);

    // Each box is drawn inside its link's own line box (so it never reaches over a neighbour's text).
    for (const box of view.boxes) {
      const id = {
        '/drafts/a.html': '#own-draft',
        '/private/x.html': '#b-private',
        '/private/y.html': '#ugc-blocked',
        '/public2.html': '#nofollow',
      }[new URL(box.url).pathname]!;
      const r = await page.locator(id).evaluate((el) => {
        const b = el.getBoundingClientRect();
        return [b.left, b.top, b.width, b.height];
      });
      expect(Math.abs(box.rect[0] - r[0]!), id).toBeLessThanOrEqual(1);
      expect(Math.abs(box.rect[1] - r[1]!), id).toBeLessThanOrEqual(1);
      expect(Math.abs(box.rect[2] - r[2]!), id).toBeLessThanOrEqual(1);
      expect(Math.abs(box.rect[3] - r[3]!), id).toBeLessThanOrEqual(1);
    }

    // The page is as it was: its links' attributes and classes untouched; the host sits outside <body>.
    expect(await page.evaluate(() => document.body.outerHTML)).toBe(bodyBefore);
    expect(await page.evaluate(() => document.querySelector('robots-lens-overlay')?.shadowRoot ?? 'closed')).toBe('closed');
  });

  test('hover shows the verdict and the deciding line of that origin’s robots.txt', async () => {
    await page.hover('#b-private');
    let view = await waitForOverlay(cdp, (v) => v.tip.shown);
    expect(view.tip.text).toContain('Disallowed for Googlebot');
    expect(view.tip.text).toContain(`${other.origin}/robots.txt, line 2: Disallow: /private/`);

    await page.hover('#ugc-blocked');
    view = await waitForOverlay(cdp, (v) => v.tip.text.includes('/private/y') || v.tip.text.includes('ugc'));
    expect(view.tip.text).toContain('rel sponsored and ugc');

    await page.hover('#own-open');
    view = await waitForOverlay(cdp, (v) => v.tip.text.includes('Allowed'));
    expect(view.tip.text).toContain('Allowed for Googlebot');
    expect(view.tip.text).toContain(`No rule of ${own.origin}/robots.txt matches this address.`);

    await page.mouse.move(5, 5);
    view = await waitForOverlay(cdp, (v) => !v.tip.shown);
    expect(view.tip.shown).toBe(false);
  });

  test('isolated: the page’s `* { outline … !important }` does not reach it, the page’s own script still works', async () => {
    const view = await readOverlay(cdp);
    expect(await computedStyle(cdp, view.hostNodeId!, 'outline-style')).toBe('none');
    expect(await computedStyle(cdp, view.legendNodeId!, 'outline-style')).toBe('none');
    // The page's own CSS still applies to the page.
    expect(await page.locator('#count').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    // Clicks go through the overlay to the page.
    await page.click('#count');
    await page.click('#count');
    expect(await page.locator('#count').textContent()).toBe('2');
    expect(pageErrors).toEqual([]);
  });

  test('only links near the viewport get a box; scrolling brings the far one in', async () => {
    await page.evaluate(() => document.getElementById('far')!.scrollIntoView());
    const view = await waitForOverlay(cdp, (v) => urlsOf(v).includes('/private/far.html'));
    expect(urlsOf(view)).toContain('/private/far.html');
    expect(urlsOf(view)).not.toContain('/drafts/a.html');
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForOverlay(cdp, (v) => urlsOf(v).includes('/drafts/a.html'));
  });

  test('screenshots, light and dark', async () => {
    await page.setViewportSize({ width: 900, height: 520 });
    await page.mouse.move(5, 5);
    await page.hover('#b-private');
    await waitForOverlay(cdp, (v) => v.tip.shown && v.tip.text.includes('private'));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/overlay-hostile-css.png` });
    // Without the page's outline-everything sheet, for the README.
    await page.evaluate(() => {
      (document.getElementById('hostile') as HTMLLinkElement).disabled = true;
    });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.mouse.move(5, 5);
      await page.hover('#b-private');
      await waitForOverlay(cdp, (v) => v.tip.shown && v.tip.text.includes('private'));
      // The boxes follow the resize on the next frame.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await page.screenshot({ path: `${ARTIFACTS_DIR}/overlay${scheme === 'dark' ? '-dark' : ''}.png` });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('follows the crawler chosen in the popup', async () => {
    await popup.locator('[data-testid="crawler-select"]').selectOption('bingbot');
    const view = await waitForOverlay(
      cdp,
      (v) => v.legend.includes('Bingbot') && urlsOf(v).includes('/page.html') && !v.legend.includes('Reading'),
    );
    // The third site disallows everyone but Googlebot.
    expect(urlsOf(view, 'disallowed')).toContain('/page.html');
    expect(view.legend).toContain('Disallowed for Bingbot');
    await popup.locator('[data-testid="crawler-select"]').selectOption('googlebot');
    await waitForOverlay(cdp, (v) => v.legend.includes('Googlebot') && !urlsOf(v).includes('/page.html') && !v.legend.includes('Reading'));
  });

  test('a single-page app’s next view (pushState, a new link) is read again while it stays on', async () => {
    await page.click('#spa');
    expect(new URL(page.url()).pathname).toBe('/view-2');
    const view = await waitForOverlay(cdp, (v) => urlsOf(v).includes('/private/spa.html'));
    expect(urlsOf(view, 'disallowed')).toContain('/private/spa.html');
    await popup.reload();
    await popup.waitForSelector('[data-testid="overlay-switch"][data-state="on"]');
  });

  test('off from the popup removes everything; a full navigation ends it too', async () => {
    const bodyBefore = await page.evaluate(() => document.body.outerHTML);
    expect(await switchOverlay(popup, false)).toBe('off');
    expect((await readOverlay(cdp)).hosts).toBe(0);
    expect(await page.evaluate(() => document.body.outerHTML)).toBe(bodyBefore);
    await page.click('#count');
    expect(await page.locator('#count').textContent()).toBe('3');

    // The legend's own button turns it off too, and the popup knows.
    expect(await switchOverlay(popup, true)).toBe('on');
    await page.bringToFront();
    await waitForOverlay(cdp, settled);
    await clickLegendButton(cdp, page);
    expect((await waitForOverlay(cdp, (v) => v.hosts === 0)).hosts).toBe(0);
    await popup.reload();
    await popup.waitForSelector('[data-testid="overlay-switch"][data-state="off"]');

    // On again, then a new document: the overlay is gone and the switch says off.
    expect(await switchOverlay(popup, true)).toBe('on');
    await page.bringToFront();
    await waitForOverlay(cdp, settled);
    await page.goto(`${own.origin}/page.html`);
    await popup.reload();
    await popup.waitForSelector('[data-testid="overlay-switch"][data-state="off"]');
    expect((await readOverlay(cdp)).hosts).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});

test('a page with 100,000 links: read to the cap with a note, at most a few hundred boxes, the tab never frozen', async () => {
  const links = Array.from({ length: 100_000 }, (_, i) => `<a href="/drafts/p${i}.html">link ${i}</a>`).join(' ');
  const [big] = fixture.closeLater(
    await startSite({
      '/robots.txt': robotsBody('User-agent: *\nDisallow: /drafts/\n'),
      '/many.html': (_req, res) => {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(`<!doctype html><html lang="en"><title>Many</title><body>${links}</body></html>`);
      },
    }),
  );
  const { page, tabId } = await openSitePage(fixture.ext, `${big!.origin}/many.html`, 90_000);
  try {
    const cdp = await cdpFor(page);
    // The longest gap between the page's animation frames while the overlay starts: how long the tab stood still.
    await page.evaluate(() => {
      const w = window as unknown as { longestGap: number; watching: boolean };
      w.longestGap = 0;
      w.watching = true;
      let last = performance.now();
      const tick = (now: number) => {
        w.longestGap = Math.max(w.longestGap, now - last);
        last = now;
        if (w.watching) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    page.on('console', (m) => {
      if (m.text().startsWith('PROFILE')) console.log(m.text(), Date.now() - start);
    });
    // The popup in a window of its own, as the toolbar's popup floats over the page: the page stays visible and keeps drawing frames.
    const opened = fixture.ext.context.waitForEvent('page', { predicate: (p) => p.url().includes(`tabId=${tabId}`), timeout: 60_000 });
    const worker = await fixture.ext.worker();
    await worker.evaluate(
      (url) => chrome.windows.create({ url, type: 'popup', width: 420, height: 600 }),
      `${fixture.ext.popupUrl}?tabId=${tabId}`,
    );
    const popup = await opened;
    await popup.waitForSelector('[data-testid="overlay-switch"]', { timeout: 60_000 });
    const start = Date.now();
    expect(await switchOverlay(popup, true, 60_000)).toBe('on');
    const view = await waitForOverlay(cdp, (v) => v.boxes.length > 0 && !v.legend.includes('Reading'), 60_000);
    const settledMs = Date.now() - start;
    expect(view.legend).toContain('At most 20,000 links and 5,000 different addresses of this page are checked.');
    expect(view.boxes.length).toBeGreaterThan(0);
    expect(view.boxes.length).toBeLessThanOrEqual(600);
    // The page still answers its own scripts.
    const t0 = Date.now();
    await page.evaluate(() => document.title);
    const roundTripMs = Date.now() - t0;
    const longestFrameGapMs = await page.evaluate(() => {
      const w = window as unknown as { longestGap: number; watching: boolean };
      w.watching = false;
      return w.longestGap;
    });
    recordMetrics('overlay100k', { settledMs, longestFrameGapMs, roundTripMs, boxes: view.boxes.length });
    console.log(
      `overlay on a 100,000-link page: settled ${ms(settledMs)}, longest gap between the page's frames ${ms(longestFrameGapMs)}, ${view.boxes.length} boxes`,
    );
    await popup.close();
  } finally {
    await page.close();
  }
}, 120_000);

/** A page that works against the overlay: links it changes in place, its own popover legend, a loop removing the host. */
const HOSTILE_PAGE = (
  otherOrigin: string,
  downOrigin: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hostile</title>
<style>#fake { position: fixed; right: 12px; bottom: 12px; width: 320px; height: 200px; margin: 0; inset: auto 12px 12px auto; background: #fff; border: 1px solid #999; }</style></head>
<body><p><a id="swap" href="${otherOrigin}/public.html">a link the page changes in place</a></p>
<p><a href="${otherOrigin}/private/twice.html">one address</a> · <a href="${otherOrigin}/private/twice.html">linked twice</a> · <a href="${downOrigin}/page.html">a site whose robots.txt is down</a></p>
<div id="fake" popover="manual"><b>Robots Lens · Googlebot</b><p>Disallowed for Googlebot 0</p></div>
<p id="ticks">0</p>
<p id="open-host"></p><p id="closed-host"></p>
<script>
document.getElementById('open-host').attachShadow({ mode: 'open' }).innerHTML = '<a href="${otherOrigin}/private/in-open-shadow.html">in an open shadow root</a>';
document.getElementById('closed-host').attachShadow({ mode: 'closed' }).innerHTML = '<a href="${otherOrigin}/private/in-closed-shadow.html">in a closed shadow root</a>';
let ticks = 0;
setInterval(() => { ticks++; document.getElementById('ticks').textContent = String(ticks); }, 20);
window.removeLoop = () => {
  const remove = () => document.querySelectorAll('robots-lens-overlay').forEach((h) => h.remove());
  new MutationObserver(remove).observe(document.documentElement, { childList: true });
  remove();
};
</script></body></html>`;

describe('a page that works against the overlay', () => {
  let page: Page;
  let tabId: number;
  let popup: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    const [down] = fixture.closeLater(await startSite({ '/robots.txt': status(503) }));
    const [hostile] = fixture.closeLater(
      await startSite({
        '/robots.txt': robotsBody('User-agent: *\nAllow: /\n'),
        '/hostile.html': (_req, res) => {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HOSTILE_PAGE(other.origin, down!.origin));
        },
      }),
    );
    ({ page, tabId } = await openSitePage(fixture.ext, `${hostile!.origin}/hostile.html`));
    cdp = await cdpFor(page);
    popup = await fixture.ext.openPopup(tabId);
    expect(await switchOverlay(popup, true)).toBe('on');
    await page.bringToFront();
    await waitForOverlay(cdp, (v) => v.hosts === 1 && !v.legend.includes('Reading'));
  });
  afterAll(async () => {
    await popup?.close();
    await page?.close();
  });

  test('the legend counts as the popup’s Links section does: one address linked twice is one, unreachable apart', async () => {
    const view = await readOverlay(cdp);
    expect(view.legend).toContain('Disallowed for Googlebot3');
    expect(view.legend).toContain('Disallowed for now: robots.txt unreachable1');
    await popup.click('[data-testid="links-toggle"]');
    await popup.locator('[data-testid="links-section"][data-state="read"]').waitFor({ timeout: 20_000 });
    await popup.locator('[data-testid="links-progress"]').waitFor({ state: 'detached', timeout: 20_000 });
    const sentences = await popup.$$eval('[data-testid="links-summary"] .links-sentence', (els) => els.map((el) => el.textContent ?? ''));
    expect(sentences[0]).toBe('3 of 5 links disallowed for Googlebot');
    await expect(popup.locator('[data-testid="links-for-now"]').textContent()).resolves.toBe(
      '1 link disallowed for now: its site’s robots.txt is unreachable.',
    );
    // The same summary in Hindi and Thai, light and dark: nothing cut or overlapping (screenshots to look at).
    const worker = await fixture.ext.worker();
    try {
      for (const locale of ['hi', 'th']) {
        await worker.evaluate(async (locale) => {
          const { settings } = await chrome.storage.local.get('settings');
          await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale } });
        }, locale);
        // The legend restarts in the new language: its 'disallowed for now' entry too.
        await page.bringToFront();
        await waitForOverlay(cdp, (v) => v.hosts === 1 && !v.legend.includes('Disallowed') && urlsOf(v, 'disallowed').length === 4);
        await page.screenshot({ path: `${ARTIFACTS_DIR}/overlay-legend-${locale}.png` });
        for (const colorScheme of ['light', 'dark'] as const) {
          const shown = await fixture.ext.openPopup(tabId, { colorScheme, viewport: { width: 420, height: 600 } });
          await expect.poll(() => shown.evaluate(() => document.documentElement.lang)).toBe(locale);
          await shown.click('[data-testid="links-toggle"]');
          await shown.locator('[data-testid="links-for-now"]').waitFor({ timeout: 20_000 });
          await shown.evaluate(() => document.querySelector('[data-testid="links-summary"]')?.scrollIntoView());
          await shown.screenshot({ path: `${ARTIFACTS_DIR}/popup-links-for-now-${locale}-${colorScheme}.png` });
          await shown.close();
        }
      }
    } finally {
      await worker.evaluate(async () => {
        const { settings } = await chrome.storage.local.get('settings');
        await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale: 'auto' } });
      });
      // A new language restarts the overlay in it; the page comes back to the front for the next tests.
      await page.bringToFront();
      await waitForOverlay(cdp, (v) => v.hosts === 1 && urlsOf(v, 'disallowed').length === 4 && !v.legend.includes('Reading'));
    }
  });

  test('links inside shadow roots, open and closed, are read and outlined', async () => {
    // The language test before this one restarts the overlay; wait for its marks rather than read a restart's first frame.
    const view = await waitForOverlay(cdp, (v) => urlsOf(v, 'disallowed').length >= 4 && !v.legend.includes('Reading'));
    expect(urlsOf(view, 'disallowed')).toEqual([
      '/private/in-closed-shadow.html',
      '/private/in-open-shadow.html',
      '/private/twice.html',
      '/private/twice.html',
    ]);
  });

  test('a link whose href changes in place is decided again', async () => {
    await page.evaluate((origin) => document.getElementById('swap')!.setAttribute('href', `${origin}/private/swapped.html`), other.origin);
    const view = await waitForOverlay(cdp, (v) => urlsOf(v, 'disallowed').includes('/private/swapped.html'));
    expect(urlsOf(view, 'disallowed')).toContain('/private/swapped.html');
  });

  test('the page’s own popover cannot cover the legend or pass a fake one off over it', async () => {
    await page.evaluate(() => (document.getElementById('fake') as HTMLElement & { showPopover(): void }).showPopover());
    // What is on top at the legend's corner is the overlay's host (its closed shadow root), not the page's fake.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const at = document.elementFromPoint(window.innerWidth - 40, window.innerHeight - 30);
          return at?.localName ?? null;
        }),
      )
      .toBe('robots-lens-overlay');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/overlay-legend-over-page-popover.png` });
  });

  test('a page removing the overlay in a loop does not freeze itself, and Turn off in the popup still works', async () => {
    await page.evaluate(() => (window as unknown as { removeLoop(): void }).removeLoop());
    const ticksAt = async () => Number(await page.locator('#ticks').textContent());
    const before = await ticksAt();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // The page's own timer kept running: its tab was never stuck in the remove/insert loop.
    expect(await ticksAt()).toBeGreaterThan(before + 10);
    expect(await switchOverlay(popup, false)).toBe('off');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await readOverlay(cdp)).hosts).toBe(0);
  });
});
