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
import { byteText, isAscii, leadingBomBytes } from './bytes.ts';

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
  /** `plain`: the value has no `%` and no byte >= 0x80, so escaping cannot change it. */
  handleAllow(line: number, value: string, plain: boolean): void;
  handleDisallow(line: number, value: string, plain: boolean): void;
  handleSitemap(line: number, value: string): void;
  handleUnknown(line: number, key: string, value: string): void;
  /**
   * Optional fast path for allow/disallow lines: the value as a range of the
   * byte text, so a handler that stores rules compactly never makes a string
   * for them. When present it is called instead of handleAllow/handleDisallow.
   * `ascii`: the whole body is known to have no byte >= 0x80 (false when unknown).
   */
  handleRuleRange?(kind: 'allow' | 'disallow', line: number, text: string, start: number, end: number, ascii: boolean): void;
  /**
   * Optional: the flags (LineFlag bits) of every line that is more than a
   * plain directive (empty, comment, cut, typo, missing colon, unparsed…);
   * `key` is the key as written when there is a directive.
   */
  reportLine?(line: number, flags: number, key: string | null, kind: DirectiveKind | null): void;
}

export interface ScanSummary {
  /** The body as byte text (one char per byte). */
  text: string;
  /** Lines as Google numbers them, including a final empty line after a trailing newline. */
  emittedLines: number;
  /** Leading BOM bytes skipped: 0 (none), 1–2 (partial) or 3. */
  bomBytes: number;
  /** True when the body ends with a line ending (so the last emitted line is an empty artefact). */
  endsWithNewline: boolean;
}

const CR = 13;
const NUL_PATTERN = /\x00/;

/** True when no byte is >= 0x80, checked four bytes at a time. */
export function isAsciiBytes(bytes: Uint8Array): boolean {
  let i = 0;
  const n = bytes.length;
  while (i < n && (bytes.byteOffset + i) % 4 !== 0) if (bytes[i++]! >= 0x80) return false;
  const words = Math.floor((n - i) / 4);
  if (words > 0) {
    const u32 = new Uint32Array(bytes.buffer, bytes.byteOffset + i, words);
    for (let w = 0; w < words; w++) if ((u32[w]! & 0x80808080) !== 0) return false;
    i += words * 4;
  }
  while (i < n) if (bytes[i++]! >= 0x80) return false;
  return true;
}
const LF = 10;

function isAsciiSpace(c: number): boolean {
  // absl::ascii_isspace: space, \t, \n, \v, \f, \r.
  return c === 32 || (c >= 9 && c <= 13);
}

/** Scans `input` (bytes, or byte text from `byteText`) and reports every line to `handler`. */
export function scanRobotsTxt(input: Uint8Array | string, handler: RobotsLineHandler): ScanSummary {
  const text = typeof input === 'string' ? input : byteText(input);
  const ranges = handler.handleRuleRange ? handler : null;
  // Only handlers that take values as strings need to know whether escaping
  // can be skipped; a range handler escapes later, when a rule is first used.
  const ascii = ranges !== null ? false : typeof input === 'string' ? isAscii(text) : isAsciiBytes(input);
  const len = text.length;
  const bomBytes = leadingBomBytes(text);
  const report = handler.reportLine ? handler : null;
  // Line ends, '#' and NUL are found with indexOf (far faster than a char
  // loop); each cursor is searched again only once the scan has passed it,
  // so the scan stays linear however the file is laid out.
  const hasCr = text.indexOf('\r', bomBytes) !== -1;
  let nextLf = text.indexOf('\n', bomBytes);
  let nextCr = hasCr ? text.indexOf('\r', bomBytes) : -1;
  let nextHash = text.indexOf('#', bomBytes);
  let nextNul = NUL_PATTERN.test(text) ? text.indexOf('\0', bomBytes) : -1;
  let lineNum = 0;
  let pos = bomBytes;
  let last = false;
  while (!last) {
    // This line's end.
    if (nextLf !== -1 && nextLf < pos) nextLf = text.indexOf('\n', pos);
    let lineEnd = nextLf;
    if (hasCr) {
      if (nextCr !== -1 && nextCr < pos) nextCr = text.indexOf('\r', pos);
      if (nextCr !== -1 && (lineEnd === -1 || nextCr < lineEnd)) lineEnd = nextCr;
      // The LF of a CRLF pair ends nothing: the CR already ended the line.
      if (lineEnd === pos && lineEnd > bomBytes && text.charCodeAt(lineEnd) === LF && text.charCodeAt(lineEnd - 1) === CR) {
        pos = lineEnd + 1;
        continue;
      }
    }
    if (lineEnd === -1) {
      lineEnd = len;
      last = true;
    }
    const start = pos;
    pos = lineEnd + 1;
    const line = ++lineNum;

    // Content: at most MAX_LINE_BYTES, up to a NUL, up to a '#'.
    let flags = 0;
    let end = lineEnd;
    if (end - start > MAX_LINE_BYTES) {
      end = start + MAX_LINE_BYTES;
      flags |= LineFlag.TooLong;
    }
    if (nextNul !== -1) {
      if (nextNul < start) nextNul = text.indexOf('\0', start);
      if (nextNul !== -1 && nextNul < end) {
        end = nextNul;
        flags |= LineFlag.Nul;
      }
    }
    if (nextHash !== -1) {
      if (nextHash < start) nextHash = text.indexOf('#', start);
      if (nextHash !== -1 && nextHash < end) {
        end = nextHash;
        flags |= LineFlag.HasComment;
      }
    }
    let s = start;
    while (s < end && isAsciiSpace(text.charCodeAt(s))) s++;
    while (end > s && isAsciiSpace(text.charCodeAt(end - 1))) end--;
    if (s === end) {
      if (report) report.reportLine!(line, flags | (flags & LineFlag.HasComment ? LineFlag.Comment : LineFlag.Empty), null, null);
      continue;
    }

    // <key>[ \t]*:[ \t]*<value>. The key is short, so a plain loop finds the colon.
    // Most lines start with a known key word, and a word holds no ':', so the
    // key is read first and the colon looked for only after it.
    let kind = classifyKey(text, s, end);
    let sep = -1;
    for (let i = s + keyWordLength; i < end; i++) {
      if (text.charCodeAt(i) === 58) {
        sep = i;
        break;
      }
    }
    if (sep === -1) {
      sep = missingColonSeparator(text, s, end);
      if (sep === -1) {
        if (report) report.reportLine!(line, flags | LineFlag.Unparsed, null, null);
        continue;
      }
      flags |= LineFlag.MissingColon;
      // The key ends at the whitespace now: read it again within that bound.
      kind = classifyKey(text, s, sep);
    }
    let keyEnd = sep;
    while (keyEnd > s && isAsciiSpace(text.charCodeAt(keyEnd - 1))) keyEnd--;
    if (keyEnd === s) {
      if (report) report.reportLine!(line, flags | LineFlag.Unparsed, null, null);
      continue;
    }
    let v = sep + 1;
    while (v < end && isAsciiSpace(text.charCodeAt(v))) v++;
    flags |= LineFlag.Directive;

    if (kind & TYPO) flags |= LineFlag.Typo;
    const rule = kind & ~TYPO;
    if (ranges !== null && (rule === K_DISALLOW || rule === K_ALLOW)) {
      ranges.handleRuleRange!(rule === K_ALLOW ? 'allow' : 'disallow', line, text, v, end, ascii);
      if (report && flags !== LineFlag.Directive) report.reportLine!(line, flags, text.slice(s, keyEnd), KIND_NAMES[rule] ?? 'unknown');
      continue;
    }
    const value = text.slice(v, end);
    // Escaping can change only a value with a '%' or a byte >= 0x80 (searching
    // the short value is cheaper than any search of the whole body).
    const plain = ascii && (rule === K_DISALLOW || rule === K_ALLOW) && value.indexOf('%') === -1;
    switch (rule) {
      case K_DISALLOW:
        handler.handleDisallow(line, value, plain);
        break;
      case K_ALLOW:
        handler.handleAllow(line, value, plain);
        break;
      case K_USER_AGENT:
        handler.handleUserAgent(line, value);
        break;
      case K_SITEMAP:
        handler.handleSitemap(line, value);
        break;
      default:
        handler.handleUnknown(line, text.slice(s, keyEnd), value);
    }
    // Plain directive lines, the vast majority, carry nothing more to report.
    if (report && flags !== LineFlag.Directive) {
      report.reportLine!(line, flags, text.slice(s, keyEnd), KIND_NAMES[kind & ~TYPO] ?? 'unknown');
    }
  }
  const lastCode = len > bomBytes ? text.charCodeAt(len - 1) : -1;
  return { text, emittedLines: lineNum, bomBytes, endsWithNewline: lastCode === LF || lastCode === CR };
}

/**
 * Google-specific: some people forget the colon, so whitespace is accepted in
 * its stead, but only when the line is exactly two words. Returns the
 * separator's index, or -1.
 */
function missingColonSeparator(text: string, s: number, end: number): number {
  let sep = -1;
  for (let i = s; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) {
      sep = i;
      break;
    }
  }
  if (sep === -1) return -1;
  let v = sep;
  while (v < end && (text.charCodeAt(v) === 32 || text.charCodeAt(v) === 9)) v++;
  for (let i = v; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9) return -1;
  }
  return sep;
}

const K_UNKNOWN = 0;
const K_USER_AGENT = 1;
const K_ALLOW = 2;
const K_DISALLOW = 3;
const K_SITEMAP = 4;
const TYPO = 8;
const KIND_NAMES: readonly DirectiveKind[] = ['unknown', 'user-agent', 'allow', 'disallow', 'sitemap'];

/** A key word as lower-case char codes. */
function word(w: string): Uint8Array {
  return Uint8Array.from(w, (c) => c.charCodeAt(0));
}

/**
 * Case-insensitive "starts with" on byte text. `| 0x20` lower-cases ASCII
 * letters; the only other chars it could turn into a letter, `-` or a space
 * are CR and NUL, which never occur inside a line's content.
 */
function startsWithWord(text: string, s: number, e: number, w: Uint8Array): boolean {
  const n = w.length;
  if (e - s < n) return false;
  for (let i = 1; i < n; i++) if ((text.charCodeAt(s + i) | 0x20) !== w[i]) return false;
  return true;
}

const USER_AGENT = word('user-agent');
const USERAGENT = word('useragent');
const USER_SPACE_AGENT = word('user agent');
const ALLOW = word('allow');
const DISALLOW = word('disallow');
const SITEMAP = word('sitemap');
const SITE_MAP = word('site-map');
const DISALLOW_TYPOS = ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'].map(word);

/**
 * Google's Key::Parse: user-agent, then allow, disallow, sitemap, each by
 * prefix ("User-agents", "Allowance" and "Disallowed" all count), with the
 * frequent typos Google accepts. "alow", "dis-allow" and "User_agent" are not.
 */
/** Length of the key word the last classifyKey() call matched (0 for an unknown key). */
let keyWordLength = 0;

function matched(kind: number, word: Uint8Array): number {
  keyWordLength = word.length;
  return kind;
}

function classifyKey(text: string, s: number, e: number): number {
  // The three keys nearly every line has, checked first in a small function the
  // compiler can inline; the rest (sitemap, typos, unknown) in a separate one.
  const c = text.charCodeAt(s) | 0x20;
  if (c === 0x64 && startsWithWord(text, s, e, DISALLOW)) return matched(K_DISALLOW, DISALLOW);
  if (c === 0x61 && startsWithWord(text, s, e, ALLOW)) return matched(K_ALLOW, ALLOW);
  if (c === 0x75 && startsWithWord(text, s, e, USER_AGENT)) return matched(K_USER_AGENT, USER_AGENT);
  return classifyOtherKey(text, s, e, c);
}

function classifyOtherKey(text: string, s: number, e: number, c: number): number {
  keyWordLength = 0;
  switch (c) {
    case 0x75: // u
      if (startsWithWord(text, s, e, USERAGENT)) return matched(K_USER_AGENT | TYPO, USERAGENT);
      if (startsWithWord(text, s, e, USER_SPACE_AGENT)) return matched(K_USER_AGENT | TYPO, USER_SPACE_AGENT);
      return K_UNKNOWN;
    case 0x64: // d
      for (const t of DISALLOW_TYPOS) if (startsWithWord(text, s, e, t)) return matched(K_DISALLOW | TYPO, t);
      return K_UNKNOWN;
    case 0x73: // s
      if (startsWithWord(text, s, e, SITEMAP)) return matched(K_SITEMAP, SITEMAP);
      if (startsWithWord(text, s, e, SITE_MAP)) return matched(K_SITEMAP | TYPO, SITE_MAP);
      return K_UNKNOWN;
    default:
      return K_UNKNOWN;
  }
}
