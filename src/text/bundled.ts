/**
 * The text every surface renders through today. English is the only
 * catalog, so it is bundled; when issue 8's other locales land, a surface
 * resolves its locale (locale.ts) and loads only that catalog.
 */
import en from './catalogs/en/index.ts';
import { DEFAULT_LOCALE } from './locale.ts';
import { createText } from './text.ts';

export const text = createText(DEFAULT_LOCALE, en);
