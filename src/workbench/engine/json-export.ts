/** Rows as a JSON array of ExportRow objects, one per line, in pieces. */
import type { ExportRow } from '../evaluation-facts.ts';

export function* jsonPieces(rows: Iterable<ExportRow>, pieceChars = 1 << 16): Generator<string> {
  let piece = '[';
  let first = true;
  for (const row of rows) {
    piece += (first ? '\n' : ',\n') + JSON.stringify(row);
    first = false;
    if (piece.length >= pieceChars) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}${first ? '' : '\n'}]\n`;
}
