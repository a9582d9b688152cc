/**
 * How long ago, or how soon, in the words of the text's locale
 * (Intl.RelativeTimeFormat): one threshold table, so the note under the
 * verdict, the badge's tooltip, the refresh bar and the fetch facts always
 * name the same age.
 */

/** A span rounded the way every surface shows it: a count of one unit, or 0 for "now". */
export interface Span {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day';
}

/**
 * The one threshold table: below `below` ms a span is counted in `unit`
 * (rounded). Under 10 s is "now": a clock a few seconds off should not show.
 */
const STEPS: readonly { below: number; unit: Span['unit']; ms: number }[] = [
  { below: 10_000, unit: 'second', ms: Number.POSITIVE_INFINITY },
  { below: 60_000, unit: 'second', ms: 1_000 },
  { below: 90 * 60_000, unit: 'minute', ms: 60_000 },
  { below: 48 * 3_600_000, unit: 'hour', ms: 3_600_000 },
  { below: Number.POSITIVE_INFINITY, unit: 'day', ms: 86_400_000 },
];

/** `ms` (negative counts as 0) as the span the surfaces name. */
export function spanOf(ms: number): Span {
  const t = Math.max(0, ms);
  const step = STEPS.find((s) => t < s.below) ?? STEPS[STEPS.length - 1]!;
  return { value: Math.round(t / step.ms), unit: step.unit };
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relative(locale: string): Intl.RelativeTimeFormat {
  let f = formats.get(locale);
  if (!f) {
    // numeric 'auto' says "now" for 0; every other span is counted ("3 minutes ago").
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    formats.set(locale, f);
  }
  return f;
}

/** "now", "42 seconds ago", "3 minutes ago", "5 hours ago", "2 days ago" (English). */
export function formatAge(ms: number, locale: string): string {
  const { value, unit } = spanOf(ms);
  return relative(locale).format(value === 0 ? 0 : -value, unit);
}

/** "in 5 minutes"; "now" when already due (English). */
export function formatUntil(ms: number, locale: string): string {
  const { value, unit } = spanOf(ms);
  return relative(locale).format(value, unit);
}
