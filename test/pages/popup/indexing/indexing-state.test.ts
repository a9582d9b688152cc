/**
 * The Indexing section waits for the worker's decision of the page on its own
 * robots.txt before it says anything: a page robots.txt disallows that carries
 * noindex is never shown as plainly "not indexable" first and given its
 * conflict a moment later. The worker's real handlers answer here.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeChromeGlobal } from '../../../support/fake-chrome-global.ts';
import { decideSameSite } from '../../../../src/pages/popup/actions/explain.ts';
import { indexingView, sameSiteQuestion } from '../../../../src/pages/popup/indexing/indexing-state.ts';
import { writable } from '../../../../src/pages/popup/store.ts';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings.ts';
import { freshRecord } from '../../../worker/support/snapshots.ts';
import { type PopupWorker, showRecordFacts, startFreshPopup } from '../support/record-page.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

useFakeChromeGlobal();

const ORIGIN = 'https://example.com';
const PAGE = `${ORIGIN}/private/old`;
const record = freshRecord(ORIGIN, 'User-agent: *\nDisallow: /private/\n');

let worker: PopupWorker;

beforeEach(() => {
  worker = startFreshPopup([record]);
  writable.indexing.sameSite.value = null;
  showRecordFacts(PAGE, record);
  writable.indexing.tabSignals.value = {
    kind: 'loaded',
    signals: {
      kind: 'signals',
      url: PAGE,
      headers: null,
      markup: { url: PAGE, metas: [{ name: 'robots', content: 'noindex' }], canonicals: [], metaTotal: 1, canonicalTotal: 0, readAt: 1 },
    },
  };
});

afterEach(() => worker.stop());

function conflicts(): string[] {
  const view = indexingView.value;
  return view.kind === 'facts' ? view.facts.conflicts.map((c) => c.code) : [];
}

describe('the page’s own robots.txt decision', () => {
  it('is waited for: loading until the worker answered, then the conflict with the noindex', async () => {
    expect(indexingView.value.kind).toBe('loading');
    await decideSameSite(sameSiteQuestion.value!);
    expect(indexingView.value.kind).toBe('facts');
    expect(conflicts()).toEqual(['disallowed-and-noindex']);
  });

  it('an answer to another question (another crawler) is not this one’s', async () => {
    await decideSameSite(sameSiteQuestion.value!);
    writable.settings.value = { ...DEFAULT_SETTINGS, profileId: 'bingbot' };
    expect(indexingView.value.kind).toBe('loading');
    await decideSameSite(sameSiteQuestion.value!);
    expect(conflicts()).toEqual(['disallowed-and-noindex']);
  });

  it('a worker that cannot answer ends the wait, and no conflict is claimed', async () => {
    worker.stop();
    await decideSameSite(sameSiteQuestion.value!);
    expect(indexingView.value.kind).toBe('facts');
    expect(conflicts()).toEqual([]);
  });
});
