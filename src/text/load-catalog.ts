/** Loads one locale's catalog, so a page holds only the catalog it speaks. */
import type { Locale } from './locale.ts';
import type { Catalog } from './messages/index.ts';

/** One dynamic import per locale, so a bundler splits each catalog into its own chunk. */
const LOADERS: Readonly<Record<Locale, () => Promise<Catalog>>> = {
  en: () => import('./catalogs/en/index.ts').then((m) => m.default),
  vi: () => import('./catalogs/vi/index.ts').then((m) => m.default),
  tr: () => import('./catalogs/tr/index.ts').then((m) => m.default),
  hi: () => import('./catalogs/hi/index.ts').then((m) => m.default),
  th: () => import('./catalogs/th/index.ts').then((m) => m.default),
};

export function loadCatalog(locale: Locale): Promise<Catalog> {
  return LOADERS[locale]();
}
