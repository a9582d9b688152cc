/**
 * A local file as the Node-style readable stream papaparse reads in chunks
 * (its ReadableStreamStreamer: `on('data')`, `pause`, `resume`): the file's
 * bytes decoded by one streaming TextDecoder, so a UTF-8 character cut by a
 * chunk boundary stays whole. Papaparse's own File reader decodes each slice
 * on its own and turns such a character into U+FFFD, which would change a
 * non-ASCII URL. The file is read by slices of PIECE_BYTES, one held at a
 * time, and after every SLICE_MS of work the page gets a turn, so a 50 MB
 * file never holds the page for long.
 */

/** The longest the reading keeps the page's thread before letting it paint and take input. */
const SLICE_MS = 12;
/** The most of the file read and parsed at once (a few milliseconds of papaparse). */
export const PIECE_BYTES = 128 * 1024;

/** A turn of the event loop: scheduler.yield() where the browser has it, else a timer. */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

type Listener = (value?: unknown) => void;

export class DecodedFileStream {
  /** What papaparse checks to treat this as a stream. */
  readonly readable = true;
  private readonly listeners = new Map<string, Listener[]>();
  private readonly decoder = new TextDecoder('utf-8');
  private paused = false;
  private pumping = false;
  private done = false;

  constructor(
    private readonly file: Blob,
    /** Bytes read so far, after each chunk. */
    private readonly onBytes: (bytes: number) => void = () => undefined,
  ) {}

  private bytes = 0;

  read(): null {
    return null;
  }

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    if (event === 'data') queueMicrotask(() => this.pump());
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
    return this;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.pump();
  }

  /** Stops reading (the person's Stop, or papaparse's abort). */
  cancel(): void {
    this.done = true;
  }

  private emit(event: string, value?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(value);
  }

  private async pump(): Promise<void> {
    if (this.pumping || this.done) return;
    this.pumping = true;
    try {
      let sliceStart = performance.now();
      while (!this.paused && !this.done) {
        if (performance.now() - sliceStart > SLICE_MS) {
          await yieldToPage();
          sliceStart = performance.now();
          continue;
        }
        if (this.bytes >= this.file.size) {
          this.done = true;
          const tail = this.decoder.decode();
          if (tail !== '') this.emit('data', tail);
          this.emit('end');
          break;
        }
        // Read by slices of the file rather than file.stream(), whose chunks may be the whole file.
        const piece = new Uint8Array(await this.file.slice(this.bytes, this.bytes + PIECE_BYTES).arrayBuffer());
        if (this.done) break;
        this.bytes += piece.length;
        this.onBytes(this.bytes);
        const text = this.decoder.decode(piece, { stream: true });
        if (text !== '') this.emit('data', text);
      }
    } catch (error) {
      this.done = true;
      this.emit('error', error);
    } finally {
      this.pumping = false;
    }
  }
}
