/**
 * Every locale's catalog, bundled together: for the worker, which cannot
 * fetch a catalog chunk when the setting changes (a service worker may not
 * use import()). The pages load only the catalog they speak (load-catalog.ts).
 */
import pseudo from 'virtual:robots-lens/pseudo-bundled';
import en from './catalogs/en/index.ts';
import hi from './catalogs/hi/index.ts';
import th from './catalogs/th/index.ts';
import tr from './catalogs/tr/index.ts';
import vi from './catalogs/vi/index.ts';
import type { Locale } from './locale.ts';
import type { SpokenLocale } from './locale-setting.ts';
import { PSEUDO_LOCALE } from './pseudo-locale.ts';
import type { ShippedCatalog } from './text.ts';

const CATALOGS: Readonly<Record<Locale, ShippedCatalog>> = { en, vi, tr, hi, th };

export function bundledCatalog(locale: SpokenLocale): ShippedCatalog {
  if (pseudo && locale === PSEUDO_LOCALE) return pseudo;
  return CATALOGS[locale as Locale];
}
