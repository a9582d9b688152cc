/**
 * The popup's "Links and resources": its state and the only code that
 * changes it. Nothing happens until the section is opened (or the settings
 * make it automatic): then the page is read once with `scripting`, and the
 * worker is asked for the decisions of every URL, again and again with
 * `wait` while some origins' robots.txt are still being fetched, so the list
 * fills in as they arrive. A crawler switch asks again (cached origins answer
 * at once).
 */
import { batch, computed, signal } from '@preact/signals';
import { readTabLinks, type UnreadableReason } from './tab-links.ts';
import type { LinksAndResources, UrlDecision } from '../../../shared/page-signals.ts';
import type { Message } from '../../../text/messages/index.ts';
import { linksModel, type LinksModel } from './links-model.ts';
import { decideUrls, describeError, popupTab } from '../extension-api.ts';

export type LinksLoad =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'unavailable'; why: UnreadableReason }
  | { kind: 'failed'; error: Message }
  | { kind: 'read'; page: LinksAndResources; urls: string[] };

export const linksOpen = signal(false);
export const linksLoad = signal<LinksLoad>({ kind: 'idle' });
/** The worker's decisions by URL, for `decidedFor`'s crawler. */
export const linkDecisions = signal<ReadonlyMap<string, UrlDecision>>(new Map());
/** The crawler the decisions are for. */
export const decidedFor = signal<string | null>(null);
export const onlyDisallowed = signal(false);
/**
 * The person asked to check the private addresses this public page points
 * at (this popup only): until then the worker leaves them 'private', unfetched.
 */
export const checkPrivate = signal(false);

/** A model decideLinks built ahead, in a task of its own, for the page and decisions it is about to show. */
let builtAhead: { page: LinksAndResources; decisions: ReadonlyMap<string, UrlDecision>; model: LinksModel } | null = null;

export const linksView = computed<LinksModel | null>(() => {
  const load = linksLoad.value;
  if (load.kind !== 'read') return null;
  const decisions = linkDecisions.value;
  const ahead = builtAhead;
  if (ahead !== null && ahead.page === load.page && ahead.decisions === decisions) return ahead.model;
  return linksModel(load.page, decisions);
});

/** A popup asks again while origins are pending; each answer brings at least one more, so this only stops a worker gone wrong. */
const MAX_ROUNDS = 500;

let generation = 0;

/** Opens or closes the section; the first opening reads the page. */
export function setLinksOpen(open: boolean, profileId: string): void {
  linksOpen.value = open;
  if (open && linksLoad.peek().kind === 'idle') void checkLinks(profileId);
}

/** Reads the page's links and resources, then decides them for the crawler. */
export async function checkLinks(profileId: string): Promise<void> {
  if (linksLoad.peek().kind !== 'idle') return;
  linksLoad.value = { kind: 'reading' };
  try {
    const tab = await popupTab();
    if (tab === null) {
      linksLoad.value = { kind: 'unavailable', why: { code: 'refused' } };
      return;
    }
    const read = await readTabLinks(tab.id, tab.url);
    if (read.kind === 'unavailable') {
      linksLoad.value = read;
      return;
    }
    const urls = [...new Set([...read.page.links.map((l) => l.url), ...read.page.resources.map((r) => r.url)])];
    // Shown with the first decisions, not before: cached origins decide at once, and a list of 20,000
    // would otherwise be built and drawn twice (every row pending, then decided).
    await decideLinks(profileId, { kind: 'read', page: read.page, urls });
  } catch (error) {
    linksLoad.value = { kind: 'failed', error: describeError(error) };
  }
}

/**
 * Asks the worker for every URL's decision for `profileId`, fetching what is
 * missing, until none is pending; `load`, the page just read, is shown with
 * the first answer.
 */
export async function decideLinks(profileId: string, load: LinksLoad = linksLoad.peek()): Promise<void> {
  if (load.kind !== 'read') return;
  const mine = ++generation;
  if (decidedFor.peek() !== profileId) {
    linkDecisions.value = new Map();
    decidedFor.value = profileId;
  }
  const pageUrl = load.page.url;
  let ask = load.urls;
  let wait = false;
  for (let round = 0; round < MAX_ROUNDS && ask.length > 0; round++) {
    let answer: UrlDecision[];
    try {
      answer = await decideUrls({ urls: ask, profileId, fetch: true, pageUrl, wait, checkPrivate: checkPrivate.peek() });
    } catch (error) {
      if (mine === generation) linksLoad.value = { kind: 'failed', error: describeError(error) };
      return;
    }
    if (mine !== generation) return;
    // The answer (thousands of decisions) arrived in this task; the list is built in the next, and drawn in the one after.
    await nextTask();
    if (mine !== generation) return;
    const next = new Map(linkDecisions.peek());
    for (const d of answer) next.set(d.url, d);
    builtAhead = { page: load.page, decisions: next, model: linksModel(load.page, next) };
    await nextTask();
    if (mine !== generation) return;
    batch(() => {
      if (linksLoad.peek() !== load) linksLoad.value = load;
      linkDecisions.value = next;
    });
    ask = answer.filter((d) => d.state === 'pending').map((d) => d.url);
    wait = true;
  }
}

/** "Check private addresses": asks again for every URL, this time letting the worker fetch the private ones. */
export function checkPrivateAddresses(profileId: string): Promise<void> {
  checkPrivate.value = true;
  return decideLinks(profileId);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
