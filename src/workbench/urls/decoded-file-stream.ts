/**
 * A local file as the Node-style readable stream papaparse reads in chunks
 * (its ReadableStreamStreamer: `on('data')`, `pause`, `resume`): the file's
 * bytes decoded by one streaming TextDecoder, so a UTF-8 character cut by a
 * chunk boundary stays whole. Papaparse's own File reader decodes each slice
 * on its own and turns such a character into U+FFFD, which would change a
 * non-ASCII URL. Reading is asynchronous chunk by chunk, so a 50 MB file
 * never holds the page for long, and only one chunk is held at a time.
 */

type Listener = (value?: unknown) => void;

export class DecodedFileStream {
  /** What papaparse checks to treat this as a stream. */
  readonly readable = true;
  private readonly listeners = new Map<string, Listener[]>();
  private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
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
    this.reader?.cancel().catch(() => undefined);
  }

  private emit(event: string, value?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(value);
  }

  private async pump(): Promise<void> {
    if (this.pumping || this.done) return;
    this.pumping = true;
    try {
      this.reader ??= this.file.stream().getReader();
      while (!this.paused && !this.done) {
        const { done, value } = await this.reader.read();
        if (this.done) break;
        if (done) {
          this.done = true;
          const tail = this.decoder.decode();
          if (tail !== '') this.emit('data', tail);
          this.emit('end');
          break;
        }
        this.bytes += value.length;
        this.onBytes(this.bytes);
        const text = this.decoder.decode(value, { stream: true });
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
