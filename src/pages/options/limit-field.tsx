/**
 * One number a person may change under the history card's limits (versions
 * per site, total size, pages per site, pages in all): its label, its range,
 * and the text typed so far (kept as typed, checked when saved).
 */
import type { ComponentChildren } from 'preact';

interface LimitFieldProps {
  label: ComponentChildren;
  min: number;
  max: number;
  /** 1 for counts; 'any' where the range's ends are not whole steps. */
  step: number | 'any';
  value: string;
  testId: string;
  onType: (value: string) => void;
}

export function LimitField({ label, min, max, step, value, testId, onType }: LimitFieldProps) {
  return (
    <label>
      {label}
      <input
        type="number"
        min={min}
        max={max}
        step={step}
        value={value}
        data-testid={testId}
        onInput={(e) => onType(e.currentTarget.value)}
      />
    </label>
  );
}
