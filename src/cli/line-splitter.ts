/**
 * Splits a byte stream into lines, holding at most `maxLineBytes` of a line
 * in memory. A longer line is not kept: its bytes are counted and dropped
 * until its newline, and it comes out as `{ tooLong }`, so one huge line
 * costs neither memory nor a crash (a JavaScript string cannot pass ~512 MB,
 * and readline would try to build one) and the lines after it are still read.
 *
 * Lines end with LF; a CR before the LF is dropped (CRLF input). A last line
 * without LF is a line; the empty piece after a final LF is not.
 *
 * A line that never ends (`/dev/zero`, a binary stream) would be skipped
 * forever with nothing said: once the line being skipped passes
 * `giveUpBytes`, `endless` is set and the command stops reading (it answers
 * that line as too long, via end(), and says why it stopped).
 */
export type SplitLine = string | { tooLong: number };

/**
 * Past this much of one line, the input is taken for one that has no line
 * ends at all: 256 MiB, four of batch's longest lines (64 MiB), a fraction
 * of a second of /dev/zero.
 */
export const GIVE_UP_BYTES = 256 * 1024 * 1024;

export class LineSplitter {
  /** Pieces of the current line that arrived in earlier chunks. */
  private pieces: Buffer[] = [];
  private pending = 0;
  /** Bytes of the current line seen so far, once it is known to be too long (-1: it is not). */
  private skipped = -1;
  private readonly maxLineBytes: number;
  /** How far one line may run before the input is taken for one without line ends. */
  readonly giveUpBytes: number;

  constructor(maxLineBytes: number, giveUpBytes = Math.max(GIVE_UP_BYTES, maxLineBytes)) {
    this.maxLineBytes = maxLineBytes;
    this.giveUpBytes = giveUpBytes;
  }

  /** True once the current line has run past `giveUpBytes` without a line end: stop reading, then call end(). */
  get endless(): boolean {
    return this.skipped > this.giveUpBytes;
  }

  /** The lines that `chunk` completes, in order. */
  push(chunk: Uint8Array): SplitLine[] {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const first = buf.indexOf(10);
    if (first === -1) {
      if (buf.length > 0) this.keep(buf);
      return [];
    }
    // The line begun in earlier chunks ends here.
    const lines: SplitLine[] = [this.finish(buf.subarray(0, first))];
    const last = buf.lastIndexOf(10);
    if (last > first) {
      const from = first + 1;
      if (last - from <= this.maxLineBytes) {
        // The whole lines between the first and the last LF cannot be over the cap: one decode for all
        // of them, then a split. The same text as line by line, since LF and CR are never part of a
        // UTF-8 sequence (a sequence cut short by LF decodes to U+FFFD either way).
        for (const line of buf.toString('utf8', from, last).split('\n')) {
          lines.push(line.length > 0 && line.charCodeAt(line.length - 1) === 13 ? line.slice(0, -1) : line);
        }
      } else {
        let start = from;
        for (let nl = buf.indexOf(10, start); nl !== -1 && nl <= last; nl = buf.indexOf(10, start)) {
          lines.push(this.finish(buf.subarray(start, nl)));
          start = nl + 1;
        }
      }
    }
    if (last + 1 < buf.length) this.keep(buf.subarray(last + 1));
    return lines;
  }

  /** The last line, when the stream did not end with LF. */
  end(): SplitLine[] {
    if (this.skipped === -1 && this.pieces.length === 0) return [];
    return [this.finish(Buffer.alloc(0))];
  }

  private keep(piece: Buffer): void {
    if (this.skipped !== -1) {
      this.skipped += piece.length;
      return;
    }
    if (this.pending + piece.length > this.maxLineBytes) {
      this.skipped = this.pending + piece.length;
      this.pieces = [];
      this.pending = 0;
      return;
    }
    // A copy: the stream may reuse its chunk's memory.
    this.pieces.push(Buffer.from(piece));
    this.pending += piece.length;
  }

  /** The current line, ended by `tail` (the part of it in the chunk holding its LF). */
  private finish(tail: Buffer): SplitLine {
    let line: SplitLine;
    if (this.skipped !== -1 || this.pending + tail.length > this.maxLineBytes) {
      line = { tooLong: (this.skipped === -1 ? this.pending : this.skipped) + tail.length };
    } else {
      const bytes = this.pieces.length === 0 ? tail : Buffer.concat([...this.pieces, tail]);
      const end = bytes.length > 0 && bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
      line = bytes.toString('utf8', 0, end);
    }
    this.pieces = [];
    this.pending = 0;
    this.skipped = -1;
    return line;
  }
}
