/**
 * The popup's side of the on-page overlay (part of the popup's actions layer,
 * with ../actions.ts): whether it is on in this tab (the worker holds it, per
 * tab) and the switch's one action.
 */
import { getOverlay, setOverlay } from '../extension-api.ts';
import { writable } from '../store.ts';

const { state, busy, failed } = writable.overlay;

export async function loadOverlayState(): Promise<void> {
  try {
    state.value = await getOverlay();
  } catch {
    state.value = { kind: 'not-available' };
  }
}

export async function switchOverlay(on: boolean): Promise<void> {
  busy.value = true;
  failed.value = false;
  try {
    state.value = await setOverlay(on);
  } catch {
    failed.value = true;
  } finally {
    busy.value = false;
  }
}
