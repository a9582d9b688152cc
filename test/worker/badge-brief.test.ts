/**
 * The badge needs only the decision: on a file where every rule
 * matches, it must not list and sort the matches the way the popup's
 * explanation does. And the rule it quotes in its tooltip cannot reorder the
 * tooltip.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { actionBadgeSurface } from '../../src/worker/badge/badge-surface.ts';
import { recordAfterFetch } from '../../src/robots/record-update.ts';
import { TabBadges } from '../../src/worker/badge/tab-badge.ts';
import { findProfile } from '../../src/core/profiles.ts';
import { RuleSet } from '../../src/core/rule-set.ts';
import type { RobotsRecord } from '../../src/robots/robots-record.ts';
import { snapshot } from './support/snapshots.ts';

const T0 = 1_700_000_000_000;
const ORIGIN = 'https://example.test';

function badgesFor(body: string): TabBadges {
  const record: RobotsRecord = recordAfterFetch(null, ORIGIN, snapshot({ robotsUrl: `${ORIGIN}/robots.txt`, fetchedAt: T0, body }));
  return new TabBadges({
    lookup: async (pageUrl) => ({ kind: 'record', pageUrl, record, fromCache: true }),
    profile: async () => findProfile('googlebot')!,
    surface: actionBadgeSurface(fakeBrowser.action),
    now: () => T0,
  });
}

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.restoreAllMocks());

it('decides a 42,000-rule file without listing its matches, and still quotes the deciding line', async () => {
  const matches = vi.spyOn(RuleSet.prototype, 'matches');
  const badges = badgesFor(`User-agent: *\n${'Disallow: /\n'.repeat(42_000)}`);
  await badges.update(1, `${ORIGIN}/page`);
  expect(await fakeBrowser.action.getBadgeText({ tabId: 1 })).toBe('NO');
  expect(await fakeBrowser.action.getTitle({ tabId: 1 })).toBe('Robots Lens · Googlebot: disallowed by line 2 (Disallow: “/”)');
  expect(matches).not.toHaveBeenCalled();
});

it('shows a right-to-left override in the quoted rule as an escape, isolated from the tooltip', async () => {
  const badges = badgesFor('User-agent: *\nDisallow: /\u202Egnp.exe/\n');
  await badges.update(1, `${ORIGIN}/%E2%80%AEgnp.exe/x`);
  const title = await fakeBrowser.action.getTitle({ tabId: 1 });
  expect(title).toBe('Robots Lens · Googlebot: disallowed by line 2 (Disallow: “\u2066/‹U+202E›gnp.exe/\u2069”)');
});
