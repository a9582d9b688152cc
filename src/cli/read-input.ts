/**
 * Reads a robots.txt body as bytes (never decoded to a string first), from a
 * file or from stdin (`-`), and applies Google's 500 KiB limit unless asked
 * not to. Failures become one plain sentence (InputError), never a stack.
 */
import { readFile } from 'node:fs/promises';
import { MAX_ROBOTS_BYTES } from '../core/index.ts';

export class InputError extends Error {
  override readonly name = 'InputError';
}

export interface RobotsInput {
  /** The bytes to parse: at most MAX_ROBOTS_BYTES unless the limit was lifted. */
  bytes: Uint8Array;
  /** Size of the whole file or stream. */
  originalBytes: number;
  /** True when bytes past the 500 KiB limit were dropped. */
  truncated: boolean;
  /** How to name the source in messages: the path, or "stdin". */
  label: string;
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is not a directory',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many open files',
};

function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** "cannot read “x”: no such file", for any error reading `path`. */
export function readFailure(path: string, error: unknown): InputError {
  const code = errorCode(error);
  const reason = (code && REASONS[code]) ?? (error instanceof Error ? error.message : String(error));
  return new InputError(`cannot read “${path}”: ${reason}`);
}

/** Keeps the first MAX_ROBOTS_BYTES unless `noLimit`. */
export function capBytes(all: Uint8Array, label: string, noLimit: boolean): RobotsInput {
  const truncated = !noLimit && all.length > MAX_ROBOTS_BYTES;
  return {
    bytes: truncated ? all.subarray(0, MAX_ROBOTS_BYTES) : all,
    originalBytes: all.length,
    truncated,
    label,
  };
}

export async function readFileBytes(path: string): Promise<Uint8Array> {
  try {
    const buffer = await readFile(path);
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  } catch (error) {
    throw readFailure(path, error);
  }
}

export async function readStdinBytes(stdin: NodeJS.ReadableStream = process.stdin): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of stdin) {
      const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array);
      chunks.push(bytes);
      total += bytes.length;
    }
  } catch (error) {
    throw readFailure('stdin', error);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
}

/** A robots.txt file argument: a path, or `-` for stdin. */
export async function readRobotsInput(source: string, noLimit: boolean, stdin: NodeJS.ReadableStream = process.stdin): Promise<RobotsInput> {
  if (source === '-') return capBytes(await readStdinBytes(stdin), 'stdin', noLimit);
  return capBytes(await readFileBytes(source), source, noLimit);
}
