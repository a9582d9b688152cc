/** The crawler picker: the first thing in the popup's focus order. The choice is saved and shared with the badge. */
import './crawler-switcher.css';
import { useRef } from 'preact/hooks';
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
  onChoose: (profileId: string, how: ChoiceHow) => void;
}

/** How a crawler was chosen: `stepping` when by the arrow keys on the closed list (a step, not yet a choice). */
export interface ChoiceHow {
  stepping: boolean;
}

/** The keys that step a closed <select> from one option to the next. */
const STEP_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

export function CrawlerSwitcher({ current, custom, onChoose }: CrawlerSwitcherProps) {
  const text = useText();
  // The change a stepping key makes comes right after its keydown, in the same task.
  const stepKey = useRef(false);
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
        onKeyDown={(event) => {
          stepKey.current = STEP_KEYS.has(event.key);
        }}
        onKeyUp={() => {
          stepKey.current = false;
        }}
        onChange={(event) => {
          const stepping = stepKey.current;
          stepKey.current = false;
          onChoose(event.currentTarget.value, { stepping });
        }}
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
