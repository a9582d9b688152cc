/**
 * The groups the popup's "every crawler" matrix lists crawlers under: finer
 * than a profile's category (Google's presets split into its search crawler,
 * its special crawlers, AI training and ads), read from category and purpose
 * so a new preset lands in a group without a list to keep in step.
 */
import type { CrawlerProfile } from './profiles.ts';

export type CrawlerGroup =
  | 'search'
  | 'google-special'
  | 'ai-training'
  | 'ai-search'
  | 'user-triggered'
  | 'seo'
  | 'social'
  | 'ads'
  | 'coccoc'
  | 'custom';

/** The order the matrix shows its groups in: by purpose (search, AI training, AI search and answers, user-triggered, SEO tools, social previews), then the rest. */
export const CRAWLER_GROUPS: readonly CrawlerGroup[] = [
  'search',
  'google-special',
  'ai-training',
  'ai-search',
  'user-triggered',
  'seo',
  'social',
  'ads',
  'coccoc',
  'custom',
];

export function crawlerGroupOf(profile: Pick<CrawlerProfile, 'id' | 'category' | 'purpose' | 'ignoreGlobal'>): CrawlerGroup {
  if (profile.category === 'custom') return 'custom';
  if (profile.category === 'coccoc') return 'coccoc';
  if (profile.purpose === 'ads') return 'ads';
  if (profile.purpose === 'ai-training') return 'ai-training';
  // APIs-Google, a special-case crawler that ignores `*`, stays with Google's special crawlers.
  if (profile.purpose === 'user-triggered' && !profile.ignoreGlobal) return 'user-triggered';
  if (profile.purpose === 'seo') return 'seo';
  if (profile.purpose === 'social') return 'social';
  if (profile.purpose === 'ai-search') return 'ai-search';
  if (profile.category === 'ai') return 'ai-search';
  // Google Search's own crawler stands with the other search engines; Google's image, news, inspection… crawlers apart.
  if (profile.category === 'google') return profile.id === 'googlebot' ? 'search' : 'google-special';
  return 'search';
}
