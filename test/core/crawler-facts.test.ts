/** What each token controls, and the presets added with it: documented tokens, fallbacks and purposes. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GOVERNED_USES,
  PRESET_PROFILES,
  TOKEN_FACTS,
  crawlerGroupOf,
  evaluate,
  findProfile,
  parseRobotsTxt,
  profileFacts,
  tokenFacts,
  utf8Bytes,
} from '../../src/core/index.ts';
import { outcome, profile } from '../support/robots.ts';
import { sharedDir } from '../support/shared-data.ts';

const robotsJsonPath = join(sharedDir, 'crawlers', 'ai-robots-txt', 'robots.json');
const robotsJson = existsSync(robotsJsonPath)
  ? (JSON.parse(readFileSync(robotsJsonPath, 'utf8')) as Record<string, { operator: string; respect: string }>)
  : null;

describe('what a token controls', () => {
  it('Google-Extended and Applebot-Extended fetch nothing: Googlebot and Applebot fetch for them', () => {
    expect(tokenFacts('Google-Extended')).toMatchObject({
      fetchedBy: 'googlebot',
      governs: ['gemini-training', 'gemini-grounding'],
      doesNotGovern: ['google-search', 'ai-overviews', 'ai-mode'],
    });
    expect(tokenFacts('applebot-extended')).toMatchObject({
      fetchedBy: 'applebot',
      governs: ['apple-model-training'],
      doesNotGovern: ['apple-search'],
    });
    for (const f of TOKEN_FACTS) if (f.fetchedBy !== null) expect(findProfile(f.fetchedBy), f.token).toBeDefined();
  });
  it('user-triggered fetchers carry their operator’s statement about robots.txt', () => {
    expect(profileFacts(profile('ChatGPT-User'))?.robotsTxt).toBe('may-not-apply');
    expect(profileFacts(profile('Perplexity-User'))?.robotsTxt).toBe('generally-ignores');
    expect(profileFacts(profile('Google-NotebookLM'))?.robotsTxt).toBe('generally-ignores');
    expect(profileFacts(profile('Meta-ExternalFetcher'))?.robotsTxt).toBe('may-not-apply');
    expect(profileFacts(profile('Claude-User'))?.robotsTxt).toBe('follows');
  });
  it('every entry has an https source and only known uses; a token without one says nothing', () => {
    for (const f of TOKEN_FACTS) {
      expect(f.source, f.token).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      for (const u of [...f.governs, ...f.doesNotGovern]) expect(GOVERNED_USES).toContain(u);
      expect(f.token).toBe(f.token.toLowerCase());
    }
    expect(new Set(TOKEN_FACTS.map((f) => f.token)).size).toBe(TOKEN_FACTS.length);
    expect(tokenFacts('Bytespider')).toBeNull();
    expect(profileFacts({ tokens: [] })).toBeNull();
  });
  it.skipIf(robotsJson === null)('agrees with the crawler list where the list links the operator’s own statement', () => {
    const json = robotsJson!;
    const byLower = new Map(Object.entries(json).map(([k, v]) => [k.toLowerCase(), v]));
    for (const token of [
      'google-extended',
      'applebot-extended',
      'gptbot',
      'claudebot',
      'perplexitybot',
      'ccbot',
      'amazonbot',
      'oai-searchbot',
    ]) {
      expect(byLower.get(token)?.respect, token).toMatch(/^\[?Yes/);
      expect(tokenFacts(token)?.robotsTxt).toBe('follows');
    }
    expect(byLower.get('perplexity-user')?.respect).toMatch(/^\[No\]/);
    expect(tokenFacts('perplexity-user')?.robotsTxt).toBe('generally-ignores');
  });
});

describe('the presets added for AI use, SEO tools and social previews', () => {
  const added: [name: string, tokens: string[], group: string][] = [
    ['AhrefsBot', ['ahrefsbot'], 'seo'],
    ['SemrushBot', ['semrushbot'], 'seo'],
    ['Screaming Frog SEO Spider', ['screaming'], 'seo'],
    ['MJ12bot', ['mj'], 'seo'],
    ['DotBot', ['dotbot'], 'seo'],
    ['Yahoo Slurp', ['slurp'], 'search'],
    ['Yeti', ['yeti'], 'search'],
    ['SeznamBot', ['seznambot'], 'search'],
    ['PetalBot', ['petalbot'], 'search'],
    ['facebookexternalhit', ['facebookexternalhit'], 'social'],
    ['Twitterbot', ['twitterbot'], 'social'],
    ['Perplexity-User', ['perplexity-user'], 'user-triggered'],
    ['Google-CloudVertexBot', ['google-cloudvertexbot'], 'ai-search'],
    ['Google-NotebookLM', ['google-notebooklm'], 'user-triggered'],
    ['Meta-ExternalFetcher', ['meta-externalfetcher'], 'user-triggered'],
    ['DuckAssistBot', ['duckassistbot'], 'ai-search'],
    ['FacebookBot', ['facebookbot'], 'ai-training'],
    ['TikTokSpider', ['tiktokspider'], 'ai-training'],
  ];
  it.each(added)('%s tries %j and is listed under %s', (name, tokens, group) => {
    const p = profile(name);
    expect(p.tokens).toEqual(tokens);
    expect(crawlerGroupOf(p)).toBe(group);
  });
  it('each token names its own group and falls back to *, as Google’s parser reads the file', () => {
    for (const [name, tokens] of added) {
      const ua = name === 'MJ12bot' ? 'MJ12bot' : name === 'Screaming Frog SEO Spider' ? 'Screaming Frog SEO Spider' : tokens[0]!;
      const file = ['User-agent: *', 'Disallow: /all', `User-agent: ${ua}`, 'Disallow: /own'];
      expect(outcome(file, '/own', name), name).toEqual([false, 4]);
      expect(outcome(file, '/all', name), name).toEqual([true, 0]);
      expect(outcome(['User-agent: *', 'Disallow: /all'], '/all', name), name).toEqual([false, 2]);
    }
  });
  it('every preset: its first token names its group, each fallback token is tried in order, and `*` applies unless it ignores it', () => {
    for (const p of PRESET_PROFILES) {
      const [first, ...fallbacks] = p.tokens;
      const own = ['User-agent: *', 'Disallow: /all', `User-agent: ${first}`, 'Disallow: /own'];
      expect(outcome(own, '/own', p.id), p.id).toEqual([false, 4]);
      fallbacks.forEach((token) => {
        expect(
          outcome(['User-agent: *', 'Disallow: /all', `User-agent: ${token}`, 'Disallow: /fb'], '/fb', p.id),
          `${p.id} → ${token}`,
        ).toEqual([false, 4]);
      });
      expect(outcome(['User-agent: *', 'Disallow: /all'], '/all', p.id), p.id).toEqual(p.ignoreGlobal ? [true, 0] : [false, 2]);
    }
  });
  it.skipIf(robotsJson === null)('AI presets use tokens the crawler list has, whole (a group for GPTBot is not one for GPT)', () => {
    const tokens = new Set(Object.keys(robotsJson!).map((k) => k.toLowerCase()));
    const aiPresets = PRESET_PROFILES.filter((p) => p.category === 'ai');
    const unlisted = aiPresets.filter((p) => !tokens.has(p.tokens[0]!));
    expect(unlisted.map((p) => p.name)).toEqual([]);
  });
  it('a custom crawler keeps working beside them', () => {
    const model = parseRobotsTxt(utf8Bytes('User-agent: *\nDisallow: /all\nUser-agent: mybot\nDisallow: /x\n'));
    const custom = {
      ...profile('Googlebot'),
      id: 'custom:mine',
      name: 'Mine',
      tokens: ['mybot'],
      category: 'custom' as const,
      purpose: 'other' as const,
    };
    expect(findProfile('Mine', [custom])?.id).toBe('custom:mine');
    expect(crawlerGroupOf(custom)).toBe('custom');
    const v = evaluate(model, 'https://example.com/x', custom);
    expect([v.allowed, v.decidingLine, v.token]).toEqual([false, 4, 'mybot']);
    expect(profileFacts(custom)).toBeNull();
  });
});
