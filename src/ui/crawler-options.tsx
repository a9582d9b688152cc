/** The crawler list as <optgroup>s (Google, Other search engines, AI crawlers, Coc Coc, Custom). Used by the popup and the options page. */
import { PRESET_PROFILES, PROFILE_CATEGORIES, type CrawlerProfile, type ProfileCategory } from '../core/index.ts';
import { categoryLabel } from '../text/profile-text.ts';
import { useText } from './use-text.ts';

export function groupProfiles(custom: readonly CrawlerProfile[]): { category: ProfileCategory; profiles: CrawlerProfile[] }[] {
  const all = [...PRESET_PROFILES, ...custom.map((p) => ({ ...p, category: 'custom' as const }))];
  return PROFILE_CATEGORIES.map((category) => ({
    category,
    profiles: all.filter((p) => p.category === category),
  })).filter((g) => g.profiles.length > 0);
}

export function CrawlerOptions({ custom }: { custom: readonly CrawlerProfile[] }) {
  const text = useText();
  return (
    <>
      {groupProfiles(custom).map((g) => (
        <optgroup key={g.category} label={categoryLabel(text, g.category)}>
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
