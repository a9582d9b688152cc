/**
 * The workbench's own address: `src/pages/workbench/index.html?origin=…&url=…&list=…`.
 * The popup and the options page import only this file from src/pages/workbench,
 * and the popup the results' CSV guard and download (results/export-formats.ts,
 * results/download.ts, which import nothing of the page): the page's code,
 * CodeMirror included, never reaches the popup's bundle.
 */

/** The page's path inside the extension (as built: vite.config.ts adds it as an input). */
export const WORKBENCH_PAGE = 'src/pages/workbench/index.html';

/** The page's path with its query: the origin to work on, the URL the person was on, and a URL list handed over (its storage key), if any. */
export function workbenchPath(origin: string, url?: string | null, list?: string | null): string {
  const query = new URLSearchParams({ origin });
  if (url) query.set('url', url);
  if (list) query.set('list', list);
  return `${WORKBENCH_PAGE}?${query.toString()}`;
}

/**
 * A URL list handed to the workbench (the popup's links list): kept in
 * storage.session under a key of this form, named in the address (`&list=`),
 * read once and removed by the workbench. The address carries the key, not
 * the list: tens of thousands of URLs do not fit in an address.
 */
export const WORKBENCH_LIST_PREFIX = 'workbench-list:';

/** Whether a key read from the address is one of ours (the page reads no other storage key for it). */
export function isWorkbenchListKey(key: string): boolean {
  return key.startsWith(WORKBENCH_LIST_PREFIX) && key.length <= WORKBENCH_LIST_PREFIX.length + 64;
}
