/** Whether the popup checks a page's links and resources (fetching their sites' robots.txt) without being asked. */
import { useText } from '../ui/use-text.ts';
import { setAutoCheckLinks } from './actions.ts';
import { SaveStatus } from './save-status.tsx';
import { settings } from './store.ts';

export function AutoCheckLinks() {
  const on = settings.value.autoCheckLinks;
  const text = useText();
  return (
    <section class="card" aria-labelledby="links-heading">
      <h2 id="links-heading">{text.t('page-links.options.heading')}</h2>
      <div class="field field-check">
        <input
          id="auto-check-links"
          type="checkbox"
          data-testid="auto-check-links"
          checked={on}
          aria-describedby="auto-check-links-hint"
          onChange={(event) => void setAutoCheckLinks(event.currentTarget.checked)}
        />
        <label for="auto-check-links">{text.t('page-links.options.label')}</label>
      </div>
      <p id="auto-check-links-hint" class="hint">
        {text.t('page-links.options.hint')}
      </p>
      <SaveStatus area="links" />
    </section>
  );
}
