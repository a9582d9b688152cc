/**
 * The popup's crawler matrix is the worker's (its real handlers here): the
 * cells arrive together, and a matrix asked for before a newer one (a new
 * page, new profiles) is never written over it.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useFakeChromeGlobal } from '../../../support/fake-chrome-global.ts';
import { recordAfterFetch } from '../../../../src/robots/record-update.ts';
import { PRESET_PROFILES } from '../../../../src/core/index.ts';
import { computeMatrix } from '../../../../src/pages/popup/actions/matrix.ts';
import { matrixCells } from '../../../../src/pages/popup/store.ts';
import { recordKey } from '../../../../src/robots/record-view.ts';
import { snapshot } from '../../../worker/support/snapshots.ts';
import { type PopupWorker, startPopupWorker } from '../support/record-page.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

useFakeChromeGlobal();

const ORIGIN = 'https://example.test';
const record = recordAfterFetch(
  null,
  ORIGIN,
  snapshot({ fetchedAt: 1, body: 'User-agent: *\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /\n' }),
);

let worker: PopupWorker;
beforeEach(() => {
  fakeBrowser.reset();
  worker = startPopupWorker([record]);
});
afterEach(() => worker.stop());

it('computes nothing in the popup: the worker’s cells are published together', async () => {
  const asked = computeMatrix(recordKey(record), `${ORIGIN}/x/page`, PRESET_PROFILES);
  expect(matrixCells.value).toBeNull();
  await asked;
  const cells = matrixCells.value!;
  expect(cells.size).toBe(PRESET_PROFILES.length);
  expect(cells.get('googlebot')).toMatchObject({ state: 'disallowed', line: 2 });
  expect(cells.get('gptbot')).toMatchObject({ state: 'disallowed', line: 5 });
});

it('publishes only the matrix asked for last', async () => {
  const first = computeMatrix(recordKey(record), `${ORIGIN}/x/page`, PRESET_PROFILES);
  const second = computeMatrix(recordKey(record), `${ORIGIN}/y`, PRESET_PROFILES.slice(0, 2));
  await Promise.all([first, second]);
  expect(matrixCells.value?.size).toBe(2);
  expect(matrixCells.value?.get('googlebot')).toMatchObject({ state: 'allowed', line: 0 });
});
