/**
 * The actions of the popup's "Links and resources" (part of the popup's
 * actions layer, with ../actions.ts). Nothing happens until the section is
 * opened (or the settings make it automatic): then the page is read once with
 * `scripting`, and the worker is asked for the decisions of every URL, again
 * and again with `wait` while some origins' robots.txt are still being
 * fetched, so the list fills in as they arrive. A crawler switch asks again
 * (cached origins answer at once).
 */
import { batch } from '@preact/signals';
import { latestAnswer } from '../../../shared/latest-answer.ts';
import { buildLinksAhead } from '../links/links-state.ts';
import { readTabLinks } from '../links/tab-links.ts';
import type { UrlDecision } from '../../../shared/page-signals.ts';
import { decideUrls, describeError, popupTab } from '../extension-api.ts';
import { type LinksLoad, writable } from '../store.ts';

const { open: linksOpen, load: linksLoad, decisions: linkDecisions, decidedFor, onlyDisallowed, checkPrivate } = writable.links;

/** A popup asks again while origins are pending; each answer brings at least one more, so this only stops a worker gone wrong. */
const MAX_ROUNDS = 500;

/** Deciding for one crawler is superseded by deciding again (another crawler, or private addresses too). */
const deciding = latestAnswer();

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
  const question = deciding.ask();
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
      if (question.current) linksLoad.value = { kind: 'failed', error: describeError(error) };
      return;
    }
    if (!question.current) return;
    // The answer (thousands of decisions) arrived in this task; the list is built in the next, and drawn in the one after.
    await nextTask();
    if (!question.current) return;
    const next = new Map(linkDecisions.peek());
    for (const d of answer) next.set(d.url, d);
    buildLinksAhead(load.page, next);
    await nextTask();
    if (!question.current) return;
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

/** "Only disallowed": the list shows only the URLs the crawler may not fetch. */
export function showOnlyDisallowed(only: boolean): void {
  onlyDisallowed.value = only;
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
