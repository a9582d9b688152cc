/**
 * The popup's side of the on-page overlay: whether it is on in this tab (the
 * worker holds it, per tab) and the switch's one action. Kept apart from
 * store.ts: nothing else in the popup depends on it.
 */
import { signal } from '@preact/signals';
import type { OverlayState } from '../../../shared/overlay-view.ts';
import { getOverlay, setOverlay } from '../extension-api.ts';

/** null until the worker answered. */
export const overlayState = signal<OverlayState | null>(null);
/** A switch is under way (injecting into the page can take a moment). */
export const overlayBusy = signal(false);
/** The worker failed to answer the last switch. */
export const overlayFailed = signal(false);

export async function loadOverlayState(): Promise<void> {
  try {
    overlayState.value = await getOverlay();
  } catch {
    overlayState.value = { kind: 'not-available' };
  }
}

export async function switchOverlay(on: boolean): Promise<void> {
  overlayBusy.value = true;
  overlayFailed.value = false;
  try {
    overlayState.value = await setOverlay(on);
  } catch {
    overlayFailed.value = true;
  } finally {
    overlayBusy.value = false;
  }
}
