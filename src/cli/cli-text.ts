/**
 * The CLI's words: a message of the catalogs of the language the run speaks
 * (command-locale.ts), with the text a site or the user controls joined in as
 * it is. Every printing path escapes the whole line afterwards (terminalText,
 * or jsonText for JSON), so site text is never wrapped in the bidi isolates
 * `t()` adds for the popup's tooltips: a terminal would show those as escapes.
 *
 * English is bundled and spoken until speak() is told otherwise; another
 * language's catalogs are imported only when a run speaks it, so in the
 * bundled command (scripts/build-cli.ts) they stay in the file unevaluated
 * and an English start pays nothing for them.
 */
import cli from '../text/catalogs/en/cli.ts';
import en from '../text/catalogs/en/index.ts';
import type { Locale } from '../text/locale.ts';
import type { CommandMessages, Message, ParamsIn } from '../text/messages/index.ts';
import { createText, type ShippedCatalog, type Text } from '../text/text.ts';

/** The extension's catalog and the command's own messages (help, arguments, reports), which the extension never loads. */
type CommandCatalog = ShippedCatalog<CommandMessages>;

const english: Text<CommandMessages> = createText<CommandMessages>('en', { ...en, ...cli });
let text = english;

/** One dynamic import pair per other language, so each is evaluated only when chosen. */
const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<CommandCatalog>>> = {
  vi: async () => ({ ...(await import('../text/catalogs/vi/index.ts')).default, ...(await import('../text/catalogs/vi/cli.ts')).default }),
  tr: async () => ({ ...(await import('../text/catalogs/tr/index.ts')).default, ...(await import('../text/catalogs/tr/cli.ts')).default }),
  hi: async () => ({ ...(await import('../text/catalogs/hi/index.ts')).default, ...(await import('../text/catalogs/hi/cli.ts')).default }),
  th: async () => ({ ...(await import('../text/catalogs/th/index.ts')).default, ...(await import('../text/catalogs/th/cli.ts')).default }),
};

/** Makes every later say() speak `locale` (cli.ts calls it once, before a command runs). */
export async function speak(locale: Locale): Promise<void> {
  text = locale === 'en' ? english : createText<CommandMessages>(locale, await LOADERS[locale]());
}

export { site } from '../text/text.ts';

/** The text layer in the run's language, for the text-layer functions that take one (verdict-text.ts, lint-text.ts…). */
export const commandText = (): Text<CommandMessages> => text;

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

/** A list of names as the run's language joins them: in English "a, b and c", or with `or`, "a, b or c". */
export const listOf = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string =>
  new Intl.ListFormat(text.locale, { type }).format(items);
