/** The matrix shows use beside fetch: each crawler's stated preference for what it is for, from the same record. */
import { expect, it } from 'vitest';
import { recordAfterFetch } from '../../src/robots/record-update.ts';
import { PRESET_PROFILES } from '../../src/core/index.ts';
import { crawlerMatrix } from '../../src/robots/crawler-matrix.ts';
import { snapshot } from '../worker/support/snapshots.ts';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../fixtures/cloudflare-managed-robots.ts';

const T0 = 1_700_000_000_000;
const ORIGIN = 'https://example.test';

it('training crawlers under the managed * group are refused training; the owner’s path opts in; crawlers with a group of their own state nothing', () => {
  const rec = recordAfterFetch(null, ORIGIN, snapshot({ fetchedAt: T0, body: CLOUDFLARE_MANAGED_ROBOTS }));
  const cells = (path: string) =>
    new Map(
      crawlerMatrix(rec, `${ORIGIN}${path}`, PRESET_PROFILES, T0)
        .flatMap((r) => r.cells)
        .map((c) => [c.profileId, c]),
    );
  const shop = cells('/shop/');
  // FacebookBot reads `*`: ai-train=no on line 11.
  expect(shop.get('facebookbot')).toMatchObject({ state: 'allowed', use: { allows: false, source: { kind: 'robots', line: 11 } } });
  // GPTBot has its own group (Disallow: /), which carries no signal.
  expect(shop.get('gptbot')).toMatchObject({ state: 'disallowed', line: 33, use: null });
  // A search crawler under `*`: search=yes.
  expect(shop.get('bingbot')).toMatchObject({ use: { allows: true, source: { kind: 'robots', line: 11 } } });
  // An SEO tool's purpose is concerned by neither vocabulary.
  expect(shop.get('ahrefsbot')).toMatchObject({ use: null });
  // On /blog/ the owner's Content-Usage says train-ai=y, but the managed ai-train=no still refuses: refused wins the summary.
  expect(cells('/blog/x').get('facebookbot')).toMatchObject({ use: { allows: false } });
});
