/**
 * The popup's "every crawler" matrix (part of the popup's actions layer, with
 * ../actions.ts), asked of the worker after the verdict is on screen: it
 * decides every crawler on the model it parsed once (src/robots/record-details.ts,
 * pausing between crawlers so other tabs are served meanwhile). The cells are
 * published once, all together.
 */
import type { CrawlerProfile } from '../../../core/index.ts';
import type { MatrixCell } from '../../../robots/crawler-matrix.ts';
import { latestAnswer } from '../../../shared/latest-answer.ts';
import { crawlerMatrixOf } from '../extension-api.ts';
import { writable } from '../store.ts';

const MATRIX_MARK = 'robots-lens:matrix';

const { cells: matrixCells } = writable.matrix;

/** The matrix asked for last is the one written (a new page or new profiles start over). */
const matrixLoad = latestAnswer();

/** Asks the worker for the matrix of the record `key` names, for what the popup shows now. */
export async function computeMatrix(key: string, pageUrl: string, profiles: readonly CrawlerProfile[]): Promise<void> {
  const ask = matrixLoad.ask();
  matrixCells.value = null;
  try {
    const cells = await crawlerMatrixOf({ key, url: pageUrl, profiles: [...profiles] });
    // A record the verdict could not read: the verdict says so; the matrix stays away.
    if (!ask.current || cells === null) return;
    matrixCells.value = new Map<string, MatrixCell>(cells.map((cell) => [cell.profileId, cell]));
    if (performance.getEntriesByName(MATRIX_MARK).length === 0) performance.mark(MATRIX_MARK);
  } catch {
    // The worker did not answer: the matrix stays away; the verdict above is unaffected.
  }
}
