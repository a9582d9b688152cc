/**
 * The CLI's words: a message of the bundled English catalog, with the text a
 * site or the user controls joined in as it is. Every printing path escapes
 * the whole line afterwards (terminalText, or jsonText for JSON), so site
 * text is never wrapped in the bidi isolates `t()` adds for the popup's
 * tooltips: a terminal would show those as escapes.
 */
import { text } from '../text/bundled.ts';
import type { MessageKey, ParamsOf } from '../text/messages/index.ts';

export { site } from '../text/text.ts';

export function say<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string {
  return text
    .parts(key, ...params)
    .map((p) => (typeof p === 'string' ? p : p.site))
    .join('');
}

/** Numbers as the CLI's English writes them (1,234). */
export const count = (n: number): string => new Intl.NumberFormat(text.locale).format(n);

/** A list of names as the CLI's English joins them: "a, b and c", or with `or`, "a, b or c". */
export const listOf = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string =>
  new Intl.ListFormat(text.locale, { type }).format(items);
