/**
 * Text from a robots.txt, made safe to print on a terminal: control
 * characters (C0, DEL, C1: escape sequences could recolour or rewrite the
 * screen) are shown as `\xNN` / `\u00NN`, tabs as `\t`. Everything else,
 * including non-ASCII letters, is printed as it is.
 */
export function terminalText(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => {
    if (c === '\t') return '\\t';
    const code = c.charCodeAt(0);
    return code < 0x80 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
