/**
 * The language of the popup, the options page and the badge tooltip:
 * automatic (the browser's) or one of the locales, each named in its own
 * language. Saving is enough: every open page and the worker follow the
 * setting as it changes (src/ui/locale.ts, src/worker/badge/badge-text.ts).
 */
import { SPOKEN_LOCALES } from '../../text/locale-setting.ts';
import { languageName, ownName } from '../../text/locale-names.ts';
import { browserLanguage } from '../../ui/locale.ts';
import { useText } from '../../ui/use-text.ts';
import { chooseLanguage } from './actions.ts';
import { languageFailed, settings } from './store.ts';

export function LanguagePicker() {
  const text = useText();
  const uiLanguage = browserLanguage();
  const name = uiLanguage ? languageName(uiLanguage, text.locale) : null;
  return (
    <section class="card" aria-labelledby="language-heading">
      <h2 id="language-heading">{text.t('locale.heading')}</h2>
      <div class="field-row">
        <label for="language">{text.t('locale.label')}</label>
        <select
          id="language"
          data-testid="language"
          aria-describedby="language-hint"
          value={settings.value.locale}
          onChange={(event) => void chooseLanguage(event.currentTarget.value)}
        >
          <option value="auto">{name ? text.t('locale.auto', { language: name }) : text.t('locale.auto-unnamed')}</option>
          {SPOKEN_LOCALES.map((locale) => (
            // Each name is in its own language, whatever the page speaks.
            <option key={locale} value={locale} lang={locale}>
              {ownName(locale)}
            </option>
          ))}
        </select>
      </div>
      <p id="language-hint" class="hint">
        {text.t('locale.hint')}
      </p>
      {languageFailed.value && (
        <p class="save-status save-error" role="alert">
          {text.t('locale.failed')}
        </p>
      )}
    </section>
  );
}
