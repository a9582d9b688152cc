/** A crawler group as the text layer's `matrix.group` select names it (ICU select keys cannot hold hyphens). */
import type { CrawlerGroup } from '../core/index.ts';
import type { CrawlerGroupArg } from '../text/messages/index.ts';

export const CRAWLER_GROUP_ARG: Readonly<Record<CrawlerGroup, CrawlerGroupArg>> = {
  search: 'search',
  'google-special': 'google_special',
  'ai-training': 'ai_training',
  'ai-search': 'ai_search',
  'user-triggered': 'user_triggered',
  seo: 'seo',
  social: 'social',
  ads: 'ads',
  coccoc: 'coccoc',
  custom: 'custom',
};
