/**
 * The served HTML beside the rendered page, in the real popup: a page whose
 * script adds noindex and changes the canonical, one whose script removes a
 * served noindex, one where both agree, and a public page whose second
 * answer redirects to this computer (refused before it is sent). Nothing is
 * fetched until the button is pressed, and then once. Screenshots of the
 * section in light and dark, English and Thai, and Hindi, to artifacts/.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeEach, expect, test } from 'vitest';
import { useExtension } from './support/extension.ts';
import { sidewaysOverflowInPage } from './support/overflow.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { type RobotsHandler, robotsBody, startSite } from './support/sites.ts';

const fixture = useExtension();
const POPUP_VIEWPORT = { width: 420, height: 600 };

beforeEach(async () => {
  await fixture.ext.resetSettings();
});

function page(head: string, script = ''): RobotsHandler {
  return (_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Served and rendered</title><link rel="icon" href="data:,">${head}</head>` +
          `<body><h1>Served and rendered</h1><script>${script}</script></body></html>`,
      );
  };
}

/** The script a single-page app might run: noindex and another canonical, once the page has loaded. */
const ADDS_NOINDEX = `document.querySelector('meta[name=robots]').setAttribute('content', 'noindex, follow');
document.querySelector('link[rel=canonical]').setAttribute('href', '/elsewhere');`;
const REMOVES_NOINDEX = `document.querySelector('meta[name=robots]').remove();`;

async function sites() {
  const site = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nAllow: /\n'),
    '/js-changes': page('<meta name="robots" content="index, follow"><link rel="canonical" href="/js-changes">', ADDS_NOINDEX),
    '/js-removes': page('<meta name="robots" content="noindex">', REMOVES_NOINDEX),
    '/same': page('<meta name="robots" content="max-snippet:50"><link rel="canonical" href="/same">'),
  });
  const local = await startSite({ '/robots.txt': robotsBody('User-agent: *\nAllow: /\n') });
  // A public-looking site (the test browser resolves robots-public.test to 127.0.0.1) whose second answer redirects to localhost.
  const fickle = await startSite({
    '/robots.txt': robotsBody('User-agent: *\nAllow: /\n'),
    '/page': (req, res, hit) => {
      if (hit === 1) page('<meta name="robots" content="index">')(req, res, hit);
      else res.writeHead(302, { location: `http://localhost:${local.port}/admin` }).end();
    },
  });
  fixture.closeLater(site, local, fickle);
  return { site, local, fickle };
}

async function compare(popup: Page): Promise<string> {
  const served = popup.locator('[data-testid="served"]');
  await served.waitFor({ timeout: 20_000 });
  await popup.click('[data-testid="served-compare"]');
  await popup.waitForFunction(
    () => !['idle', 'running'].includes(document.querySelector('[data-testid="served"]')?.getAttribute('data-state') ?? 'idle'),
    undefined,
    { timeout: 20_000 },
  );
  return (await served.getAttribute('data-state')) ?? '';
}

async function differences(popup: Page) {
  return popup.$$eval('[data-testid="served-differences"] li', (els) =>
    els.map((e) => ({ kind: e.getAttribute('data-kind'), change: e.getAttribute('data-change'), text: (e.textContent ?? '').trim() })),
  );
}

async function meanings(popup: Page) {
  return popup.$$eval('[data-testid="served-meaning"]', (els) => els.map((e) => e.getAttribute('data-code')));
}

test('a script adds noindex and changes the canonical: both differences, what they mean for Googlebot, one request', async () => {
  const { site } = await sites();
  const tab = await fixture.ext.openTab(`${site.origin}/js-changes`);
  const popup = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  // The rendered page already says noindex: the section reads it as it is now.
  await popup.locator('[data-testid="indexing"][data-state="not-indexable"]').waitFor({ timeout: 20_000 });
  expect(await popup.locator('[data-testid="served"]').getAttribute('data-state')).toBe('idle');
  expect(site.hits('/js-changes')).toBe(1);

  expect(await compare(popup)).toBe('compared');
  expect(await differences(popup)).toEqual([
    {
      kind: 'meta',
      change: 'changed',
      text: 'Meta tag “robots” changed by JavaScript: served index, follow, rendered noindex, follow',
    },
    {
      kind: 'canonical',
      change: 'changed',
      text: `Canonical changed by JavaScript: served ${site.origin}/js-changes, rendered ${site.origin}/elsewhere`,
    },
  ]);
  expect(await meanings(popup)).toEqual(['noindex-added-by-script', 'canonical-changed-by-script']);
  const text = (await popup.locator('[data-testid="served"]').textContent()) ?? '';
  expect(text).toContain('Only a script adds noindex. Googlebot sees it only if it renders the page');
  expect(text).toContain('Fetched now by this browser, without cookies. Googlebot may be served different HTML.');
  expect(site.hits('/js-changes')).toBe(2);
});

test('a script removes the served noindex: the page stays out; a page whose two versions agree says so', async () => {
  const { site } = await sites();
  const removes = await fixture.ext.openTab(`${site.origin}/js-removes`);
  const popup = await fixture.ext.openPopup(removes.tabId, { viewport: POPUP_VIEWPORT });
  expect(await compare(popup)).toBe('compared');
  expect(await differences(popup)).toEqual([
    { kind: 'meta', change: 'removed', text: 'Meta tag “robots” removed by JavaScript; served: noindex' },
  ]);
  expect(await meanings(popup)).toEqual(['noindex-removed-by-script']);

  const same = await fixture.ext.openTab(`${site.origin}/same`);
  const agreeing = await fixture.ext.openPopup(same.tabId, { viewport: POPUP_VIEWPORT });
  expect(await compare(agreeing)).toBe('compared');
  expect(await agreeing.locator('[data-testid="served-agree"]').textContent()).toBe(
    'The served HTML and the rendered page agree: same robots meta tags, canonical and X-Robots-Tag.',
  );
  expect(await meanings(agreeing)).toEqual([]);
});

test('a public page whose served request redirects to this computer: refused before it is sent, said plainly', async () => {
  const { fickle, local } = await sites();
  const tab = await fixture.ext.openTab(`http://robots-public.test:${fickle.port}/page`);
  const popup = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT });
  expect(await compare(popup)).toBe('failed');
  const failure = popup.locator('[data-testid="served-failure"]');
  expect(await failure.getAttribute('data-kind')).toBe('refused');
  expect(await failure.textContent()).toBe(
    `Not compared: this public page redirects to http://localhost:${local.port}/admin, an address on your computer or network, which Robots Lens does not send requests to.`,
  );
  expect(local.hits('/admin')).toBe(0);
  await popup.locator('[data-testid="served"]').screenshot({ path: `${ARTIFACTS_DIR}/served-html-refused.png` });
});

test('screenshots: light and dark, English and Thai (and Hindi), nothing sideways, no accessibility violation', async () => {
  const { site } = await sites();
  const tab = await fixture.ext.openTab(`${site.origin}/js-changes`);
  try {
    for (const [locale, scheme] of [
      ['en', 'light'],
      ['en', 'dark'],
      ['th', 'light'],
      ['th', 'dark'],
      ['hi', 'light'],
    ] as const) {
      await fixture.ext.setLocale(locale);
      const popup = await fixture.ext.openPopup(tab.tabId, { viewport: POPUP_VIEWPORT, colorScheme: scheme });
      const idle = popup.locator('[data-testid="served"][data-state="idle"]');
      await idle.waitFor({ timeout: 20_000 });
      await idle.scrollIntoViewIfNeeded();
      expect(await popup.evaluate(sidewaysOverflowInPage)).toEqual([]);
      await idle.screenshot({ path: `${ARTIFACTS_DIR}/served-html-${locale}-${scheme}-idle.png` });
      expect(await compare(popup)).toBe('compared');
      expect(await meanings(popup)).toEqual(['noindex-added-by-script', 'canonical-changed-by-script']);
      const served = popup.locator('[data-testid="served"]');
      await served.scrollIntoViewIfNeeded();
      expect(await popup.evaluate(sidewaysOverflowInPage)).toEqual([]);
      const axe = await new AxeBuilder({ page: popup })
        .include('[data-testid="served"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);
      await served.screenshot({ path: `${ARTIFACTS_DIR}/served-html-${locale}-${scheme}.png` });
      await popup.close();
    }
  } finally {
    await fixture.ext.setLocale(null);
  }
});
