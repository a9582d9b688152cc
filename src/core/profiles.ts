/**
 * Crawler profiles (docs/behaviour.md §7): what a person picks in the popup.
 *
 * A profile tries its tokens in order and uses the first one that names a
 * group in the file; when none does it falls back to the global `*` group,
 * unless `ignoreGlobal` (AdsBot and friends, which Google documents as
 * ignoring `User-agent: *`).
 */
import type { EngineName } from './engine-name.ts';
import { hiddenCodePoints } from './visible-text.ts';

export const CRAWLER_PURPOSES = ['search', 'ai-training', 'ai-search', 'ads', 'user-triggered', 'seo', 'social', 'other'] as const;
export type CrawlerPurpose = (typeof CRAWLER_PURPOSES)[number];

/** The crawler list's groups, in the order the picker shows them. */
export const PROFILE_CATEGORIES = ['google', 'search', 'ai', 'seo', 'social', 'coccoc', 'custom'] as const;
export type ProfileCategory = (typeof PROFILE_CATEGORIES)[number];

export interface CrawlerProfile {
  /** Stable identifier, lower case, used in settings and the CLI. */
  id: string;
  /** Display name: a preset's product name, or what the person typed for a custom one. */
  name: string;
  /** Product tokens tried in order. */
  tokens: string[];
  engine: EngineName;
  /** When true, the `*` group never applies to this crawler. */
  ignoreGlobal: boolean;
  operator: string;
  purpose: CrawlerPurpose;
  category: ProfileCategory;
  /** Whether this crawler is documented to honour `Crawl-delay`. */
  honoursCrawlDelay: boolean;
}

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
    honoursCrawlDelay: p.honoursCrawlDelay ?? false,
  };
}

const google = (p: Omit<Preset, 'operator' | 'category'>): CrawlerProfile => preset({ ...p, operator: 'Google', category: 'google' });

const ai = (p: Omit<Preset, 'category'>): CrawlerProfile => preset({ ...p, category: 'ai' });

const search = (p: Omit<Preset, 'category' | 'purpose'>): CrawlerProfile => preset({ ...p, category: 'search', purpose: 'search' });

const seo = (p: Omit<Preset, 'category' | 'purpose'>): CrawlerProfile => preset({ ...p, category: 'seo', purpose: 'seo' });

const social = (p: Omit<Preset, 'category' | 'purpose'>): CrawlerProfile => preset({ ...p, category: 'social', purpose: 'social' });

export const PRESET_PROFILES: readonly CrawlerProfile[] = [
  google({
    name: 'Googlebot',
    tokens: ['googlebot'],
    purpose: 'search',
  }),
  google({
    name: 'Googlebot-Image',
    tokens: ['googlebot-image', 'googlebot'],
    purpose: 'search',
  }),
  google({
    name: 'Googlebot-Video',
    tokens: ['googlebot-video', 'googlebot'],
    purpose: 'search',
  }),
  google({
    name: 'Googlebot-News',
    tokens: ['googlebot-news', 'googlebot'],
    purpose: 'search',
  }),
  google({
    name: 'Google-InspectionTool',
    tokens: ['google-inspectiontool', 'googlebot'],
    purpose: 'search',
  }),
  google({
    name: 'Storebot-Google',
    tokens: ['storebot-google'],
    purpose: 'search',
  }),
  google({
    name: 'GoogleOther',
    tokens: ['googleother'],
    purpose: 'other',
  }),
  google({
    name: 'GoogleOther-Image',
    tokens: ['googleother-image', 'googleother'],
    purpose: 'other',
  }),
  google({
    name: 'GoogleOther-Video',
    tokens: ['googleother-video', 'googleother'],
    purpose: 'other',
  }),
  google({
    name: 'Google-Extended',
    tokens: ['google-extended'],
    purpose: 'ai-training',
  }),
  google({
    name: 'AdsBot-Google',
    tokens: ['adsbot-google'],
    ignoreGlobal: true,
    purpose: 'ads',
  }),
  google({
    name: 'AdsBot-Google-Mobile',
    tokens: ['adsbot-google-mobile'],
    ignoreGlobal: true,
    purpose: 'ads',
  }),
  google({
    name: 'Mediapartners-Google',
    tokens: ['mediapartners-google'],
    ignoreGlobal: true,
    purpose: 'ads',
  }),
  google({
    name: 'APIs-Google',
    tokens: ['apis-google'],
    ignoreGlobal: true,
    purpose: 'user-triggered',
  }),
  preset({
    name: 'Bingbot',
    operator: 'Microsoft',
    category: 'search',
    purpose: 'search',
    honoursCrawlDelay: true,
  }),
  preset({
    name: 'Applebot',
    tokens: ['applebot', 'googlebot'],
    operator: 'Apple',
    category: 'search',
    purpose: 'search',
  }),
  preset({
    name: 'DuckDuckBot',
    operator: 'DuckDuckGo',
    category: 'search',
    purpose: 'search',
  }),
  preset({
    name: 'YandexBot',
    operator: 'Yandex',
    category: 'search',
    purpose: 'search',
  }),
  preset({
    name: 'Baiduspider',
    operator: 'Baidu',
    category: 'search',
    purpose: 'search',
  }),
  ai({
    name: 'GPTBot',
    operator: 'OpenAI',
    purpose: 'ai-training',
  }),
  ai({ name: 'OAI-SearchBot', operator: 'OpenAI', purpose: 'ai-search' }),
  ai({
    name: 'ChatGPT-User',
    operator: 'OpenAI',
    purpose: 'user-triggered',
  }),
  ai({
    name: 'ClaudeBot',
    operator: 'Anthropic',
    purpose: 'ai-training',
  }),
  ai({
    name: 'Claude-SearchBot',
    operator: 'Anthropic',
    purpose: 'ai-search',
  }),
  ai({
    name: 'Claude-User',
    operator: 'Anthropic',
    purpose: 'user-triggered',
  }),
  ai({
    name: 'PerplexityBot',
    operator: 'Perplexity',
    purpose: 'ai-search',
  }),
  ai({
    name: 'CCBot',
    operator: 'Common Crawl',
    purpose: 'ai-training',
  }),
  ai({
    name: 'Applebot-Extended',
    operator: 'Apple',
    purpose: 'ai-training',
  }),
  ai({ name: 'Meta-ExternalAgent', operator: 'Meta', purpose: 'ai-training' }),
  ai({ name: 'Amazonbot', operator: 'Amazon', purpose: 'ai-search' }),
  ai({
    name: 'Bytespider',
    operator: 'ByteDance',
    purpose: 'ai-training',
  }),
  // Added with the AI-use view: each token as its operator documents it; a
  // name Google reads only in part (MJ12bot, Screaming Frog SEO Spider) is
  // tried as the token Google's parser reads from it.
  google({ name: 'Google-CloudVertexBot', tokens: ['google-cloudvertexbot'], purpose: 'ai-search' }),
  google({ name: 'Google-NotebookLM', tokens: ['google-notebooklm'], purpose: 'user-triggered' }),
  search({ name: 'Yahoo Slurp', id: 'slurp', tokens: ['slurp'], operator: 'Yahoo' }),
  search({ name: 'Yeti', operator: 'Naver' }),
  search({ name: 'SeznamBot', operator: 'Seznam' }),
  search({ name: 'PetalBot', operator: 'Huawei' }),
  ai({ name: 'Perplexity-User', operator: 'Perplexity', purpose: 'user-triggered' }),
  ai({ name: 'Meta-ExternalFetcher', operator: 'Meta', purpose: 'user-triggered' }),
  ai({ name: 'MistralAI-User', operator: 'Mistral AI', purpose: 'user-triggered' }),
  ai({ name: 'DuckAssistBot', operator: 'DuckDuckGo', purpose: 'ai-search' }),
  ai({ name: 'YouBot', operator: 'You.com', purpose: 'ai-search' }),
  ai({ name: 'FacebookBot', operator: 'Meta', purpose: 'ai-training' }),
  ai({ name: 'cohere-training-data-crawler', operator: 'Cohere', purpose: 'ai-training' }),
  ai({ name: 'DeepSeekBot', operator: 'DeepSeek', purpose: 'ai-training' }),
  ai({ name: 'TikTokSpider', operator: 'ByteDance', purpose: 'ai-training' }),
  ai({ name: 'YandexAdditional', operator: 'Yandex', purpose: 'ai-training' }),
  ai({ name: 'Timpibot', operator: 'Timpi', purpose: 'ai-training' }),
  seo({ name: 'AhrefsBot', operator: 'Ahrefs' }),
  seo({ name: 'SemrushBot', operator: 'Semrush' }),
  seo({ name: 'Screaming Frog SEO Spider', id: 'screaming-frog', tokens: ['screaming'], operator: 'Screaming Frog' }), // facts-not-words: protocol
  seo({ name: 'MJ12bot', tokens: ['mj'], operator: 'Majestic', honoursCrawlDelay: true }),
  seo({ name: 'DotBot', operator: 'Moz', honoursCrawlDelay: true }),
  social({ name: 'facebookexternalhit', operator: 'Meta' }),
  social({ name: 'Twitterbot', operator: 'X' }),
  preset({
    name: 'coccocbot-web',
    engine: 'coccoc',
    operator: 'Coc Coc',
    category: 'coccoc',
    purpose: 'search',
    honoursCrawlDelay: true,
  }),
  preset({
    name: 'coccocbot-image',
    engine: 'coccoc',
    operator: 'Coc Coc',
    category: 'coccoc',
    purpose: 'search',
    honoursCrawlDelay: true,
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
    honoursCrawlDelay: engine === 'coccoc',
  };
}

/**
 * Why a crawler name or product token a person typed is not what it looks
 * like: a character that shows nothing (a line feed, a zero-width space, a
 * bidi control: visible-text.ts's classes), white space at either end, or a
 * compatibility form that NFKC folds into a plain one (full-width
 * `Ｇｏｏｇｌｅｂｏｔ`, `＝` for `=`). Each makes a name that looks like a
 * crawler's match no group, or pass for another name.
 */
export type TypedTextProblem =
  | { code: 'hidden'; codePoint: number }
  | { code: 'edge-space' }
  /** `plain`: the NFKC form, what the person most likely meant. */
  | { code: 'lookalike'; plain: string };

export function typedTextProblem(text: string): TypedTextProblem | null {
  const hidden = hiddenCodePoints(text)[0];
  if (hidden !== undefined) return { code: 'hidden', codePoint: hidden };
  if (text !== text.trim()) return { code: 'edge-space' };
  const plain = text.normalize('NFKC');
  if (plain !== text) return { code: 'lookalike', plain };
  return null;
}

/** A name compared as a person reads it: NFKC-folded (full-width letters are the plain ones), trimmed, case-insensitive. */
export function readableName(name: string): string {
  return name.normalize('NFKC').trim().toLowerCase();
}

/** What is wrong with a custom profile (src/text/profile-text.ts says it in words). */
export type ProfileProblem =
  | { code: 'no-name' }
  | { code: 'no-token' }
  /** A Google-read token with characters Google never reads in a product token: it cannot match any group. */
  | { code: 'token-unreadable'; token: string }
  /** The name or a token is not what it looks like (typedTextProblem). */
  | { code: 'typed-text'; field: 'name' | 'token'; text: string; problem: TypedTextProblem };

/** Checks a custom profile coming from settings; one problem per fault. */
export function validateProfile(p: CrawlerProfile): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  if (!p.name.trim()) problems.push({ code: 'no-name' });
  else {
    const problem = typedTextProblem(p.name);
    // A display name may use any letters: a compatibility form only matters when it passes for another name (options' clash check).
    if (problem !== null && problem.code !== 'lookalike') problems.push({ code: 'typed-text', field: 'name', text: p.name, problem });
  }
  if (p.tokens.length === 0 || p.tokens.some((t) => !t.trim())) problems.push({ code: 'no-token' });
  for (const t of p.tokens) {
    if (!t.trim()) continue;
    const problem = typedTextProblem(t);
    if (problem !== null) problems.push({ code: 'typed-text', field: 'token', text: t, problem });
    else if (p.engine === 'google' && !/^[A-Za-z_-]+$/.test(t)) problems.push({ code: 'token-unreadable', token: t });
  }
  return problems;
}

/**
 * Whether a stored profile (settings, an import) can be used. A name or a
 * Coc Coc token that is not what it looks like is said when the profile is
 * edited, but a profile saved before that was checked is kept, not dropped:
 * nothing a person made is lost. A Google token that Google cannot read
 * (unreadable, or typed with a hidden character, a space or a full-width
 * form) makes the profile unusable, as it always did.
 */
export function isUsableProfile(p: CrawlerProfile): boolean {
  return validateProfile(p).every((q) => q.code === 'typed-text' && (q.field === 'name' || p.engine !== 'google'));
}
