/** The crawler the badge simulates and the popup opens with. */
import { PURPOSE_LABELS } from '../core/index.ts';
import { profileForSettings } from '../shared/settings.ts';
import { CrawlerOptions } from '../ui/crawler-options.tsx';
import { setDefaultProfile } from './actions.ts';
import { SaveStatus } from './save-status.tsx';
import { settings } from './store.ts';

export function DefaultCrawler() {
  const s = settings.value;
  const current = profileForSettings(s);
  return (
    <section class="card" aria-labelledby="default-heading">
      <h2 id="default-heading">Default crawler</h2>
      <p class="hint">
        The toolbar badge shows this crawler’s verdict for every page, and the popup opens with it. Choosing another crawler in the popup
        changes it too.
      </p>
      <div class="field-row">
        <label for="default-crawler">Crawler</label>
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
        {current.description.replace(/`/g, '')}
      </p>
      <SaveStatus area="default" />
    </section>
  );
}
