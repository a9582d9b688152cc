/**
 * ExportRow as CSV (RFC 4180), JSON and TSV (what "Copy selected rows"
 * puts on the clipboard, for a spreadsheet). The header names the fields as
 * they are in the data, the same in every language, so a script can read any
 * user's file. CSV and JSON come as chunks for a Blob.
 */
import { formulaSafe } from '../../../shared/spreadsheet-cell.ts';
import type { ExportRow } from '../engine/evaluation-facts.ts';

export const EXPORT_HEADER = [
  'url',
  'crawler',
  'live verdict',
  'live line',
  'draft verdict',
  'draft line',
  'live use',
  'draft use',
  'changed',
  'other site',
] as const;

/** Rows per chunk: a chunk is one string of a few hundred kilobytes. */
const CHUNK = 2000;

const fields = (r: ExportRow): (string | number)[] => [
  r.url,
  r.crawler,
  r.liveVerdict,
  r.liveLine,
  r.draftVerdict,
  r.draftLine,
  r.liveUse,
  r.draftUse,
  String(r.changed),
  String(r.otherSite),
];

/**
 * One CSV field. Text that a spreadsheet would run as a formula (a custom
 * crawler's name or a URL from a hostile sitemap) is guarded by formulaSafe();
 * numbers are left alone.
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const guarded = formulaSafe(value);
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function* csvChunks(rows: Iterable<ExportRow>): Generator<string> {
  let chunk = `${EXPORT_HEADER.join(',')}\r\n`;
  let n = 0;
  for (const r of rows) {
    chunk += `${fields(r).map(csvField).join(',')}\r\n`;
    if (++n % CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk !== '') yield chunk;
}

/** A JSON array of ExportRow, one object a line. */
export function* jsonChunks(rows: Iterable<ExportRow>): Generator<string> {
  let chunk = '[';
  let n = 0;
  for (const r of rows) {
    chunk += `${n === 0 ? '\n' : ',\n'}${JSON.stringify(r)}`;
    if (++n % CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}${n === 0 ? '' : '\n'}]\n`;
}

/**
 * Tab-separated with the header, for the clipboard; a tab or line break inside a field becomes a space.
 * Pasted into a spreadsheet, a cell is read as a formula just as a CSV field is: the same guard.
 */
export function tsv(rows: Iterable<ExportRow>): string {
  const clean = (v: string | number) => (typeof v === 'number' ? String(v) : formulaSafe(v.replace(/[\t\r\n]/g, ' ')));
  const lines = [EXPORT_HEADER.join('\t')];
  for (const r of rows) lines.push(fields(r).map(clean).join('\t'));
  return `${lines.join('\n')}\n`;
}
