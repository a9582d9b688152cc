/** Crawler profiles in words: every preset has its description key, custom profiles are described from their facts. */
import { describe, expect, it } from 'vitest';
import { COCCOC_MAX_CRAWL_DELAY, PRESET_PROFILES, findProfile, rawTokenProfile, type CrawlerProfile } from '../../src/core/index.ts';
import en from '../../src/text/catalogs/en/index.ts';
import { text } from '../../src/text/bundled.ts';
import {
  categoryLabel,
  profileDescription,
  profileDescriptionText,
  profileProblemText,
  purposeLabel,
} from '../../src/text/profile-text.ts';
import { messageText } from '../../src/core/index.ts';

const preset = (id: string): CrawlerProfile => findProfile(id)!;

describe('preset descriptions', () => {
  it.each(PRESET_PROFILES.map((p) => [p.id, p] as const))('%s has its own description key', (id, p) => {
    const m = profileDescription(p);
    expect(m.key).toBe(`profile.description.${id}`);
    expect(Object.keys(en)).toContain(m.key);
    expect(profileDescriptionText(text, p).length).toBeGreaterThan(10);
  });
  it('the English catalog has no description for a preset that no longer exists', () => {
    const ids = new Set(PRESET_PROFILES.map((p) => `profile.description.${p.id}`));
    const described = Object.keys(en).filter((k) => k.startsWith('profile.description.') && !/\.(custom|token)$/.test(k));
    expect(described.filter((k) => !ids.has(k))).toEqual([]);
  });
  it('Coc Coc’s name their crawl-delay cap', () => {
    expect(profileDescription(preset('coccocbot-web'))).toEqual({
      key: 'profile.description.coccocbot-web',
      params: { maxDelay: COCCOC_MAX_CRAWL_DELAY },
    });
    expect(profileDescriptionText(text, preset('coccocbot-web'))).toContain(`honours Crawl-delay up to ${COCCOC_MAX_CRAWL_DELAY} s.`);
  });
});

describe('custom profiles and raw tokens', () => {
  const custom: CrawlerProfile = {
    ...rawTokenProfile('x'),
    id: 'custom-staging',
    name: 'Staging',
    tokens: ['stagingbot', 'googlebot'],
    ignoreGlobal: true,
  };
  it('describes a custom profile from its tokens and flags, each token site text', () => {
    const parts = text.renderParts(profileDescription(custom));
    expect(messageText(parts)).toBe(
      'Your profile: tries stagingbot and googlebot in this order, and never uses the “User-agent: *” group.',
    );
    expect(parts.filter((p) => typeof p !== 'string')).toEqual([{ site: 'stagingbot' }, { site: 'googlebot' }]);
    expect(messageText(text.renderParts(profileDescription({ ...custom, ignoreGlobal: false, engine: 'coccoc' })))).toBe(
      'Your profile: tries stagingbot and googlebot in this order (read the Coc Coc way).',
    );
  });
  it('describes a raw token as given', () => {
    expect(profileDescription(rawTokenProfile('MJ12bot'))).toEqual({
      key: 'profile.description.token',
      params: { token: { site: 'MJ12bot' } },
    });
  });
  it('labels purposes, categories and problems', () => {
    expect(purposeLabel(text, 'ai-training')).toBe('AI model training');
    expect(categoryLabel(text, 'search')).toBe('Other search engines');
    expect(profileProblemText(text, { code: 'duplicate-token', token: 'a' })).toBe('“a” is listed twice.');
  });
});
