/** Loads one locale's catalog, so a page holds only the catalog it speaks. */
import en from './catalogs/en/index.ts';
import type { Locale } from './locale.ts';
import type { SpokenLocale } from './locale-setting.ts';
import type { Catalog } from './messages/index.ts';
import loadPseudoCatalog from 'virtual:robots-lens/pseudo-loader';
import { PSEUDO_LOCALE } from './pseudo-locale.ts';
import type { ShippedCatalog } from './text.ts';

/**
 * One dynamic import per other locale, so a bundler splits each catalog into
 * its own chunk. English is in every page already (bundled.ts: the text a
 * page renders before its locale is known, and the fallback), so it is
 * imported statically: a dynamic import of it could not move it into a chunk
 * of its own, and the build said so for every surface.
 */
const LOADERS: Readonly<Record<Locale, () => Promise<Catalog>>> = {
  en: () => Promise.resolve(en),
  vi: () => import('./catalogs/vi/index.ts').then((m) => m.default),
  tr: () => import('./catalogs/tr/index.ts').then((m) => m.default),
  hi: () => import('./catalogs/hi/index.ts').then((m) => m.default),
  th: () => import('./catalogs/th/index.ts').then((m) => m.default),
};

export function loadCatalog(locale: Locale): Promise<Catalog> {
  return LOADERS[locale]();
}

/**
 * The catalog for a locale a surface speaks: the pseudo-locale's is made from
 * English by the test build (scripts/lib/pseudo-catalog.ts); no other build has it.
 */
export function loadSpokenCatalog(locale: SpokenLocale): Promise<ShippedCatalog> {
  if (loadPseudoCatalog && locale === PSEUDO_LOCALE) return loadPseudoCatalog();
  return loadCatalog(locale as Locale);
}
