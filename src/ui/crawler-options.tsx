/** The crawler list as <optgroup>s (Google, Other search engines, AI crawlers, Coc Coc, Custom). Used by the popup and the options page. */
import { CATEGORY_LABELS, PRESET_PROFILES, type CrawlerProfile, type ProfileCategory } from '../core/index.ts';

const CATEGORY_ORDER: readonly ProfileCategory[] = ['google', 'search', 'ai', 'coccoc', 'custom'];

export function groupProfiles(
  custom: readonly CrawlerProfile[],
): { category: ProfileCategory; label: string; profiles: CrawlerProfile[] }[] {
  const all = [...PRESET_PROFILES, ...custom.map((p) => ({ ...p, category: 'custom' as const }))];
  return CATEGORY_ORDER.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    profiles: all.filter((p) => p.category === category),
  })).filter((g) => g.profiles.length > 0);
}

export function CrawlerOptions({ custom }: { custom: readonly CrawlerProfile[] }) {
  return (
    <>
      {groupProfiles(custom).map((g) => (
        <optgroup key={g.category} label={g.label}>
          {g.profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
