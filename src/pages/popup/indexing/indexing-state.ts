/**
 * The popup's "Indexing" section state: the tab's signals, asked of the
 * worker once the verdict is on screen (the worker reads the page's markup
 * at that moment, so a single-page app is read as it is now), and the
 * indexing facts for the chosen crawler, worked out here so switching
 * crawlers needs no message. A canonical on the page's own site is checked
 * against the robots.txt the popup already holds; one on another site by the
 * worker's decideUrls: at once when that robots.txt is cached, fetched only
 * when the person asks (no request to another site unasked).
 */
import { computed, signal } from '@preact/signals';
import { type CanonicalDecision, decideIndexing, readCanonicals } from '../../../core/indexing/index.ts';
import type { CrawlerProfile } from '../../../core/profiles.ts';
import { robotsTxtTarget } from '../../../core/robots-url.ts';
import type { TabSignals, UrlDecision } from '../../../shared/page-signals.ts';
import type { RobotsRecord } from '../../../robots/robots-record.ts';
import { verdictForRecord } from '../../../robots/verdict-for-record.ts';
import type { IndexingView } from './indexing-section.tsx';
import { decideUrls, getTabSignals } from '../extension-api.ts';
import { page, profile } from '../store.ts';

export type SignalsLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; signals: TabSignals };

export const tabSignals = signal<SignalsLoad>({ kind: 'loading' });

/** The decideUrls answers for canonicals on other sites, for one crawler; `checking` while a fetch the person asked for runs. */
export const offsiteCanonicals = signal<{ profileId: string; decisions: ReadonlyMap<string, UrlDecision>; checking: boolean } | null>(null);

let generation = 0;

/** Asks the worker for the tab's signals; a newer call wins. */
export async function loadTabSignals(): Promise<void> {
  const mine = ++generation;
  tabSignals.value = { kind: 'loading' };
  try {
    const signals = await getTabSignals();
    if (mine === generation) tabSignals.value = { kind: 'loaded', signals };
  } catch {
    if (mine === generation) tabSignals.value = { kind: 'failed' };
  }
}

/** The page's signals when it could be read. */
const readSignals = computed(() => {
  const load = tabSignals.value;
  return load.kind === 'loaded' && load.signals.kind === 'signals' ? load.signals : null;
});

/** Canonical URLs that name another site than the page's: their robots.txt is not the one the popup holds. */
export const canonicalsElsewhere = computed<string[]>(() => {
  const signals = readSignals.value;
  if (!signals) return [];
  const facts = readCanonicals({ pageUrl: signals.url, headers: signals.headers, markup: signals.markup?.canonicals ?? null }).facts;
  const urls = facts.kind === 'other' ? [facts.url] : facts.kind === 'disagree' ? facts.urls : [];
  const own = robotsTxtTarget(signals.url);
  return urls.filter((url) => {
    const target = robotsTxtTarget(url);
    return target.applicable && (!own.applicable || target.origin !== own.origin);
  });
});

let offsiteGeneration = 0;

/**
 * Decides the canonicals on other sites for the chosen crawler: from the
 * worker's cache only, or (`fetch`, the person asked) fetching their
 * robots.txt and answering once they are read.
 */
export async function checkCanonicalsElsewhere(fetch: boolean): Promise<void> {
  const urls = canonicalsElsewhere.peek();
  const signals = readSignals.peek();
  if (urls.length === 0 || !signals) return;
  const mine = ++offsiteGeneration;
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
    if (mine !== offsiteGeneration) return;
    offsiteCanonicals.value = { profileId, decisions: new Map(answer.map((d) => [d.url, d])), checking: false };
  } catch {
    // No answer: the canonicals stay unchecked and the section says so.
    if (mine === offsiteGeneration) offsiteCanonicals.value = { profileId, decisions: new Map(), checking: false };
  }
}

export const indexingView = computed<IndexingView>(() => {
  const load = tabSignals.value;
  if (load.kind !== 'loaded') return load;
  const signals = load.signals;
  if (signals.kind === 'not-available-here') return { kind: 'not-available' };
  const p = page.value;
  const crawler = profile.value;
  const record = p.kind === 'record' ? p.record : null;
  const offsite = offsiteCanonicals.value;
  const decisions = offsite?.profileId === crawler.id ? offsite.decisions : new Map<string, UrlDecision>();
  const now = Date.now();
  const facts = decideIndexing({
    pageUrl: signals.url,
    headers: signals.headers,
    markup: signals.markup,
    tokens: crawler.tokens,
    robots: record ? robotsState(record, signals.url, crawler, now) : null,
    canonicalDecision: (url) => (record ? sameSiteDecision(record, url, crawler, now) : null) ?? offsiteDecision(decisions.get(url)),
    now,
  });
  const unchecked = canonicalsElsewhere.value.filter((url) => {
    const state = decisions.get(url)?.state;
    // 'private': not fetched for a public page until the person presses the check.
    return state === undefined || state === 'pending' || state === 'failed' || state === 'private';
  });
  return {
    kind: 'facts',
    facts,
    crawler: crawler.name,
    uncheckedCanonicals: unchecked,
    checking: offsite?.checking === true,
    ...(signals.headersMissing ? { headersMissing: signals.headersMissing } : {}),
    ...(signals.headers?.source === 'second-request' ? { headersFromSecondRequest: true } : {}),
  };
});

function robotsState(record: RobotsRecord, url: string, crawler: CrawlerProfile, now: number): CanonicalDecision['state'] | null {
  try {
    return verdictForRecord(record, url, crawler, now, { diagnostics: false, brief: true }).state;
  } catch {
    return null;
  }
}

/** The robots.txt decision of a URL on the page's own site (the record the popup holds answers it); null elsewhere. */
function sameSiteDecision(record: RobotsRecord, url: string, crawler: CrawlerProfile, now: number): CanonicalDecision | null {
  const target = robotsTxtTarget(url);
  if (!target.applicable || target.origin !== record.origin) return null;
  try {
    const result = verdictForRecord(record, url, crawler, now, { diagnostics: false, brief: true });
    return { state: result.state, line: result.verdict.decidingLine };
  } catch {
    return null; // A record the verdict cannot read: no decision, no conflict claimed.
  }
}

function offsiteDecision(decision: UrlDecision | undefined): CanonicalDecision | null {
  // 'private': a public page's canonical on a private host is not fetched, so nothing is claimed about it.
  if (!decision || decision.state === 'not-applicable' || decision.state === 'failed' || decision.state === 'private') return null;
  return { state: decision.state, line: decision.line };
}
