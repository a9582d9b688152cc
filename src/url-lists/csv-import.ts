/**
 * A column of a CSV file as URLs to test. First a look at the file's start
 * (previewCsv): its delimiter (comma, semicolon, tab… as papaparse detects
 * it), whether its first row is a header, its columns and the one whose
 * values look most like URLs. Then, once the person has picked a column,
 * the whole file read in chunks (readCsvColumn), keeping only that column's
 * values: quoting, embedded line breaks and a BOM are papaparse's and the
 * decoder's job, every value goes through the same collector as a typed
 * list, and a note names the row (the record's number in the file, header
 * included, which is what a spreadsheet shows).
 */
import Papa from 'papaparse';
import { DecodedFileStream } from './decoded-file-stream.ts';
import { MAX_TEST_URLS, UrlCollector, type UrlReading } from './url-collector.ts';
import { readUrlInput } from './url-input.ts';
import { noteInput } from './url-notes.ts';

/** How much of the file the preview reads, and how many rows it looks at. */
const PREVIEW_BYTES = 64 * 1024;
const PREVIEW_ROWS = 50;

export interface CsvColumn {
  /** 0-based. */
  index: number;
  /** The header's text, when the first row is a header. */
  name: string | null;
  /** The first value under the header (to recognise a column without one). */
  sample: string;
  /** Values that read as URLs in the preview: full URLs count 2, paths 1. */
  urlScore: number;
}

export interface CsvPreview {
  delimiter: string;
  header: boolean;
  columns: CsvColumn[];
  /** The column preselected: the one whose values look most like URLs. */
  best: number;
}

export interface CsvChoice {
  column: number;
  header: boolean;
  delimiter: string;
}

/** Reads the start of the file: delimiter, header, columns. */
export async function previewCsv(file: Blob, origin: string): Promise<CsvPreview> {
  const head = new TextDecoder('utf-8').decode(await file.slice(0, PREVIEW_BYTES).arrayBuffer());
  const parsed = Papa.parse<string[]>(head, { preview: PREVIEW_ROWS + 1, skipEmptyLines: 'greedy' });
  let rows = parsed.data;
  // The last row of a cut preview may be cut too.
  if (file.size > PREVIEW_BYTES && rows.length > 1) rows = rows.slice(0, -1);
  return previewOfRows(rows, parsed.meta.delimiter || ',', origin);
}

/** The preview of already parsed rows: which row is a header, which column holds URLs. */
export function previewOfRows(rows: readonly string[][], delimiter: string, origin: string): CsvPreview {
  const score = (value: string | undefined): number => {
    if (value === undefined) return 0;
    const reading = readUrlInput(value, origin);
    if (reading.kind !== 'url') return 0;
    return /^\s*https?:/i.test(value) ? 2 : 1;
  };
  const first = rows[0] ?? [];
  const rest = rows.slice(1);
  // A header names its columns: no URL in it, and URLs below it (or nothing below to tell).
  const header =
    first.length > 0 &&
    first.every((cell) => score(cell) === 0) &&
    (rest.length === 0 || rest.some((row) => row.some((cell) => score(cell) > 0)));
  const body = header ? rest : rows;
  const width = Math.max(0, ...rows.map((row) => row.length));
  const columns: CsvColumn[] = [];
  for (let index = 0; index < width; index++) {
    columns.push({
      index,
      name: header ? (first[index] ?? '') : null,
      sample: body.find((row) => (row[index] ?? '').trim() !== '')?.[index] ?? '',
      urlScore: body.reduce((sum, row) => sum + score(row[index]), 0),
    });
  }
  const best = columns.reduce((b, c) => (c.urlScore > (columns[b]?.urlScore ?? 0) ? c.index : b), 0);
  return { delimiter, header, columns, best };
}

export interface CsvReadOptions {
  signal: AbortSignal;
  /** Bytes of the file read so far. */
  onBytes?: (bytes: number) => void;
  limit?: number;
}

/** Reads the chosen column of the whole file; the person's Stop ends it with what was read. */
export function readCsvColumn(file: Blob, choice: CsvChoice, origin: string, options: CsvReadOptions): Promise<UrlReading> {
  const collector = new UrlCollector(origin, options.limit ?? MAX_TEST_URLS);
  const stream = new DecodedFileStream(file, options.onBytes);
  let row = 0;
  return new Promise((resolve) => {
    const finish = () => {
      stream.cancel();
      resolve(collector.finish());
    };
    if (options.signal.aborted) return finish();
    options.signal.addEventListener('abort', finish, { once: true });
    Papa.parse<string[]>(stream as unknown as NodeJS.ReadableStream, {
      delimiter: choice.delimiter,
      chunk: (results, parser) => {
        if (options.signal.aborted) return parser.abort();
        const start = row;
        for (const error of results.errors) {
          if (error.type !== 'Quotes' || error.row === undefined) continue;
          const place = { kind: 'row', row: start + error.row + 1 } as const;
          collector.notes.push(noteInput('csv-quotes', place, results.data[error.row]?.[choice.column] ?? ''));
        }
        for (const record of results.data) {
          row++;
          if (row === 1 && choice.header) continue;
          collector.add(record[choice.column] ?? '', { kind: 'row', row }, 'list');
        }
      },
      complete: finish,
      error: finish,
    });
  });
}
