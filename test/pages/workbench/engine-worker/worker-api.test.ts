/**
 * The engine through comlink over a real MessageChannel, as the page reaches
 * the worker: inputs, evaluate() with its typed arrays transferred (the page
 * counts from them), filter, sort and exports; and latest-wins: an evaluation overtaken by a
 * newer draft revision (or a newer request) is dropped, never answered late.
 */
import { expose, wrap, type Remote } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { recordAfterFetch } from '../../../../src/robots/record-update.ts';
import { PRESET_PROFILES } from '../../../../src/core/index.ts';
import type { TestUrl } from '../../../../src/pages/workbench/engine/evaluation-facts.ts';
import { createEngineApi, type EngineApi } from '../../../../src/pages/workbench/engine-worker/engine-api.ts';
import { packUrls } from '../../../../src/pages/workbench/engine-worker/packed-urls.ts';
import { countColumn } from '../../../../src/pages/workbench/results/counts.ts';
import { yieldToMessages } from '../../../../src/pages/workbench/engine-worker/yield-to-messages.ts';
import { WorkbenchEngine } from '../../../../src/pages/workbench/engine/workbench-engine.ts';
import { snapshot } from '../../../worker/support/snapshots.ts';

const ORIGIN = 'https://example.test';
const LIVE = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n';
const DRAFT = 'User-agent: *\nDisallow: /private/\nDisallow: /drafts/\n\nUser-agent: GPTBot\nAllow: /blog/\nDisallow: /\n';
const URLS = ['/', '/private/a', '/drafts/b', '/blog/c', '/x'].map((p) => ORIGIN + p);
const TEST_URLS: TestUrl[] = URLS.map((url, i) => ({ url, source: i === 2 ? `${ORIGIN}/sitemap.xml` : 'list', otherOrigin: false }));
const PROFILES = PRESET_PROFILES.filter((p) => ['googlebot', 'gptbot'].includes(p.id));

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

function connect(engine = new WorkbenchEngine(), pause = yieldToMessages): Remote<EngineApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(createEngineApi(engine, pause), channel.port1);
  return wrap<EngineApi>(channel.port2);
}

async function ready(remote: Remote<EngineApi>): Promise<void> {
  await remote.setLive(recordAfterFetch(null, ORIGIN, snapshot({ body: LIVE, fetchedAt: 1 })), 2);
  await remote.setUrls(packUrls(TEST_URLS));
  await remote.setCrawlers(PROFILES);
  await remote.setDraft(DRAFT, 1);
}

describe('the engine through comlink', () => {
  it('a URL of another site is not judged by this site’s files: no verdict, no line, counted apart, exported with its flag', async () => {
    const remote = connect();
    await ready(remote);
    // /private/x of another site: this site's file would disallow it, but it does not govern that site.
    await remote.setUrls(packUrls([...TEST_URLS, { url: 'http://127.0.0.1:8601/private/x', source: 'list', otherOrigin: true }]));
    const evaluation = (await remote.evaluate(['googlebot', 'gptbot']))!;
    for (const column of evaluation.columns) {
      expect(column.live.states[5], column.profileId).toBe(3);
      expect(column.draft.states[5], column.profileId).toBe(3);
      expect(column.live.lines[5]).toBe(0);
      expect(column.draft.lines[5]).toBe(0);
    }
    const counts = countColumn(evaluation.columns[0]!, [...TEST_URLS, { url: '', source: 'list', otherOrigin: true }]);
    expect(counts.live).toEqual({ allowed: 4, disallowed: 1, unreachable: 0, otherSite: 1 });
    const csv = await (await remote.exportCsv({ rows: Uint32Array.of(5), profileIds: ['googlebot'] })).text();
    expect(csv.split('\r\n')[1]).toBe(
      'http://127.0.0.1:8601/private/x,Googlebot,other_site,0,other_site,0,not-stated,not-stated,false,true',
    );
  });

  it('evaluates, counts, filters, sorts and exports', async () => {
    const remote = connect();
    await ready(remote);
    const evaluation = (await remote.evaluate(['googlebot', 'gptbot']))!;
    expect(evaluation.revision).toBe(1);
    expect(evaluation.urlCount).toBe(5);
    const [google, gpt] = evaluation.columns;
    expect(google!.live.states).toBeInstanceOf(Uint8Array);
    expect([...google!.live.states]).toEqual([0, 1, 0, 0, 0]);
    expect([...google!.draft.states]).toEqual([0, 1, 1, 0, 0]);
    expect([...google!.draft.lines]).toEqual([0, 2, 3, 0, 0]);
    expect([...gpt!.live.lines]).toEqual([5, 5, 5, 5, 5]);
    expect([...gpt!.draft.states]).toEqual([1, 1, 1, 0, 1]);
    expect([...gpt!.draft.lines]).toEqual([7, 7, 7, 6, 7]);

    // The page counts from the columns it was handed (results-panel.tsx), as here.
    expect(evaluation.columns.map((c) => countColumn(c, TEST_URLS))).toEqual([
      {
        profileId: 'googlebot',
        live: { allowed: 4, disallowed: 1, unreachable: 0, otherSite: 0 },
        draft: { allowed: 3, disallowed: 2, unreachable: 0, otherSite: 0 },
        newlyDisallowed: 1,
        newlyAllowed: 0,
        changed: 1,
        // /drafts/b came from the sitemap: allowed live, disallowed by the draft.
        sitemap: { total: 1, liveDisallowed: 0, draftDisallowed: 1 },
      },
      {
        profileId: 'gptbot',
        live: { allowed: 0, disallowed: 5, unreachable: 0, otherSite: 0 },
        draft: { allowed: 1, disallowed: 4, unreachable: 0, otherSite: 0 },
        newlyDisallowed: 0,
        newlyAllowed: 1,
        // Every line moved from 5 to 6 or 7.
        changed: 5,
        sitemap: { total: 1, liveDisallowed: 1, draftDisallowed: 1 },
      },
    ]);
    // Allowed, then disallowed, each by deciding line (line 2 before line 3).
    const order = await remote.sorted('googlebot', { key: 'draft-verdict', direction: 'ascending' });
    expect([...order]).toEqual([0, 3, 4, 1, 2]);
    const changed = await remote.filtered(order, 'googlebot', { verdict: 'changed', side: 'draft', search: '' });
    expect([...changed]).toEqual([2]);
    const searched = await remote.filtered(order, null, { verdict: 'all', side: 'draft', search: 'private' });
    expect([...searched]).toEqual([1]);

    const csv = await (await remote.exportCsv({ rows: Uint32Array.of(2), profileIds: ['googlebot'] })).text();
    expect(csv).toBe(
      'url,crawler,live verdict,live line,draft verdict,draft line,live use,draft use,changed,other site\r\nhttps://example.test/drafts/b,Googlebot,allowed,0,disallowed,3,not-stated,not-stated,true,false\r\n',
    );
    const json = JSON.parse(await (await remote.exportJson({ rows: Uint32Array.of(3) })).text());
    expect(json).toEqual([
      {
        url: 'https://example.test/blog/c',
        crawler: 'Googlebot',
        liveVerdict: 'allowed',
        liveLine: 0,
        draftVerdict: 'allowed',
        draftLine: 0,
        liveUse: 'not-stated',
        draftUse: 'not-stated',
        changed: false,
        otherSite: false,
      },
      {
        url: 'https://example.test/blog/c',
        crawler: 'GPTBot',
        liveVerdict: 'disallowed',
        liveLine: 5,
        draftVerdict: 'allowed',
        draftLine: 6,
        liveUse: 'not-stated',
        draftUse: 'not-stated',
        changed: true,
        otherSite: false,
      },
    ]);
    expect(await remote.copyText({ rows: Uint32Array.of(3), profileIds: ['gptbot'] })).toBe(
      'url\tcrawler\tlive verdict\tlive line\tdraft verdict\tdraft line\tlive use\tdraft use\tchanged\tother site\nhttps://example.test/blog/c\tGPTBot\tdisallowed\t5\tallowed\t6\tnot-stated\tnot-stated\ttrue\tfalse\n',
    );
  });

  it('keeps its own columns when the page’s copies are transferred', async () => {
    const remote = connect();
    await ready(remote);
    await remote.evaluate(['googlebot']);
    await remote.evaluate(['googlebot']);
    // The second evaluation's arrays went to this side too: the worker still answers from its own.
    expect(await remote.copyText({ rows: Uint32Array.of(1, 2), profileIds: ['googlebot'] })).toBe(
      'url\tcrawler\tlive verdict\tlive line\tdraft verdict\tdraft line\tlive use\tdraft use\tchanged\tother site\n' +
        'https://example.test/private/a\tGooglebot\tdisallowed\t2\tdisallowed\t2\tnot-stated\tnot-stated\tfalse\tfalse\n' +
        'https://example.test/drafts/b\tGooglebot\tallowed\t0\tdisallowed\t3\tnot-stated\tnot-stated\ttrue\tfalse\n',
    );
  });

  it('drops an evaluation overtaken by a newer draft revision, and answers the newer one', async () => {
    // A pause the test releases, so the newer draft surely lands mid-evaluation.
    const held: (() => void)[] = [];
    const pause = () => new Promise<void>((resolve) => held.push(resolve));
    const engine = new WorkbenchEngine();
    const api = createEngineApi(engine, pause);
    api.setLive(null);
    api.setUrls(packUrls(TEST_URLS));
    api.setCrawlers(PROFILES);
    api.setDraft(DRAFT, 1);
    const older = api.evaluate(['googlebot', 'gptbot']);
    api.setDraft('User-agent: *\nDisallow: /\n', 2);
    const newer = api.evaluate(['googlebot', 'gptbot']);
    for (let round = 0; round < 10; round++) {
      while (held.length > 0) held.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await older).toBeNull();
    const answer = (await newer)!;
    expect(answer.revision).toBe(2);
    expect([...answer.columns[0]!.draft.states]).toEqual([1, 1, 1, 1, 1]);
    expect(engine.last!.revision).toBe(2);
  });

  it('drops an older request when a newer one starts, through the channel too', async () => {
    const remote = connect();
    await ready(remote);
    const first = remote.evaluate(['googlebot', 'gptbot']);
    const second = remote.evaluate(['googlebot']);
    expect(await first).toBeNull();
    expect((await second)!.columns.map((c) => c.profileId)).toEqual(['googlebot']);
  });
});
