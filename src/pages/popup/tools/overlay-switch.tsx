/**
 * The switch that shows the overlay on the page: off by default, per tab. A
 * native checkbox with role="switch", so keyboards and screen readers know it.
 * On a page that cannot carry the overlay it says so instead.
 */
import './popup-tools.css';
import type { OverlayState } from '../../../shared/overlay-view.ts';
import { useText } from '../../../ui/use-text.ts';

interface OverlaySwitchProps {
  /** null while the worker has not answered. */
  state: OverlayState | null;
  busy: boolean;
  failed: boolean;
  crawler: string;
  onSwitch: (on: boolean) => void;
}

export function OverlaySwitch({ state, busy, failed, crawler, onSwitch }: OverlaySwitchProps) {
  const text = useText();
  if (state === null) return null;
  if (state.kind === 'not-available') {
    return (
      <p class="overlay-switch-note" data-testid="overlay-switch" data-state="not-available">
        {text.t('overlay.switch.not-available')}
      </p>
    );
  }
  const on = state.kind === 'on';
  return (
    <div class="overlay-switch" data-testid="overlay-switch" data-state={state.kind}>
      <label class="overlay-switch-row">
        <input
          type="checkbox"
          role="switch"
          aria-checked={on}
          class="overlay-switch-input"
          checked={on}
          disabled={busy}
          aria-describedby="overlay-switch-hint"
          onChange={(e) => onSwitch(e.currentTarget.checked)}
        />
        <span class="overlay-switch-label">{text.t('overlay.switch.label')}</span>
      </label>
      <p id="overlay-switch-hint" class="overlay-switch-hint">
        {failed ? text.t('overlay.switch.failed') : text.t('overlay.switch.hint', { crawler })}
      </p>
    </div>
  );
}
