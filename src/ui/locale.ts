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
import { type LocaleSetting, type SpokenLocale, spokenLocale } from '../text/locale-setting.ts';
import { createText } from '../text/text.ts';
import { activeText } from './use-text.ts';

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
  let wanted: SpokenLocale | null = null;
  const speak = async (setting: LocaleSetting) => {
    const locale = spokenLocale(uiLanguage, setting);
    if (locale === wanted) return;
    wanted = locale;
    const text = locale === english.locale ? english : createText(locale, await loadSpokenCatalog(locale));
    // A later change may have finished first: the newest choice wins.
    if (wanted !== locale) return;
    activeText.value = text;
    document.documentElement.lang = locale;
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
