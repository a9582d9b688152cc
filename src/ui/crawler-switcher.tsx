/** The crawler picker: the first thing in the popup's focus order. The choice is saved and shared with the badge. */
import { PURPOSE_LABELS, type CrawlerProfile } from '../core/index.ts';
import { CrawlerOptions } from './crawler-options.tsx';

interface CrawlerSwitcherProps {
  /** The crawler chosen now. */
  current: CrawlerProfile;
  /** The person's own profiles, listed after the presets. */
  custom: readonly CrawlerProfile[];
  onChoose: (profileId: string) => void;
}

export function CrawlerSwitcher({ current, custom, onChoose }: CrawlerSwitcherProps) {
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
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        <CrawlerOptions custom={custom} />
      </select>
    </div>
  );
}

/** Who runs the chosen crawler and what for. */
export function CrawlerFacts({ profile: p }: { profile: CrawlerProfile }) {
  const operator = p.operator || (p.category === 'custom' ? 'Custom profile' : '');
  return (
    <p class="crawler-facts" data-testid="crawler-facts" data-profile={p.id}>
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
