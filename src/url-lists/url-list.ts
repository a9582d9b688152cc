/**
 * The typed, pasted or dropped list: one URL or path per line. Every line
 * gets a URL or a note naming its number; the text itself is never changed
 * (it is what the person wrote).
 */
import { MAX_TEST_URLS, UrlCollector, type UrlReading } from './url-collector.ts';
import type { TestUrl } from '../pages/workbench/engine/evaluation-facts.ts';
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
 * depends only on the line's text and the origin, and splitting a long text
 * into lines is most of the rest, so the reader keeps the last text's lines
 * and their readings, and an edit is found by comparing the new text with
 * the last one: the lines before and after the change are kept as they are,
 * only the lines between are split out and read (one line typed into a list
 * of 10,000 reads one line). Numbering, duplicates, the cap and the notes are
 * worked out afresh each time (a quick pass over the kept readings). Only the
 * last text's lines are kept, so memory follows the list.
 */
export class UrlListReader {
  private origin: string | null = null;
  /** The last text read, split at its line breaks (\n only: a text with \r is split whole), and each piece's reading. */
  private text = '';
  private pieces: string[] = [];
  private readings: InputReading[] = [];
  /** The TestUrl each piece's reading made at the last reading (reused: no new object per URL per keystroke). */
  private made: (TestUrl | undefined)[] = [];
  /** The last change worked out (unread then read ask for the same text). */
  private change: Change | null = null;

  constructor(private readonly limit = MAX_TEST_URLS) {}

  /**
   * How many of `text`'s lines have no kept reading (what reading it would
   * cost), counted up to `atMost` + 1 only: whether a paste of 100,000 new
   * lines is more than a few thousand is known after the first few thousand.
   */
  unread(text: string, origin: string, atMost = Number.POSITIVE_INFINITY): number {
    const change = this.changeTo(text, origin);
    let count = 0;
    const last = change.added.length - (change.dropsLast ? 1 : 0);
    for (let i = 0; i < last; i++) {
      if (change.reuse.get(change.added[i]!) === undefined) count++;
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
   * What changed from the last text read: the pieces `removed` from `at` on
   * replaced by `added` (the text's own pieces between the kept ones), and
   * the readings of the removed pieces, which the added ones may reuse (a
   * block cut and pasted back, the same list pasted over itself).
   */
  private changeTo(text: string, origin: string): Change {
    const cached = this.change;
    if (cached !== null && cached.text === text && cached.origin === origin) return cached;
    const change = origin === this.origin ? this.diff(text, origin) : wholeChange(text, origin, this.pieces.length);
    this.change = change;
    return change;
  }

  private diff(text: string, origin: string): Change {
    const before = this.text;
    // A text with \r breaks lines three ways: split whole, the kept readings still reused.
    if (text.includes('\r') || before.includes('\r')) {
      const change = wholeChange(text, origin, this.pieces.length);
      for (let i = 0; i < this.pieces.length; i++) change.reuse.set(this.pieces[i]!, this.readings[i]!);
      return change;
    }
    const shorter = Math.min(before.length, text.length);
    let prefix = commonPrefix(before, text, shorter);
    const suffix = commonSuffix(before, text, shorter - prefix);
    // The changed pieces run from the start of the line the change begins in to the end of the line it ends in.
    const start = prefix === 0 ? 0 : before.lastIndexOf('\n', prefix - 1) + 1;
    prefix = start;
    const endBefore = lineEnd(before, before.length - suffix);
    const endText = lineEnd(text, text.length - suffix);
    const removed = countBreaks(before, start, endBefore) + 1;
    // The kept pieces before the change: counted on whichever side of it is shorter.
    const keptAfter = before.length - endBefore <= start ? countBreaks(before, endBefore, before.length) : -1;
    const at = keptAfter === -1 ? countBreaks(before, 0, start) : this.pieces.length - removed - keptAfter;
    const added = text.slice(start, endText).split('\n');
    const reuse = new Map<string, InputReading>();
    for (let i = at; i < at + removed; i++) reuse.set(this.pieces[i]!, this.readings[i]!);
    return { text, origin, at, removed, added, reuse, dropsLast: endText === text.length && added[added.length - 1] === '' };
  }

  /**
   * The reading, one line per step (a step yields nothing); it returns the
   * reading, and only then keeps the pieces and their readings for the next text.
   */
  private *reading(text: string, origin: string): Generator<undefined, UrlReading> {
    const change = this.changeTo(text, origin);
    const collector = new UrlCollector(origin, this.limit);
    const { at, removed, added, reuse } = change;
    const read: InputReading[] = new Array<InputReading>(added.length);
    // A line the change holds more than once is read once (the change's own readings stay as they were: a stale reading keeps nothing).
    const fresh = new Map<string, InputReading>();
    for (let i = 0; i < added.length; i++) {
      const piece = added[i]!;
      let reading = reuse.get(piece) ?? fresh.get(piece);
      if (reading === undefined) {
        reading = collector.read(piece);
        fresh.set(piece, reading);
      }
      read[i] = reading;
      if ((i & SLICE_CHECK_LINES) === SLICE_CHECK_LINES) yield;
    }
    const pieces = spliced(this.pieces, at, removed, added);
    const readings = spliced(this.readings, at, removed, read);
    const made = spliced(this.made, at, removed, new Array<TestUrl | undefined>(added.length));
    // The piece after a final line break is not a line the person wrote; an empty text has none.
    const lines = text === '' ? 0 : pieces[pieces.length - 1] === '' ? pieces.length - 1 : pieces.length;
    for (let i = 0; i < lines; i++) {
      made[i] = collector.addReading(readings[i]!, pieces[i]!, { kind: 'line', line: i + 1 }, 'list', made[i]);
      if ((i & PASS_CHECK_LINES) === PASS_CHECK_LINES) yield;
    }
    this.origin = origin;
    this.text = text;
    this.pieces = pieces;
    this.readings = readings;
    this.made = made;
    this.change = null;
    return collector.finish();
  }
}

/** From the last text read to the next: see UrlListReader's changeTo. */
interface Change {
  text: string;
  origin: string;
  at: number;
  removed: number;
  added: string[];
  reuse: Map<string, InputReading>;
  /** The last added piece is the text's last and empty: the one after a final line break, or an empty text's (not a line). */
  dropsLast: boolean;
}

/** Every piece replaced (another origin, or nothing read yet): no reading kept. */
function wholeChange(text: string, origin: string, removed: number): Change {
  const added = text.includes('\r') ? text.split(LINE_BREAK) : text.split('\n');
  return { text, origin, at: 0, removed, added, reuse: new Map(), dropsLast: added[added.length - 1] === '' };
}

function commonPrefix(a: string, b: string, max: number): number {
  // Long runs compared a block at a time (native string compare), then character by character.
  let i = 0;
  while (i + COMPARE_BLOCK <= max && a.slice(i, i + COMPARE_BLOCK) === b.slice(i, i + COMPARE_BLOCK)) i += COMPARE_BLOCK;
  while (i < max && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

function commonSuffix(a: string, b: string, max: number): number {
  let i = 0;
  while (
    i + COMPARE_BLOCK <= max &&
    a.slice(a.length - i - COMPARE_BLOCK, a.length - i) === b.slice(b.length - i - COMPARE_BLOCK, b.length - i)
  ) {
    i += COMPARE_BLOCK;
  }
  while (i < max && a.charCodeAt(a.length - 1 - i) === b.charCodeAt(b.length - 1 - i)) i++;
  return i;
}

/** Where the line holding `from` ends (its line break, or the text's end). */
function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
}

function countBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** A copy of `items` with `removed` items from `at` replaced by `added` (the kept copy is not touched: a stale reading keeps nothing). */
function spliced<T>(items: readonly T[], at: number, removed: number, added: readonly T[]): T[] {
  if (at === 0 && removed === items.length) return added.slice();
  return items.slice(0, at).concat(added, items.slice(at + removed));
}

const COMPARE_BLOCK = 1024;
/** A slice of a long reading: work for about this long, then let the page paint and take input. */
const SLICE_MS = 30;
/** Lines between looks at the clock (a power of two, less one: a mask). */
const SLICE_CHECK_LINES = 255;
/** The pass over lines already read is lighter: a look at the clock less often. */
const PASS_CHECK_LINES = 4095;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
