/**
 * The workbench's URL list as the person sees it. Its text field is a
 * CodeMirror view (src/pages/workbench/urls/url-list-editor.ts), not a
 * textarea with a value: its text is its lines, one element each. Only the
 * lines in sight and a margin are drawn, so this is for short lists.
 */
import type { Page } from 'playwright-core';

export async function urlListText(page: Page): Promise<string> {
  return (await page.locator('#wb-urls-list .cm-line').allTextContents()).join('\n');
}
