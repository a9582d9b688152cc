/**
 * The path box asks the worker for another site's robots.txt; when the person
 * asks for a second site before the first answered, the answers may come back
 * in either order, and the site last asked for is the one the verdict reads.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useFakeChromeGlobal } from '../../../support/fake-chrome-global.ts';
import { checkOtherOrigin, typePath } from '../../../../src/pages/popup/actions.ts';
import { checkedUrl, otherOrigin, otherRecord, writable } from '../../../../src/pages/popup/store.ts';
import type { RobotsRecord } from '../../../../src/robots/robots-record.ts';
import { onMessage, type RobotsView } from '../../../../src/shared/protocol.ts';
import { freshRecord } from '../../../worker/support/snapshots.ts';
import { showRecordFacts } from '../support/record-page.ts';
import { recordView } from '../../../../src/robots/record-view.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

// @webext-core/messaging talks through the `chrome` global.
useFakeChromeGlobal();

const PAGE = 'https://example.com/blog/post.html';
const FIRST = 'https://first.example';
const SECOND = 'https://second.example';

function record(origin: string): RobotsRecord {
  return freshRecord(origin, 'User-agent: *\nDisallow: /private/\n');
}

/** The worker's getRobotsView, answering each origin only when the test says so. */
const pending = new Map<string, (view: RobotsView) => void>();
let stopWorker: () => void;

function answer(origin: string): void {
  pending.get(origin)?.({ kind: 'record', pageUrl: `${origin}/`, record: recordView(record(origin)), verdict: null, fromCache: false });
}

beforeEach(() => {
  fakeBrowser.reset();
  pending.clear();
  stopWorker = onMessage(
    'getRobotsView',
    ({ data }) => new Promise<RobotsView>((resolve) => pending.set(new URL(data.url).origin, resolve)),
  );
  writable.pathInput.value = null;
  writable.otherOrigin.value = null;
  showRecordFacts(PAGE, record('https://example.com'));
});

afterEach(() => stopWorker());

const asked = () => new Promise((resolve) => setTimeout(resolve, 10));

it('the second site asked for keeps its answer when the first site answers last', async () => {
  typePath(`${FIRST}/private/a`);
  const first = checkOtherOrigin();
  typePath(`${SECOND}/private/b`);
  const second = checkOtherOrigin();
  await asked();
  expect([...pending.keys()]).toEqual([FIRST, SECOND]);
  answer(SECOND);
  await second;
  answer(FIRST);
  await first;
  expect(otherOrigin.value).toMatchObject({ origin: SECOND, kind: 'record' });
  expect(otherRecord.value?.origin).toBe(SECOND);
  expect(checkedUrl.value).toBe(`${SECOND}/private/b`);
});

it('the first site’s answer does not replace the second site’s loading, and the second is read when it answers', async () => {
  typePath(`${FIRST}/private/a`);
  const first = checkOtherOrigin();
  typePath(`${SECOND}/private/b`);
  const second = checkOtherOrigin();
  await asked();
  answer(FIRST);
  await first;
  expect(otherOrigin.value).toMatchObject({ origin: SECOND, kind: 'loading' });
  answer(SECOND);
  await second;
  expect(checkedUrl.value).toBe(`${SECOND}/private/b`);
});
