/** One on/off setting as a card: heading, checkbox with its label, the hint that explains it, and its save status. */
import type { SaveArea } from './store.ts';
import { SaveStatus } from './save-status.tsx';

export interface SettingSwitchProps {
  /** The checkbox's id and test id; the heading and hint ids derive from it. */
  id: string;
  area: SaveArea;
  checked: boolean;
  heading: string;
  label: string;
  hint: string;
  onChange: (on: boolean) => void;
}

export function SettingSwitch({ id, area, checked, heading, label, hint, onChange }: SettingSwitchProps) {
  return (
    <section class="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <div class="field field-check">
        <input
          id={id}
          type="checkbox"
          data-testid={id}
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label for={id}>{label}</label>
      </div>
      <p id={`${id}-hint`} class="hint">
        {hint}
      </p>
      <SaveStatus area={area} />
    </section>
  );
}
