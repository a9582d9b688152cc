/** Columns of verdicts: made, filled with one verdict, copied for sending. */
import type { ReadingColumn, VerdictCode } from './evaluation-facts.ts';
import type { VerdictState } from '../../../robots/verdict-for-record.ts';

export const STATE_CODE: Record<VerdictState, VerdictCode> = { allowed: 0, disallowed: 1, unreachable: 2 };

export function emptyColumn(size: number): ReadingColumn {
  return { states: new Uint8Array(size), lines: new Uint32Array(size) };
}

/** Every URL read the same way (an HTTP outcome decides, or no group applies). */
export function uniformColumn(size: number, state: VerdictCode): ReadingColumn {
  const column = emptyColumn(size);
  column.states.fill(state);
  return column;
}

/** A copy the engine can hand over (and transfer) while it keeps its own. */
export function copyColumn(column: ReadingColumn): ReadingColumn {
  return { states: column.states.slice(), lines: column.lines.slice() };
}
