/**
 * Page signals, the indexing half: X-Robots-Tag seen by the
 * worker as the page loads, meta tags read from the live page, the Indexing
 * section under the verdict, its conflicts, a single-page app that changes
 * its meta robots after pushState, and the badge of an allowed page that may
 * not be indexed. Local sites on 127.0.0.1.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ExtensionHarness } from './support/extension.ts';
import { ARTIFACTS_DIR } from './support/paths.ts';
import { sidewaysOverflowInPage } from './support/overflow.ts';
import { shootWholePopup } from './support/screenshot.ts';
import { type RobotsHandler, robotsBody, startSite, type TestSite } from './support/sites.ts';

const ROBOTS = 'User-agent: *\nDisallow: /private/\n';
const POPUP_VIEWPORT = { width: 420, height: 600 };

function page(head: string, headers: Record<string, string> = {}, body = '<h1>A page</h1>'): RobotsHandler {
  return (_req, res) => {
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Indexing test</title>${head}</head><body>${body}</body></html>`,
      );
  };
}

/** A single-page app: meta robots "index"; after load it moves to /spa/next with pushState and renders meta robots "noindex". */
const SPA_SCRIPT = `<script>
  setTimeout(() => {
    history.pushState({}, '', '/spa/next');
    requestAnimationFrame(() => document.querySelector('meta[name=robots]').setAttribute('content', 'noindex'));
  }, 300);
</script>`;

let ext: ExtensionHarness;
let site: TestSite;
/** Another site, for a canonical that points across sites; its robots.txt disallows /private/ too. */
let other: TestSite;

beforeAll(async () => {
  ext = await ExtensionHarness.connect();
  await ext.resetSettings();
  other = await startSite({ '/robots.txt': robotsBody('User-agent: *\nAllow: /\nDisallow: /private/\n') });
  site = await startSite({
    '/robots.txt': robotsBody(ROBOTS),
    '/xrt': page('<meta name="robots" content="nofollow">', { 'X-Robots-Tag': 'googlebot: noindex' }),
    '/private/noindex': page('<meta name="robots" content="noindex">'),
    '/canonical': page('<link rel="canonical" href="/private/target">', { Link: '</private/target>; rel="canonical"' }),
    '/spa': page('<meta name="robots" content="index">', {}, `<h1>An app</h1>${SPA_SCRIPT}`),
    '/plain': page(''),
    // 32 harmless X-Robots-Tag values, then a noindex: past the 32 values Robots Lens reads.
    '/capped': (_req, res) => {
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'x-robots-tag': [...Array.from({ length: 32 }, () => 'index'), 'noindex'],
        })
        .end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Capped</title></head><body><h1>Capped</h1></body></html>');
    },
    '/canonical-elsewhere': (req, res, hit) => page(`<link rel="canonical" href="${other.origin}/private/x">`)(req, res, hit),
    '/rich': page(
      '<meta name="robots" content="index, follow, max-snippet:50, max-image-preview:standard, noodp"><meta name="bingbot" content="noarchive"><link rel="canonical" href="/elsewhere">',
      { 'X-Robots-Tag': 'noindex' },
    ),
  });
});

afterAll(async () => {
  await ext?.close();
  await site?.close();
  await other?.close();
});

async function indexingOf(popup: Page) {
  const section = popup.locator('[data-testid="indexing"]');
  await section.locator('[data-testid="indexing-state"]').waitFor();
  await popup.waitForFunction(() => document.querySelector('[data-testid="indexing"]')?.getAttribute('data-state') !== 'loading');
  return {
    state: await section.getAttribute('data-state'),
    sentence: await section.locator('[data-testid="indexing-state"]').textContent(),
    blockers: await section.locator('[data-testid="indexing-blockers"] li').allTextContents(),
    conflicts: await section.locator('[data-testid="indexing-conflict"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-code'))),
    text: (await section.textContent()) ?? '',
  };
}

async function waitForBadge(tabId: number, text: string): Promise<{ text: string; title: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const badge = await ext.badge(tabId);
    if (badge.text === text || Date.now() > deadline) return badge;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function violations(popup: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page: popup }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describe('indexing', () => {
  test('X-Robots-Tag: googlebot: noindex plus meta robots nofollow: not indexable by that header line; the badge says OK·N', async () => {
    const badge = await ext.openTab(`${site.origin}/xrt`);
    const settled = await waitForBadge(badge.tabId, 'OK·N');
    expect(settled.text).toBe('OK·N');
    expect(settled.title).toContain('Not indexable: “noindex” — X-Robots-Tag: “googlebot: noindex”');

    for (const colorScheme of ['light', 'dark'] as const) {
      const popup = await ext.openPopup(badge.tabId, { colorScheme, viewport: POPUP_VIEWPORT });
      const shown = await indexingOf(popup);
      expect(shown.state).toBe('not-indexable');
      expect(shown.sentence).toBe('Not indexable: Googlebot may not index this page.');
      expect(shown.blockers).toEqual(['noindex in the X-Robots-Tag header: googlebot: noindex']);
      expect(shown.text).toContain('Links on this page are not followed (nofollow).');
      expect(await violations(popup)).toEqual([]);
      await popup.locator('[data-testid="indexing"]').scrollIntoViewIfNeeded();
      await popup
        .locator('[data-testid="indexing"]')
        .screenshot({ path: `${ARTIFACTS_DIR}/popup-indexing${colorScheme === 'dark' ? '-dark' : ''}.png` });
      if (colorScheme === 'light') await shootWholePopup(popup, 'popup-indexing-whole');
    }
  });

  test('another crawler: the googlebot-only header does not apply to Bingbot (chosen in the popup)', async () => {
    const badge = await ext.openTab(`${site.origin}/xrt`);
    const popup = await ext.openPopup(badge.tabId);
    await popup.selectOption('[data-testid="crawler-select"]', 'bingbot');
    await popup.locator('[data-testid="crawler-facts"][data-profile="bingbot"]').waitFor();
    const shown = await indexingOf(popup);
    expect(shown.state).toBe('indexable');
    expect(shown.text).toContain('Rules for other crawlers, not applied to Bingbot: googlebot');
    expect(shown.text).toContain('Links on this page are not followed (nofollow).');
    // The choice is saved once it rests; put Googlebot back only after that, or the save would come after the reset.
    await popup.close();
    await expect.poll(async () => JSON.stringify(await ext.storedSettings()), { timeout: 5_000 }).toContain('"profileId":"bingbot"');
    await ext.resetSettings();
  });

  test('a page robots.txt disallows that carries noindex: the conflict is said', async () => {
    const badge = await ext.openTab(`${site.origin}/private/noindex`);
    // Disallowed, and a noindex the crawler never sees (read once the page has loaded): NO·N, as the top line says.
    expect((await waitForBadge(badge.tabId, 'NO·N')).text).toBe('NO·N');
    const popup = await ext.openPopup(badge.tabId, { viewport: POPUP_VIEWPORT });
    const shown = await indexingOf(popup);
    expect(shown.state).toBe('not-indexable');
    expect(shown.conflicts).toEqual(['disallowed-and-noindex']);
    expect(shown.text).toContain('Googlebot cannot see its noindex: the URL can still be indexed, without its content.');
    await popup.locator('[data-testid="indexing"]').screenshot({ path: `${ARTIFACTS_DIR}/popup-indexing-conflict.png` });
  });

  test('a canonical (link tag and Link header) to a page its robots.txt disallows', async () => {
    const badge = await ext.openTab(`${site.origin}/canonical`);
    expect(badge.text).toBe('OK');
    const popup = await ext.openPopup(badge.tabId);
    const shown = await indexingOf(popup);
    expect(shown.state).toBe('indexable');
    expect(shown.conflicts).toEqual(['canonical-disallowed']);
    expect(shown.text).toContain(`The canonical URL is another page: ${site.origin}/private/target`);
    expect(shown.text).toContain(`The canonical URL ${site.origin}/private/target is disallowed for Googlebot by line 2 of its robots.txt`);
  });

  test('a canonical on another site: not checked until the person asks, then its own robots.txt disallows it', async () => {
    const badge = await ext.openTab(`${site.origin}/canonical-elsewhere`);
    const popup = await ext.openPopup(badge.tabId, { viewport: POPUP_VIEWPORT });
    const before = await indexingOf(popup);
    // The section read the page (not 'failed' or 'not-available'): say what it showed when it did not.
    expect(before.state, before.text).toBe('indexable');
    expect(before.conflicts).toEqual([]);
    const unchecked = popup.locator('[data-testid="indexing-canonical-unchecked"]');
    await unchecked.waitFor();
    expect(await unchecked.textContent()).toContain(`has not been read yet: ${other.origin}/private/x`);
    expect(other.hits('/robots.txt')).toBe(0);
    expect(await violations(popup)).toEqual([]);
    await popup.locator('[data-testid="indexing"]').screenshot({ path: `${ARTIFACTS_DIR}/popup-indexing-canonical-unchecked.png` });
    await popup.locator('[data-testid="indexing-check-canonical"]').click();
    await popup.locator('[data-testid="indexing-conflict"][data-code="canonical-disallowed"]').waitFor();
    expect(other.hits('/robots.txt')).toBe(1);
    expect(await popup.locator('[data-testid="indexing-conflict"]').first().textContent()).toContain(
      `The canonical URL ${other.origin}/private/x is disallowed for Googlebot by line 3 of its robots.txt`,
    );
    await expect.poll(() => unchecked.count()).toBe(0);
    await popup.locator('[data-testid="indexing"]').screenshot({ path: `${ARTIFACTS_DIR}/popup-indexing-canonical-elsewhere.png` });
  });

  test('a single-page app that changes its meta robots after pushState: the popup and the badge follow', async () => {
    const badge = await ext.openTab(`${site.origin}/spa`);
    // After the app's pushState the worker reads the page again and the badge turns.
    const settled = await waitForBadge(badge.tabId, 'OK·N');
    expect(settled.text).toBe('OK·N');
    expect(settled.title).toContain('meta “robots”: “noindex”');
    const popup = await ext.openPopup(badge.tabId);
    const shown = await indexingOf(popup);
    expect(shown.state).toBe('not-indexable');
    expect(shown.blockers).toEqual(['noindex in the meta tag “robots”: noindex']);
    // The new address was never loaded from the server: the section says it came from pushState, not a guess.
    const note = popup.locator('[data-testid="indexing-headers-note"]');
    await expect(note.getAttribute('data-reason')).resolves.toBe('push-state');
    expect(await note.textContent()).toContain('(pushState, a single-page app) with no new response');
    expect(shown.text).not.toContain('back/forward cache');
  });

  test('a noindex past the 32 X-Robots-Tag values read: the badge and the headline say incomplete, never indexable', async () => {
    const badge = await ext.openTab(`${site.origin}/capped`);
    const settled = await waitForBadge(badge.tabId, 'OK·?');
    expect(settled.title).toContain('1 indexing signal not read');
    const popup = await ext.openPopup(badge.tabId);
    const shown = await indexingOf(popup);
    expect(shown.state).toBe('incomplete');
    expect(shown.sentence).toContain('Incomplete: 1 indexing signal was not read');
    expect(shown.sentence).not.toContain('Indexable');
    await popup.locator('[data-testid="indexing"]').screenshot({ path: `${ARTIFACTS_DIR}/popup-indexing-incomplete.png` });
  });

  test('a plain page: indexable, canonical none, badge OK', async () => {
    const badge = await ext.openTab(`${site.origin}/plain`);
    expect(badge.text).toBe('OK');
    const popup = await ext.openPopup(badge.tabId);
    const shown = await indexingOf(popup);
    expect(shown.state).toBe('indexable');
    expect(shown.conflicts).toEqual([]);
    expect(shown.text).toContain('This page declares no canonical URL.');
    expect((await ext.badge(badge.tabId)).text).toBe('OK');
  });

  test('the incomplete headline and the pushState note in Hindi and Thai, light and dark: whole, nothing sideways (screenshots)', async () => {
    const capped = await ext.openTab(`${site.origin}/capped`);
    const spa = await ext.openTab(`${site.origin}/spa`);
    await waitForBadge(spa.tabId, 'OK·N');
    const worker = await ext.worker();
    try {
      for (const locale of ['hi', 'th']) {
        await worker.evaluate(async (locale) => {
          const { settings } = await chrome.storage.local.get('settings');
          await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale } });
        }, locale);
        for (const colorScheme of ['light', 'dark'] as const) {
          for (const [name, tabId, state] of [
            ['incomplete', capped.tabId, 'incomplete'],
            ['push-state', spa.tabId, 'not-indexable'],
          ] as const) {
            const popup = await ext.openPopup(tabId, { viewport: POPUP_VIEWPORT, colorScheme });
            await expect.poll(() => popup.evaluate(() => document.documentElement.lang)).toBe(locale);
            expect((await indexingOf(popup)).state).toBe(state);
            expect(await popup.evaluate(sidewaysOverflowInPage)).toEqual([]);
            // The popup as a person sees it, scrolled to the section (an element shot of a box taller than the popup is stitched).
            await popup.evaluate(() => document.querySelector('[data-testid="indexing"]')?.scrollIntoView());
            await popup.screenshot({ path: `${ARTIFACTS_DIR}/popup-indexing-${name}-${locale}-${colorScheme}.png` });
            await popup.close();
          }
        }
      }
    } finally {
      await ext.resetSettings();
    }
  });

  test('in each of the five languages: the section renders whole, nothing overflows sideways (screenshots)', async () => {
    const badge = await ext.openTab(`${site.origin}/rich`);
    expect(badge.text).toBe('OK·N');
    const worker = await ext.worker();
    try {
      for (const locale of ['en', 'vi', 'tr', 'hi', 'th']) {
        await worker.evaluate(async (locale) => {
          const { settings } = await chrome.storage.local.get('settings');
          await chrome.storage.local.set({ settings: { ...(settings ?? {}), locale } });
        }, locale);
        const popup = await ext.openPopup(badge.tabId, { viewport: POPUP_VIEWPORT });
        await expect.poll(() => popup.evaluate(() => document.documentElement.lang)).toBe(locale);
        const shown = await indexingOf(popup);
        expect(shown.state).toBe('not-indexable');
        expect(shown.conflicts).toEqual(['noindex-with-canonical-elsewhere', 'header-meta-disagree']);
        expect(await popup.evaluate(sidewaysOverflowInPage)).toEqual([]);
        await popup.locator('[data-testid="indexing"]').screenshot({ path: `${ARTIFACTS_DIR}/popup-indexing-${locale}.png` });
        await popup.close();
      }
    } finally {
      await ext.resetSettings();
    }
  });
});
