/**
 * Which lines of the draft differ from the live file, for the gutter's marks.
 * Linear, whatever the files: the common head and tail are skipped, and in
 * the middle a draft line counts as unchanged when the live middle still has
 * an unused copy of it (so a moved line is not marked twice, and a 500 KiB
 * rewrite costs one pass over each file, not a quadratic diff).
 */

export interface LineDiff {
  /** 1-based draft lines that are new or changed. */
  changed: number[];
  /** 1-based draft line before which live lines were removed (draft length + 1 when at the end), or 0 when none were. */
  removedAt: number;
}

export function lineDiff(draft: readonly string[], live: readonly string[]): LineDiff {
  let head = 0;
  const shorter = Math.min(draft.length, live.length);
  while (head < shorter && draft[head] === live[head]) head++;
  let tail = 0;
  while (tail < shorter - head && draft[draft.length - 1 - tail] === live[live.length - 1 - tail]) tail++;
  const unused = new Map<string, number>();
  for (let i = head; i < live.length - tail; i++) unused.set(live[i]!, (unused.get(live[i]!) ?? 0) + 1);
  const changed: number[] = [];
  for (let i = head; i < draft.length - tail; i++) {
    const left = unused.get(draft[i]!) ?? 0;
    if (left > 0) unused.set(draft[i]!, left - 1);
    else changed.push(i + 1);
  }
  let removed = false;
  for (const left of unused.values()) if (left > 0) removed = true;
  return { changed, removedAt: removed ? head + 1 : 0 };
}
