/**
 * Reads a robots.txt body as bytes (never decoded to a string first), from a
 * file or from stdin (`-`), and applies Google's 500 KiB limit unless asked
 * not to. Failures become one plain sentence (InputError), never a stack.
 *
 * Reading is bounded: at most the limit plus one byte is read (the extra byte
 * tells that the input was cut), so `/dev/zero` or an endless pipe on stdin
 * costs 500 KiB, not all memory. A path must name a regular file: a named
 * pipe would block the read until some writer came, and a device or
 * directory has no robots.txt to read, so they are refused at once.
 */
import { constants, createReadStream } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { concatBytes } from '../core/bytes.ts';
import { MAX_ROBOTS_BYTES } from '../core/index.ts';
import type { Readable } from 'node:stream';
import type { InputReason } from '../text/messages/cli.ts';
import { say, site } from './cli-text.ts';

export class InputError extends Error {
  override readonly name = 'InputError';
}

/**
 * The most `--no-limit` reads. The whole body is parsed in memory, and a
 * parsed model holds up to ~15× its source (32 MiB of short rules: ~480 MB
 * of heap, about 2 s), so this bounds the memory and time a file can cost.
 */
export const NO_LIMIT_CEILING = 32 * 1024 * 1024;

export interface RobotsInput {
  /** The bytes to parse: at most MAX_ROBOTS_BYTES unless the limit was lifted. */
  bytes: Uint8Array;
  /** Size of the whole file; null when only "more than the limit" is known (stdin is not read past it). */
  originalBytes: number | null;
  /** True when bytes past the 500 KiB limit were dropped. */
  truncated: boolean;
  /** How to name the source in messages: the path, or "stdin". */
  label: string;
}

/** What was read: at most `limit + 1` bytes, and the size when the source knows it. */
export interface BoundedRead {
  bytes: Uint8Array;
  /** The file's size from fstat (at least bytes.length), or null for a stream. */
  size: number | null;
}

/** The errno codes and file kinds the text layer names (cli.input.unreadable); any other failure prints the system's message. */
const REASONS: Readonly<Record<string, InputReason>> = {
  ENOENT: 'ENOENT',
  EISDIR: 'EISDIR',
  EACCES: 'EACCES',
  EPERM: 'EACCES',
  ENOTDIR: 'ENOTDIR',
  ELOOP: 'ELOOP',
  ENAMETOOLONG: 'ENAMETOOLONG',
  EMFILE: 'EMFILE',
  fifo: 'fifo',
  device: 'device',
  socket: 'socket',
  // What open() says for a socket, or a device with no driver behind it.
  ENXIO: 'socket-or-device',
  ENODEV: 'socket-or-device',
};

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** "cannot read “x”: no such file", for an error code or any error reading `path`. */
export function readFailure(path: string, error: unknown): InputError {
  const code = typeof error === 'string' ? error : errorCode(error);
  if (code === 'too-large') return new InputError(say('cli.input.too-large', { path: site(path), limit: NO_LIMIT_CEILING }));
  const reason = code === undefined ? undefined : REASONS[code];
  if (reason) return new InputError(say('cli.input.unreadable', { path: site(path), reason }));
  const detail = error instanceof Error ? error.message : String(error);
  return new InputError(say('cli.input.failed', { path: site(path), detail: site(detail) }));
}

/** How many bytes to read: the limit plus one, to see whether there is more. */
export function readBudget(noLimit: boolean): number {
  return (noLimit ? NO_LIMIT_CEILING : MAX_ROBOTS_BYTES) + 1;
}

/**
 * Keeps the first MAX_ROBOTS_BYTES unless `noLimit`; with `noLimit`, input
 * past NO_LIMIT_CEILING is refused rather than silently cut.
 */
export function capBytes(read: BoundedRead, label: string, noLimit: boolean): RobotsInput {
  const { bytes, size } = read;
  if (noLimit) {
    if (bytes.length > NO_LIMIT_CEILING || (size ?? 0) > NO_LIMIT_CEILING) throw readFailure(label, 'too-large');
    return { bytes, originalBytes: bytes.length, truncated: false, label };
  }
  const truncated = bytes.length > MAX_ROBOTS_BYTES;
  const originalBytes = truncated ? (size !== null && size > MAX_ROBOTS_BYTES ? size : null) : bytes.length;
  return { bytes: truncated ? bytes.subarray(0, MAX_ROBOTS_BYTES) : bytes, originalBytes, truncated, label };
}

/** Not a regular file: the reason code, or null for a regular file. */
function irregularKind(stats: { isFile(): boolean; isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean }): string | null {
  if (stats.isFile()) return null;
  if (stats.isDirectory()) return 'EISDIR';
  if (stats.isFIFO()) return 'fifo';
  if (stats.isSocket()) return 'socket';
  return 'device';
}

/** Reads from `handle` until EOF or `budget` bytes, growing the buffer from a size hint. */
async function readUpTo(handle: FileHandle, budget: number, sizeHint: number): Promise<Uint8Array> {
  let buffer = new Uint8Array(Math.min(budget, Math.max(sizeHint + 1, 64 * 1024)));
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length >= budget) break;
      const grown = new Uint8Array(Math.min(budget, buffer.length * 2));
      grown.set(buffer);
      buffer = grown;
    }
    const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  return buffer.subarray(0, length);
}

/**
 * Opens `path` without blocking (O_NONBLOCK: opening a named pipe for reading
 * would otherwise wait for a writer forever; O_NOCTTY: a terminal device never
 * becomes ours), checks the opened file itself is a regular file (no race with
 * a rename), and reads at most `budget` bytes.
 */
export async function readFileBytes(path: string, budget: number): Promise<BoundedRead> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
    const stats = await handle.stat();
    const irregular = irregularKind(stats);
    if (irregular) throw readFailure(path, irregular);
    const bytes = await readUpTo(handle, budget, stats.size);
    return { bytes, size: Math.max(stats.size, bytes.length) };
  } catch (error) {
    throw error instanceof InputError ? error : readFailure(path, error);
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/**
 * Reads stdin (a pipe, a file, a terminal or a device: all are fine) up to
 * `budget` bytes; past that it stops reading, so an endless stream costs no
 * more than the budget.
 */
export async function readStdinBytes(stdin: NodeJS.ReadableStream, budget: number): Promise<BoundedRead> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    // Leaving the loop early destroys the stream: nothing more is read.
    for await (const chunk of stdin) {
      const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
      const kept = bytes.subarray(0, budget - total);
      chunks.push(kept);
      total += kept.length;
      if (total >= budget) break;
    }
  } catch (error) {
    throw readFailure('stdin', error);
  }
  return { bytes: concatBytes(chunks), size: null };
}

/** A robots.txt file argument: a path, or `-` for stdin. */
export async function readRobotsInput(
  source: string,
  noLimit: boolean,
  stdin: NodeJS.ReadableStream = process.stdin,
): Promise<RobotsInput> {
  const budget = readBudget(noLimit);
  if (source === '-') return capBytes(await readStdinBytes(stdin, budget), 'stdin', noLimit);
  return capBytes(await readFileBytes(source, budget), source, noLimit);
}

/**
 * A list read line by line (`urls`): stdin for `-`, else a file opened and
 * checked before anything is written, so a missing or unreadable list leaves
 * stdout empty. A named pipe (`urls <(grep … log)`) is opened in blocking
 * mode, which waits for its writer as a shell user expects (opening it
 * without blocking and again later could drop what a quick writer wrote in
 * between); anything else is opened without blocking and checked as opened:
 * a regular file is read, a device (`/dev/zero`), a directory or a socket is
 * refused, as a robots.txt path is. (Should the path change between the two
 * looks, a line that never ends still stops: line-splitter.ts.)
 */
export async function openLineInput(source: string, stdin: Readable): Promise<Readable> {
  if (source === '-') return stdin;
  let handle: FileHandle | undefined;
  try {
    if ((await stat(source)).isFIFO()) return await openedStream(createReadStream(source));
    handle = await open(source, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
    const kind = irregularKind(await handle.stat());
    if (kind !== null) throw readFailure(source, kind);
    const stream = handle.createReadStream();
    handle = undefined;
    return stream;
  } catch (error) {
    throw error instanceof InputError ? error : readFailure(source, error);
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** The stream once its file is open (a named pipe: once a writer came), or its opening error. */
function openedStream(stream: ReturnType<typeof createReadStream>): Promise<Readable> {
  return new Promise((resolve, reject) => {
    stream.once('open', () => resolve(stream));
    stream.once('error', reject);
  });
}

/** Stopped reading `label` at `line`: the line ran past `bytes` without a line end. */
export function endlessLine(label: string, line: number, bytes: number): InputError {
  return new InputError(say('cli.input.endless-line', { path: site(label), line, bytes }));
}
