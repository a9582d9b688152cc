/**
 * The verdict the popup paints: the worker's from its first answer, then the
 * worker's explanation for the crawler and URL on screen. Never a verdict for
 * another crawler or URL painted as the one asked for.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeChromeGlobal } from '../../../support/fake-chrome-global.ts';
import { chooseProfile, typePath } from '../../../../src/pages/popup/actions.ts';
import { explainQuestion, pagePath, result, verdictFacts, writable } from '../../../../src/pages/popup/store.ts';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings.ts';
import { freshRecord } from '../../../worker/support/snapshots.ts';
import { askWorker, type PopupWorker, showRecordFacts, startFreshPopup } from '../support/record-page.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

useFakeChromeGlobal();

const ORIGIN = 'https://example.com';
const PAGE = `${ORIGIN}/private/page`;
const record = freshRecord(ORIGIN, 'User-agent: *\nDisallow: /private/\n\nUser-agent: bingbot\nAllow: /\n');

let worker: PopupWorker;

beforeEach(() => {
  worker = startFreshPopup([record]);
});

afterEach(() => worker.stop());

describe('the verdict painted', () => {
  it('is the worker’s first answer before anything else is asked: nothing is decided in the popup', () => {
    showRecordFacts(PAGE, record);
    expect(result.value).toBeNull();
    expect(verdictFacts.value).toMatchObject({ state: 'disallowed', verdict: { decidingLine: 2 } });
    expect(pagePath.value).toBe('/private/page');
  });

  it('is none (checking) when the first answer was for another crawler, until the worker explains the popup’s', async () => {
    showRecordFacts(PAGE, record, 'googlebot');
    writable.settings.value = { ...DEFAULT_SETTINGS, profileId: 'bingbot' };
    expect(verdictFacts.value).toBeNull();
    await askWorker();
    expect(verdictFacts.value).toMatchObject({ state: 'allowed', verdict: { decidingLine: 5 } });
  });

  it('is none for another URL typed in the path box, until the worker explains it', async () => {
    showRecordFacts(PAGE, record);
    typePath('/open');
    expect(verdictFacts.value).toBeNull();
    await askWorker();
    expect(verdictFacts.value).toMatchObject({ state: 'allowed', verdict: { path: '/open' } });
  });

  it('after a crawler switch: the explanation before stays for the details, the verdict waits for the new one', async () => {
    showRecordFacts(PAGE, record);
    await askWorker();
    const before = result.value;
    expect(before).toMatchObject({ profileId: 'googlebot', state: 'disallowed' });
    chooseProfile('bingbot');
    expect(explainQuestion.value?.profileId).toBe('bingbot');
    expect(verdictFacts.value).toBeNull();
    expect(result.value).toBe(before);
    await askWorker();
    expect(verdictFacts.value).toMatchObject({ profileId: 'bingbot', state: 'allowed' });
  });

  it('is none without a first verdict (the worker could not decide it), until it explains', async () => {
    showRecordFacts(PAGE, record, null);
    expect(verdictFacts.value).toBeNull();
    await askWorker();
    expect(verdictFacts.value).toMatchObject({ state: 'disallowed' });
  });
});
