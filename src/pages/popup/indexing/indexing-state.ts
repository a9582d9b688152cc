/**
 * What the popup's "Indexing" section derives from the store: the indexing
 * facts for the chosen crawler. The page's own robots.txt decision and a
 * canonical on its own site are decided by the worker on the record the
 * verdict came from (decideOnRecord, asked by actions/explain.ts); one on
 * another site by the worker's decideUrls (asked by actions/indexing.ts). The tab's signals and those
 * answers are the store's (store.ts); actions/indexing.ts writes them.
 */
import { computed } from '@preact/signals';
import { type CanonicalDecision, decideIndexing, readCanonicals } from '../../../core/indexing/index.ts';
import { robotsTxtTarget } from '../../../core/robots-url.ts';
import type { UrlDecision } from '../../../shared/page-signals.ts';
import type { IndexingView } from './indexing-section.tsx';
import type { RecordDecision } from '../../../robots/record-details.ts';
import { offsiteCanonicals, page, profile, type SameSiteDecisions, sameSiteDecisions, tabSignals } from '../store.ts';

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

let sameSiteMemo: { text: string; question: SameSiteQuestion } | null = null;

interface SameSiteQuestion {
  key: string;
  url: string;
  urls: string[];
  profileId: string;
}

/**
 * What the worker is asked to decide on the page's record: the page's own URL
 * as its signals name it, and its canonicals on the same site. The same
 * object while they stay the same.
 */
export const sameSiteQuestion = computed<SameSiteQuestion | null>(() => {
  const signals = readSignals.value;
  const p = page.value;
  if (!signals || p.kind !== 'record') return null;
  const facts = readCanonicals({ pageUrl: signals.url, headers: signals.headers, markup: signals.markup?.canonicals ?? null }).facts;
  const canonicals = facts.kind === 'other' ? [facts.url] : facts.kind === 'disagree' ? facts.urls : [];
  const sameSite = canonicals.filter((url) => {
    const target = robotsTxtTarget(url);
    return target.applicable && target.origin === p.record.origin;
  });
  const question = { key: p.record.key, url: p.pageUrl, urls: [signals.url, ...sameSite], profileId: profile.value.id };
  const text = JSON.stringify(question);
  if (sameSiteMemo?.text !== text) sameSiteMemo = { text, question };
  return sameSiteMemo.question;
});

export const indexingView = computed<IndexingView>(() => {
  const load = tabSignals.value;
  if (load.kind !== 'loaded') return load;
  const signals = load.signals;
  if (signals.kind === 'not-available-here') return { kind: 'not-available' };
  const crawler = profile.value;
  const p = page.value;
  const origin = p.kind === 'record' ? p.record.origin : null;
  // The page's own robots.txt decision decides the conflicts: until the worker answered this very question
  // (page, canonicals, crawler), the section waits rather than say "indexable" and take it back.
  const question = sameSiteQuestion.value;
  const held = sameSiteDecisions.value;
  const own = question !== null && held !== null && answers(held, question) ? held.decisions : null;
  if (question !== null && own === null) return { kind: 'loading' };
  const offsite = offsiteCanonicals.value;
  const decisions = offsite?.profileId === crawler.id ? offsite.decisions : new Map<string, UrlDecision>();
  const now = Date.now();
  const facts = decideIndexing({
    pageUrl: signals.url,
    headers: signals.headers,
    markup: signals.markup,
    tokens: crawler.tokens,
    robots: own?.get(signals.url)?.state ?? null,
    canonicalDecision: (url) => (own && origin ? sameSiteDecision(own, origin, url) : null) ?? offsiteDecision(decisions.get(url)),
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

/** Whether `held` is the worker's answer to `question`. */
function answers(held: SameSiteDecisions, question: SameSiteQuestion): boolean {
  return (
    held.key === question.key &&
    held.profileId === question.profileId &&
    held.urls.length === question.urls.length &&
    held.urls.every((url, i) => url === question.urls[i])
  );
}

/** The worker's decision of a URL on the page's own site; null elsewhere, or when the worker could not read it. */
function sameSiteDecision(decisions: ReadonlyMap<string, RecordDecision>, origin: string, url: string): CanonicalDecision | null {
  const target = robotsTxtTarget(url);
  if (!target.applicable || target.origin !== origin) return null;
  const decision = decisions.get(url);
  return decision ? { state: decision.state, line: decision.line } : null;
}

function offsiteDecision(decision: UrlDecision | undefined): CanonicalDecision | null {
  // 'private': a public page's canonical on a private host is not fetched, so nothing is claimed about it.
  if (!decision || decision.state === 'not-applicable' || decision.state === 'failed' || decision.state === 'private') return null;
  return { state: decision.state, line: decision.line };
}
