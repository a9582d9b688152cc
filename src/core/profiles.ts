/**
 * Crawler profiles (spec §7): what a person picks in the popup.
 *
 * A profile tries its tokens in order and uses the first one that names a
 * group in the file; when none does it falls back to the global `*` group,
 * unless `ignoreGlobal` (AdsBot and friends, which Google documents as
 * ignoring `User-agent: *`).
 */
import { COCCOC_MAX_CRAWL_DELAY, type EngineName } from './engine-name.ts';

export type CrawlerPurpose = 'search' | 'ai-training' | 'ai-search' | 'ads' | 'user-triggered' | 'other';

export type ProfileCategory = 'google' | 'search' | 'ai' | 'coccoc' | 'custom';

export interface CrawlerProfile {
  /** Stable identifier, lower case, used in settings and the CLI. */
  id: string;
  /** Display name. */
  name: string;
  /** Product tokens tried in order. */
  tokens: string[];
  engine: EngineName;
  /** When true, the `*` group never applies to this crawler. */
  ignoreGlobal: boolean;
  operator: string;
  purpose: CrawlerPurpose;
  category: ProfileCategory;
  /** One sentence for the popup. */
  description: string;
  /** Whether this crawler is documented to honour `Crawl-delay`. */
  honoursCrawlDelay: boolean;
}

export const PURPOSE_LABELS: Readonly<Record<CrawlerPurpose, string>> = {
  search: 'Search indexing',
  'ai-training': 'AI model training',
  'ai-search': 'AI search and answers',
  ads: 'Ads quality',
  'user-triggered': 'Fetches on a user’s request',
  other: 'Other',
};

export const CATEGORY_LABELS: Readonly<Record<ProfileCategory, string>> = {
  google: 'Google',
  search: 'Other search engines',
  ai: 'AI crawlers',
  coccoc: 'Coc Coc',
  custom: 'Custom',
};

type Preset = Omit<CrawlerProfile, 'id' | 'engine' | 'ignoreGlobal' | 'honoursCrawlDelay' | 'tokens'> &
  Partial<Pick<CrawlerProfile, 'id' | 'engine' | 'ignoreGlobal' | 'honoursCrawlDelay' | 'tokens'>>;

function preset(p: Preset): CrawlerProfile {
  const tokens = p.tokens ?? [p.name];
  return {
    id: p.id ?? p.name.toLowerCase(),
    name: p.name,
    tokens,
    engine: p.engine ?? 'google',
    ignoreGlobal: p.ignoreGlobal ?? false,
    operator: p.operator,
    purpose: p.purpose,
    category: p.category,
    description: p.description,
    honoursCrawlDelay: p.honoursCrawlDelay ?? false,
  };
}

const google = (p: Omit<Preset, 'operator' | 'category'>): CrawlerProfile => preset({ ...p, operator: 'Google', category: 'google' });

const ai = (p: Omit<Preset, 'category'>): CrawlerProfile => preset({ ...p, category: 'ai' });

export const PRESET_PROFILES: readonly CrawlerProfile[] = [
  google({
    name: 'Googlebot',
    tokens: ['googlebot'],
    purpose: 'search',
    description: 'Google Search’s main crawler (smartphone and desktop use the same token).',
  }),
  google({
    name: 'Googlebot-Image',
    tokens: ['googlebot-image', 'googlebot'],
    purpose: 'search',
    description: 'Crawls images for Google Images; obeys Googlebot’s group when it has none of its own.',
  }),
  google({
    name: 'Googlebot-Video',
    tokens: ['googlebot-video', 'googlebot'],
    purpose: 'search',
    description: 'Crawls video for Google; obeys Googlebot’s group when it has none of its own.',
  }),
  google({
    name: 'Googlebot-News',
    tokens: ['googlebot-news', 'googlebot'],
    purpose: 'search',
    description: 'Crawls news for Google News; obeys Googlebot’s group when it has none of its own.',
  }),
  google({
    name: 'Google-InspectionTool',
    tokens: ['google-inspectiontool', 'googlebot'],
    purpose: 'search',
    description: 'Used by Search Console’s URL Inspection and the Rich Results Test.',
  }),
  google({
    name: 'Storebot-Google',
    tokens: ['storebot-google'],
    purpose: 'search',
    description: 'Crawls for Google Shopping; does not fall back to Googlebot’s group.',
  }),
  google({
    name: 'GoogleOther',
    tokens: ['googleother'],
    purpose: 'other',
    description: 'Google’s generic crawler for product teams and research.',
  }),
  google({
    name: 'GoogleOther-Image',
    tokens: ['googleother-image', 'googleother'],
    purpose: 'other',
    description: 'GoogleOther for images; obeys GoogleOther’s group when it has none of its own.',
  }),
  google({
    name: 'GoogleOther-Video',
    tokens: ['googleother-video', 'googleother'],
    purpose: 'other',
    description: 'GoogleOther for video; obeys GoogleOther’s group when it has none of its own.',
  }),
  google({
    name: 'Google-Extended',
    tokens: ['google-extended'],
    purpose: 'ai-training',
    description: 'A robots.txt name only (it sends no requests): controls use of content for Gemini training and grounding.',
  }),
  google({
    name: 'AdsBot-Google',
    tokens: ['adsbot-google'],
    ignoreGlobal: true,
    purpose: 'ads',
    description: 'Checks ad landing pages; ignores the `User-agent: *` group.',
  }),
  google({
    name: 'AdsBot-Google-Mobile',
    tokens: ['adsbot-google-mobile'],
    ignoreGlobal: true,
    purpose: 'ads',
    description: 'Checks mobile ad landing pages; ignores the `User-agent: *` group.',
  }),
  google({
    name: 'Mediapartners-Google',
    tokens: ['mediapartners-google'],
    ignoreGlobal: true,
    purpose: 'ads',
    description: 'AdSense crawler; ignores the `User-agent: *` group.',
  }),
  google({
    name: 'APIs-Google',
    tokens: ['apis-google'],
    ignoreGlobal: true,
    purpose: 'user-triggered',
    description: 'Delivers push notifications for Google APIs; ignores the `User-agent: *` group.',
  }),
  preset({
    name: 'Bingbot',
    operator: 'Microsoft',
    category: 'search',
    purpose: 'search',
    honoursCrawlDelay: true,
    description: 'Bing’s search crawler; honours Crawl-delay.',
  }),
  preset({
    name: 'Applebot',
    tokens: ['applebot', 'googlebot'],
    operator: 'Apple',
    category: 'search',
    purpose: 'search',
    description: 'Siri and Spotlight search; obeys Googlebot’s group when it has none of its own.',
  }),
  preset({
    name: 'DuckDuckBot',
    operator: 'DuckDuckGo',
    category: 'search',
    purpose: 'search',
    description: 'DuckDuckGo’s search crawler.',
  }),
  preset({
    name: 'YandexBot',
    operator: 'Yandex',
    category: 'search',
    purpose: 'search',
    description: 'Yandex’s search crawler.',
  }),
  preset({
    name: 'Baiduspider',
    operator: 'Baidu',
    category: 'search',
    purpose: 'search',
    description: 'Baidu’s search crawler.',
  }),
  ai({
    name: 'GPTBot',
    operator: 'OpenAI',
    purpose: 'ai-training',
    description: 'Collects content that may be used to train OpenAI’s models.',
  }),
  ai({ name: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'ai-search', description: 'Finds pages to show and link in ChatGPT search.' }),
  ai({
    name: 'ChatGPT-User',
    operator: 'OpenAI',
    purpose: 'user-triggered',
    description: 'Fetches a page when a ChatGPT user asks for it.',
  }),
  ai({
    name: 'ClaudeBot',
    operator: 'Anthropic',
    purpose: 'ai-training',
    description: 'Collects content that may be used to train Anthropic’s models.',
  }),
  ai({
    name: 'Claude-SearchBot',
    operator: 'Anthropic',
    purpose: 'ai-search',
    description: 'Indexes pages to improve Claude’s search results.',
  }),
  ai({
    name: 'Claude-User',
    operator: 'Anthropic',
    purpose: 'user-triggered',
    description: 'Fetches a page when a Claude user asks for it.',
  }),
  ai({
    name: 'PerplexityBot',
    operator: 'Perplexity',
    purpose: 'ai-search',
    description: 'Indexes pages to show and link in Perplexity’s answers.',
  }),
  ai({
    name: 'CCBot',
    operator: 'Common Crawl',
    purpose: 'ai-training',
    description: 'Builds the open Common Crawl dataset, widely used to train AI models.',
  }),
  ai({
    name: 'Applebot-Extended',
    operator: 'Apple',
    purpose: 'ai-training',
    description: 'A robots.txt name only: controls use of content to train Apple’s AI models.',
  }),
  ai({ name: 'Meta-ExternalAgent', operator: 'Meta', purpose: 'ai-training', description: 'Collects content to train Meta’s AI models.' }),
  ai({ name: 'Amazonbot', operator: 'Amazon', purpose: 'ai-search', description: 'Improves Amazon services such as Alexa answers.' }),
  ai({
    name: 'Bytespider',
    operator: 'ByteDance',
    purpose: 'ai-training',
    description: 'Collects content that may be used to train ByteDance’s models.',
  }),
  preset({
    name: 'coccocbot-web',
    engine: 'coccoc',
    operator: 'Coc Coc',
    category: 'coccoc',
    purpose: 'search',
    honoursCrawlDelay: true,
    description: `Coc Coc’s web search crawler; reads robots.txt by the most specific user-agent and honours Crawl-delay up to ${COCCOC_MAX_CRAWL_DELAY} s.`,
  }),
  preset({
    name: 'coccocbot-image',
    engine: 'coccoc',
    operator: 'Coc Coc',
    category: 'coccoc',
    purpose: 'search',
    honoursCrawlDelay: true,
    description: `Coc Coc’s image crawler; reads robots.txt by the most specific user-agent and honours Crawl-delay up to ${COCCOC_MAX_CRAWL_DELAY} s.`,
  }),
].map((p) => ({ ...p, tokens: p.tokens.map((t) => t.toLowerCase()) }));

export const DEFAULT_PROFILE_ID = 'googlebot';

/** Find a profile by id or display name, case-insensitively; custom profiles first. */
export function findProfile(nameOrId: string, custom: readonly CrawlerProfile[] = []): CrawlerProfile | undefined {
  const wanted = nameOrId.trim().toLowerCase();
  return [...custom, ...PRESET_PROFILES].find((p) => p.id.toLowerCase() === wanted || p.name.toLowerCase() === wanted);
}

/** A profile for a raw product token, used exactly as Google's library uses its user-agent argument. */
export function rawTokenProfile(token: string, engine: EngineName = 'google'): CrawlerProfile {
  return {
    id: `token:${token}`,
    name: token,
    tokens: [token],
    engine,
    ignoreGlobal: false,
    operator: '',
    purpose: 'other',
    category: 'custom',
    description: `The product token “${token}” as given.`,
    honoursCrawlDelay: engine === 'coccoc',
  };
}

/** Checks a custom profile coming from settings; returns a message for each problem. */
export function validateProfile(p: CrawlerProfile): string[] {
  const problems: string[] = [];
  if (!p.name.trim()) problems.push('The profile needs a name.');
  if (p.tokens.length === 0 || p.tokens.some((t) => !t.trim())) problems.push('Give at least one product token.');
  for (const t of p.tokens) {
    if (p.engine === 'google' && t.trim() && !/^[A-Za-z_-]+$/.test(t.trim())) {
      problems.push(`“${t}” has characters Google never reads in a product token (only letters, “-” and “_”): it cannot match any group.`);
    }
  }
  return problems;
}
