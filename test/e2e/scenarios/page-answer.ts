/**
 * The page's own HTTP answer (docs/behaviour.md §10) in the popup's Indexing
 * section, from the browser's webRequest events: a 404 page whose meta says
 * index, a 503 page, and a 301 → 200 across two origins whose second
 * robots.txt disallows the target. The same in both browsers (their events
 * differ in shape; the worker reads both). Then the popup's top line for
 * those pages and for X-Robots-Tag googlebot: noindex, a UTF-16 robots.txt
 * and a disallowed page whose meta says noindex, with the badge agreeing.
 */
import { expect, test } from 'vitest';
import { robotsBody, startSite, type TestSite } from '../support/sites.ts';
import type { DriverFixture, PageView } from './driver.ts';

const LINE = '[data-testid="page-answer"]';

const html = (title: string, meta = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${meta}<link rel="icon" href="data:,"></head><body><p>${title}</p></body></html>`;

/**
 * The two local sites every page-answer test uses: `home` (a 404 page whose meta says index, a 503 page,
 * and a 301 to `target`) and `target` (its robots.txt disallows the redirect's target). Closed by `closeLater`.
 */
export async function pageAnswerSites(
  closeLater: (...sites: TestSite[]) => void,
): Promise<{ home: TestSite; target: TestSite; utf16: TestSite }> {
  const target = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n'),
    '/private/new': (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html('New')),
  });
  // Google reads these bytes as UTF-8: NULs everywhere, no rule at all, so everything is allowed.
  const utf16 = await startSite({
    '/robots.txt': robotsBody(Buffer.from(`\ufeffUser-agent: *\nDisallow: /\n`, 'utf16le')),
  });
  const home = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n'),
    '/noindex-header': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'googlebot: noindex' }).end(html('No index')),
    '/private/noindex.html': (_req, res) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html('Private', '<meta name="robots" content="noindex">')),
    '/missing.html': (_req, res) =>
      res
        .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
        .end(html('Missing', '<meta name="robots" content="index, follow">')),
    '/down.html': (_req, res) => res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '120' }).end(html('Down')),
    '/old': (_req, res) => res.writeHead(301, { location: `${target.origin}/private/new` }).end(),
  });
  closeLater(home, target, utf16);
  return { home, target, utf16 };
}

export function pageAnswers(fx: DriverFixture): void {
  const sites = () => pageAnswerSites((...s) => fx.closeLater(...s));

  async function lineFor(url: string, timeoutMs?: number): Promise<{ code: string; status: string; text: string; indexableSaid: boolean }> {
    const badge = await fx.ext.openTab(url, timeoutMs);
    const page = await fx.ext.openPopup(badge.tabId);
    try {
      await expect.poll(async () => (await page.attributes(LINE, 'data-code')).length, { timeout: 20_000 }).toBe(1);
      return {
        code: (await page.attributes(LINE, 'data-code'))[0] ?? '',
        status: (await page.attributes(LINE, 'data-status'))[0] ?? '',
        text: (await page.texts(LINE)).join(''),
        // Whether the headers-and-meta line below still says "Indexable" (it must not contradict the answer).
        indexableSaid: await indexableSaid(page),
      };
    } finally {
      await page.close();
    }
  }

  async function indexableSaid(page: PageView): Promise<boolean> {
    const state = '[data-testid="indexing"]:not([data-state="loading"]) [data-testid="indexing-state"]';
    await expect.poll(async () => (await page.attributes(state, 'data-testid')).length, { timeout: 20_000 }).toBe(1);
    const [hidden] = await page.attributes(state, 'hidden');
    const [said] = await page.texts(state);
    return hidden === null && (said ?? '').startsWith('Indexable');
  }

  test('a 404 page whose meta says index: not indexable all the same; a 503: not for now', async () => {
    const { home } = await sites();
    expect(await lineFor(`${home.origin}/missing.html`)).toEqual({
      code: 'not-indexable',
      status: '404',
      text: 'Page answered 404: not indexable, whatever the meta tags say.',
      indexableSaid: false,
    });
    expect(await lineFor(`${home.origin}/down.html`)).toMatchObject({ code: 'unavailable', status: '503' });
  });

  test('a 301 → 200 across two origins: the redirect named, the target’s own robots.txt verdict', async () => {
    const { home, target } = await sites();
    // The tab ends on another address than it opened: its badge is not waited for long.
    const line = await lineFor(`${home.origin}/old`, 3000);
    expect(line).toMatchObject({ code: 'considered', status: '200' });
    expect(line.text).toContain(`Redirected 301 → ${target.origin}/private/new, from ${home.origin}/old`);
    expect(line.text).toContain('whose robots.txt disallows it for Googlebot');
  });
}

const TOP = '[data-testid="top-answer"]';

/** The pages of the top-answer tests: where each opens, and what its top line and its badge must say. */
export function topAnswerPages(sites: { home: TestSite; target: TestSite; utf16: TestSite }) {
  const { home, utf16 } = sites;
  return [
    {
      name: 'noindex-header',
      url: `${home.origin}/noindex-header`,
      code: 'noindex',
      title: 'Not indexable',
      reason: 'The X-Robots-Tag header says noindex to Googlebot.',
      badge: 'OK·N',
      file: null,
    },
    {
      name: 'utf16-robots',
      url: `${utf16.origin}/page.html`,
      code: 'indexable',
      title: 'Can be indexed',
      reason: 'Nothing stops Googlebot: robots.txt allows it, the page answered, no noindex.',
      badge: 'OK·!',
      file: 'utf16',
    },
    {
      name: 'missing-404',
      url: `${home.origin}/missing.html`,
      code: 'status-gone',
      title: 'Not indexable',
      reason: 'The page answered 404: Google does not index it, whatever its meta tags say.',
      badge: '404',
      file: null,
    },
    {
      name: 'redirect-301',
      url: `${home.origin}/old`,
      code: 'disallowed',
      title: 'Not crawled',
      reason:
        'robots.txt line 2 disallows this page for Googlebot; Google may still index the URL without its content when other pages link to it.',
      badge: 'NO',
      file: null,
    },
    {
      name: 'disallowed-noindex',
      url: `${home.origin}/private/noindex.html`,
      code: 'disallowed-noindex',
      title: 'May be indexed without its content',
      reason:
        'robots.txt line 2 disallows this page for Googlebot, so Googlebot never sees its noindex: Google may index the URL without its content.',
      badge: 'NO·N',
      file: null,
    },
  ] as const;
}

/** Waits until the top line has read the page (settled), and returns what it says. */
export async function topLine(page: PageView): Promise<{ code: string; title: string; reason: string; file: string | null }> {
  // Settled: the page's status and signals read (before that, a disallowed page's line may still sharpen into the conflict).
  await expect.poll(async () => (await page.attributes(TOP, 'data-settled'))[0] ?? 'none', { timeout: 20_000 }).toBe('true');
  const [file] = await page.attributes('[data-testid="top-answer-file"]', 'data-problem');
  return {
    code: (await page.attributes(TOP, 'data-code'))[0] ?? '',
    title: (await page.texts('[data-testid="top-answer-title"]')).join(''),
    reason: (await page.texts('[data-testid="top-answer-reason"]')).join(''),
    file: file ?? null,
  };
}

export function topAnswers(fx: DriverFixture): void {
  test('the top line names what stops each page first, and the badge agrees', async () => {
    const pages = topAnswerPages(await pageAnswerSites((...s) => fx.closeLater(...s)));
    for (const p of pages) {
      // A redirect ends the tab on another address than it opened: its badge is not waited for long.
      const tab = await fx.ext.openTab(p.url, p.name === 'redirect-301' ? 3000 : undefined);
      const popup = await fx.ext.openPopup(tab.tabId);
      try {
        expect({ name: p.name, ...(await topLine(popup)) }).toEqual({
          name: p.name,
          code: p.code,
          title: p.title,
          reason: p.reason,
          file: p.file,
        });
        // The badge settles on the verdict first, and on the page's whole answer once the page has loaded and been read.
        await expect.poll(async () => (await fx.ext.badge(tab.tabId)).text, { timeout: 20_000 }).toBe(p.badge);
      } finally {
        await popup.close();
      }
    }
  });
}
