/**
 * The overlay switch shows the worker's answer to the latest question: a
 * switch pressed while the popup's first reading of the state is on its way
 * is not undone when that older reading comes back last.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { loadOverlayState, switchOverlay } from '../../../../src/pages/popup/actions/overlay.ts';
import { overlayBusy, overlayState } from '../../../../src/pages/popup/store.ts';
import type { OverlayState } from '../../../../src/shared/overlay-view.ts';
import { onMessage } from '../../../../src/shared/protocol.ts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));

// @webext-core/messaging talks through the `chrome` global; the popup reads its tab from its own address (none here).
beforeAll(() => {
  Object.assign(globalThis, { chrome: fakeBrowser, location: { search: '' } });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'chrome');
  Reflect.deleteProperty(globalThis, 'location');
});

/** The worker's answers, each given only when the test says so. */
let reading: ((state: OverlayState) => void) | null;
let switching: ((state: OverlayState) => void) | null;
let stops: (() => void)[];

beforeEach(() => {
  fakeBrowser.reset();
  reading = null;
  switching = null;
  stops = [
    onMessage('getOverlay', () => new Promise<OverlayState>((resolve) => (reading = resolve))),
    onMessage('setOverlay', () => new Promise<OverlayState>((resolve) => (switching = resolve))),
  ];
});

afterEach(() => {
  for (const stop of stops) stop();
});

const asked = () => new Promise((resolve) => setTimeout(resolve, 10));

it('a switch answered before the first reading stays on screen', async () => {
  const read = loadOverlayState();
  const switched = switchOverlay(true);
  await asked();
  switching!({ kind: 'on' });
  await switched;
  expect(overlayState.value).toEqual({ kind: 'on' });
  expect(overlayBusy.value).toBe(false);
  reading!({ kind: 'off' });
  await read;
  expect(overlayState.value).toEqual({ kind: 'on' });
});

it('a reading asked after a switch is the one shown', async () => {
  const switched = switchOverlay(true);
  const read = loadOverlayState();
  await asked();
  reading!({ kind: 'off' });
  await read;
  switching!({ kind: 'on' });
  await switched;
  expect(overlayState.value).toEqual({ kind: 'off' });
});
