/**
 * The CLI's words: a message of the bundled English catalog, with the text a
 * site or the user controls joined in as it is. Every printing path escapes
 * the whole line afterwards (terminalText, or jsonText for JSON), so site
 * text is never wrapped in the bidi isolates `t()` adds for the popup's
 * tooltips: a terminal would show those as escapes.
 */
import cli from '../text/catalogs/en/cli.ts';
import en from '../text/catalogs/en/index.ts';
import type { CommandMessages, Message, ParamsIn } from '../text/messages/index.ts';
import { createText } from '../text/text.ts';

/** The extension's English and the command's own messages (help, arguments, reports), which the extension never loads. */
const text = createText<CommandMessages>('en', { ...en, ...cli });

export { site } from '../text/text.ts';

export function say<K extends keyof CommandMessages & string>(key: K, ...params: ParamsIn<CommandMessages, K>): string {
  return text
    .parts(key, ...params)
    .map((p) => (typeof p === 'string' ? p : p.site))
    .join('');
}

/** A message the text layer builds (e.g. profile-text.ts's), said as say() says its own. */
export function sayMessage(message: Message): string {
  return text
    .renderParts(message)
    .map((p) => (typeof p === 'string' ? p : p.site))
    .join('');
}

/** A list of names as the CLI's English joins them: "a, b and c", or with `or`, "a, b or c". */
export const listOf = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string =>
  new Intl.ListFormat(text.locale, { type }).format(items);
