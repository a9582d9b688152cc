/** The crawler the badge simulates and the popup opens with. */
import { PURPOSE_LABELS } from '../core/index.ts';
import { profileForSettings } from '../shared/settings.ts';
import { CrawlerOptions } from '../ui/crawler-options.tsx';
import { setDefaultProfile } from './actions.ts';
import { SaveStatus } from './save-status.tsx';
import { profileDescription } from '../ui/profile-description.ts';
import { useText } from '../ui/use-text.ts';
import { settings } from './store.ts';

export function DefaultCrawler() {
  const s = settings.value;
  const current = profileForSettings(s);
  const text = useText();
  return (
    <section class="card" aria-labelledby="default-heading">
      <h2 id="default-heading">{text.t('options.default.heading')}</h2>
      <p class="hint">{text.t('options.default.hint')}</p>
      <div class="field-row">
        <label for="default-crawler">{text.t('options.default.label')}</label>
        <select
          id="default-crawler"
          data-testid="default-crawler"
          value={current.id}
          onChange={(event) => void setDefaultProfile(event.currentTarget.value)}
        >
          <CrawlerOptions custom={s.customProfiles} />
        </select>
      </div>
      <p class="hint">
        {current.category === 'custom' ? 'Custom' : `${current.operator} · ${PURPOSE_LABELS[current.purpose]}`} ·{' '}
        {profileDescription(text, current)}
      </p>
      <SaveStatus area="default" />
    </section>
  );
}
