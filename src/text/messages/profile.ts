/**
 * Crawler profiles: each preset's one-sentence description (keyed by the
 * profile's id, src/core/profiles.ts), a custom profile's description made
 * from its facts, and the labels the crawler picker and the options page show.
 *
 * Product tokens (`Googlebot`), product and company names stay as they are.
 */
import type { NoParams, Site, SiteList } from './index.ts';

export interface ProfileMessages {
  'profile.description.googlebot': NoParams;
  'profile.description.googlebot-image': NoParams;
  'profile.description.googlebot-video': NoParams;
  'profile.description.googlebot-news': NoParams;
  'profile.description.google-inspectiontool': NoParams;
  'profile.description.storebot-google': NoParams;
  'profile.description.googleother': NoParams;
  'profile.description.googleother-image': NoParams;
  'profile.description.googleother-video': NoParams;
  'profile.description.google-extended': NoParams;
  'profile.description.adsbot-google': NoParams;
  'profile.description.adsbot-google-mobile': NoParams;
  'profile.description.mediapartners-google': NoParams;
  'profile.description.apis-google': NoParams;
  'profile.description.bingbot': NoParams;
  'profile.description.applebot': NoParams;
  'profile.description.duckduckbot': NoParams;
  'profile.description.yandexbot': NoParams;
  'profile.description.baiduspider': NoParams;
  'profile.description.gptbot': NoParams;
  'profile.description.oai-searchbot': NoParams;
  'profile.description.chatgpt-user': NoParams;
  'profile.description.claudebot': NoParams;
  'profile.description.claude-searchbot': NoParams;
  'profile.description.claude-user': NoParams;
  'profile.description.perplexitybot': NoParams;
  'profile.description.ccbot': NoParams;
  'profile.description.applebot-extended': NoParams;
  'profile.description.meta-externalagent': NoParams;
  'profile.description.amazonbot': NoParams;
  'profile.description.bytespider': NoParams;
  /** `maxDelay`: Coc Coc's crawl-delay cap in seconds. */
  'profile.description.coccocbot-web': { maxDelay: number };
  'profile.description.coccocbot-image': { maxDelay: number };
  /** A custom profile: its tokens in the order tried; whether it ignores the `*` group; the engine that reads robots.txt for it. */
  'profile.description.custom': { tokens: SiteList; ignoresGlobal: 'yes' | 'no'; engine: 'google' | 'coccoc' };
  /** A raw product token given to the CLI. */
  'profile.description.token': { token: Site };

  // What a crawler is for (core's CrawlerPurpose).
  'profile.purpose.search': NoParams;
  'profile.purpose.ai-training': NoParams;
  'profile.purpose.ai-search': NoParams;
  'profile.purpose.ads': NoParams;
  'profile.purpose.user-triggered': NoParams;
  'profile.purpose.other': NoParams;
  // The crawler list's groups (core's ProfileCategory).
  'profile.category.google': NoParams;
  'profile.category.search': NoParams;
  'profile.category.ai': NoParams;
  'profile.category.coccoc': NoParams;
  'profile.category.custom': NoParams;
  // How a profile reads robots.txt (core's EngineName).
  'profile.engine.google': NoParams;
  'profile.engine.coccoc': NoParams;

  // What is wrong with a custom profile (core's ProfileProblem, and the options page's own checks).
  'profile.problem.no-name': NoParams;
  'profile.problem.no-token': NoParams;
  'profile.problem.token-unreadable': { token: Site };
  'profile.problem.preset-name': { name: Site };
  'profile.problem.duplicate-name': { name: Site };
  'profile.problem.duplicate-token': { token: Site };
  // A typed name or token that is not what it looks like (core's typedTextProblem); `codePoint` is written U+200B.
  'profile.problem.hidden': { field: 'name' | 'token'; text: Site; codePoint: string };
  'profile.problem.edge-space': { field: 'name' | 'token'; text: Site };
  'profile.problem.lookalike': { field: 'name' | 'token'; text: Site; plain: Site };

  // The crawler picker and facts (popup), the default crawler and custom crawlers (options page).
  'profile.picker.label': NoParams;
  'profile.facts.custom-operator': NoParams;
  'profile.facts.tokens-title': NoParams;
  'profile.default.heading': NoParams;
  'profile.default.hint': NoParams;
  'profile.default.label': NoParams;
  /** The chosen preset's line: who runs it, what for, and its description. */
  'profile.default.facts': { operator: string; purpose: string; description: string };
  /** The chosen custom profile's line. */
  'profile.default.facts-custom': { description: string };
  'profile.custom.heading': NoParams;
  'profile.custom.hint': NoParams;
  'profile.custom.empty': NoParams;
  'profile.custom.default-badge': NoParams;
  'profile.custom.ignores-global': NoParams;
  'profile.custom.edit': NoParams;
  'profile.custom.edit-label': { name: Site };
  'profile.custom.delete': NoParams;
  'profile.custom.delete-label': { name: Site };
  'profile.custom.add': NoParams;

  // The form that adds or edits a custom profile (options page).
  'profile.form.heading-new': NoParams;
  'profile.form.heading-edit': { name: Site };
  'profile.form.heading-edit-unnamed': NoParams;
  'profile.form.name': NoParams;
  'profile.form.name-placeholder': NoParams;
  'profile.form.tokens': NoParams;
  /** Example tokens stay as they are. */
  'profile.form.tokens-placeholder': NoParams;
  'profile.form.tokens-hint': NoParams;
  /** …with the tokens typed so far, in the order they are tried. */
  'profile.form.tokens-hint-order': { tokens: SiteList };
  'profile.form.engine': NoParams;
  'profile.form.engine.google': NoParams;
  'profile.form.engine.coccoc': NoParams;
  'profile.form.ignore-global': NoParams;
  'profile.form.ignore-global-hint': NoParams;
  'profile.form.add': NoParams;
  'profile.form.save': NoParams;
  'profile.form.cancel': NoParams;

  // Presets added with the AI-use view, and the purposes and crawler-list groups they brought.
  'profile.description.google-cloudvertexbot': NoParams;
  'profile.description.google-notebooklm': NoParams;
  'profile.description.slurp': NoParams;
  'profile.description.yeti': NoParams;
  'profile.description.seznambot': NoParams;
  'profile.description.petalbot': NoParams;
  'profile.description.perplexity-user': NoParams;
  'profile.description.meta-externalfetcher': NoParams;
  'profile.description.mistralai-user': NoParams;
  'profile.description.duckassistbot': NoParams;
  'profile.description.youbot': NoParams;
  'profile.description.facebookbot': NoParams;
  'profile.description.cohere-training-data-crawler': NoParams;
  'profile.description.deepseekbot': NoParams;
  'profile.description.tiktokspider': NoParams;
  'profile.description.yandexadditional': NoParams;
  'profile.description.timpibot': NoParams;
  'profile.description.ahrefsbot': NoParams;
  'profile.description.semrushbot': NoParams;
  'profile.description.screaming-frog': NoParams;
  'profile.description.mj12bot': NoParams;
  'profile.description.dotbot': NoParams;
  'profile.description.facebookexternalhit': NoParams;
  'profile.description.twitterbot': NoParams;
  'profile.purpose.seo': NoParams;
  'profile.purpose.social': NoParams;
  'profile.category.seo': NoParams;
  'profile.category.social': NoParams;
}
