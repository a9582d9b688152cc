/** The one setting that makes Robots Lens behave unlike a crawler, explained so nobody turns it on by accident. */
import { setSendCookies } from './actions.ts';
import { SaveStatus } from './save-status.tsx';
import { useText } from '../ui/use-text.ts';
import { settings } from './store.ts';

export function SendCookies() {
  const on = settings.value.sendCookies;
  const text = useText();
  return (
    <section class="card" aria-labelledby="cookies-heading">
      <h2 id="cookies-heading">{text.t('options.cookies.heading')}</h2>
      <div class="field field-check">
        <input
          id="send-cookies"
          type="checkbox"
          data-testid="send-cookies"
          checked={on}
          aria-describedby="send-cookies-hint"
          onChange={(event) => void setSendCookies(event.currentTarget.checked)}
        />
        <label for="send-cookies">{text.t('options.cookies.label')}</label>
      </div>
      <p id="send-cookies-hint" class="hint">
        {text.t('options.cookies.hint')}
      </p>
      <SaveStatus area="cookies" />
    </section>
  );
}
