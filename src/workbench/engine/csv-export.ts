/**
 * Rows as CSV (RFC 4180: comma-separated, CRLF line ends, a field quoted when
 * it holds a comma, a quote, CR or LF, quotes doubled), with a header row
 * naming the columns as the issue does, the same in every language (a
 * script reads any user's file); the JSON export uses ExportRow's fields.
 *
 * Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (and, in some,
 * a tab or CR) as a formula: a URL or a custom crawler's name is text the
 * person does not fully control, so such a cell gets a leading apostrophe
 * (OWASP's rule), which spreadsheets show as text and do not run. Numbers and
 * verdict codes are written as they are.
 */
import type { ExportRow } from '../evaluation-facts.ts';

export const CSV_HEADER = ['url', 'crawler', 'live verdict', 'live line', 'draft verdict', 'draft line'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One text cell, guarded and quoted. */
export function csvText(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvLine(row: ExportRow): string {
  return `${csvText(row.url)},${csvText(row.crawler)},${row.liveVerdict},${row.liveLine},${row.draftVerdict},${row.draftLine}\r\n`;
}

/** The CSV in pieces of about `pieceChars` characters: the header, then the rows. */
export function* csvPieces(rows: Iterable<ExportRow>, pieceChars = 1 << 16): Generator<string> {
  let piece = `${CSV_HEADER.join(',')}\r\n`;
  for (const row of rows) {
    piece += csvLine(row);
    if (piece.length >= pieceChars) {
      yield piece;
      piece = '';
    }
  }
  if (piece !== '') yield piece;
}
