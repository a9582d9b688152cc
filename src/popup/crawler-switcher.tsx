/** The crawler picker: the first thing in the popup's focus order. The choice is saved and shared with the badge. */
import { PURPOSE_LABELS } from '../core/index.ts';
import { chooseProfile } from './actions.ts';
import { CrawlerOptions } from './crawler-options.tsx';
import { profile, settings } from './store.ts';

export function CrawlerSwitcher() {
  const current = profile.value;
  return (
    <div class="switcher">
      <label class="switcher-label" for="crawler-select">
        Crawler
      </label>
      <select
        id="crawler-select"
        class="switcher-select"
        data-testid="crawler-select"
        value={current.id}
        onChange={(event) => chooseProfile(event.currentTarget.value)}
      >
        <CrawlerOptions custom={settings.value.customProfiles} />
      </select>
    </div>
  );
}

/** Who runs the chosen crawler and what for. */
export function CrawlerFacts() {
  const p = profile.value;
  const operator = p.operator || (p.category === 'custom' ? 'Custom profile' : '');
  return (
    <p class="crawler-facts" data-testid="crawler-facts">
      <span class="crawler-facts-line">
        {operator && <span class="crawler-operator">{operator}</span>}
        {operator && <span aria-hidden="true"> · </span>}
        <span class="crawler-purpose">{PURPOSE_LABELS[p.purpose]}</span>
        <span aria-hidden="true"> · </span>
        <span class="crawler-tokens" title="Product tokens tried, in order">
          {p.tokens.join(' → ')}
        </span>
      </span>
      {p.description && <span class="crawler-description">{p.description.replace(/`/g, '')}</span>}
    </p>
  );
}
