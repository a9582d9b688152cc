/**
 * Every crawler at a glance in the real popup: each profile's
 * verdict and deciding line, grouped; computed after the verdict is on screen;
 * one click makes a crawler the chosen one.
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { readPopup, useExtension } from './support/extension.ts';
import { shootWholePopup } from './support/screenshot.ts';
import { robotsBody, startSite, status } from './support/sites.ts';
import { MATRIX_ROBOTS } from '../support/matrix-robots.ts';

const fixture = useExtension();

const BODY = `${MATRIX_ROBOTS}\n`;

async function matrixFor(path: string): Promise<Page> {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': robotsBody(BODY) }));
  const tab = await fixture.ext.openTab(`${site!.origin}${path}`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: { width: 420, height: 600 } });
  await page.locator('[data-testid="crawler-matrix"][data-ready="true"]').waitFor();
  return page;
}

interface CellReading {
  profile: string;
  state: string;
  line: string;
  text: string;
  pressed: string;
}

function cells(page: Page): Promise<Record<string, CellReading>> {
  return page.$$eval('[data-testid="matrix-cell"]', (buttons) =>
    Object.fromEntries(
      buttons.map((b) => [
        b.getAttribute('data-profile') ?? '',
        {
          profile: b.getAttribute('data-profile') ?? '',
          state: b.getAttribute('data-state') ?? '',
          line: b.getAttribute('data-line') ?? '',
          text: b.textContent ?? '',
          pressed: b.getAttribute('aria-pressed') ?? '',
        },
      ]),
    ),
  );
}

test('every crawler’s verdict and deciding line for the page, grouped, after the verdict', async () => {
  const page = await matrixFor('/drafts/plan.html');
  const all = await cells(page);
  expect(Object.keys(all).length).toBeGreaterThanOrEqual(33);
  expect(all.googlebot).toMatchObject({ state: 'disallowed', line: '5', pressed: 'true' });
  expect(all.googlebot?.text).toBe('GooglebotDisallowedline 5');
  expect(all['googlebot-image']).toMatchObject({ state: 'disallowed', line: '5', pressed: 'false' });
  expect(all.gptbot).toMatchObject({ state: 'disallowed', line: '8' });
  expect(all.bingbot).toMatchObject({ state: 'allowed', line: '0' });
  expect(all['adsbot-google']).toMatchObject({ state: 'allowed', line: '0' });
  expect(all['coccocbot-web']).toMatchObject({ state: 'allowed', line: '11' });

  const groups = await page.$$eval('.matrix-group', (els) =>
    els.map((g) => [g.getAttribute('data-group'), g.querySelector('.matrix-group-title')?.textContent]),
  );
  expect(groups).toEqual([
    ['search', 'Search engines'],
    ['google-special', 'Google’s special crawlers'],
    ['ai-training', 'AI training'],
    ['ai-search', 'AI search and assistants'],
    ['user-triggered', 'Fetches on a user’s request'],
    ['seo', 'SEO tools'],
    ['social', 'Social previews'],
    ['ads', 'Ads'],
    ['coccoc', 'Coc Coc'],
  ]);
  const allowed = Object.values(all).filter((c) => c.state === 'allowed').length;
  await expect(page.textContent('#matrix-heading')).resolves.toBe(`Every crawler ${allowed} of ${Object.keys(all).length} allowed`);

  // Computed after the verdict was on screen, never before it.
  const marks = await page.evaluate(() => ({
    verdict: performance.getEntriesByName('robots-lens:verdict')[0]?.startTime ?? null,
    matrix: performance.getEntriesByName('robots-lens:matrix')[0]?.startTime ?? null,
  }));
  expect(marks.verdict).not.toBeNull();
  expect(marks.matrix).toBeGreaterThan(marks.verdict!);
  await shootWholePopup(page, 'popup-crawler-matrix');
  await page.close();
});

test('one click makes a crawler the chosen one: the verdict, the crawler list and the matrix follow', async () => {
  const page = await matrixFor('/drafts/plan.html');
  await page.click('[data-testid="matrix-cell"][data-profile="gptbot"]');
  await expect(page.locator('[data-testid="crawler-select"]').inputValue()).resolves.toBe('gptbot');
  const popup = await readPopup(page);
  expect(popup).toMatchObject({ state: 'disallowed', decidingLine: 8 });
  expect(popup.verdictText).toContain('GPTBot');
  const after = await cells(page);
  expect(after.gptbot?.pressed).toBe('true');
  expect(after.googlebot?.pressed).toBe('false');
  // The verdict at the top is in view after a click far below it.
  const verdictTop = await page.$eval('[data-testid="verdict"]', (el) => el.getBoundingClientRect().top);
  expect(verdictTop).toBeGreaterThanOrEqual(0);

  await page.click('[data-testid="matrix-cell"][data-profile="coccocbot-web"]');
  await expect.poll(() => readPopup(page).then((p) => [p.state, p.decidingLine])).toEqual(['allowed', 11]);
  await page.close();
});

test('the person’s own crawlers have their group, last, with their verdicts', async () => {
  const worker = await fixture.ext.worker();
  await worker.evaluate(() =>
    chrome.storage.local.set({
      settings: {
        profileId: 'googlebot',
        sendCookies: false,
        customProfiles: [
          {
            id: 'custom-trainer',
            name: 'Our trainer',
            tokens: ['gptbot'],
            engine: 'google',
            ignoreGlobal: false,
            operator: '',
            purpose: 'other',
            category: 'custom',
            description: '',
            honoursCrawlDelay: false,
          },
        ],
      },
    }),
  );
  try {
    const page = await matrixFor('/drafts/plan.html');
    const groups = await page.$$eval('.matrix-group', (els) => els.map((g) => g.getAttribute('data-group')));
    expect(groups.at(-1)).toBe('custom');
    await expect(page.textContent('.matrix-group[data-group="custom"] .matrix-group-title')).resolves.toBe('Custom');
    const all = await cells(page);
    expect(all['custom-trainer']).toMatchObject({ state: 'disallowed', line: '8', text: 'Our trainerDisallowedline 8' });
    await page.close();
  } finally {
    await fixture.ext.resetSettings();
  }
});

test('robots.txt answering 503: every crawler read Google’s way is disallowed for now, Coc Coc’s allowed, said in the legend', async () => {
  const [site] = fixture.closeLater(await startSite({ '/robots.txt': status(503) }));
  const tab = await fixture.ext.openTab(`${site!.origin}/page.html`);
  const page = await fixture.ext.openPopup(tab.tabId, { viewport: { width: 420, height: 600 } });
  await page.locator('[data-testid="crawler-matrix"][data-ready="true"]').waitFor();
  const all = await cells(page);
  expect(all.googlebot).toMatchObject({ state: 'unreachable', line: '0' });
  expect(all.gptbot).toMatchObject({ state: 'unreachable' });
  expect(all['coccocbot-web']).toMatchObject({ state: 'allowed' });
  await expect(page.textContent('.matrix-legend')).resolves.toContain('Disallowed for now');
  await shootWholePopup(page, 'popup-503-matrix');
  await page.close();
});
