/**
 * The English text, bundled: every surface renders through it until its
 * locale is resolved (locale.ts), and the command prints it. Other locales'
 * catalogs are loaded only when chosen (load-catalog.ts).
 */
import en from './catalogs/en/index.ts';
import { DEFAULT_LOCALE } from './locale.ts';
import { createText } from './text.ts';

export const text = createText(DEFAULT_LOCALE, en);
