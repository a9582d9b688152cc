/**
 * The typed, pasted or dropped list: one URL or path per line. Every line
 * gets a URL or a note naming its number; the text itself is never changed
 * (it is what the person wrote).
 */
import { MAX_TEST_URLS, UrlCollector, type UrlReading } from './url-collector.ts';
import type { InputReading } from './url-input.ts';

const LINE_BREAK = /\r\n|\r|\n/;

export function readUrlList(text: string, origin: string, limit = MAX_TEST_URLS): UrlReading {
  const collector = new UrlCollector(origin, limit);
  const lines = text.split(LINE_BREAK);
  // The line after a final line break is not a line the person wrote.
  const count = lines.length > 1 && lines[lines.length - 1] === '' ? lines.length - 1 : lines.length;
  if (text === '') return collector.finish();
  for (let i = 0; i < count; i++) collector.add(lines[i]!, { kind: 'line', line: i + 1 }, 'list');
  return collector.finish();
}

/**
 * Reads the list again and again as the person edits it, giving exactly what
 * readUrlList gives. Resolving a line as a URL is most of a reading's cost and
 * depends only on the line's text and the origin, so each line's reading is
 * kept and an edit resolves only the lines it made; numbering, duplicates,
 * the cap and the notes are worked out afresh each time (a quick pass).
 * Only the readings of the last text's lines are kept, so memory follows the list.
 */
export class UrlListReader {
  private origin: string | null = null;
  private known = new Map<string, InputReading>();

  constructor(private readonly limit = MAX_TEST_URLS) {}

  /** How many of `text`'s lines have no kept reading (what reading it would cost). */
  unread(text: string, origin: string): number {
    if (origin !== this.origin) return lineCount(text);
    let count = 0;
    for (const line of linesOf(text)) if (!this.known.has(line)) count++;
    return count;
  }

  read(text: string, origin: string): UrlReading {
    const collector = new UrlCollector(origin, this.limit);
    const before = origin === this.origin ? this.known : new Map<string, InputReading>();
    const known = new Map<string, InputReading>();
    this.origin = origin;
    this.known = known;
    if (text === '') return collector.finish();
    const lines = linesOf(text);
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      let reading = known.get(line) ?? before.get(line);
      if (reading === undefined) reading = collector.read(line);
      known.set(line, reading);
      collector.addReading(reading, line, { kind: 'line', line: i + 1 }, 'list');
    }
    return collector.finish();
  }
}

/** The lines the person wrote (the line after a final line break is not one). */
function linesOf(text: string): string[] {
  const lines = text.split(LINE_BREAK);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function lineCount(text: string): number {
  return text === '' ? 0 : linesOf(text).length;
}
