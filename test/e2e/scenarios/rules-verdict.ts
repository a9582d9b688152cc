/**
 * A normal robots.txt (the demo site's): the badge and the popup name the
 * verdict for Googlebot and the line that decides it, read the way Google
 * reads it (its own group overrides `*`, longest match wins, accepted typo).
 */
import { describe, expect, test } from 'vitest';
import { badgeHue, lineNumberOf, whiteTextContrast } from '../support/extension.ts';
import type { DemoDriverFixture } from './driver.ts';

export function rulesVerdict(demo: DemoDriverFixture): void {
  describe.concurrent('Googlebot on the demo site', () => {
    const decidedByALine = [
      {
        name: 'a Disallow line decides: badge NO naming the crawler and the line, popup highlights that line',
        path: '/drafts/post.html',
        line: 'Disallow: /drafts/',
        badge: { text: 'NO', hue: 'red', crawler: 'Robots Lens · Googlebot' },
        popup: { state: 'disallowed', verdict: 'Disallowed' },
      },
      {
        name: 'a longer Allow beats a shorter Disallow: allowed by the Allow line',
        path: '/drafts/published-launch.html',
        line: 'Allow: /drafts/published-',
        badge: { text: 'OK', hue: 'green', crawler: 'Googlebot' },
        popup: { state: 'allowed', verdict: 'Allowed' },
      },
    ] as const;
    for (const c of decidedByALine) {
      test(c.name, async () => {
        const line = lineNumberOf(demo.robots, c.line);
        const badge = await demo.ext.openTab(`${demo.site.origin}${c.path}`);
        expect(badge.text).toBe(c.badge.text);
        expect(badge.title).toContain(c.badge.crawler);
        expect(badge.title).toContain(`line ${line}`);
        expect(badgeHue(badge.color)).toBe(c.badge.hue);
        expect(whiteTextContrast(badge.color)).toBeGreaterThanOrEqual(4.5);

        const popup = await (await demo.ext.openPopup(badge.tabId)).readPopup();
        expect(popup.state).toBe(c.popup.state);
        expect(popup.verdictText).toContain(c.popup.verdict);
        expect(popup.decidingLine).toBe(line);
        expect(popup.highlightedLines).toEqual([line]);
      });
    }

    test('Googlebot’s own group overrides *: /private/ is allowed with no deciding line', async () => {
      const badge = await demo.ext.openTab(`${demo.site.origin}/private/report.html`);
      expect(badge.text).toBe('OK');
      expect(badge.title).toContain('Googlebot');
      expect(badge.title).not.toMatch(/line \d/);

      const popup = await (await demo.ext.openPopup(badge.tabId)).readPopup();
      expect(popup.state).toBe('allowed');
      expect(popup.decidingLine).toBeNull();
      expect(popup.highlightedLines).toEqual([]);
    });

    test('a $-anchored wildcard and an accepted typo ("Disalow") each decide with their own line', async () => {
      const pdfLine = lineNumberOf(demo.robots, 'Disallow: /*.pdf$');
      const typoLine = lineNumberOf(demo.robots, 'Disalow: /tmp/');
      const [pdf, typo] = await Promise.all([
        demo.ext.openTab(`${demo.site.origin}/docs/guide.pdf`),
        demo.ext.openTab(`${demo.site.origin}/tmp/cache.html`),
      ]);
      expect([pdf.text, pdf.title.includes(`line ${pdfLine}`)]).toEqual(['NO', true]);
      expect([typo.text, typo.title.includes(`line ${typoLine}`)]).toEqual(['NO', true]);

      const page = await demo.ext.openPopup(typo.tabId);
      const popup = await page.readPopup();
      expect(popup.decidingLine).toBe(typoLine);
      // The typo is accepted, and said to be one.
      expect((await page.texts(`[data-testid="diagnostic"][data-line="${typoLine}"]`)).length).toBeGreaterThan(0);
    });

    test('sitemaps and the fetch facts are shown', async () => {
      const badge = await demo.ext.openTab(`${demo.site.origin}/`);
      const page = await demo.ext.openPopup(badge.tabId);
      await expect(page.texts('[data-testid="sitemap"]')).resolves.toEqual([
        expect.stringContaining(`${demo.site.origin}/sitemap.xml`),
        expect.stringContaining(`${demo.site.origin}/news-sitemap.xml`),
      ]);
      const facts = (await page.texts('[data-testid="fetch-facts"]')).join('');
      expect(facts).toContain(`${demo.site.origin}/robots.txt`);
      expect(facts).toContain('200');
    });
  });
}
