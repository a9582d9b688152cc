/**
 * Text the site or the user controls (rule text, paths, URLs, user-agents,
 * file names, error messages), made safe to print on a terminal.
 *
 * Control characters could move the cursor, recolour or clear the screen or
 * set the window title (ESC and C1 sequences); bidi controls (U+202E,
 * U+2066–2069, …) could reorder what follows so a rule reads as another; and
 * invisible characters (zero-width, soft hyphen, BOM, tags, fillers) could
 * make two different rules look the same. All of these are shown as escapes
 * instead: `\t`, `\n`, `\r`, `\xNN` below U+0100, `\u{XXXX}` above. Every
 * other character, non-ASCII letters included, is printed as it is.
 */
import { HIDDEN_CHAR_SOURCE } from '../core/visible-text.ts';

/**
 * The characters every surface shows as escapes (core's visible-text: controls,
 * bidi and format characters, invisible ones), plus TAB, which a terminal
 * line must not carry either.
 */
const UNSAFE = new RegExp(`\\t|${HIDDEN_CHAR_SOURCE}`, 'gu');

const NAMED: Readonly<Record<string, string>> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function hex(code: number, width: number): string {
  return code.toString(16).toUpperCase().padStart(width, '0');
}

function terminalEscape(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  const code = c.codePointAt(0)!;
  return code < 0x100 ? `\\x${hex(code, 2).toLowerCase()}` : `\\u{${hex(code, 4)}}`;
}

/** `text` with every unsafe character escaped; safe to print, always one line. */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, terminalEscape);
}

/** `\uXXXX` for each UTF-16 unit: valid inside a JSON string, astral characters included. */
function jsonEscape(c: string): string {
  let out = '';
  for (let i = 0; i < c.length; i++) out += `\\u${hex(c.charCodeAt(i), 4).toLowerCase()}`;
  return out;
}

/**
 * JSON.stringify, with the unsafe characters JSON.stringify leaves raw (DEL,
 * C1, U+2028, bidi and invisible characters) written as `\uXXXX` escapes:
 * the same JSON value, safe to print. JSON.stringify already escapes C0
 * controls inside strings, so the C0 characters left (the newlines and
 * spaces of `indent`) are layout and stay as they are.
 */
export function jsonText(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(UNSAFE, (c) => (c.charCodeAt(0) < 0x20 ? c : jsonEscape(c)));
}
