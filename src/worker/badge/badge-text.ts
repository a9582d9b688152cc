/**
 * The language of the badge tooltips: the browser's UI language or the
 * `locale` setting, like the pages. Each locale's Text is made once and
 * kept, so a switch back and forth compiles nothing twice.
 */
import { bundledCatalog } from '../../text/every-catalog.ts';
import { type LocaleSetting, type SpokenLocale, spokenLocale } from '../../text/locale-setting.ts';
import { createText, type Text } from '../../text/text.ts';

export class BadgeText {
  readonly #uiLanguage: string;
  readonly #made = new Map<SpokenLocale, Text>();
  #current: Text;

  constructor(uiLanguage: string, setting: LocaleSetting = 'auto') {
    this.#uiLanguage = uiLanguage;
    this.#current = this.#textFor(setting);
  }

  get current(): Text {
    return this.#current;
  }

  /** Follows the setting; returns whether the language changed (the open tabs' tooltips then need repainting). */
  follow(setting: LocaleSetting): boolean {
    const next = this.#textFor(setting);
    const changed = next !== this.#current;
    this.#current = next;
    return changed;
  }

  #textFor(setting: LocaleSetting): Text {
    const locale = spokenLocale(this.#uiLanguage, setting);
    let text = this.#made.get(locale);
    if (!text) {
      text = createText(locale, bundledCatalog(locale));
      this.#made.set(locale, text);
    }
    return text;
  }
}
