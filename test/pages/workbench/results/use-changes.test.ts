/** The workbench reads use beside fetch: a draft that changes a stated preference is a change in the results, counted in words and exported. */
import { describe, expect, it } from 'vitest';
import { recordAfterFetch } from '../../../../src/robots/record-update.ts';
import { PRESET_PROFILES, parseRobotsTxt, statedPreferences, useSummary, utf8Bytes } from '../../../../src/core/index.ts';
import { text } from '../../../../src/text/bundled.ts';
import { loadCatalog } from '../../../../src/text/load-catalog.ts';
import { LOCALES } from '../../../../src/text/locale.ts';
import { createText } from '../../../../src/text/text.ts';
import { WorkbenchEngine } from '../../../../src/pages/workbench/engine/workbench-engine.ts';
import { exportRows } from '../../../../src/pages/workbench/results/export-rows.ts';
import { commonFolder, useChangeMessages } from '../../../../src/pages/workbench/results/use-changes.ts';
import { snapshot } from '../../../worker/support/snapshots.ts';
import { CLOUDFLARE_MANAGED_ROBOTS } from '../../../fixtures/cloudflare-managed-robots.ts';

const T0 = 1_700_000_000_000;
const ORIGIN = 'https://example.com';
const LIVE = 'User-agent: *\nAllow: /\n';
const URLS = ['/', '/blog/a', '/blog/b', '/shop/x'].map((p) => `${ORIGIN}${p}`);
const ids = PRESET_PROFILES.map((p) => p.id);

function engineWith(draft: string): WorkbenchEngine {
  const engine = new WorkbenchEngine();
  engine.setLive(recordAfterFetch(null, ORIGIN, snapshot({ fetchedAt: T0, body: LIVE })), T0);
  engine.setCrawlers(PRESET_PROFILES);
  engine.setUrls(URLS);
  engine.setDraft(draft, 1);
  return engine;
}

describe('use columns', () => {
  it('agree with core’s statedPreferences for every preset and URL, under the draft', () => {
    const draft = CLOUDFLARE_MANAGED_ROBOTS;
    const model = parseRobotsTxt(utf8Bytes(draft));
    const evaluation = engineWith(draft).evaluateNow(ids);
    let stated = 0;
    for (const c of evaluation.columns) {
      const profile = PRESET_PROFILES.find((p) => p.id === c.profileId)!;
      URLS.forEach((url, i) => {
        const s = useSummary(statedPreferences(model, url, profile).concerns);
        const code = s === null ? 0 : s.allows ? 1 : 2;
        if (code !== 0) stated++;
        expect([c.profileId, url, c.use?.draft[i]]).toEqual([c.profileId, url, code]);
        expect(c.use?.live[i]).toBe(0);
      });
    }
    expect(stated).toBeGreaterThan(20);
  });
});

describe('the draft’s changes in words', () => {
  it('a Content-Usage line for /blog/ stops allowing training by every training crawler reading *, on /blog/', () => {
    const draft = 'User-agent: *\nAllow: /\nContent-Usage: /blog/ train-ai=n\n\nUser-agent: GPTBot\nDisallow: /private/\n';
    const evaluation = engineWith(draft).evaluateNow(ids);
    const training = PRESET_PROFILES.filter((p) => p.purpose === 'ai-training' && p.id !== 'gptbot').length;
    const messages = useChangeMessages(
      evaluation.columns,
      URLS.map((url) => ({ url })),
    );
    expect(messages).toEqual([
      { key: 'use.draft.stops-allowing.folder', params: { use: 'training', count: training, folder: { site: '/blog/' } } },
    ]);
    expect(text.render(messages[0]!)).toBe(`The draft stops allowing training by ${training} crawlers on /blog/.`);
  });
  it('a file-wide signal counts URLs when they share no folder, and a yes is “starts allowing”', () => {
    const draft = 'User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n';
    const messages = useChangeMessages(
      engineWith(draft).evaluateNow(ids).columns,
      URLS.map((url) => ({ url })),
    );
    // ai-train=no refuses training; search=yes allows search, and answers (AI search crawlers read `search` too).
    expect(messages.map((m) => [m.key, m.params.use, 'urls' in m.params ? m.params.urls : null]).sort()).toEqual([
      ['use.draft.starts-allowing.urls', 'answers', 4],
      ['use.draft.starts-allowing.urls', 'search', 4],
      ['use.draft.stops-allowing.urls', 'training', 4],
    ]);
  });
  it('nothing when the draft states what the live file states', () => {
    expect(
      useChangeMessages(
        engineWith(LIVE).evaluateNow(ids).columns,
        URLS.map((url) => ({ url })),
      ),
    ).toEqual([]);
  });
  it('common folders', () => {
    expect(commonFolder(['/blog/a', '/blog/b/c'])).toBe('/blog/');
    expect(commonFolder(['/blog/a', '/blogs/b'])).toBeNull();
    expect(commonFolder([])).toBeNull();
  });
  it.each(LOCALES)('%s words every change', async (locale) => {
    const words = createText(locale, await loadCatalog(locale));
    const draft = 'User-agent: *\nContent-Signal: search=yes, ai-input=no\nContent-Usage: /blog/ train-ai=n\nAllow: /\n';
    for (const m of useChangeMessages(
      engineWith(draft).evaluateNow(ids).columns,
      URLS.map((url) => ({ url })),
    )) {
      expect(words.render(m)).not.toMatch(/[{}]/);
    }
    expect(words.t('use.draft.note').length).toBeGreaterThan(10);
  });
});

describe('exports', () => {
  it('carry each file’s stated preference per row', () => {
    const draft = 'User-agent: *\nAllow: /\nContent-Usage: /blog/ train-ai=n\n';
    const evaluation = engineWith(draft).evaluateNow(['gptbot', 'bingbot']);
    const rows = [
      ...exportRows(
        URLS.map((url) => ({ url })),
        Uint32Array.of(1, 3),
        evaluation.columns,
        new Map(),
      ),
    ];
    expect(rows.map((r) => [r.url.slice(ORIGIN.length), r.crawler, r.liveUse, r.draftUse])).toEqual([
      ['/blog/a', 'gptbot', 'not-stated', 'refuses'],
      ['/blog/a', 'bingbot', 'not-stated', 'not-stated'],
      ['/shop/x', 'gptbot', 'not-stated', 'not-stated'],
      ['/shop/x', 'bingbot', 'not-stated', 'not-stated'],
    ]);
  });
});
