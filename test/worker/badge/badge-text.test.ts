/**
 * The badge tooltip follows the language setting at once: a change repaints
 * every open tab's tooltip in the new language, without a new lookup for
 * the tabs the worker knows.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, expect, it } from 'vitest';
import { actionBadgeSurface } from '../../../src/worker/badge/badge-surface.ts';
import { BadgeText } from '../../../src/worker/badge/badge-text.ts';
import { recordAfterFetch } from '../../../src/robots/record-update.ts';
import { TabBadges } from '../../../src/worker/badge/tab-badge.ts';
import { findProfile } from '../../../src/core/profiles.ts';
import type { RobotsRecord } from '../../../src/robots/robots-record.ts';
import { text as english } from '../../../src/text/bundled.ts';
import type { Text } from '../../../src/text/text.ts';
import { snapshot } from '../support/snapshots.ts';

const T0 = 1_700_000_000_000;
const ORIGIN = 'https://example.test';

/** A language of our own for the test: English with every badge sentence marked, so a repaint shows. */
const marked: Text = { ...english, locale: 'xx', t: (key, ...params) => `«${english.t(key, ...params)}»` };

beforeEach(() => fakeBrowser.reset());

it('speaks the chosen locale, the browser language on auto, and says when it changes', () => {
  const text = new BadgeText('tr-TR');
  expect(text.current.locale).toBe('tr');
  expect(text.follow('auto')).toBe(false);
  expect(text.follow('vi')).toBe(true);
  expect(text.current.locale).toBe('vi');
  expect(text.current.t('badge.decided-by-outcome', { verdict: 'disallowed', outcome: 'robots.txt 503' })).not.toBe(
    english.t('badge.decided-by-outcome', { verdict: 'disallowed', outcome: 'robots.txt 503' }),
  );
  const vietnamese = text.current;
  expect(text.follow('en')).toBe(true);
  // Each language is made once: back to Vietnamese is the same Text, nothing compiled again.
  expect(text.follow('vi')).toBe(true);
  expect(text.current).toBe(vietnamese);
  expect(new BadgeText('de-DE').current.locale).toBe('en');
});

it('repaints every open tab in the new language, the known ones without a lookup', async () => {
  const record: RobotsRecord = recordAfterFetch(
    null,
    ORIGIN,
    snapshot({ robotsUrl: `${ORIGIN}/robots.txt`, fetchedAt: T0, body: 'User-agent: *\nDisallow: /\n', status: 503 }),
  );
  let current = english;
  let lookups = 0;
  const badges = new TabBadges({
    lookup: async (pageUrl) => {
      lookups++;
      return { kind: 'record', pageUrl, record, fromCache: true };
    },
    profile: async () => findProfile('googlebot')!,
    surface: actionBadgeSurface(fakeBrowser.action),
    now: () => T0,
    openTabs: async () => [
      { id: 1, url: `${ORIGIN}/a` },
      { id: 2, url: `${ORIGIN}/b` },
    ],
    text: () => current,
  });
  await badges.update(1, `${ORIGIN}/a`);
  const before = await fakeBrowser.action.getTitle({ tabId: 1 });
  expect(before).not.toContain('«');
  expect(lookups).toBe(1);

  current = marked;
  await badges.relabel();
  // Tab 1 is known: painted again from what it shows. Tab 2 (open before the worker started) is looked up.
  expect(lookups).toBe(2);
  for (const tabId of [1, 2]) expect(await fakeBrowser.action.getTitle({ tabId })).toContain('«');
  expect(await fakeBrowser.action.getBadgeText({ tabId: 1 })).toBe('!');
});
