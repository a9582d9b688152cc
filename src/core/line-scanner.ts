/**
 * The line scanner: robots.txt bytes in, one call per directive out, in the
 * manner of Google's `ParseRobotsTxt` (robots.cc). The model builder and the
 * linter are handlers; the scanner knows nothing of groups or matching.
 *
 * Google's reading, which this follows byte for byte (docs/behaviour.md §3):
 * - a UTF-8 BOM, or any leading part of one, is skipped at the very start only;
 * - lines end at LF, CR or CRLF (CRLF once); the last line counts without an ending;
 * - only the first 16,663 bytes of a line are kept (Google's 2083 × 8 buffer
 *   minus its terminator), and a NUL ends the line's content (C strings);
 * - `#` starts a comment anywhere; then ASCII whitespace is trimmed;
 * - the key ends at the first `:`; without any colon, exactly two
 *   space/tab-separated words are accepted ("Disallow /x") — people forget it;
 * - keys are matched case-insensitively by prefix, with a few accepted typos.
 */
import { byteText, leadingBomBytes } from './bytes.ts';
import type { RuleKind } from './model.ts';

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
  /**
   * An allow or disallow line, its value being `text.slice(start, end)`:
   * given as a range of the body so that a handler storing thousands of
   * rules compactly (the rule store) never makes a string for them.
   */
  handleRule(kind: RuleKind, line: number, text: string, start: number, end: number): void;
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

const LF = 10;

function isAsciiSpace(c: number): boolean {
  // absl::ascii_isspace: space, \t, \n, \v, \f, \r.
  return c === 32 || (c >= 9 && c <= 13);
}

/** Scans `input` (bytes, or byte text from `byteText`) and reports every line to `handler`. */
export function scanRobotsTxt(input: Uint8Array | string, handler: RobotsLineHandler): ScanSummary {
  const text = typeof input === 'string' ? input : byteText(input);
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
    let key = classifyKey(text, s, end);
    let sep = -1;
    for (let i = s + key.length; i < end; i++) {
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
      key = classifyKey(text, s, sep);
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

    if (key.typo) flags |= LineFlag.Typo;
    const kind = key.kind;
    if (kind === 'disallow' || kind === 'allow') {
      handler.handleRule(kind, line, text, v, end);
      if (report && flags !== LineFlag.Directive) report.reportLine!(line, flags, text.slice(s, keyEnd), kind);
      continue;
    }
    const value = text.slice(v, end);
    switch (kind) {
      case 'user-agent':
        handler.handleUserAgent(line, value);
        break;
      case 'sitemap':
        handler.handleSitemap(line, value);
        break;
      default:
        handler.handleUnknown(line, text.slice(s, keyEnd), value);
    }
    // Plain directive lines, the vast majority, carry nothing more to report.
    if (report && flags !== LineFlag.Directive) report.reportLine!(line, flags, text.slice(s, keyEnd), kind);
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

/** A key word the scanner knows, lower case; `typo` for the misspellings Google accepts. */
interface KeyWord {
  kind: DirectiveKind;
  /** The word's length: the key's colon cannot come before its end. */
  length: number;
  typo: boolean;
  /** The word as lower-case char codes. */
  codes: Uint8Array;
}

function keyWord(kind: DirectiveKind, w: string, typo = false): KeyWord {
  return { kind, length: w.length, typo, codes: Uint8Array.from(w, (c) => c.charCodeAt(0)) };
}

/**
 * Case-insensitive "starts with" on byte text. `| 0x20` lower-cases ASCII
 * letters; the only other chars it could turn into a letter, `-` or a space
 * are CR and NUL, which never occur inside a line's content.
 */
function startsWithWord(text: string, s: number, e: number, w: KeyWord): boolean {
  const codes = w.codes;
  const n = w.length;
  if (e - s < n) return false;
  for (let i = 1; i < n; i++) if ((text.charCodeAt(s + i) | 0x20) !== codes[i]) return false;
  return true;
}

/** Any other key: nothing of it is known, so the colon is looked for from its start. */
const UNKNOWN: KeyWord = keyWord('unknown', '');
const USER_AGENT = keyWord('user-agent', 'user-agent');
const USERAGENT = keyWord('user-agent', 'useragent', true);
const USER_SPACE_AGENT = keyWord('user-agent', 'user agent', true);
const ALLOW = keyWord('allow', 'allow');
const DISALLOW = keyWord('disallow', 'disallow');
const SITEMAP = keyWord('sitemap', 'sitemap');
const SITE_MAP = keyWord('sitemap', 'site-map', true);
const DISALLOW_TYPOS = ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'].map((w) => keyWord('disallow', w, true));

/**
 * Google's Key::Parse: user-agent, then allow, disallow, sitemap, each by
 * prefix ("User-agents", "Allowance" and "Disallowed" all count), with the
 * frequent typos Google accepts. "alow", "dis-allow" and "User_agent" are not.
 * Returns the key word matched, one of the constants above.
 */
function classifyKey(text: string, s: number, e: number): KeyWord {
  // The three keys nearly every line has, checked first in a small function the
  // compiler can inline; the rest (sitemap, typos, unknown) in a separate one.
  const c = text.charCodeAt(s) | 0x20;
  if (c === 0x64 && startsWithWord(text, s, e, DISALLOW)) return DISALLOW;
  if (c === 0x61 && startsWithWord(text, s, e, ALLOW)) return ALLOW;
  if (c === 0x75 && startsWithWord(text, s, e, USER_AGENT)) return USER_AGENT;
  return classifyOtherKey(text, s, e, c);
}

function classifyOtherKey(text: string, s: number, e: number, c: number): KeyWord {
  switch (c) {
    case 0x75: // u
      if (startsWithWord(text, s, e, USERAGENT)) return USERAGENT;
      if (startsWithWord(text, s, e, USER_SPACE_AGENT)) return USER_SPACE_AGENT;
      return UNKNOWN;
    case 0x64: // d
      for (const t of DISALLOW_TYPOS) if (startsWithWord(text, s, e, t)) return t;
      return UNKNOWN;
    case 0x73: // s
      if (startsWithWord(text, s, e, SITEMAP)) return SITEMAP;
      if (startsWithWord(text, s, e, SITE_MAP)) return SITE_MAP;
      return UNKNOWN;
    default:
      return UNKNOWN;
  }
}
