import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { badgeNoindex } from '../../../src/worker/badge/badge-noindex.ts';
import { actionBadgeSurface } from '../../../src/worker/badge/badge-surface.ts';
import { recordAfterFetch } from '../../../src/robots/record-update.ts';
import { TabBadges } from '../../../src/worker/badge/tab-badge.ts';
import type { KnownSignals } from '../../../src/worker/page-signals/tab-signals.ts';
import { findProfile, type CrawlerProfile } from '../../../src/core/profiles.ts';
import type { RobotsRecord } from '../../../src/robots/robots-record.ts';
import { pageSignals, rgb, shownBadge } from '../support/badge-reading.ts';
import { snapshot } from '../support/snapshots.ts';

const T0 = 1_700_000_000_000;
const ORIGIN = 'https://example.test';
const PAGE = `${ORIGIN}/page`;

const googlebot = findProfile('googlebot') as CrawlerProfile;
const bingbot = findProfile('bingbot') as CrawlerProfile;

function signals(xRobotsTag: string[], metas: [string, string][] = []): KnownSignals {
  return pageSignals(PAGE, T0, xRobotsTag, metas);
}

describe('badgeNoindex', () => {
  it('names the header line or the meta tag that blocks, for this crawler only', () => {
    expect(badgeNoindex(PAGE, signals(['googlebot: noindex']), googlebot, T0)).toEqual({
      reason: 'noindex',
      source: 'header',
      value: 'googlebot: noindex',
    });
    expect(badgeNoindex(PAGE, signals(['googlebot: noindex']), bingbot, T0)).toBeNull();
    expect(badgeNoindex(PAGE, signals([], [['robots', 'none']]), bingbot, T0)).toEqual({
      reason: 'none',
      source: 'meta',
      name: 'robots',
      value: 'none',
    });
    expect(badgeNoindex(PAGE, { headers: null, markup: null }, googlebot, T0)).toBeNull();
  });
});

describe('the badge of an allowed page that may not be indexed', () => {
  let known: KnownSignals;
  let badges: TabBadges;
  const record: RobotsRecord = recordAfterFetch(
    null,
    ORIGIN,
    snapshot({ fetchedAt: T0, body: 'User-agent: *\nDisallow: /private\n', robotsUrl: `${ORIGIN}/robots.txt` }),
  );

  beforeEach(() => {
    fakeBrowser.reset();
    known = { headers: null, markup: null };
    badges = new TabBadges({
      lookup: async (pageUrl) => ({ kind: 'record', pageUrl, record, fromCache: true }),
      profile: async () => googlebot,
      surface: actionBadgeSurface(fakeBrowser.action),
      now: () => T0,
      noindex: async (_tabId, url, profile) => badgeNoindex(url, known, profile, T0),
    });
  });

  const badge = shownBadge;

  it('looks different from allowed: its own text and colour, and the tooltip says why', async () => {
    known = signals(['googlebot: noindex'], [['robots', 'nofollow']]);
    await badges.update(1, PAGE);
    expect(await badge(1)).toEqual({
      text: 'OK·N',
      color: rgb('#8250df'),
      title:
        'Robots Lens · Googlebot: allowed — no rule for User-agent: * matches this URL\nNot indexable: “noindex” — X-Robots-Tag: “googlebot: noindex”',
    });
  });

  it('a noindex past the caps (the 33rd X-Robots-Tag value): not plain OK, the tooltip says signals were not read', async () => {
    known = signals([...Array.from({ length: 32 }, () => 'index'), 'noindex']);
    await badges.update(1, PAGE);
    expect(await badge(1)).toMatchObject({ text: 'OK·?', title: expect.stringContaining('1 indexing signal not read') });
  });

  it('a meta tag read later (after pushState) changes the look without a lookup, and back', async () => {
    await badges.update(1, PAGE);
    expect((await badge(1)).text).toBe('OK');
    known = signals([], [['googlebot', 'noindex']]);
    await badges.reindex(1);
    expect(await badge(1)).toMatchObject({ text: 'OK·N', title: expect.stringContaining('meta “googlebot”: “noindex”') });
    known = signals([], [['robots', 'index']]);
    await badges.reindex(1);
    expect(await badge(1)).toMatchObject({ text: 'OK', color: rgb('#1a7f37') });
  });

  it('a disallowed page keeps its NO, marked ·N when it says noindex (which the crawler then never sees)', async () => {
    known = {
      ...signals(['noindex']),
      headers: { url: `${ORIGIN}/private/x`, status: 200, xRobotsTag: ['noindex'], link: [], observedAt: T0 },
    };
    await badges.update(1, `${ORIGIN}/private/x`);
    expect((await badge(1)).text).toBe('NO·N');
    known = signals([]);
    await badges.reindex(1);
    expect((await badge(1)).text).toBe('NO');
  });
});
