/**
 * The line scanner: robots.txt bytes in, one call per directive out, in the
 * manner of Google's `ParseRobotsTxt` (robots.cc). The model builder and the
 * linter are handlers; the scanner knows nothing of groups or matching.
 *
 * Google's reading, which this follows byte for byte (spec §3):
 * - a UTF-8 BOM, or any leading part of one, is skipped at the very start only;
 * - lines end at LF, CR or CRLF (CRLF once); the last line counts without an ending;
 * - only the first 16,663 bytes of a line are kept (Google's 2083 × 8 buffer
 *   minus its terminator), and a NUL ends the line's content (C strings);
 * - `#` starts a comment anywhere; then ASCII whitespace is trimmed;
 * - the key ends at the first `:`; without any colon, exactly two
 *   space/tab-separated words are accepted ("Disallow /x") — people forget it;
 * - keys are matched case-insensitively by prefix, with a few accepted typos.
 */
import { byteText } from './bytes.ts';

export const MAX_LINE_BYTES = 2083 * 8 - 1;

/** Bits reported for each line through `reportLine`. */
export const LineFlag = {
  Empty: 1,
  Comment: 2,
  HasComment: 4,
  Directive: 8,
  Typo: 16,
  TooLong: 32,
  MissingColon: 64,
  Nul: 128,
  /** Something was written but it is not `key: value` (dropped). */
  Unparsed: 256,
} as const;

export type DirectiveKind = 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'unknown';

/**
 * Receives each directive with its 1-based line number. Values are byte text
 * (one char per byte, see bytes.ts), trimmed and without the comment. Unlike
 * Google's handler, allow/disallow get the value *as written*; escaping is the
 * model's job, so it can keep both forms.
 */
export interface RobotsLineHandler {
  handleUserAgent(line: number, value: string): void;
  handleAllow(line: number, value: string): void;
  handleDisallow(line: number, value: string): void;
  handleSitemap(line: number, value: string): void;
  handleUnknown(line: number, key: string, value: string): void;
  /**
   * Optional: the flags (LineFlag bits) of every line that is more than a
   * plain directive (empty, comment, cut, typo, missing colon, unparsed…);
   * `key` is the key as written when there is a directive.
   */
  reportLine?(line: number, flags: number, key: string | null, kind: DirectiveKind | null): void;
}

export interface ScanSummary {
  /** Lines as Google numbers them, including a final empty line after a trailing newline. */
  emittedLines: number;
  /** Leading BOM bytes skipped: 0 (none), 1–2 (partial) or 3. */
  bomBytes: number;
  /** True when the body ends with a line ending (so the last emitted line is an empty artefact). */
  endsWithNewline: boolean;
}

const CR = 13;
const LF = 10;

function isAsciiSpace(c: number): boolean {
  // absl::ascii_isspace: space, \t, \n, \v, \f, \r.
  return c === 32 || (c >= 9 && c <= 13);
}

/** Leading bytes of a UTF-8 BOM at the start of `text` (0–3). */
export function leadingBomBytes(text: string): number {
  const bom = [0xef, 0xbb, 0xbf];
  let n = 0;
  while (n < 3 && n < text.length && text.charCodeAt(n) === bom[n]) n++;
  return n;
}

/** Scans `input` (bytes, or byte text from `byteText`) and reports every line to `handler`. */
export function scanRobotsTxt(input: Uint8Array | string, handler: RobotsLineHandler): ScanSummary {
  const text = typeof input === 'string' ? input : byteText(input);
  const len = text.length;
  const bomBytes = leadingBomBytes(text);
  // The next '#', ':' and NUL at or after the current line, found with
  // indexOf (far faster than a char loop) and searched again only once
  // passed, so the scan stays linear however the file is laid out.
  const st: CursorState = {
    nextHash: text.indexOf('#', bomBytes),
    nextColon: text.indexOf(':', bomBytes),
    nextNul: text.indexOf('\0', bomBytes),
  };
  let lineNum = 0;
  let pos = bomBytes;
  if (text.indexOf('\r', bomBytes) === -1) {
    // LF only: the common case.
    let end = text.indexOf('\n', pos);
    while (end !== -1) {
      parseLine(text, pos, end, ++lineNum, handler, st);
      pos = end + 1;
      end = text.indexOf('\n', pos);
    }
  } else {
    let nextLf = text.indexOf('\n', pos);
    let nextCr = text.indexOf('\r', pos);
    while (true) {
      if (nextLf !== -1 && nextLf < pos) nextLf = text.indexOf('\n', pos);
      if (nextCr !== -1 && nextCr < pos) nextCr = text.indexOf('\r', pos);
      const end = nextLf === -1 ? nextCr : nextCr === -1 ? nextLf : nextLf < nextCr ? nextLf : nextCr;
      if (end === -1) break;
      // The LF of a CRLF pair ends nothing: the CR already ended the line.
      const crlfContinuation = end === pos && end > bomBytes && text.charCodeAt(end) === LF && text.charCodeAt(end - 1) === CR;
      if (!crlfContinuation) parseLine(text, pos, end, ++lineNum, handler, st);
      pos = end + 1;
    }
  }
  parseLine(text, pos, len, ++lineNum, handler, st);
  const last = len > bomBytes ? text.charCodeAt(len - 1) : -1;
  return { emittedLines: lineNum, bomBytes, endsWithNewline: last === LF || last === CR };
}

interface CursorState {
  nextHash: number;
  nextColon: number;
  nextNul: number;
}

function parseLine(
  text: string,
  start: number,
  lineEnd: number,
  line: number,
  handler: RobotsLineHandler,
  st: CursorState,
): void {
  let flags = 0;
  let end = lineEnd;
  if (end - start > MAX_LINE_BYTES) {
    end = start + MAX_LINE_BYTES;
    flags |= LineFlag.TooLong;
  }
  let nul = st.nextNul;
  if (nul !== -1 && nul < start) nul = st.nextNul = text.indexOf('\0', start);
  if (nul !== -1 && nul < end) {
    end = nul;
    flags |= LineFlag.Nul;
  }
  let hash = st.nextHash;
  if (hash !== -1 && hash < start) hash = st.nextHash = text.indexOf('#', start);
  if (hash !== -1 && hash < end) {
    end = hash;
    flags |= LineFlag.HasComment;
  }
  let s = start;
  while (s < end && isAsciiSpace(text.charCodeAt(s))) s++;
  while (end > s && isAsciiSpace(text.charCodeAt(end - 1))) end--;
  if (s === end) {
    flags |= flags & LineFlag.HasComment ? LineFlag.Comment : LineFlag.Empty;
    if (handler.reportLine) handler.reportLine(line, flags, null, null);
    return;
  }

  // <key>[ \t]*:[ \t]*<value>
  let colon = st.nextColon;
  if (colon !== -1 && colon < start) colon = st.nextColon = text.indexOf(':', start);
  let sep = colon !== -1 && colon < end ? colon : -1;
  if (sep === -1) {
    // Google-specific: accept whitespace instead of the colon, but only when
    // the line is exactly two words.
    for (let i = s; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9) {
        sep = i;
        break;
      }
    }
    if (sep !== -1) {
      let v = sep;
      while (v < end && (text.charCodeAt(v) === 32 || text.charCodeAt(v) === 9)) v++;
      for (let i = v; i < end; i++) {
        const c = text.charCodeAt(i);
        if (c === 32 || c === 9) {
          handler.reportLine?.(line, flags | LineFlag.Unparsed, null, null);
          return;
        }
      }
      flags |= LineFlag.MissingColon;
    }
  }
  if (sep === -1) {
    handler.reportLine?.(line, flags | LineFlag.Unparsed, null, null);
    return;
  }
  let keyEnd = sep;
  while (keyEnd > s && isAsciiSpace(text.charCodeAt(keyEnd - 1))) keyEnd--;
  if (keyEnd === s) {
    handler.reportLine?.(line, flags | LineFlag.Unparsed, null, null);
    return;
  }
  let v = sep + 1;
  while (v < end && isAsciiSpace(text.charCodeAt(v))) v++;
  const value = text.slice(v, end);
  flags |= LineFlag.Directive;

  const kind = classifyKey(text, s, keyEnd);
  if (kind & TYPO) flags |= LineFlag.Typo;
  switch (kind & ~TYPO) {
    case K_USER_AGENT:
      handler.handleUserAgent(line, value);
      break;
    case K_ALLOW:
      handler.handleAllow(line, value);
      break;
    case K_DISALLOW:
      handler.handleDisallow(line, value);
      break;
    case K_SITEMAP:
      handler.handleSitemap(line, value);
      break;
    default:
      handler.handleUnknown(line, text.slice(s, keyEnd), value);
  }
  // Plain directive lines, the vast majority, carry nothing more to report.
  if (flags !== LineFlag.Directive && handler.reportLine) {
    handler.reportLine(line, flags, text.slice(s, keyEnd), KIND_NAMES[kind & ~TYPO] ?? 'unknown');
  }
}

const K_UNKNOWN = 0;
const K_USER_AGENT = 1;
const K_ALLOW = 2;
const K_DISALLOW = 3;
const K_SITEMAP = 4;
const TYPO = 8;
const KIND_NAMES: readonly DirectiveKind[] = ['unknown', 'user-agent', 'allow', 'disallow', 'sitemap'];

/** Case-insensitive "starts with" on byte text; `lower` is ASCII lower case. */
function startsWithLower(text: string, s: number, e: number, lower: string): boolean {
  if (e - s < lower.length) return false;
  for (let i = 0; i < lower.length; i++) {
    let c = text.charCodeAt(s + i);
    if (c >= 65 && c <= 90) c |= 0x20;
    if (c !== lower.charCodeAt(i)) return false;
  }
  return true;
}

const DISALLOW_TYPOS = ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'];

/**
 * Google's Key::Parse: user-agent, then allow, disallow, sitemap, each by
 * prefix ("User-agents", "Allowance" and "Disallowed" all count), with the
 * frequent typos Google accepts. "alow", "dis-allow" and "User_agent" are not.
 */
function classifyKey(text: string, s: number, e: number): number {
  switch (text.charCodeAt(s) | 0x20) {
    case 0x75: // u
      if (startsWithLower(text, s, e, 'user-agent')) return K_USER_AGENT;
      if (startsWithLower(text, s, e, 'useragent') || startsWithLower(text, s, e, 'user agent')) return K_USER_AGENT | TYPO;
      return K_UNKNOWN;
    case 0x61: // a
      return startsWithLower(text, s, e, 'allow') ? K_ALLOW : K_UNKNOWN;
    case 0x64: // d
      if (startsWithLower(text, s, e, 'disallow')) return K_DISALLOW;
      for (const t of DISALLOW_TYPOS) if (startsWithLower(text, s, e, t)) return K_DISALLOW | TYPO;
      return K_UNKNOWN;
    case 0x73: // s
      if (startsWithLower(text, s, e, 'sitemap')) return K_SITEMAP;
      if (startsWithLower(text, s, e, 'site-map')) return K_SITEMAP | TYPO;
      return K_UNKNOWN;
    default:
      return K_UNKNOWN;
  }
}
