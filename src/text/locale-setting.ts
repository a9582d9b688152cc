/**
 * The language setting: 'auto' (the browser's UI language) or a locale this
 * build has a catalog for. The locale each surface then speaks comes from
 * resolveLocale (locale.ts).
 */
import { LOCALES, resolveLocale, type Locale } from './locale.ts';
import { PSEUDO_BUILD, PSEUDO_LOCALE } from './pseudo-locale.ts';

/** A locale a surface can speak: one of LOCALES, or the pseudo-locale in a test build. */
export type SpokenLocale = Locale | typeof PSEUDO_LOCALE;
export type LocaleSetting = 'auto' | SpokenLocale;

/** What this build can speak: LOCALES, and the pseudo-locale only in a test build. */
export const SPOKEN_LOCALES: readonly SpokenLocale[] = PSEUDO_BUILD ? [...LOCALES, PSEUDO_LOCALE] : LOCALES;

export function isLocaleSetting(value: unknown): value is LocaleSetting {
  return value === 'auto' || SPOKEN_LOCALES.includes(value as SpokenLocale);
}

/** The locale to speak for this browser UI language and setting. */
export function spokenLocale(uiLanguage: string | null | undefined, setting: LocaleSetting): SpokenLocale {
  // 'en-XA' is never a browser's language: only the setting picks it, so 'auto' cannot land on it.
  if (PSEUDO_BUILD && setting === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return resolveLocale<Locale>(uiLanguage, setting === 'auto' ? null : setting, LOCALES);
}
