/**
 * Screenshots to look at, in artifacts/. A popup is 420 px wide; a whole
 * popup is shot in a viewport as tall as its content rather than with
 * Playwright's fullPage, which lays the page out beside a scrollbar and then
 * cuts the picture at the window's width.
 */
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths.ts';

export const POPUP_WIDTH = 420;
export const POPUP_HEIGHT = 600;

/** The popup as the toolbar shows it: 420 × 600, scrolled to the top. */
export async function shootPopup(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: POPUP_WIDTH, height: POPUP_HEIGHT });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png` });
}

/** The whole popup, top to bottom, at the popup's width. */
export async function shootWholePopup(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: POPUP_WIDTH, height: POPUP_HEIGHT });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: POPUP_WIDTH, height: Math.max(POPUP_HEIGHT, height) });
  await page.screenshot({ path: `${ARTIFACTS_DIR}/${name}.png` });
  await page.setViewportSize({ width: POPUP_WIDTH, height: POPUP_HEIGHT });
}
