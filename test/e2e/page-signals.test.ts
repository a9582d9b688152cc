/**
 * Issue 11, item 7, as one story: a person checks a shop's pages against
 * three local sites with different robots.txt, in the built extension. The
 * product page answers `X-Robots-Tag: googlebot: noindex`, carries meta
 * robots `nofollow`, a canonical to a page its robots.txt disallows, links to
 * the three sites (some disallowed, some nofollow/ugc/sponsored) and loads a
 * stylesheet the CDN disallows; an old page is disallowed and carries
 * noindex; a single-page app changes its meta robots after pushState. The
 * popup's Indexing section says what each page's signals mean; the overlay,
 * turned on from the popup, outlines the disallowed links on the page, each
 * origin's robots.txt fetched once and only once asked; off, it is gone.
 *
 * The Indexing cases one by one are test/e2e/indexing.test.ts's, the links
 * section's (summary, list by origin, the disallowed stylesheet, 100,000
 * links) test/e2e/page-links.test.ts's, the overlay's details
 * test/e2e/overlay.test.ts's; this file checks that they tell one story.
 */
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { cdpFor, openSitePage, readOverlay, switchOverlay, waitForOverlay, type OverlayView } from './support/overlay-dom.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { type RobotsHandler, robotsBody, startSite, type TestSite } from './support/sites.ts';

const fixture = useExtension();

let shop: TestSite;
let cdn: TestSite;
let blog: TestSite;

function html(head: string, body: string, headers: Record<string, string> = {}): RobotsHandler {
  return (_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title>${head}</head><body style="font:16px/1.6 system-ui,sans-serif;margin:32px;max-width:44em">${body}</body></html>`,
      );
  };
}

const productPage = () =>
  html(
    `<meta name="robots" content="nofollow"><link rel="canonical" href="/private/product"><link rel="stylesheet" href="${cdn.origin}/css/site.css">`,
    `<h1>Walnut desk</h1>
<p>Solid walnut, 140 × 70 cm. <a id="cart" href="/cart">Add to cart</a> · <a id="about" href="/about">About us</a></p>
<p>Shipping by <a id="cdn-page" href="${cdn.origin}/shipping">our partner</a> · <a id="ad" rel="sponsored" href="${cdn.origin}/ads/chair">Sponsored: the matching chair</a></p>
<p>A reader wrote: <a id="comment" rel="ugc" href="${blog.origin}/posts/comment-42">“great desk”</a></p>
<p>Reviews on <a id="blog-draft" href="${blog.origin}/drafts/desk-review">our blog (draft)</a> and <a id="blog-post" href="${blog.origin}/posts/desk">the published review</a>.</p>`,
    { 'X-Robots-Tag': 'googlebot: noindex' },
  );

/** After load: pushState to /app/next, meta robots → noindex, and a link the new view adds. */
const SPA = `<script>
  document.getElementById('next').addEventListener('click', () => {
    history.pushState({}, '', '/app/next');
    document.querySelector('meta[name=robots]').setAttribute('content', 'noindex');
    const a = document.createElement('a');
    a.id = 'spa-private';
    a.href = '/private/spa-view';
    a.textContent = 'a private view';
    document.getElementById('view').replaceChildren(a);
  });
</script>`;

beforeAll(async () => {
  cdn = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /css/\nDisallow: /ads/\n'),
    '/css/site.css': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/css' }).end('h1 { color: #5b3a1e; }');
    },
  });
  blog = await startSite({ '/robots.txt': robotsBody('User-agent: Googlebot\nDisallow: /drafts/\n\nUser-agent: *\nAllow: /\n') });
  shop = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\nDisallow: /cart\n'),
    '/product': (req, res, hit) => productPage()(req, res, hit),
    '/private/old': html('<meta name="robots" content="noindex">', '<h1>An old page</h1><p><a href="/about">About us</a></p>'),
    '/app': html(
      '<meta name="robots" content="index">',
      `<h1>An app</h1><p><button id="next" type="button">Next view</button></p><p id="view"><a href="/about">About us</a></p>${SPA}`,
    ),
  });
  fixture.closeLater(shop, cdn, blog);
});

async function indexingOf(popup: Page) {
  const section = popup.locator('[data-testid="indexing"]');
  await popup.waitForFunction(() => {
    const state = document.querySelector('[data-testid="indexing"]')?.getAttribute('data-state');
    return state !== undefined && state !== null && state !== 'loading';
  });
  return {
    state: await section.getAttribute('data-state'),
    conflicts: await section.locator('[data-testid="indexing-conflict"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code'))),
    text: (await section.textContent()) ?? '',
  };
}

async function badgeSettles(tabId: number, text: string): Promise<string> {
  const end = Date.now() + 10_000;
  let badge = await fixture.ext.badge(tabId);
  while (badge.text !== text && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    badge = await fixture.ext.badge(tabId);
  }
  return badge.text;
}

const paths = (v: OverlayView, kind: string) =>
  v.boxes
    .filter((b) => b.kind === kind)
    .map(
      (b) =>
        `${new URL(b.url).port === String(shop.port) ? 'shop' : new URL(b.url).port === String(cdn.port) ? 'cdn' : 'blog'}${new URL(b.url).pathname}`,
    )
    .sort();

describe('a shop’s pages, their indexing signals and their links, for Googlebot', () => {
  let product: { page: Page; tabId: number };
  let cdp: CDPSession;
  let popup: Page;

  afterAll(async () => {
    await popup?.close();
    await product?.page.close();
  });

  test('the product page: allowed, but not indexable by its X-Robots-Tag; its canonical is disallowed; nothing of the linked sites fetched yet', async () => {
    product = await openSitePage(fixture.ext, `${shop.origin}/product`);
    cdp = await cdpFor(product.page);
    expect(await badgeSettles(product.tabId, 'OK·N')).toBe('OK·N');
    popup = await fixture.ext.openPopup(product.tabId);
    const indexing = await indexingOf(popup);
    expect(indexing.state).toBe('not-indexable');
    expect(indexing.text).toContain('googlebot: noindex');
    expect(indexing.text).toContain('nofollow');
    expect(indexing.conflicts).toContain('canonical-disallowed');
    expect(indexing.text).toContain(`${shop.origin}/private/product`);
    // The links' sites are not asked before the person asks.
    expect(cdn.hits('/robots.txt')).toBe(0);
    expect(blog.hits('/robots.txt')).toBe(0);
    await expect(popup.locator('[data-testid="overlay-switch"]').getAttribute('data-state')).resolves.toBe('off');
  });

  test('“Show on page”: the disallowed links outlined under their own site’s robots.txt, sponsored and ugc marked; each site’s robots.txt fetched once', async () => {
    expect(await switchOverlay(popup, true)).toBe('on');
    await product.page.bringToFront();
    const view = await waitForOverlay(cdp, (v) => v.boxes.length >= 4 && !v.legend.includes('Reading'));
    // /cart on the shop (Disallow: /cart), the blog's draft (Googlebot's own group), the sponsored ad (the CDN's Disallow: /ads/).
    expect(paths(view, 'disallowed')).toEqual(['blog/drafts/desk-review', 'cdn/ads/chair', 'shop/cart']);
    expect(paths(view, 'rel-only')).toEqual(['blog/posts/comment-42']);
    expect(view.boxes.find((b) => b.url.endsWith('/ads/chair'))?.badge).toBe('⊘ sponsored');
    expect(view.boxes.find((b) => b.url.endsWith('/comment-42'))?.badge).toBe('ugc');
    expect(cdn.hits('/robots.txt')).toBe(1);
    expect(blog.hits('/robots.txt')).toBe(1);

    await product.page.hover('#blog-draft');
    const tip = await waitForOverlay(cdp, (v) => v.tip.shown);
    expect(tip.tip.text).toContain('Disallowed for Googlebot');
    expect(tip.tip.text).toContain(`${blog.origin}/robots.txt, line 2: Disallow: /drafts/`);
    await product.page.setViewportSize({ width: 960, height: 540 });
    await product.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await product.page.screenshot({ path: join(ARTIFACTS_DIR, 'page-signals-overlay.png') });
    // docs/overlay.png is a copy of this one, made by hand: a test run leaves the working tree as it found it.
    // The switch, on, in both themes (to look at).
    for (const colorScheme of ['light', 'dark'] as const) {
      await popup.emulateMedia({ colorScheme });
      await popup.locator('[data-testid="overlay-switch"]').scrollIntoViewIfNeeded();
      await popup.screenshot({ path: join(ARTIFACTS_DIR, `popup-overlay-switch${colorScheme === 'dark' ? '-dark' : ''}.png`) });
    }
    await popup.emulateMedia({ colorScheme: 'light' });
    // Asked again (another tab, the same sites): answered from the cache.
    await popup.reload();
    await popup.waitForSelector('[data-testid="overlay-switch"][data-state="on"]');
    expect(cdn.hits('/robots.txt') + blog.hits('/robots.txt')).toBe(2);
  });

  test('off: nothing of the overlay is left in the page', async () => {
    expect(await switchOverlay(popup, false)).toBe('off');
    expect((await readOverlay(cdp)).hosts).toBe(0);
  });
});

test('the old page: disallowed by robots.txt and carrying noindex; the popup says Google cannot see the noindex', async () => {
  const old = await openSitePage(fixture.ext, `${shop.origin}/private/old`);
  try {
    // Disallowed, and a noindex the crawler never sees: NO·N, as the popup's top line says.
    expect(await badgeSettles(old.tabId, 'NO·N')).toBe('NO·N');
    const popup = await fixture.ext.openPopup(old.tabId);
    const indexing = await indexingOf(popup);
    expect(indexing.conflicts).toContain('disallowed-and-noindex');
    await popup.close();
  } finally {
    await old.page.close();
  }
});

test('the single-page app: after pushState its new meta robots is read, and the overlay, still on, outlines the new view’s links', async () => {
  const app = await openSitePage(fixture.ext, `${shop.origin}/app`);
  try {
    const cdp = await cdpFor(app.page);
    let popup = await fixture.ext.openPopup(app.tabId);
    expect((await indexingOf(popup)).state).toBe('indexable');
    expect(await switchOverlay(popup, true)).toBe('on');
    await popup.close();
    await app.page.bringToFront();
    await waitForOverlay(cdp, (v) => v.hosts === 1 && !v.legend.includes('Reading'));

    await app.page.click('#next');
    expect(new URL(app.page.url()).pathname).toBe('/app/next');
    const view = await waitForOverlay(cdp, (v) => paths(v, 'disallowed').includes('shop/private/spa-view'));
    expect(paths(view, 'disallowed')).toEqual(['shop/private/spa-view']);

    popup = await fixture.ext.openPopup(app.tabId);
    expect((await indexingOf(popup)).state).toBe('not-indexable');
    await popup.waitForSelector('[data-testid="overlay-switch"][data-state="on"]');
    // A full navigation ends it.
    await app.page.goto(`${shop.origin}/app`);
    await popup.reload();
    await popup.waitForSelector('[data-testid="overlay-switch"][data-state="off"]');
    expect((await readOverlay(cdp)).hosts).toBe(0);
    await popup.close();
  } finally {
    await app.page.close();
  }
});
