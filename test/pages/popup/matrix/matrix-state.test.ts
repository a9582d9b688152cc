/**
 * The popup's crawler matrix is computed in idle slices after the verdict
 *: nothing happens synchronously, the cells arrive together, and
 * a cancelled computation (a new page) publishes nothing.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { recordAfterFetch } from '../../../../src/robots/record-update.ts';
import { PRESET_PROFILES } from '../../../../src/core/index.ts';
import { computeMatrix } from '../../../../src/pages/popup/actions/matrix.ts';
import { matrixCells } from '../../../../src/pages/popup/store.ts';
import { snapshot } from '../../../worker/support/snapshots.ts';

vi.mock('webextension-polyfill', () => ({ default: {} }));

const ORIGIN = 'https://example.test';
const record = recordAfterFetch(
  null,
  ORIGIN,
  snapshot({ fetchedAt: 1, body: 'User-agent: *\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /\n' }),
);

afterEach(() => vi.useRealTimers());

it('computes nothing at once, then publishes every crawler’s cell together', async () => {
  vi.useFakeTimers();
  computeMatrix(record, `${ORIGIN}/x/page`, PRESET_PROFILES);
  expect(matrixCells.value).toBeNull();
  await vi.runAllTimersAsync();
  const cells = matrixCells.value!;
  expect(cells.size).toBe(PRESET_PROFILES.length);
  expect(cells.get('googlebot')).toMatchObject({ state: 'disallowed', line: 2 });
  expect(cells.get('gptbot')).toMatchObject({ state: 'disallowed', line: 5 });
});

it('publishes nothing once cancelled', async () => {
  vi.useFakeTimers();
  const cancel = computeMatrix(record, `${ORIGIN}/y`, PRESET_PROFILES);
  cancel();
  await vi.runAllTimersAsync();
  expect(matrixCells.value).toBeNull();
});
