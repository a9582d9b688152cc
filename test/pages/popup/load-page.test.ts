/**
 * The popup's load: the worker's facts and verdict first, the record's bodies
 * only once the details may show (or at once when the worker's verdict cannot
 * be painted), and an older answer never written over a newer load.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { loadPage, showDetails } from '../../../src/pages/popup/actions.ts';
import { bodies, evaluation, page, verdictFacts, writable } from '../../../src/pages/popup/store.ts';
import { findProfile } from '../../../src/core/profiles.ts';
import { AnsweredRecords, verdictView } from '../../../src/robots/record-view.ts';
import type { RobotsRecord } from '../../../src/robots/robots-record.ts';
import { onMessage, type RobotsLookup, type TabRobots } from '../../../src/shared/protocol.ts';
import { saveSettings } from '../../../src/shared/settings.ts';
import { freshRecord } from '../../worker/support/snapshots.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

// @webext-core/messaging talks through the `chrome` global.
beforeAll(() => {
  Object.assign(globalThis, { chrome: fakeBrowser });
  // The popup opened from the toolbar: no ?tabId= in its address.
  vi.stubGlobal('location', { search: '' });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'chrome');
  vi.unstubAllGlobals();
});

const ORIGIN = 'https://example.com';
const PAGE = `${ORIGIN}/private/page`;
const record: RobotsRecord = freshRecord(ORIGIN, 'User-agent: *\nDisallow: /private/\n');

/** The worker, deciding for `workerCrawler`; each getRecordBodies waits until the test answers it. */
let workerCrawler: string;
let bodyAsks: { key: string; answer: (lookup: RobotsLookup) => void }[];
let stopWorker: () => void;

beforeEach(async () => {
  fakeBrowser.reset();
  workerCrawler = 'googlebot';
  bodyAsks = [];
  const answered = new AnsweredRecords(4);
  const stops = [
    onMessage('getTabRobots', (): TabRobots => {
      const verdict = verdictView(record, PAGE, findProfile(workerCrawler)!, Date.now());
      return { kind: 'record', pageUrl: PAGE, record: answered.remember(record), verdict, fromCache: true };
    }),
    onMessage('getRecordBodies', ({ data }) => new Promise<RobotsLookup>((answer) => bodyAsks.push({ key: data.key, answer }))),
  ];
  stopWorker = () => {
    for (const stop of stops) stop();
  };
  await saveSettings({ profileId: 'googlebot' });
});

afterEach(() => stopWorker());

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
const answerBodies = (at: number) => bodyAsks[at]!.answer({ kind: 'record', pageUrl: PAGE, record, fromCache: true });

it('paints the worker’s verdict, and asks for the bodies only once the details may show', async () => {
  await loadPage();
  expect(page.value).toMatchObject({ kind: 'record', pageUrl: PAGE, verdict: { profileId: 'googlebot', state: 'disallowed' } });
  expect(verdictFacts.value).toMatchObject({ state: 'disallowed', verdict: { decidingLine: 2 } });
  await settled();
  expect(bodyAsks).toHaveLength(0);

  showDetails();
  await settled();
  expect(bodyAsks.map((a) => a.key)).toEqual([page.value.kind === 'record' ? page.value.record.key : null]);
  answerBodies(0);
  await settled();
  expect(bodies.value).toEqual({ kind: 'loaded', record });
  expect(evaluation.value).toMatchObject({ kind: 'ok', result: { state: 'disallowed' } });
});

it('asks for the bodies at once when the worker decided for another crawler than the popup’s', async () => {
  workerCrawler = 'bingbot';
  await loadPage();
  expect(verdictFacts.value).toBeNull();
  await settled();
  expect(bodyAsks).toHaveLength(1);
  answerBodies(0);
  await settled();
  expect(verdictFacts.value).toMatchObject({ state: 'disallowed' });
});

it('a load started again (Retry) drops the bodies an older load asked for', async () => {
  await loadPage();
  showDetails();
  await settled();
  await loadPage();
  expect(bodies.value).toEqual({ kind: 'waiting' });
  answerBodies(0);
  await settled();
  expect(bodies.value).toEqual({ kind: 'waiting' });
  writable.detailsShown.value = false;
});
