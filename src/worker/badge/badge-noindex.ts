/**
 * What keeps the page in a tab out of the crawler's index, for the badge:
 * the first blocker core finds in the signals the worker holds (headers seen
 * as the page loaded, markup read after it loaded). Nothing when they say
 * nothing or are not known: the badge then shows the plain verdict.
 */
import { decideIndexing } from '../../core/indexing/indexing-decision.ts';
import type { CrawlerProfile } from '../../core/profiles.ts';
import type { BadgeNoindex } from './badge-look.ts';
import type { KnownSignals } from '../page-signals/tab-signals.ts';

export function badgeNoindex(url: string, signals: KnownSignals, profile: CrawlerProfile, now: number): BadgeNoindex | null {
  if (!signals.headers && !signals.markup) return null;
  const facts = decideIndexing({
    pageUrl: url,
    headers: signals.headers,
    markup: signals.markup,
    tokens: profile.tokens,
    robots: 'allowed',
    now,
  });
  const blocker = facts.blockers[0];
  // Nothing read keeps it out, but a cap left signals unread: the badge must not say plain OK.
  if (!blocker) return facts.state === 'incomplete' ? { reason: 'incomplete', unread: facts.unread } : null;
  const { source } = blocker;
  return source.kind === 'header'
    ? { reason: blocker.reason, source: 'header', value: source.value }
    : { reason: blocker.reason, source: 'meta', name: source.name, value: source.content };
}
