/**
 * Firefox: the on-page overlay injected by scripting.executeScript into a
 * page with a strict Content-Security-Policy. Firefox refuses constructable
 * stylesheets from a content script's world, so the overlay falls back to a
 * <style> inside its shadow root: this checks that it is styled anyway (the
 * legend positioned, the boxes drawn) and that off removes it. The shadow
 * root is closed; the check reads it from the extension's own content-script
 * world (openOrClosedShadowRoot, which Firefox gives content scripts only).
 */
import { expect, test } from 'vitest';
import { robotsBody, startSite } from '../e2e/support/sites.ts';
import { useFirefoxDriver } from './support/driver.ts';

const fixture = useFirefoxDriver();

interface Seen {
  hosts: number;
  boxes: number;
  legendPosition: string | null;
  /** The legend is in the top layer (a shown popover), above anything the page draws. */
  legendOnTop: boolean;
  legend: string;
}

test('on a page with a strict CSP: styled, outlines drawn, and off removes it', async () => {
  const [site] = fixture.closeLater(
    await startSite({
      '/robots.txt': robotsBody('User-agent: *\nDisallow: /private/\n'),
      '/page.html': (_req, res) => {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'; style-src 'self'" })
          .end(
            '<!doctype html><html lang="en"><title>CSP</title><body><h1>Links</h1><p><a href="/private/x">private</a> <a href="/open">open</a></p></body></html>',
          );
      },
    }),
  );
  const harness = fixture.ext.harness;
  const badge = await harness.openTab(`${site!.origin}/page.html`);
  const popup = await harness.openPopup(badge.tabId);
  await popup.waitFor(() => document.querySelector('[data-testid="overlay-switch"] input'));
  await popup.evaluate(() => (document.querySelector('[data-testid="overlay-switch"] input') as HTMLInputElement).click());
  await popup.waitFor(() => document.querySelector('[data-testid="overlay-switch"][data-state="on"]'));
  await harness.activateTab(badge.tabId);

  const driver = await harness.driver();
  // Serialized into the driver page, and from there injected into the tab's content-script world: self-contained.
  const read = () =>
    driver.evaluate(async (tabId) => {
      const [first] = await chrome.scripting.executeScript({
        target: { tabId },
        func: () => {
          const hosts = document.querySelectorAll('robots-lens-overlay');
          const root = (hosts[0] as (Element & { openOrClosedShadowRoot?: ShadowRoot | null }) | undefined)?.openOrClosedShadowRoot ?? null;
          const legend = root?.querySelector('.legend') ?? null;
          return {
            hosts: hosts.length,
            boxes: root?.querySelectorAll('.box:not([hidden])').length ?? 0,
            legendPosition: legend ? getComputedStyle(legend).position : null,
            legendOnTop: legend?.matches(':popover-open') ?? false,
            legend: legend?.textContent ?? '',
          };
        },
      });
      return first?.result as Seen;
    }, badge.tabId);
  let seen = await read();
  for (let i = 0; i < 100 && seen.boxes === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    seen = await read();
  }
  expect(seen).toMatchObject({ hosts: 1, boxes: 1, legendPosition: 'fixed', legendOnTop: true });
  expect(seen.legend).toContain('Disallowed for Googlebot');

  await popup.evaluate(() => (document.querySelector('[data-testid="overlay-switch"] input') as HTMLInputElement).click());
  await popup.waitFor(() => document.querySelector('[data-testid="overlay-switch"][data-state="off"]'));
  expect((await read()).hosts).toBe(0);
  await popup.close();
});
