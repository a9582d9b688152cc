/**
 * The language a page speaks: resolved from the browser's UI language and
 * the `locale` setting, only that catalog loaded (English is bundled; every
 * other locale is its own chunk, fetched only when chosen), set as
 * `activeText` and `<html lang>`, and switched at once when the setting
 * changes in any page.
 */
import browser from 'webextension-polyfill';
import { loadSettings, watchSettings } from '../shared/settings.ts';
import { text as english } from '../text/bundled.ts';
import { loadSpokenCatalog } from '../text/load-catalog.ts';
import { isLocaleSetting, type LocaleSetting, type SpokenLocale, spokenLocale } from '../text/locale-setting.ts';
import { createText, type Text } from '../text/text.ts';
import { activeText } from './use-text.ts';

const LOCALE_MARK = 'robots-lens:locale';

/** The browser's UI language ('' when the API is missing: English then). */
export function browserLanguage(): string {
  try {
    return browser.i18n.getUILanguage();
  } catch {
    return '';
  }
}

/**
 * Speaks the locale the settings choose, and follows later changes. Resolves
 * once the first one is active, so a page that renders after it paints its
 * first frame in that language.
 */
export async function followLocale(): Promise<void> {
  const uiLanguage = browserLanguage();
  const catalogs = new Map<SpokenLocale, Promise<Text>>();
  const textOf = (locale: SpokenLocale): Promise<Text> => {
    if (locale === english.locale) return Promise.resolve(english);
    let text = catalogs.get(locale);
    if (!text) {
      text = loadSpokenCatalog(locale).then((catalog) => createText(locale, catalog));
      // Not loaded: the same choice may be tried again.
      text.catch(() => catalogs.delete(locale));
      catalogs.set(locale, text);
    }
    return text;
  };
  // The likeliest catalog starts loading now, beside the settings read, not after it:
  // the language this page spoke last time, else the browser's.
  void textOf(lastSpoken() ?? spokenLocale(uiLanguage, 'auto')).catch(() => undefined);

  let wanted: SpokenLocale | null = null;
  const speak = async (setting: LocaleSetting) => {
    const locale = spokenLocale(uiLanguage, setting);
    if (locale === wanted) return;
    wanted = locale;
    let text: Text;
    try {
      text = await textOf(locale);
    } catch (error) {
      if (wanted === locale) wanted = null;
      throw error;
    }
    // A later change may have finished first: the newest choice wins.
    if (wanted !== locale) return;
    activeText.value = text;
    document.documentElement.lang = locale;
    rememberSpoken(locale);
    // For the e2e timings: when the page's language was ready, beside when its record arrived.
    if (performance.getEntriesByName(LOCALE_MARK).length === 0) performance.mark(LOCALE_MARK);
  };
  watchSettings((settings) => {
    speak(settings.locale).catch((error: unknown) => console.warn('Robots Lens: could not switch the language', error));
  });
  let setting: LocaleSetting = 'auto';
  try {
    setting = (await loadSettings()).locale;
  } catch {
    // Unreadable settings: the browser's language.
  }
  try {
    await speak(setting);
  } catch (error) {
    // A catalog that fails to load leaves the page in English rather than blank.
    console.warn('Robots Lens: could not load the language', error);
  }
}

const LAST_SPOKEN = 'robots-lens:last-locale';

/** The locale the extension's pages spoke last (localStorage: read synchronously, before the settings arrive). */
function lastSpoken(): SpokenLocale | null {
  try {
    const last = localStorage.getItem(LAST_SPOKEN);
    return last && isLocaleSetting(last) && last !== 'auto' ? last : null;
  } catch {
    return null;
  }
}

function rememberSpoken(locale: SpokenLocale): void {
  try {
    localStorage.setItem(LAST_SPOKEN, locale);
  } catch {
    // Only a head start is lost.
  }
}
