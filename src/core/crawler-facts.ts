/**
 * What a crawler's token controls, as its operator documents it: whether the
 * token fetches anything itself (or only governs later use of what another
 * crawler fetched), what uses it governs and does not, and whether the
 * operator says it follows robots.txt. Each entry carries the address of the
 * operator's page it comes from; a token without an entry has no recorded
 * statement, and the product says nothing rather than guess.
 *
 * The list was checked against the ai.robots.txt project's crawler list
 * (operator, "respects robots.txt" with the operator's link) and the
 * operators' own pages; where the two differ, the operator's page wins (the
 * list marks ChatGPT-User "Yes", but OpenAI writes that robots.txt rules may
 * not apply to user-initiated fetches).
 */

/** A use a token can govern, or be mistaken for governing. */
export const GOVERNED_USES = [
  'google-search',
  'ai-overviews',
  'ai-mode',
  'gemini-training',
  'gemini-grounding',
  'apple-model-training',
  'apple-search',
] as const;
export type GovernedUse = (typeof GOVERNED_USES)[number];

/**
 * What the operator says about robots.txt:
 * follows — it does; generally-ignores — it generally does not (a person asked
 * for the page); may-not-apply — its rules may not apply (same reason).
 */
export type RobotsTxtStance = 'follows' | 'generally-ignores' | 'may-not-apply';

export interface TokenFacts {
  /** The product token, lower case. */
  token: string;
  operator: string;
  /** The preset id of the crawler that fetches pages for this token, when the token fetches nothing itself. */
  fetchedBy: string | null;
  governs: readonly GovernedUse[];
  doesNotGovern: readonly GovernedUse[];
  robotsTxt: RobotsTxtStance;
  /** The operator's page that states these facts. */
  source: string;
}

const GOOGLE_COMMON = 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers';
const GOOGLE_SPECIAL = 'https://developers.google.com/search/docs/crawling-indexing/google-special-case-crawlers';
const GOOGLE_USER_TRIGGERED = 'https://developers.google.com/search/docs/crawling-indexing/google-user-triggered-fetchers';
const APPLE = 'https://support.apple.com/en-us/119829';
const OPENAI = 'https://platform.openai.com/docs/bots';
const ANTHROPIC =
  'https://support.anthropic.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler';
const PERPLEXITY = 'https://docs.perplexity.ai/guides/bots';
const META = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';

const facts = (f: Omit<TokenFacts, 'fetchedBy' | 'governs' | 'doesNotGovern'> & Partial<TokenFacts>): TokenFacts => ({
  fetchedBy: null,
  governs: [],
  doesNotGovern: [],
  ...f,
});

export const TOKEN_FACTS: readonly TokenFacts[] = [
  facts({
    token: 'googlebot',
    operator: 'Google',
    robotsTxt: 'follows',
    governs: ['google-search', 'ai-overviews', 'ai-mode'],
    source: GOOGLE_COMMON,
  }),
  facts({
    token: 'google-extended',
    operator: 'Google',
    fetchedBy: 'googlebot',
    governs: ['gemini-training', 'gemini-grounding'],
    doesNotGovern: ['google-search', 'ai-overviews', 'ai-mode'],
    robotsTxt: 'follows',
    source: GOOGLE_COMMON,
  }),
  facts({ token: 'googleother', operator: 'Google', robotsTxt: 'follows', source: GOOGLE_COMMON }),
  facts({ token: 'google-cloudvertexbot', operator: 'Google', robotsTxt: 'follows', source: GOOGLE_SPECIAL }),
  facts({ token: 'google-notebooklm', operator: 'Google', robotsTxt: 'generally-ignores', source: GOOGLE_USER_TRIGGERED }),
  facts({ token: 'applebot', operator: 'Apple', robotsTxt: 'follows', governs: ['apple-search'], source: APPLE }),
  facts({
    token: 'applebot-extended',
    operator: 'Apple',
    fetchedBy: 'applebot',
    governs: ['apple-model-training'],
    doesNotGovern: ['apple-search'],
    robotsTxt: 'follows',
    source: APPLE,
  }),
  facts({ token: 'gptbot', operator: 'OpenAI', robotsTxt: 'follows', source: OPENAI }),
  facts({ token: 'oai-searchbot', operator: 'OpenAI', robotsTxt: 'follows', source: OPENAI }),
  facts({ token: 'chatgpt-user', operator: 'OpenAI', robotsTxt: 'may-not-apply', source: OPENAI }),
  facts({ token: 'claudebot', operator: 'Anthropic', robotsTxt: 'follows', source: ANTHROPIC }),
  facts({ token: 'claude-searchbot', operator: 'Anthropic', robotsTxt: 'follows', source: ANTHROPIC }),
  facts({ token: 'claude-user', operator: 'Anthropic', robotsTxt: 'follows', source: ANTHROPIC }),
  facts({ token: 'perplexitybot', operator: 'Perplexity', robotsTxt: 'follows', source: PERPLEXITY }),
  facts({ token: 'perplexity-user', operator: 'Perplexity', robotsTxt: 'generally-ignores', source: PERPLEXITY }),
  facts({ token: 'meta-externalagent', operator: 'Meta', robotsTxt: 'follows', source: META }),
  facts({ token: 'meta-externalfetcher', operator: 'Meta', robotsTxt: 'may-not-apply', source: META }),
  facts({ token: 'ccbot', operator: 'Common Crawl', robotsTxt: 'follows', source: 'https://commoncrawl.org/ccbot' }),
  facts({ token: 'amazonbot', operator: 'Amazon', robotsTxt: 'follows', source: 'https://developer.amazon.com/amazonbot' }),
  facts({
    token: 'duckassistbot',
    operator: 'DuckDuckGo',
    robotsTxt: 'follows',
    source: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
  }),
  facts({ token: 'ahrefsbot', operator: 'Ahrefs', robotsTxt: 'follows', source: 'https://ahrefs.com/robot' }),
  facts({ token: 'semrushbot', operator: 'Semrush', robotsTxt: 'follows', source: 'https://www.semrush.com/bot/' }),
  facts({ token: 'dotbot', operator: 'Moz', robotsTxt: 'follows', source: 'https://moz.com/help/moz-procedures/crawlers/dotbot' }),
  facts({ token: 'mj', operator: 'Majestic', robotsTxt: 'follows', source: 'https://mj12bot.com/' }),
];

const BY_TOKEN: ReadonlyMap<string, TokenFacts> = new Map(TOKEN_FACTS.map((f) => [f.token, f]));

/** The operator's statements for a token (any case), or null when none is recorded. */
export function tokenFacts(token: string): TokenFacts | null {
  return BY_TOKEN.get(token.toLowerCase()) ?? null;
}

/** The facts for a profile: those of its first token (the one that names it). */
export function profileFacts(profile: { tokens: readonly string[] }): TokenFacts | null {
  const first = profile.tokens[0];
  return first === undefined ? null : tokenFacts(first);
}
