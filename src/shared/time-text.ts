/**
 * How long ago, or how soon, in the words the popup and the badge's tooltip
 * both use: one set of thresholds, so the note under the verdict and the
 * refresh bar always name the same age.
 */

/** "a few seconds", "42 s", "3 min", "5 h", "2 days". */
export function formatSpan(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 10) return 'a few seconds';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** "just now", "42 s ago", "3 min ago", "5 h ago", "2 days ago". */
export function formatAge(ms: number): string {
  return ms < 10_000 ? 'just now' : `${formatSpan(ms)} ago`;
}

/** "in 5 min"; "now" when already due. */
export function formatUntil(ms: number): string {
  return ms <= 0 ? 'now' : `in ${formatSpan(ms)}`;
}
