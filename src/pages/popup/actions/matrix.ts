/**
 * The popup's "every crawler" matrix (part of the popup's actions layer, with
 * ../actions.ts), computed after the verdict is on screen and in idle time, a
 * few crawlers per idle period: a crawler whose groups no earlier one used
 * builds its rule set, which on a 13,000-rule group takes tens of
 * milliseconds, and the popup must keep answering clicks and scrolls
 * meanwhile. The cells are published once, all together.
 */
import type { CrawlerProfile } from '../../../core/index.ts';
import { matrixCell, type MatrixCell } from '../../../robots/crawler-matrix.ts';
import type { RobotsRecord } from '../../../robots/robots-record.ts';
import { writable } from '../store.ts';

const MATRIX_MARK = 'robots-lens:matrix';

const { cells: matrixCells } = writable.matrix;

interface IdleDeadlineLike {
  timeRemaining(): number;
}

/** requestIdleCallback where there is one; a timer that grants a short slice elsewhere. */
function whenIdle(run: (deadline: IdleDeadlineLike) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => {
    const end = performance.now() + 8;
    run({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 0);
  return () => clearTimeout(id);
}

/** Computes the matrix for what the popup shows now; returns a canceller (a new page or new profiles start over). */
export function computeMatrix(record: RobotsRecord, pageUrl: string, profiles: readonly CrawlerProfile[]): () => void {
  matrixCells.value = null;
  const now = Date.now();
  const cells = new Map<string, MatrixCell>();
  if (profiles.length === 0) {
    matrixCells.value = cells;
    return () => undefined;
  }
  let next = 0;
  let cancel: () => void = () => undefined;
  const slice = (deadline: IdleDeadlineLike) => {
    try {
      // At least one crawler per slice, then as many as the idle period allows.
      do {
        const profile = profiles[next++]!;
        cells.set(profile.id, matrixCell(record, pageUrl, profile, now));
      } while (next < profiles.length && deadline.timeRemaining() > 1);
    } catch {
      // A record the verdict could not read: the verdict says so; the matrix stays away.
      return;
    }
    if (next < profiles.length) {
      cancel = whenIdle(slice);
      return;
    }
    matrixCells.value = cells;
    if (performance.getEntriesByName(MATRIX_MARK).length === 0) performance.mark(MATRIX_MARK);
  };
  cancel = whenIdle(slice);
  return () => cancel();
}
