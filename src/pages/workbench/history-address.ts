/**
 * The workbench's address for comparing two versions of an origin's
 * robots.txt (from the popup's "robots.txt changed" line or a watch-list
 * notification): the workbench's own address with the two version ids.
 * Like address.ts, the only workbench file the popup and the worker import.
 */
import { workbenchPath } from './address.ts';

/** `src/pages/workbench/index.html?origin=…&from=…&to=…`; `to` of 'draft' compares with the draft. */
export function workbenchHistoryPath(origin: string, from: string, to: string): string {
  return `${workbenchPath(origin)}&${new URLSearchParams({ from, to }).toString()}`;
}

/** The versions the address asks to compare, or null. */
export function historyQuery(search: string): { from: string; to: string } | null {
  const query = new URLSearchParams(search);
  const from = query.get('from');
  const to = query.get('to');
  return from && to ? { from, to } : null;
}
