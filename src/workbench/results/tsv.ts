/**
 * Rows as tab-separated text with a header, what "Copy selected rows" puts on
 * the clipboard for a spreadsheet: the same field names as the CSV and JSON
 * exports (the data's names, in every language). A tab or a line break inside
 * a field becomes a space.
 */
import { CSV_HEADER } from '../engine/csv-export.ts';
import type { ExportRow } from '../evaluation-facts.ts';

export function tsv(rows: Iterable<ExportRow>): string {
  const clean = (v: string | number) => String(v).replace(/[\t\r\n]/g, ' ');
  const lines = [CSV_HEADER.join('\t')];
  for (const r of rows) lines.push([r.url, r.crawler, r.liveVerdict, r.liveLine, r.draftVerdict, r.draftLine].map(clean).join('\t'));
  return `${lines.join('\n')}\n`;
}
