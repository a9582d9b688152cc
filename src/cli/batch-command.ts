/**
 * `batch [--engine google|coccoc] [--no-limit] [--stats]`
 *
 * JSON lines in on stdin, one JSON line out per input line, in order:
 * `{"allowed":…,"line":…,"crawlDelay":…}` or `{"error":"input line N: …"}`.
 * A bad line never stops the batch. Blank lines are answered with an error
 * too, so output line N always answers input line N.
 *
 * Input is read chunk by chunk and split into lines of at most
 * MAX_LINE_BYTES (a longer line is answered with an error, never held in
 * memory). Output goes through a buffered writer that waits for the reader
 * (backpressure), and is flushed after each input chunk, so the answers to
 * what has arrived are out before the batch waits for more input. Bodies are
 * parsed once and cached by path or by content (see model-cache.ts); the
 * per-line work on a cache hit is JSON.parse, decide() and JSON.stringify.
 */
import { resolve } from 'node:path';
import { bytesFromBase64, decide, parseRobotsTxt, utf8Bytes, type EngineName, type RobotsTxt } from '../core/index.ts';
import { UsageError, engineOption, parseArgs, stringFlag, switchFlag } from './args.ts';
import { say, site } from './cli-text.ts';
import { parseBatchRequest, type BatchRequest, type BodySource, type ProfileMemo } from './batch-request.ts';
import { ModelCache } from './model-cache.ts';
import type { CliIo } from './output.ts';
import { LineSplitter, type SplitLine } from './line-splitter.ts';
import { InputError, capBytes, endlessLine, readBudget, readFileBytes } from './read-input.ts';
import { jsonText } from './terminal-text.ts';

const FLAGS = {
  engine: { takesValue: true },
  'no-limit': { takesValue: false },
  stats: { takesValue: false },
} as const;

/**
 * The longest input line read: room for a --no-limit body (32 MiB) in base64,
 * far below the ~512 MB where a JavaScript string cannot grow any more.
 */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

class LineError extends Error {}

interface BatchState {
  cache: ModelCache;
  noLimit: boolean;
  defaultEngine: EngineName | undefined;
  parsed: number;
  /** Lines answered with an error so far. */
  errors: number;
  profiles: ProfileMemo;
  /** Each file path's cache key (its absolute path), so a long batch resolves a path once. */
  fileKeys: Map<string, string>;
  /** Models of bodies cut at Google's 500 KiB limit: their answers say so ("truncated": true). */
  cut: WeakSet<RobotsTxt>;
}

function fileKey(state: BatchState, path: string): string {
  let key = state.fileKeys.get(path);
  if (key === undefined) {
    key = `f:${resolve(path)}`;
    if (state.fileKeys.size >= 4096) state.fileKeys.clear();
    state.fileKeys.set(path, key);
  }
  return key;
}

function cacheKey(state: BatchState, source: BodySource): string {
  switch (source.kind) {
    case 'text':
      return `t:${source.text}`;
    case 'base64':
      return `b:${source.base64}`;
    case 'file':
      return fileKey(state, source.path);
  }
}

function bytesOfInlineSource(source: Exclude<BodySource, { kind: 'file' }>): Uint8Array {
  if (source.kind === 'text') return utf8Bytes(source.text);
  try {
    return bytesFromBase64(source.base64);
  } catch (error) {
    throw new LineError(say('cli.batch.bad-base64', { detail: site(error instanceof Error ? error.message : String(error)) }));
  }
}

function parseAndKeep(state: BatchState, key: string, all: Uint8Array, label: string, size: number | null = null): RobotsTxt {
  const input = capBytes({ bytes: all, size }, label, state.noLimit);
  const model = parseRobotsTxt(input.bytes);
  if (input.truncated) state.cut.add(model);
  state.parsed++;
  state.cache.set(key, model, input.bytes.length);
  return model;
}

/** The model for a request: from the cache, or parsed now (files are read asynchronously). */
function modelFor(state: BatchState, source: BodySource): RobotsTxt | Promise<RobotsTxt> {
  const key = cacheKey(state, source);
  const cached = state.cache.get(key);
  if (cached) return cached;
  if (source.kind !== 'file') return parseAndKeep(state, key, bytesOfInlineSource(source), 'robots.txt');
  return readFileBytes(source.path, readBudget(state.noLimit)).then(
    (read) => parseAndKeep(state, key, read.bytes, source.path, read.size),
    (error: unknown) => {
      throw new LineError(error instanceof InputError ? error.message : say('cli.batch.cannot-read', { path: site(source.path) }));
    },
  );
}

function answer(state: BatchState, request: BatchRequest, model: RobotsTxt): string {
  const d = decide(model, request.url, request.crawler, request.engine ?? state.defaultEngine);
  // Numbers and booleans only: the JSON is written directly, without JSON.stringify's object walk.
  const cut = state.cut.has(model) ? ',"truncated":true' : '';
  return `{"allowed":${d.allowed},"line":${d.line},"crawlDelay":${jsonNumber(d.crawlDelay)}${cut}}\n`;
}

/** A number as JSON writes it: null for none, and for a value JSON cannot hold. */
export function jsonNumber(n: number | null): string {
  return n !== null && Number.isFinite(n) ? String(n) : 'null';
}

/** An error line for the output; counts it, so that nobody needs to look into the lines to know. */
function errorLine(state: BatchState, lineNumber: number, message: string): string {
  state.errors++;
  return jsonText({ error: say('cli.batch.line', { line: lineNumber, message }) }) + '\n';
}

/** Answers one input line; returns a Promise only when a file must be read. */
function handleLine(state: BatchState, line: SplitLine, lineNumber: number): string | Promise<string> {
  if (typeof line !== 'string') {
    return errorLine(state, lineNumber, say('cli.batch.too-long', { bytes: line.tooLong, limit: MAX_LINE_BYTES }));
  }
  const request = parseBatchRequest(line, state.profiles);
  if ('error' in request) return errorLine(state, lineNumber, request.error);
  let model: RobotsTxt | Promise<RobotsTxt>;
  try {
    model = modelFor(state, request.source);
  } catch (error) {
    return errorLine(state, lineNumber, messageOf(error));
  }
  if (model instanceof Promise) {
    return model.then(
      (m) => answer(state, request, m),
      (error: unknown) => errorLine(state, lineNumber, messageOf(error)),
    );
  }
  return answer(state, request, model);
}

function messageOf(error: unknown): string {
  if (error instanceof LineError) return error.message;
  return say('cli.error.internal', { detail: site(error instanceof Error ? error.message : String(error)) });
}

export async function batchCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { stdout: out, stderr: err, stdin: input } = io;
  const args = parseArgs(argv, FLAGS, 'batch');
  if (args.positionals.length > 0) {
    throw new UsageError(say('cli.batch.unexpected-argument', { argument: site(args.positionals[0]!) }));
  }
  const state: BatchState = {
    cache: new ModelCache(),
    noLimit: switchFlag(args, 'no-limit'),
    defaultEngine: engineOption(stringFlag(args, 'engine'), 'batch'),
    parsed: 0,
    errors: 0,
    profiles: new Map(),
    fileKeys: new Map(),
    cut: new WeakSet(),
  };
  const splitter = new LineSplitter(MAX_LINE_BYTES);
  let lineNumber = 0;
  /** Answers `lines` in order; false once nobody reads the output any more. */
  const answerAll = async (lines: readonly SplitLine[]): Promise<boolean> => {
    for (let i = 0; i < lines.length; i++) {
      lineNumber++;
      let result = handleLine(state, lines[i]!, lineNumber);
      if (typeof result !== 'string') result = await result;
      const full = out.write(result);
      if (full) await full;
      if (out.closed) return false;
    }
    return true;
  };
  let reading = true;
  // Leaving the loop early (the output closed) destroys the input stream.
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : (chunk as Uint8Array);
    const lines = splitter.push(bytes);
    // Only arrays with lines reach answerAll: an empty one has another shape, and its optimised code would be thrown away.
    if (lines.length > 0) reading = await answerAll(lines);
    if (!reading || splitter.endless) break;
    // The next chunk may be slow to come (a person typing, a producer thinking): the answers so far go out now.
    await out.flush();
  }
  // A line that never ends (`batch < /dev/zero`): answered as too long, then the batch stops and says why.
  const endless = splitter.endless ? splitter.giveUpBytes : null;
  const last = splitter.end();
  if (reading && last.length > 0) await answerAll(last);
  await out.flush();
  if (endless !== null) throw endlessLine('stdin', lineNumber, endless);
  if (switchFlag(args, 'stats')) {
    const stats = {
      lines: lineNumber,
      answered: lineNumber - state.errors,
      errors: state.errors,
      parsed: state.parsed,
      hits: state.cache.hits,
    };
    await err.write(`${say('cli.batch.stats', stats)}\n`);
    await err.flush();
  }
  return 0;
}
