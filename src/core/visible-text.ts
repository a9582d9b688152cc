/**
 * Site text made safe to show: the characters a robots.txt (or a URL, a
 * user-agent, a sitemap address) can carry that show nothing, or that change
 * how the text around them is ordered, become visible escapes.
 *
 * `Disallow: /‮gnp.exe/` with U+202E (right-to-left override) displays as
 * `Disallow: //exe.png` and reverses the rest of any sentence it sits in;
 * U+2066–2069 and zero-width characters hide or move characters. Pure: used
 * by the popup (which styles each escape as a token), the badge tooltip and
 * the linter, and free for the CLI (its own escape format for terminals).
 */

/** One piece of text to show: text as it is, or one hidden character to show as an escape. */
export type VisiblePart = { kind: 'text'; text: string } | { kind: 'hidden'; codePoint: number };

/**
 * Invisible, format and control characters, by Unicode's own classes: C0,
 * DEL and C1 controls (Cc) except TAB (robots.txt whitespace), format
 * characters such as bidi controls, zero-width characters and tags (Cf),
 * line and paragraph separators (Zl, Zp), lone surrogates (Cs), and the rest
 * of the default-ignorable characters (Hangul fillers, variation selectors,
 * the combining grapheme joiner, …), which render as nothing. Exported as a
 * source so that a surface with its own escape format (the CLI's terminal
 * escapes) matches exactly the same characters.
 */
export const HIDDEN_CHAR_SOURCE = '(?!\\t)[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Default_Ignorable_Code_Point}]';

const HIDDEN_TEST = new RegExp(HIDDEN_CHAR_SOURCE, 'u');

/** Characters that reorder text (Unicode bidirectional formatting characters). */
const BIDI_CONTROLS: ReadonlySet<number> = new Set([
  0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
]);

/** True when the text holds at least one hidden character (fast check before any work). */
export function hasHiddenChars(text: string): boolean {
  return HIDDEN_TEST.test(text);
}

export function isBidiControl(codePoint: number): boolean {
  return BIDI_CONTROLS.has(codePoint);
}

/** The text split into runs of ordinary text and single hidden characters, in order. */
export function visibleParts(text: string): VisiblePart[] {
  if (!HIDDEN_TEST.test(text)) return text === '' ? [] : [{ kind: 'text', text }];
  const parts: VisiblePart[] = [];
  const re = new RegExp(HIDDEN_CHAR_SOURCE, 'gu');
  let last = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'hidden', codePoint: m[0].codePointAt(0)! });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The distinct hidden characters of the text, in order of first appearance. */
export function hiddenCodePoints(text: string): number[] {
  const seen: number[] = [];
  for (const p of visibleParts(text)) if (p.kind === 'hidden' && !seen.includes(p.codePoint)) seen.push(p.codePoint);
  return seen;
}

/** `U+202E`: the conventional name of a code point. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The default escape: `‹U+202E›`, made only of characters that cannot themselves hide or reorder anything. */
export function defaultEscape(codePoint: number): string {
  return `‹${codePointLabel(codePoint)}›`;
}

/** The text with every hidden character replaced by `escapeOne(codePoint)` (by default `‹U+202E›`). */
export function escapeHidden(text: string, escapeOne: (codePoint: number) => string = defaultEscape): string {
  if (!HIDDEN_TEST.test(text)) return text;
  let out = '';
  for (const p of visibleParts(text)) out += p.kind === 'text' ? p.text : escapeOne(p.codePoint);
  return out;
}

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo, …, their presentation forms, and the RTL planes). */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE]|[\uD802-\uD803\uD83A-\uD83B][\uDC00-\uDFFF]/;

/**
 * Site text for a plain-text surface that takes no markup (a `title`
 * tooltip, the badge's tooltip): hidden characters escaped, then, when the
 * text could move anything (right-to-left letters or a hidden character),
 * wrapped in a left-to-right isolate so it cannot reorder the sentence
 * around it. Text of left-to-right letters and ASCII punctuation is returned
 * as it is: in a left-to-right sentence it cannot move anything.
 */
export function isolatedPlainText(text: string): string {
  if (!HIDDEN_TEST.test(text) && !RIGHT_TO_LEFT.test(text)) return text;
  return `${LEFT_TO_RIGHT_ISOLATE}${escapeHidden(text)}${POP_DIRECTIONAL_ISOLATE}`;
}
