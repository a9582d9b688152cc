/**
 * The popup's "Indexing" section state: the tab's signals, asked of the
 * worker once the verdict is on screen (the worker reads the page's markup
 * at that moment, so a single-page app is read as it is now), and the
 * indexing facts for the chosen crawler, worked out here so switching
 * crawlers needs no message. A canonical on the page's own site is checked
 * against the robots.txt the popup already holds.
 */
import { computed, signal } from '@preact/signals';
import { type CanonicalDecision, decideIndexing } from '../core/indexing/index.ts';
import type { CrawlerProfile } from '../core/profiles.ts';
import { robotsTxtTarget } from '../core/robots-url.ts';
import type { TabSignals } from '../shared/page-signals.ts';
import type { RobotsRecord } from '../shared/robots-record.ts';
import { verdictForRecord } from '../shared/verdict-for-record.ts';
import type { IndexingView } from '../ui/indexing-section.tsx';
import { getTabSignals } from './extension-api.ts';
import { page, profile } from './store.ts';

export type SignalsLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; signals: TabSignals };

export const tabSignals = signal<SignalsLoad>({ kind: 'loading' });

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

export const indexingView = computed<IndexingView>(() => {
  const load = tabSignals.value;
  if (load.kind !== 'loaded') return load;
  const signals = load.signals;
  if (signals.kind === 'not-available-here') return { kind: 'not-available' };
  const p = page.value;
  const crawler = profile.value;
  const record = p.kind === 'record' ? p.record : null;
  const now = Date.now();
  const facts = decideIndexing({
    pageUrl: signals.url,
    headers: signals.headers,
    markup: signals.markup,
    tokens: crawler.tokens,
    robots: record ? robotsState(record, signals.url, crawler, now) : null,
    canonicalDecision: record ? sameSiteDecision(record, crawler, now) : undefined,
    now,
  });
  return { kind: 'facts', facts, crawler: crawler.name };
});

function robotsState(record: RobotsRecord, url: string, crawler: CrawlerProfile, now: number): CanonicalDecision['state'] | null {
  try {
    return verdictForRecord(record, url, crawler, now, { diagnostics: false, brief: true }).state;
  } catch {
    return null;
  }
}

/** The robots.txt decision of a canonical on the page's own site (the record the popup holds answers it); null elsewhere. */
function sameSiteDecision(record: RobotsRecord, crawler: CrawlerProfile, now: number): (url: string) => CanonicalDecision | null {
  return (url) => {
    const target = robotsTxtTarget(url);
    if (!target.applicable || target.origin !== record.origin) return null;
    try {
      const result = verdictForRecord(record, url, crawler, now, { diagnostics: false, brief: true });
      return { state: result.state, line: result.verdict.decidingLine };
    } catch {
      return null; // A record the verdict cannot read: no decision, no conflict claimed.
    }
  };
}
