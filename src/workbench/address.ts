/**
 * The workbench's own address: `src/workbench/index.html?origin=…&url=…`.
 * The popup and the options page import only this file from src/workbench
 * (the page's code, CodeMirror included, never reaches the popup's bundle).
 */

/** The page's path inside the extension (as built: vite.config.ts adds it as an input). */
export const WORKBENCH_PAGE = 'src/workbench/index.html';

/** The page's path with its query: the origin to work on, and the URL the person was on, if any. */
export function workbenchPath(origin: string, url?: string | null): string {
  const query = new URLSearchParams({ origin });
  if (url) query.set('url', url);
  return `${WORKBENCH_PAGE}?${query.toString()}`;
}
