/**
 * Which locale the surfaces speak: the person's choice in the options when it
 * has a catalog, else the browser's UI language (or its primary subtag), else
 * English. Only the chosen locale's catalog is loaded (load-catalog.ts).
 */

/** The locales with a catalog: English, Vietnamese, Turkish, Hindi, Thai. */
export const LOCALES = ['en', 'vi', 'tr', 'hi', 'th'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function resolveLocale<L extends string>(
  uiLanguage: string | null | undefined,
  override: string | null | undefined,
  available: readonly L[] = LOCALES as unknown as readonly L[],
): L {
  for (const wanted of [override, uiLanguage]) {
    const match = wanted ? matchLocale(wanted, available) : null;
    if (match) return match;
  }
  return available.includes(DEFAULT_LOCALE as L) ? (DEFAULT_LOCALE as L) : available[0]!;
}

/** `pt-BR` → `pt-BR` when there is a catalog for it, else `pt`; case and `_` forgiven. */
function matchLocale<L extends string>(tag: string, available: readonly L[]): L | null {
  const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
  const exact = available.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return available.find((l) => l.toLowerCase() === primary) ?? null;
}
