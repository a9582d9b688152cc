import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { actionBadgeSurface } from '../../../src/worker/badge/badge-surface.ts';
import { recordAfterFetch } from '../../../src/robots/record-update.ts';
import type { LookupRobots } from '../../../src/worker/robots-lookup.ts';
import { TabBadges } from '../../../src/worker/badge/tab-badge.ts';
import { findProfile, type CrawlerProfile } from '../../../src/core/profiles.ts';
import { robotsTxtTarget } from '../../../src/core/robots-url.ts';
import type { RobotsLookup } from '../../../src/shared/protocol.ts';
import type { RobotsRecord } from '../../../src/robots/robots-record.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { snapshot, type SnapshotSpec } from '../support/snapshots.ts';

const T0 = 1_700_000_000_000;
const ROBOTS = 'User-agent: *\nDisallow: /private\nAllow: /private/ok\n';

function profile(id: string): CrawlerProfile {
  const p = findProfile(id);
  if (!p) throw new Error(`no profile ${id}`);
  return p;
}

function record(origin: string, ...fetches: Omit<SnapshotSpec, 'robotsUrl'>[]): RobotsRecord {
  let current: RobotsRecord | null = null;
  for (const spec of fetches) current = recordAfterFetch(current, origin, snapshot({ ...spec, robotsUrl: `${origin}/robots.txt` }));
  if (!current) throw new Error('no fetches');
  return current;
}

async function badgeOf(tabId: number) {
  return {
    text: await fakeBrowser.action.getBadgeText({ tabId }),
    color: await fakeBrowser.action.getBadgeBackgroundColor({ tabId }),
    title: await fakeBrowser.action.getTitle({ tabId }),
  };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).concat(255);

/** Lookups answered from a table of records, or held open until the test says so. */
class Lookups {
  records = new Map<string, RobotsRecord>();
  held = new Map<string, Deferred<RobotsLookup>>();
  calls: string[] = [];
  failure: Error | null = null;

  hold(pageUrl: string): Deferred<RobotsLookup> {
    const d = deferred<RobotsLookup>();
    this.held.set(pageUrl, d);
    return d;
  }

  answer(pageUrl: string): RobotsLookup {
    const target = robotsTxtTarget(pageUrl);
    if (!target.applicable) return { kind: 'not-applicable', pageUrl, reason: target.reason };
    const found = this.records.get(target.origin);
    if (!found) throw new Error(`test has no record for ${target.origin}`);
    return { kind: 'record', pageUrl, record: found, fromCache: true };
  }

  lookup: LookupRobots = async (pageUrl) => {
    this.calls.push(pageUrl);
    if (this.failure) throw this.failure;
    const held = this.held.get(pageUrl);
    if (held) {
      this.held.delete(pageUrl);
      return held.promise;
    }
    return this.answer(pageUrl);
  };
}

describe('TabBadges', () => {
  let lookups: Lookups;
  let crawler: CrawlerProfile;
  let badges: TabBadges;

  beforeEach(() => {
    fakeBrowser.reset();
    lookups = new Lookups();
    crawler = profile('googlebot');
    badges = new TabBadges({
      lookup: lookups.lookup,
      profile: async () => crawler,
      surface: actionBadgeSurface(fakeBrowser.action),
      now: () => T0 + 60_000,
    });
    lookups.records.set('https://example.test', record('https://example.test', { fetchedAt: T0, body: ROBOTS }));
  });

  it('allowed: green OK naming the crawler and the deciding line', async () => {
    await badges.update(1, 'https://example.test/private/ok');
    expect(await badgeOf(1)).toEqual({
      text: 'OK',
      color: rgb('#1a7f37'),
      title: 'Robots Lens · Googlebot: allowed by line 3 (Allow: “/private/ok”)',
    });
  });

  it('disallowed: red NO naming the deciding line', async () => {
    await badges.update(1, 'https://example.test/private/x');
    expect(await badgeOf(1)).toEqual({
      text: 'NO',
      color: rgb('#cf222e'),
      title: 'Robots Lens · Googlebot: disallowed by line 2 (Disallow: “/private”)',
    });
  });

  it('repaint() shows the last verdict again after the browser cleared the badge, and does not look up again', async () => {
    await badges.update(1, 'https://example.test/private/x');
    const painted = await badgeOf(1);
    // What Firefox does when the tab's document changes: the tab's own values go.
    await fakeBrowser.action.setBadgeText({ tabId: 1, text: '' });
    await fakeBrowser.action.setTitle({ tabId: 1, title: '' });
    await badges.repaint(1);
    expect(await badgeOf(1)).toEqual(painted);
    expect(lookups.calls).toEqual(['https://example.test/private/x']);
  });

  it('repaint() of a tab never painted does nothing', async () => {
    await badges.repaint(9);
    expect((await badgeOf(9)).text).toBe('');
  });

  it('allowed because no rule matches', async () => {
    await badges.update(1, 'https://example.test/public');
    const badge = await badgeOf(1);
    expect(badge.text).toBe('OK');
    expect(badge.title).toBe('Robots Lens · Googlebot: allowed — no rule for User-agent: * matches this URL');
  });

  it('robots.txt 404: allowed, with the HTTP reason', async () => {
    lookups.records.set('https://gone.test', record('https://gone.test', { fetchedAt: T0, status: 404, body: 'Not found' }));
    await badges.update(1, 'https://gone.test/anything');
    expect(await badgeOf(1)).toEqual({
      text: 'OK',
      color: rgb('#1a7f37'),
      title: 'Robots Lens · Googlebot: allowed — robots.txt answered 404',
    });
  });

  it('robots.txt 503 with no good copy: orange ! and the HTTP reason', async () => {
    lookups.records.set('https://busy.test', record('https://busy.test', { fetchedAt: T0, status: 503 }));
    await badges.update(1, 'https://busy.test/page');
    expect(await badgeOf(1)).toEqual({
      text: '!',
      color: rgb('#bc4c00'),
      title: 'Robots Lens · Googlebot: disallowed — robots.txt answered 503',
    });
  });

  it('robots.txt unreachable: orange ! saying why', async () => {
    lookups.records.set('https://down.test', record('https://down.test', { fetchedAt: T0, networkError: 'refused' }));
    await badges.update(1, 'https://down.test/page');
    const badge = await badgeOf(1);
    expect(badge.text).toBe('!');
    expect(badge.color).toEqual(rgb('#bc4c00'));
    expect(badge.title).toBe('Robots Lens · Googlebot: disallowed — robots.txt unreachable: the server refused the connection');
  });

  it('a failed refresh with a last good copy: verdict from that copy, both facts in the tooltip', async () => {
    lookups.records.set(
      'https://flaky.test',
      record('https://flaky.test', { fetchedAt: T0 - 3 * 3_600_000, body: ROBOTS }, { fetchedAt: T0, status: 503 }),
    );
    await badges.update(1, 'https://flaky.test/private/x');
    const badge = await badgeOf(1);
    expect(badge.text).toBe('NO');
    const [first, second] = badge.title.split('\n');
    expect(first).toBe('Robots Lens · Googlebot: disallowed by line 2 (Disallow: “/private”)');
    expect(second).toMatch(/robots\.txt answered 503/);
    expect(second).toMatch(/3 hours ago/);
  });

  it('uses the chosen crawler’s engine: Coc Coc reads a 503 as allow all', async () => {
    crawler = profile('coccocbot-web');
    lookups.records.set('https://busy.test', record('https://busy.test', { fetchedAt: T0, status: 503 }));
    await badges.update(1, 'https://busy.test/page');
    expect(await badgeOf(1)).toMatchObject({ text: 'OK', title: 'Robots Lens · coccocbot-web: allowed — robots.txt answered 503' });
  });

  it('a page without robots.txt: grey dash with the reason, and no lookup', async () => {
    await badges.update(1, 'chrome://extensions/');
    const badge = await badgeOf(1);
    expect(badge.text).toBe('–');
    expect(badge.color).toEqual(rgb('#6e7781'));
    expect(badge.title).toMatch(/^Robots Lens · chrome: pages belong to the browser itself/);
    expect(lookups.calls).toEqual([]);
  });

  it('loading: grey … while robots.txt is being read', async () => {
    const held = lookups.hold('https://example.test/private/x');
    const done = badges.update(1, 'https://example.test/private/x');
    await vi.waitFor(async () =>
      expect(await badgeOf(1)).toEqual({ text: '…', color: rgb('#6e7781'), title: 'Robots Lens · Googlebot: reading robots.txt…' }),
    );
    held.resolve(lookups.answer('https://example.test/private/x'));
    await done;
    expect((await badgeOf(1)).text).toBe('NO');
  });

  it('looks robots.txt up while “…” is still being painted, paints the verdict after it, and tells the surface the address', async () => {
    // A browser slow to answer (another tab flooding it): each paint is held until the test lets it go.
    const painted: { text: string; url: string | undefined; done: Deferred<void> }[] = [];
    const held = lookups.hold('https://example.test/private/x');
    const slow = new TabBadges({
      lookup: lookups.lookup,
      profile: async () => crawler,
      surface: {
        show: (_tabId, look, url) => {
          const done = deferred<void>();
          painted.push({ text: look.text, url, done });
          return done.promise;
        },
        text: async () => '',
      },
      now: () => T0 + 60_000,
    });
    const decided = slow.update(1, 'https://example.test/private/x');
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(painted.map((p) => p.text)).toEqual(['…']);
    expect(lookups.calls).toEqual(['https://example.test/private/x']);
    held.resolve(lookups.answer('https://example.test/private/x'));
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    // The verdict is known, but its paint waits for the "…" one to be done.
    expect(painted.map((p) => p.text)).toEqual(['…']);
    painted[0]!.done.resolve();
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(painted.map((p) => [p.text, p.url])).toEqual([
      ['…', 'https://example.test/private/x'],
      ['NO', 'https://example.test/private/x'],
    ]);
    painted[1]!.done.resolve();
    await decided;
  });

  it('a verdict ready at once (robots.txt already read) is painted without “…” first: one wait for the browser, not two', async () => {
    const painted: string[] = [];
    const counted = new TabBadges({
      lookup: lookups.lookup,
      profile: async () => crawler,
      surface: {
        show: async (_tabId, look) => {
          painted.push(look.text);
        },
        text: async () => '',
      },
      now: () => T0 + 60_000,
    });
    await counted.update(1, 'https://example.test/private/x');
    expect(painted).toEqual(['NO']);
  });

  it('a worker failure shows ? with the message, never a guessed verdict', async () => {
    lookups.failure = new Error('storage is unavailable');
    await badges.update(1, 'https://example.test/private/x');
    expect(await badgeOf(1)).toMatchObject({ text: '?', title: 'Robots Lens could not check this page: storage is unavailable' });
  });

  it('a slow lookup for the previous page never overwrites the badge of the new page', async () => {
    const slow = lookups.hold('https://example.test/private/old');
    const first = badges.update(1, 'https://example.test/private/old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await badges.update(1, 'https://example.test/private/ok');
    expect((await badgeOf(1)).text).toBe('OK');

    slow.resolve(lookups.answer('https://example.test/private/old'));
    await first;
    expect(await badgeOf(1)).toMatchObject({ text: 'OK', title: 'Robots Lens · Googlebot: allowed by line 3 (Allow: “/private/ok”)' });
  });

  it('a slow lookup that fails for the previous page does not paint ? over the new one', async () => {
    const slow = lookups.hold('https://example.test/private/old');
    const first = badges.update(1, 'https://example.test/private/old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await badges.update(1, 'chrome://newtab/');
    slow.reject(new Error('late failure'));
    await first;
    expect((await badgeOf(1)).text).toBe('–');
  });

  it('tabs are independent: one tab’s slow lookup does not touch another tab', async () => {
    const slow = lookups.hold('https://example.test/private/x');
    const t1 = badges.update(1, 'https://example.test/private/x');
    await badges.update(2, 'https://example.test/private/ok');
    slow.resolve(lookups.answer('https://example.test/private/x'));
    await t1;
    expect((await badgeOf(1)).text).toBe('NO');
    expect((await badgeOf(2)).text).toBe('OK');
  });

  it('showRecord repaints only the tabs on that origin, without a lookup', async () => {
    lookups.records.set('https://other.test', record('https://other.test', { fetchedAt: T0, body: 'User-agent: *\nDisallow: /\n' }));
    await badges.update(1, 'https://example.test/private/x');
    await badges.update(2, 'https://other.test/page');
    const calls = lookups.calls.length;

    await badges.showRecord(record('https://example.test', { fetchedAt: T0, body: 'User-agent: *\nAllow: /\n' }));
    expect(lookups.calls.length).toBe(calls);
    expect(await badgeOf(1)).toMatchObject({ text: 'OK', title: 'Robots Lens · Googlebot: allowed by line 2 (Allow: “/”)' });
    expect((await badgeOf(2)).text).toBe('NO');
  });

  describe('after the worker was stopped and started again', () => {
    let open: { id: number; url: string; active?: boolean }[];
    const restarted = () =>
      new TabBadges({
        lookup: lookups.lookup,
        profile: async () => crawler,
        surface: actionBadgeSurface(fakeBrowser.action),
        now: () => T0 + 60_000,
        openTabs: async () => open,
      });

    beforeEach(() => {
      open = [
        { id: 1, url: 'https://example.test/private/x' },
        { id: 2, url: 'https://example.test/public' },
      ];
    });

    it('repaints a tab the stopped worker left at "…", and only that one', async () => {
      await badges.update(2, 'https://example.test/public');
      lookups.hold('https://example.test/private/x');
      void badges.update(1, 'https://example.test/private/x');
      await vi.waitFor(async () => expect((await badgeOf(1)).text).toBe('…'));
      const before = lookups.calls.length;

      await restarted().repaintStuck();
      expect(lookups.calls.slice(before)).toEqual(['https://example.test/private/x']);
      expect((await badgeOf(1)).text).toBe('NO');
      expect((await badgeOf(2)).text).toBe('OK');
    });

    it('paints an active tab left with no badge at all (its navigation was lost to the stop), not a background one', async () => {
      open = [
        { id: 4, url: 'https://example.test/private/x', active: true },
        { id: 5, url: 'https://example.test/public', active: false },
      ];
      await restarted().repaintStuck();
      expect(lookups.calls).toEqual(['https://example.test/private/x']);
      expect([(await badgeOf(4)).text, (await badgeOf(5)).text]).toEqual(['NO', '']);
    });

    it('a record fetched after the restart repaints the open tabs on its origin it does not know', async () => {
      await badges.update(1, 'https://example.test/private/x');
      await badges.update(2, 'https://example.test/public');
      open.push({ id: 3, url: 'https://other.test/' });
      await restarted().showRecord(record('https://example.test', { fetchedAt: T0, body: 'User-agent: *\nDisallow: /\n' }));
      expect([(await badgeOf(1)).text, (await badgeOf(2)).text, (await badgeOf(3)).text]).toEqual(['NO', 'NO', '']);
    });
  });

  it('a closed tab is forgotten', async () => {
    await badges.update(5, 'https://example.test/');
    expect(badges.urlOf(5)).toBe('https://example.test/');
    badges.forget(5);
    expect(badges.urlOf(5)).toBeNull();
  });
  it('a page that pushes a new address on every task gets one decision per 50 ms at most, for its newest address', async () => {
    let clock = 0;
    badges = new TabBadges({
      lookup: lookups.lookup,
      profile: async () => crawler,
      surface: actionBadgeSurface(fakeBrowser.action),
      now: () => T0 + 60_000,
      clock: () => clock,
    });
    let last: Promise<void> = Promise.resolve();
    for (let i = 0; i < 500; i++) {
      last = badges.update(1, `https://example.test/private/${i === 499 ? 'ok' : 'x'}?push=${i}`);
      clock += 1;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    clock += 50;
    await last;
    // 500 ms on the clock: at most one decision began per 50 ms (and the last after them).
    expect(lookups.calls.length).toBeLessThanOrEqual(500 / 50 + 2);
    expect(lookups.calls.at(-1)).toBe('https://example.test/private/ok?push=499');
    expect((await badgeOf(1)).text).toBe('OK');
  });

  it('a page pushing addresses faster than each can be decided gets fewer and fewer decisions, then its newest one', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      badges = new TabBadges({
        lookup: lookups.lookup,
        profile: async () => crawler,
        surface: actionBadgeSurface(fakeBrowser.action),
        now: () => T0 + 60_000,
        // Each decision takes 40 ms of slices, stopping when the tab moves on.
        settle: async (_record, _url, _profile, stale) => {
          for (let i = 0; i < 40 && !stale(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
        },
      });
      // A new address every 25 ms for 4 s: no decision can finish.
      for (let i = 0; i < 160; i++) {
        void badges.update(1, `https://example.test/private/${i === 159 ? 'ok' : 'x'}?push=${i}`);
        await vi.advanceTimersByTimeAsync(25);
      }
      const during = lookups.calls.length;
      expect((await badgeOf(1)).text).toBe('…');
      await vi.advanceTimersByTimeAsync(500);
      // One decision per 50 ms would be 80; the gap doubles up to 400 ms after each one thrown away.
      expect(during).toBeLessThanOrEqual(4_000 / 400 + 5);
      expect(lookups.calls.at(-1)).toBe('https://example.test/private/ok?push=159');
      expect((await badgeOf(1)).text).toBe('OK');
      // A decision that finishes brings the gap back: the next address is decided 50 ms on.
      const before = lookups.calls.length;
      void badges.update(1, 'https://example.test/private/x?after');
      await vi.advanceTimersByTimeAsync(60);
      void badges.update(1, 'https://example.test/private/ok?after');
      await vi.advanceTimersByTimeAsync(60);
      expect(lookups.calls.length - before).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('the same address told twice (Chrome: the tab’s new address, then its commit)', () => {
    let clock: number;
    beforeEach(() => {
      clock = 0;
      badges = new TabBadges({
        lookup: lookups.lookup,
        profile: async () => crawler,
        surface: actionBadgeSurface(fakeBrowser.action),
        now: () => T0 + 60_000,
        // A clock that does not move: a decision waiting for the gap between two would never start.
        clock: () => clock,
      });
    });

    it('is decided again at once when it comes while the first decision is under way', async () => {
      const held = lookups.hold('https://example.test/private/x');
      const announced = badges.update(1, 'https://example.test/private/x');
      await new Promise((resolve) => setTimeout(resolve, 0));
      const committed = badges.update(1, 'https://example.test/private/x');
      held.resolve(lookups.answer('https://example.test/private/x'));
      await Promise.race([committed, new Promise((resolve) => setTimeout(resolve, 500))]);
      expect((await badgeOf(1)).text).toBe('NO');
      await announced;
      // The commit is decided anew (it brings the page's own signals), not left to the first decision.
      expect(lookups.calls).toEqual(['https://example.test/private/x', 'https://example.test/private/x']);
    });

    it('is decided again at once when it comes just after the first decision was painted', async () => {
      await badges.update(1, 'https://example.test/private/x');
      // What the browser does at the commit: the tab's badge goes.
      await fakeBrowser.action.setBadgeText({ tabId: 1, text: '' });
      const committed = badges.update(1, 'https://example.test/private/x');
      await Promise.race([committed, new Promise((resolve) => setTimeout(resolve, 500))]);
      expect((await badgeOf(1)).text).toBe('NO');
      expect(lookups.calls).toHaveLength(2);
    });

    it('deciding() says whether that address is being decided in the tab', async () => {
      const held = lookups.hold('https://example.test/private/x');
      const decided = badges.update(1, 'https://example.test/private/x');
      expect(badges.deciding(1, 'https://example.test/private/x')).toBe(true);
      expect(badges.deciding(1, 'https://example.test/private/other')).toBe(false);
      expect(badges.deciding(2, 'https://example.test/private/x')).toBe(false);
      held.resolve(lookups.answer('https://example.test/private/x'));
      await decided;
      expect(badges.deciding(1, 'https://example.test/private/x')).toBe(false);
    });

    it('a page setting its own address again and again is still spaced like any other', async () => {
      let last: Promise<void> = Promise.resolve();
      for (let i = 0; i < 500; i++) {
        last = badges.update(1, 'https://example.test/private/x');
        clock += 1;
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      clock += 50;
      await last;
      // 500 ms on the clock: one decision per 50 ms at most, and the one started over at once.
      expect(lookups.calls.length).toBeLessThanOrEqual(500 / 50 + 3);
      expect((await badgeOf(1)).text).toBe('NO');
    });
  });

  it('a slow lookup superseded by 10,000 addresses at once costs one more lookup', async () => {
    const slow = lookups.hold('https://example.test/private/first');
    const first = badges.update(1, 'https://example.test/private/first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    let last: Promise<void> = first;
    for (let i = 0; i < 10_000; i++) last = badges.update(1, `https://example.test/private/${i === 9_999 ? 'ok' : 'x'}?push=${i}`);
    await last;
    expect(lookups.calls).toEqual(['https://example.test/private/first', 'https://example.test/private/ok?push=9999']);
    expect((await badgeOf(1)).text).toBe('OK');
    slow.resolve(lookups.answer('https://example.test/private/first'));
    await first;
    expect((await badgeOf(1)).text).toBe('OK');
  });

  it('a decision worked out in slices stops when the tab moves on, and other tabs are painted meanwhile', async () => {
    const stales: (() => boolean)[] = [];
    const release = deferred<void>();
    badges = new TabBadges({
      lookup: lookups.lookup,
      profile: async () => crawler,
      surface: actionBadgeSurface(fakeBrowser.action),
      now: () => T0 + 60_000,
      settle: async (_record, url, _profile, stale) => {
        if (!url.endsWith('/long')) return;
        stales.push(stale);
        await release.promise;
      },
    });
    const long = badges.update(1, 'https://example.test/private/long');
    await vi.waitFor(() => expect(stales).toHaveLength(1));
    expect(stales[0]!()).toBe(false);
    // Another tab is decided and painted while the long one is still being worked out.
    await badges.update(2, 'https://example.test/private/ok');
    expect((await badgeOf(2)).text).toBe('OK');
    expect((await badgeOf(1)).text).toBe('…');
    // The tab moves on: the slices see it, and the long decision paints nothing.
    const next = badges.update(1, 'https://example.test/private/x');
    expect(stales[0]!()).toBe(true);
    await next;
    release.resolve();
    await long;
    expect((await badgeOf(1)).text).toBe('NO');
  });
});
