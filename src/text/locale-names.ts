/**
 * Each locale named in its own language, as a language picker lists them
 * (a reader looks for their own language's name, whatever the page speaks):
 * never translated, so kept out of the catalogs.
 */
import type { Locale } from './locale.ts';
import type { SpokenLocale } from './locale-setting.ts';
import { PSEUDO_BUILD, PSEUDO_LOCALE } from './pseudo-locale.ts';

const NAMES: Readonly<Record<Locale, string>> = { en: 'English', vi: 'Tiếng Việt', tr: 'Türkçe', hi: 'हिन्दी', th: 'ไทย' };

export function ownName(locale: SpokenLocale): string {
  return PSEUDO_BUILD && locale === PSEUDO_LOCALE ? 'Ƥšéúðó' : NAMES[locale as Locale];
}

/** A browser language named in `inLocale` (Intl.DisplayNames), or null when it has no name there. */
export function languageName(tag: string, inLocale: string): string | null {
  try {
    const name = new Intl.DisplayNames([inLocale], { type: 'language', fallback: 'none' }).of(tag);
    return name ?? null;
  } catch {
    return null;
  }
}
