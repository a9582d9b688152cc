/**
 * The verdict the popup paints: the worker's, from facts alone, until the
 * record's bodies are here; then the popup's own, read from the bodies, so a
 * crawler switch needs no message. Never the worker's for another crawler or URL.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseProfile, typePath } from '../../../../src/pages/popup/actions.ts';
import { evaluation, pagePath, pageRecord, verdictFacts, writable } from '../../../../src/pages/popup/store.ts';
import { findProfile } from '../../../../src/core/profiles.ts';
import { verdictView } from '../../../../src/robots/record-view.ts';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings.ts';
import { freshRecord } from '../../../worker/support/snapshots.ts';
import { showRecord, showRecordFacts } from '../support/record-page.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

const ORIGIN = 'https://example.com';
const PAGE = `${ORIGIN}/private/page`;
const record = freshRecord(ORIGIN, 'User-agent: *\nDisallow: /private/\n\nUser-agent: bingbot\nAllow: /\n');
const googlebotVerdict = verdictView(record, PAGE, findProfile('googlebot')!, Date.now());

beforeEach(() => {
  writable.settings.value = { ...DEFAULT_SETTINGS, profileId: 'googlebot' };
  writable.pathInput.value = null;
  writable.otherOrigin.value = null;
});

describe('the verdict painted', () => {
  it('is the worker’s while the bodies are on their way: nothing is decided in the popup', () => {
    showRecordFacts(PAGE, record, googlebotVerdict);
    expect(pageRecord.value).toBeNull();
    expect(evaluation.value).toBeNull();
    expect(verdictFacts.value).toBe(googlebotVerdict);
    expect(verdictFacts.value).toMatchObject({ state: 'disallowed', verdict: { decidingLine: 2 } });
    expect(pagePath.value).toBe('/private/page');
  });

  it('is none (checking) when the worker decided for another crawler, until the bodies are here', () => {
    showRecordFacts(PAGE, record, googlebotVerdict);
    writable.settings.value = { ...DEFAULT_SETTINGS, profileId: 'bingbot' };
    expect(verdictFacts.value).toBeNull();
    writable.bodies.value = { kind: 'loaded', record };
    expect(verdictFacts.value).toMatchObject({ state: 'allowed', verdict: { decidingLine: 5 } });
  });

  it('is none for another URL typed in the path box, until the bodies are here', () => {
    showRecordFacts(PAGE, record, googlebotVerdict);
    typePath('/open');
    expect(verdictFacts.value).toBeNull();
    writable.bodies.value = { kind: 'loaded', record };
    expect(verdictFacts.value).toMatchObject({ state: 'allowed', verdict: { path: '/open' } });
  });

  it('follows a crawler switch at once from the bodies, with the same facts the worker gave for the first', () => {
    showRecord(PAGE, record, googlebotVerdict);
    const own = verdictFacts.value;
    expect(own).not.toBe(googlebotVerdict);
    expect(own?.verdict).toEqual({ ...googlebotVerdict.verdict, matches: own?.verdict.matches });
    chooseProfile('bingbot');
    expect(verdictFacts.value).toMatchObject({ state: 'allowed' });
  });

  it('is none without a worker verdict (after a refresh the popup decides from the bodies it got)', () => {
    showRecordFacts(PAGE, record, null);
    expect(verdictFacts.value).toBeNull();
  });
});
