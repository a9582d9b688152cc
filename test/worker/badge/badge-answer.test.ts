/**
 * The badge agrees with the popup's top line: both read the page's whole
 * answer (core/indexing/overall-answer.ts). The page's error status shows
 * as its number, a noindex behind a disallow as NO·N, a robots.txt Google
 * cannot read as intended as OK·!, and the tooltip carries the top line's
 * sentence. Real TabBadges on the fake browser's action API.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { base64FromBytes } from '../../../src/core/bytes.ts';
import type { StatusPart } from '../../../src/core/indexing/overall-answer.ts';
import { readPageAnswer } from '../../../src/core/indexing/page-answer.ts';
import { findProfile, type CrawlerProfile } from '../../../src/core/profiles.ts';
import { recordAfterFetch } from '../../../src/robots/record-update.ts';
import type { RobotsRecord } from '../../../src/robots/robots-record.ts';
import { badgeNoindex } from '../../../src/worker/badge/badge-noindex.ts';
import { actionBadgeSurface } from '../../../src/worker/badge/badge-surface.ts';
import { TabBadges } from '../../../src/worker/badge/tab-badge.ts';
import type { KnownSignals } from '../../../src/worker/page-signals/tab-signals.ts';
import { pageSignals, rgb, shownBadge } from '../support/badge-reading.ts';
import { snapshot } from '../support/snapshots.ts';

const T0 = 1_700_000_000_000;
const ORIGIN = 'https://example.test';
const googlebot = findProfile('googlebot') as CrawlerProfile;

function recordOf(body: string | Uint8Array): RobotsRecord {
  const snap = snapshot({ fetchedAt: T0, body: typeof body === 'string' ? body : '', robotsUrl: `${ORIGIN}/robots.txt` });
  if (typeof body !== 'string') {
    snap.bodyBase64 = base64FromBytes(body);
    snap.facts.receivedBytes = body.length;
  }
  return recordAfterFetch(null, ORIGIN, snap);
}

function signals(url: string, xRobotsTag: string[], metas: [string, string][] = []): KnownSignals {
  return pageSignals(url, T0, xRobotsTag, metas);
}

const answered = (url: string, status: number): StatusPart =>
  readPageAnswer({ hops: [{ url, status, location: null, ip: null }], error: null, hopsLeftOut: 0 });

describe('the badge reads the page’s whole answer', () => {
  let record: RobotsRecord;
  let known: KnownSignals;
  let status: StatusPart;
  let badges: TabBadges;

  beforeEach(() => {
    fakeBrowser.reset();
    record = recordOf('User-agent: *\nDisallow: /private/\n');
    known = { headers: null, markup: null };
    status = null;
    badges = new TabBadges({
      lookup: async (pageUrl) => ({ kind: 'record', pageUrl, record, fromCache: true }),
      profile: async () => googlebot,
      surface: actionBadgeSurface(fakeBrowser.action),
      now: () => T0,
      noindex: async (_tabId, url, profile) => badgeNoindex(url, known, profile, T0),
      status: async () => status,
    });
  });

  const badge = shownBadge;

  it('a 404 page with an indexable meta: its status, not OK, and the top line’s sentence', async () => {
    const url = `${ORIGIN}/missing`;
    known = signals(url, [], [['robots', 'index']]);
    status = answered(url, 404);
    await badges.update(1, url);
    expect(await badge(1)).toEqual({
      text: '404',
      color: rgb('#8250df'),
      title:
        'Robots Lens · Googlebot: allowed — no rule for User-agent: * matches this URL\nThe page answered 404: Google does not index it, whatever its meta tags say.',
    });
  });

  it('a 503 page: its status; a 200 page: OK again, once its answer is known (reindex)', async () => {
    const url = `${ORIGIN}/down`;
    await badges.update(1, url);
    expect((await badge(1)).text).toBe('OK');
    status = answered(url, 503);
    await badges.reindex(1);
    expect((await badge(1)).text).toBe('503');
    status = answered(url, 200);
    await badges.reindex(1);
    expect(await badge(1)).toMatchObject({ text: 'OK', color: rgb('#1a7f37') });
  });

  it('a 404 page that robots.txt disallows: NO (Google never fetches it, so never sees the 404)', async () => {
    const url = `${ORIGIN}/private/missing`;
    status = answered(url, 404);
    await badges.update(1, url);
    expect((await badge(1)).text).toBe('NO');
  });

  it('disallowed and noindex: NO·N in the disallowed colour, the tooltip says the URL may be indexed without its content', async () => {
    const url = `${ORIGIN}/private/x`;
    known = signals(url, [], [['robots', 'noindex']]);
    status = answered(url, 200);
    await badges.update(1, url);
    expect(await badge(1)).toEqual({
      text: 'NO·N',
      color: rgb('#cf222e'),
      title:
        'Robots Lens · Googlebot: disallowed by line 2 (Disallow: “/private/”)\nrobots.txt line 2 disallows this page for Googlebot, so Googlebot never sees its noindex: Google may index the URL without its content.',
    });
  });

  it('a UTF-16 robots.txt (Google reads no rule in it): OK·!, in the warning colour, the tooltip says why', async () => {
    const text = 'User-agent: *\nDisallow: /\n';
    record = recordOf(new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]));
    await badges.update(1, `${ORIGIN}/page`);
    const look = await badge(1);
    expect(look).toMatchObject({ text: 'OK·!', color: rgb('#bc4c00') });
    expect(look.title).toContain('robots.txt is UTF-16: Google reads it as UTF-8 and finds no rule in it');
  });

  it('a noindex on a 404 page: the status first, as in the top line', async () => {
    const url = `${ORIGIN}/gone`;
    known = signals(url, ['googlebot: noindex']);
    status = answered(url, 410);
    await badges.update(1, url);
    expect((await badge(1)).text).toBe('410');
  });

  it('an answer that ends while the verdict is still being decided is worked in once it is painted', async () => {
    const url = `${ORIGIN}/late`;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    badges = new TabBadges({
      lookup: async (pageUrl) => ({ kind: 'record', pageUrl, record, fromCache: true }),
      profile: async () => googlebot,
      surface: actionBadgeSurface(fakeBrowser.action),
      now: () => T0,
      noindex: async () => null,
      // The decision reads the answer (not known yet), and is held before its paint.
      status: async () => {
        asked++;
        if (asked === 1) {
          const before = status;
          await held;
          return before;
        }
        return status;
      },
    });
    const deciding = badges.update(1, url);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The load ends meanwhile: its answer is recorded and the tab asked to repaint, while the badge still says "…".
    status = answered(url, 404);
    await badges.reindex(1);
    release();
    await deciding;
    expect((await badge(1)).text).toBe('404');
  });
});
