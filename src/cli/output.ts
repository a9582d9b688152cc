/**
 * Buffered, backpressure-aware output. Lines are gathered into chunks of
 * about 64 KiB and written with one write() each; when the stream's buffer is
 * full (write() returns false) the next write waits for 'drain', so a slow
 * reader of a 100,000-line batch holds the producer back instead of letting
 * the output pile up in memory.
 */
import type { Readable, Writable } from 'node:stream';
import type { LiveDeps } from './live-robots.ts';

const CHUNK_CHARS = 64 * 1024;

export class Output {
  private parts: string[] = [];
  private size = 0;
  private failed: Error | null = null;
  private readonly stream: Writable;

  constructor(stream: Writable) {
    this.stream = stream;
    // A closed pipe (`| head`) reports EPIPE here; remember it rather than crash.
    stream.on('error', (error: Error) => {
      this.failed = error;
    });
  }

  /** True once the stream failed (e.g. the reader went away). */
  get closed(): boolean {
    return this.failed !== null || this.stream.destroyed;
  }

  /**
   * Adds text to the buffer; flushes (and waits for drain if needed) when a
   * chunk is full. Returns a promise only then: a batch line that only fills
   * the buffer costs no microtask (`await` on it is still fine).
   */
  write(text: string): Promise<void> | undefined {
    this.parts.push(text);
    this.size += text.length;
    return this.size >= CHUNK_CHARS ? this.flush() : undefined;
  }

  /** Writes what is buffered, waiting for 'drain' when the stream asks for it. */
  async flush(): Promise<void> {
    if (this.size === 0 && this.parts.length === 0) return;
    const chunk = this.parts.join('');
    this.parts = [];
    this.size = 0;
    if (this.closed) return;
    if (!this.stream.write(chunk)) await this.drained();
  }

  /** Resolves on 'drain', or when the stream closes or fails (nothing more can be written then). */
  private drained(): Promise<void> {
    const stream = this.stream;
    return new Promise((resolve) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        stream.off('error', done);
        resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
      stream.on('error', done);
    });
  }
}

/** The streams a command works with (main passes the process's own). */
export interface CliIo {
  stdin: Readable;
  stdout: Output;
  stderr: Output;
  /** How live commands reach sites (the network by default; tests give local servers and a fake resolver). */
  liveDeps?: (timeoutMs: number) => LiveDeps;
  /** The locale variables (LC_ALL, LC_MESSAGES, LANG) that choose the language: process.env by default. */
  env?: Readonly<Record<string, string | undefined>>;
}
