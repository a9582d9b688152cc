/** The crawler picker: the first thing in the popup's focus order. The choice is saved and shared with the badge. */
import { profileDescription, purposeLabel } from '../text/profile-text.ts';
import { useText } from '../ui/use-text.ts';
import { chooseProfile } from './actions.ts';
import { CrawlerOptions } from './crawler-options.tsx';
import { MessageText } from './site-text.tsx';
import { profile, settings } from './store.ts';

export function CrawlerSwitcher() {
  const text = useText();
  const current = profile.value;
  return (
    <div class="switcher">
      <label class="switcher-label" for="crawler-select">
        {text.t('profile.picker.label')}
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
  const text = useText();
  const p = profile.value;
  const operator = p.operator || (p.category === 'custom' ? text.t('profile.facts.custom-operator') : '');
  return (
    <p class="crawler-facts" data-testid="crawler-facts">
      <span class="crawler-facts-line">
        {operator && <span class="crawler-operator">{operator}</span>}
        {operator && <span aria-hidden="true"> · </span>}
        <span class="crawler-purpose">{purposeLabel(text, p.purpose)}</span>
        <span aria-hidden="true"> · </span>
        <span class="crawler-tokens" title={text.t('profile.facts.tokens-title')}>
          {p.tokens.join(' → ')}
        </span>
      </span>
      <span class="crawler-description">
        <MessageText parts={text.renderParts(profileDescription(p))} />
      </span>
    </p>
  );
}
