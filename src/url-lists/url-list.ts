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

  /**
   * How many of `text`'s lines have no kept reading (what reading it would
   * cost), counted up to `atMost` + 1 only: whether a paste of 100,000 new
   * lines is more than a few thousand is known after the first few thousand.
   */
  unread(text: string, origin: string, atMost = Number.POSITIVE_INFINITY): number {
    const known = origin === this.origin ? this.known : null;
    let count = 0;
    for (const line of linesIn(text)) {
      if (known?.has(line) !== true) count++;
      if (count > atMost) break;
    }
    return count;
  }

  read(text: string, origin: string): UrlReading {
    const reading = this.reading(text, origin);
    let step = reading.next();
    while (!step.done) step = reading.next();
    return step.value;
  }

  /**
   * Reads as `read` does, in slices of about `sliceMs` of work with the page
   * free between them, so 100,000 new lines never hold it for long. Gives
   * null, and keeps nothing, when `current()` turns false between slices (a
   * newer text is being read).
   */
  async readInSlices(text: string, origin: string, current: () => boolean, sliceMs = SLICE_MS): Promise<UrlReading | null> {
    const reading = this.reading(text, origin);
    let sliceEnd = performance.now() + sliceMs;
    let step = reading.next();
    while (!step.done) {
      if (performance.now() >= sliceEnd) {
        await nextTask();
        if (!current()) return null;
        sliceEnd = performance.now() + sliceMs;
      }
      step = reading.next();
    }
    return step.value;
  }

  /**
   * The reading, one line per step (a step yields nothing); it returns the
   * reading, and only then keeps the lines' readings for the next text.
   */
  private *reading(text: string, origin: string): Generator<undefined, UrlReading> {
    const collector = new UrlCollector(origin, this.limit);
    const before = origin === this.origin ? this.known : new Map<string, InputReading>();
    const known = new Map<string, InputReading>();
    let i = 0;
    for (const line of linesIn(text)) {
      let reading = known.get(line) ?? before.get(line);
      if (reading === undefined) reading = collector.read(line);
      known.set(line, reading);
      collector.addReading(reading, line, { kind: 'line', line: i + 1 }, 'list');
      if ((i & SLICE_CHECK_LINES) === SLICE_CHECK_LINES) yield;
      i++;
    }
    this.origin = origin;
    this.known = known;
    return collector.finish();
  }
}

/** A slice of a long reading: work for about this long, then let the page paint and take input. */
const SLICE_MS = 30;
/** Lines between looks at the clock (a power of two, less one: a mask). */
const SLICE_CHECK_LINES = 255;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The lines the person wrote, one at a time (the line after a final line
 * break is not one; an empty text has none): a list of 100,000 lines is not
 * split whole before the first is read.
 */
function* linesIn(text: string): Generator<string> {
  if (text === '') return;
  // Most lists have no \r: looking for one character is much faster than for the pattern.
  if (!text.includes('\r')) {
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      yield text.slice(start, end);
      start = end + 1;
    }
    if (start < text.length) yield text.slice(start);
    return;
  }
  const lines = text.split(LINE_BREAK);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  yield* lines;
}
