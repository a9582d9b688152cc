/**
 * A live robots.txt longer than Google's 500 KiB: the worker keeps only the
 * first MAX_ROBOTS_BYTES (src/robots/capped-body.ts), so the text the
 * workbench has of it ends where the read stopped, often inside a rule. These
 * are the facts the page says about that cut, and the test of whether a draft
 * still ends there (a draft started from the cut copy would, downloaded or
 * copied, publish a file without the rest of its rules).
 */
import { bytesFromBase64, MAX_ROBOTS_BYTES } from '../../core/index.ts';
import type { RobotsRecord } from '../../robots/robots-record.ts';
import { liveSnapshot } from './live-file.ts';

export interface LiveCut {
  /** Bytes read and kept: the first MAX_ROBOTS_BYTES. */
  readBytes: number;
  /** Bytes the worker received before it stopped reading: the file has at least this many. */
  atLeastBytes: number;
  /** The last line read (1-based). */
  line: number;
  /** True when that line is cut in the middle (the read did not stop at a line break). */
  lineCut: boolean;
  /** What was read of that line, at most LINE_SHOWN characters of its end. */
  lineText: string;
  /** The end of the text read: a draft that still ends with it ends where the read stopped. */
  tail: string;
}

/** How much of the cut line is shown. */
const LINE_SHOWN = 120;
/** How much of the end of the read text a draft must end with to count as still cut there. */
const TAIL_CHARS = 256;

/** The cut of the copy Google reads, or null when that copy is whole (or there is none). */
export function liveCut(record: RobotsRecord): LiveCut | null {
  const snapshot = liveSnapshot(record);
  if (snapshot === null || !snapshot.facts.truncated || snapshot.bodyBase64 === null) return null;
  const bytes = bytesFromBase64(snapshot.bodyBase64);
  // A character split by the cut decodes as U+FFFD: the text read, as the editor shows it.
  const text = new TextDecoder().decode(bytes);
  const lines = text.split(/\r\n|\r|\n/);
  const lineCut = !/[\r\n]$/.test(text);
  // A read that stopped at a line break leaves an empty last piece: the last line read is the one before it.
  const last = lineCut ? lines.length : Math.max(1, lines.length - 1);
  const lineText = lines[last - 1] ?? '';
  return {
    readBytes: Math.min(bytes.length, MAX_ROBOTS_BYTES),
    atLeastBytes: Math.max(snapshot.facts.receivedBytes, bytes.length + 1),
    line: last,
    lineCut,
    lineText: lineText.length > LINE_SHOWN ? `…${lineText.slice(-LINE_SHOWN)}` : lineText,
    tail: text.slice(-TAIL_CHARS),
  };
}

/** Whether a draft still ends where the live file's read stopped (so it lacks the rest of the file). */
export function endsAtCut(draftText: string, cut: LiveCut | null): boolean {
  return cut !== null && cut.tail !== '' && draftText.endsWith(cut.tail);
}
