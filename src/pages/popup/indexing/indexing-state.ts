/**
 * What the popup's "Indexing" section derives from the store: the indexing
 * facts for the chosen crawler, worked out here so switching crawlers needs
 * no message. A canonical on the page's own site is checked against the
 * robots.txt the popup already holds; one on another site by the worker's
 * decideUrls (asked by actions/indexing.ts). The tab's signals and those
 * answers are the store's (store.ts); actions/indexing.ts writes them.
 */
import { computed } from '@preact/signals';
import { type CanonicalDecision, decideIndexing, readCanonicals } from '../../../core/indexing/index.ts';
import type { CrawlerProfile } from '../../../core/profiles.ts';
import { robotsTxtTarget } from '../../../core/robots-url.ts';
import type { UrlDecision } from '../../../shared/page-signals.ts';
import type { RobotsRecord } from '../../../robots/robots-record.ts';
import { verdictForRecord } from '../../../robots/verdict-for-record.ts';
import type { IndexingView } from './indexing-section.tsx';
import { offsiteCanonicals, pageRecord, profile, tabSignals } from '../store.ts';

/** The page's signals when it could be read. */
export const readSignals = computed(() => {
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

export const indexingView = computed<IndexingView>(() => {
  const load = tabSignals.value;
  if (load.kind !== 'loaded') return load;
  const signals = load.signals;
  if (signals.kind === 'not-available-here') return { kind: 'not-available' };
  const crawler = profile.value;
  const record = pageRecord.value;
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
