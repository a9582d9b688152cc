/** The crawler picker: the first thing in the popup's focus order. The choice is saved and shared with the badge. */
import type { CrawlerProfile } from '../core/index.ts';
import { profileDescription, purposeLabel } from '../text/profile-text.ts';
import { CrawlerOptions } from './crawler-options.tsx';
import { MessageText } from './site-text.tsx';
import { useText } from './use-text.ts';

interface CrawlerSwitcherProps {
  /** The crawler chosen now. */
  current: CrawlerProfile;
  /** The person's own profiles, listed after the presets. */
  custom: readonly CrawlerProfile[];
  onChoose: (profileId: string) => void;
}

export function CrawlerSwitcher({ current, custom, onChoose }: CrawlerSwitcherProps) {
  const text = useText();
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
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        <CrawlerOptions custom={custom} />
      </select>
    </div>
  );
}

/** Who runs the chosen crawler and what for. */
export function CrawlerFacts({ profile: p }: { profile: CrawlerProfile }) {
  const text = useText();
  const operator = p.operator || (p.category === 'custom' ? text.t('profile.facts.custom-operator') : '');
  return (
    <p class="crawler-facts" data-testid="crawler-facts" data-profile={p.id}>
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
