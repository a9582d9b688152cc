/**
 * The actions of the popup's "Indexing" section (part of the popup's actions
 * layer, with ../actions.ts): the tab's signals, asked of the worker once the
 * verdict is on screen (the worker reads the page's markup at that moment, so
 * a single-page app is read as it is now), and the decisions for canonicals
 * on other sites: at once when their robots.txt is cached, fetched only when
 * the person asks (no request to another site unasked).
 */
import { latestAnswer } from '../../../shared/latest-answer.ts';
import { canonicalsElsewhere, readSignals } from '../indexing/indexing-state.ts';
import { compareServedHtml, decideUrls, describeError, getTabSignals } from '../extension-api.ts';
import { profile, writable } from '../store.ts';

const { tabSignals, offsiteCanonicals, served } = writable.indexing;

const signalsLoad = latestAnswer();

/** Asks the worker for the tab's signals; a newer call wins. */
export async function loadTabSignals(): Promise<void> {
  const ask = signalsLoad.ask();
  tabSignals.value = { kind: 'loading' };
  try {
    const signals = await getTabSignals();
    if (ask.current) tabSignals.value = { kind: 'loaded', signals };
  } catch {
    if (ask.current) tabSignals.value = { kind: 'failed' };
  }
}

const offsiteCheck = latestAnswer();

/**
 * Decides the canonicals on other sites for the chosen crawler: from the
 * worker's cache only, or (`fetch`, the person asked) fetching their
 * robots.txt and answering once they are read.
 */
export async function checkCanonicalsElsewhere(fetch: boolean): Promise<void> {
  const urls = canonicalsElsewhere.peek();
  const signals = readSignals.peek();
  if (urls.length === 0 || !signals) return;
  const ask = offsiteCheck.ask();
  const profileId = profile.peek().id;
  const before = offsiteCanonicals.peek();
  offsiteCanonicals.value = {
    profileId,
    decisions: before?.profileId === profileId ? before.decisions : new Map(),
    checking: fetch,
  };
  try {
    // Pressing "check" is the person asking: a canonical on a private address is then fetched too.
    const answer = await decideUrls({ urls, profileId, fetch, pageUrl: signals.url, wait: fetch, checkPrivate: fetch });
    if (!ask.current) return;
    offsiteCanonicals.value = { profileId, decisions: new Map(answer.map((d) => [d.url, d])), checking: false };
  } catch {
    // No answer: the canonicals stay unchecked and the section says so.
    if (ask.current) offsiteCanonicals.value = { profileId, decisions: new Map(), checking: false };
  }
}

const servedComparison = latestAnswer();

/** Fetches the served HTML once and compares it with the page as it is now; a newer press wins. */
export async function compareServed(): Promise<void> {
  const ask = servedComparison.ask();
  served.value = { kind: 'running' };
  try {
    const answer = await compareServedHtml();
    if (ask.current) served.value = { kind: 'answered', answer };
  } catch (error) {
    if (ask.current) served.value = { kind: 'error', error: describeError(error) };
  }
}
