/**
 * The page's own HTTP answer (docs/behaviour.md §10) in the popup's Indexing
 * section, from the browser's webRequest events: a 404 page whose meta says
 * index, a 503 page, and a 301 → 200 across two origins whose second
 * robots.txt disallows the target. The same in both browsers (their events
 * differ in shape; the worker reads both).
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
export async function pageAnswerSites(closeLater: (...sites: TestSite[]) => void): Promise<{ home: TestSite; target: TestSite }> {
  const target = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n'),
    '/private/new': (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html('New')),
  });
  const home = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nAllow: /\n'),
    '/missing.html': (_req, res) =>
      res
        .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
        .end(html('Missing', '<meta name="robots" content="index, follow">')),
    '/down.html': (_req, res) => res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '120' }).end(html('Down')),
    '/old': (_req, res) => res.writeHead(301, { location: `${target.origin}/private/new` }).end(),
  });
  closeLater(home, target);
  return { home, target };
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
