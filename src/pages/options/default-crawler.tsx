/** The crawler the badge simulates and the popup opens with. */
import { profileDescriptionText, purposeLabel } from '../../text/profile-text.ts';
import { useText } from '../../ui/use-text.ts';
import { profileForSettings } from '../../shared/settings.ts';
import { CrawlerOptions } from '../../ui/crawler-options.tsx';
import { setDefaultProfile } from './actions.ts';
import { SaveStatus } from './save-status.tsx';
import { settings } from './store.ts';

export function DefaultCrawler() {
  const text = useText();
  const s = settings.value;
  const current = profileForSettings(s);
  return (
    <section class="card" aria-labelledby="default-heading">
      <h2 id="default-heading">{text.t('profile.default.heading')}</h2>
      <p class="hint">{text.t('profile.default.hint')}</p>
      <div class="field-row">
        <label for="default-crawler">{text.t('profile.default.label')}</label>
        <select
          id="default-crawler"
          data-testid="default-crawler"
          value={current.id}
          onChange={(event) => void setDefaultProfile(event.currentTarget.value)}
        >
          <CrawlerOptions custom={s.customProfiles} />
        </select>
      </div>
      <p class="hint" data-testid="default-crawler-facts">
        {current.category === 'custom'
          ? text.t('profile.default.facts-custom', { description: profileDescriptionText(text, current) })
          : text.t('profile.default.facts', {
              operator: current.operator,
              purpose: purposeLabel(text, current.purpose),
              description: profileDescriptionText(text, current),
            })}
      </p>
      <SaveStatus area="default" />
    </section>
  );
}
