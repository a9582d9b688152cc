/**
 * The popup's side of the on-page overlay (part of the popup's actions layer,
 * with ../actions.ts): whether it is on in this tab (the worker holds it, per
 * tab) and the switch's one action.
 */
import { latestAnswer } from '../../../shared/latest-answer.ts';
import { getOverlay, setOverlay } from '../extension-api.ts';
import { writable } from '../store.ts';

const { state, busy, failed } = writable.overlay;

/** Reading the state and switching it both answer the state: the latest question's answer is the one shown. */
const overlayAnswer = latestAnswer();

export async function loadOverlayState(): Promise<void> {
  const ask = overlayAnswer.ask();
  try {
    const answer = await getOverlay();
    if (ask.current) state.value = answer;
  } catch {
    if (ask.current) state.value = { kind: 'not-available' };
  }
}

export async function switchOverlay(on: boolean): Promise<void> {
  const ask = overlayAnswer.ask();
  busy.value = true;
  failed.value = false;
  try {
    const answer = await setOverlay(on);
    if (ask.current) state.value = answer;
  } catch {
    if (ask.current) failed.value = true;
  } finally {
    busy.value = false;
  }
}
