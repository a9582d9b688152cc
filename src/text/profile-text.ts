/**
 * Crawler profiles in words: a preset's description by its id, a custom
 * profile's made from its facts, and the labels of purposes, categories and
 * engines. The name of a custom profile is the person's own text, shown as
 * typed.
 */
import {
  COCCOC_MAX_CRAWL_DELAY,
  PRESET_PROFILES,
  type CrawlerProfile,
  type CrawlerPurpose,
  type EngineName,
  type ProfileCategory,
  type ProfileProblem,
  type TypedTextProblem,
  codePointLabel,
} from '../core/index.ts';
import type { Message, MessageKey } from './messages/index.ts';
import { site, type Text } from './text.ts';

/** The description keys, one per preset (test/text/profile-text.test.ts checks that each preset has one). */
export type PresetDescriptionKey = Extract<MessageKey, `profile.description.${string}`>;

const PRESET_IDS: ReadonlySet<string> = new Set(PRESET_PROFILES.map((p) => p.id));

/** What the profile is, as a message: by id for a preset, from its tokens and flags for a custom one or a raw token. */
export function profileDescription(p: CrawlerProfile): Message {
  if (PRESET_IDS.has(p.id)) {
    const key = `profile.description.${p.id}` as PresetDescriptionKey;
    // Coc Coc's descriptions name its crawl-delay cap; the others take nothing.
    return (p.engine === 'coccoc' ? { key, params: { maxDelay: COCCOC_MAX_CRAWL_DELAY } } : { key }) as Message;
  }
  if (p.id.startsWith('token:')) return { key: 'profile.description.token', params: { token: site(p.tokens[0] ?? '') } };
  return {
    key: 'profile.description.custom',
    params: { tokens: { siteList: p.tokens }, ignoresGlobal: p.ignoreGlobal ? 'yes' : 'no', engine: p.engine },
  };
}

export function profileDescriptionText(text: Text, p: CrawlerProfile): string {
  return text.render(profileDescription(p));
}

export function purposeLabel(text: Text, purpose: CrawlerPurpose): string {
  return text.t(`profile.purpose.${purpose}`);
}

export function categoryLabel(text: Text, category: ProfileCategory): string {
  return text.t(`profile.category.${category}`);
}

export function engineLabel(text: Text, engine: EngineName): string {
  return text.t(`profile.engine.${engine}`);
}

/** A problem with a custom profile: core's, or one the options page finds (a name or token used twice). */
export type DraftProblem =
  | ProfileProblem
  | { code: 'preset-name'; name: string }
  | { code: 'duplicate-name'; name: string }
  | { code: 'duplicate-token'; token: string };

export function profileProblemText(text: Text, p: DraftProblem): string {
  switch (p.code) {
    case 'no-name':
    case 'no-token':
      return text.t(`profile.problem.${p.code}`);
    case 'token-unreadable':
    case 'duplicate-token':
      return text.t(`profile.problem.${p.code}`, { token: site(p.token) });
    case 'preset-name':
    case 'duplicate-name':
      return text.t(`profile.problem.${p.code}`, { name: site(p.name) });
    case 'typed-text':
      return text.render(typedTextMessage(p.field, p.text, p.problem));
  }
}

/** Why a typed name or token is not what it looks like (core's typedTextProblem), for the options page and the command. */
export function typedTextMessage(field: 'name' | 'token', typed: string, problem: TypedTextProblem): Message {
  const params = { field, text: site(typed) };
  switch (problem.code) {
    case 'hidden':
      return { key: 'profile.problem.hidden', params: { ...params, codePoint: codePointLabel(problem.codePoint) } };
    case 'edge-space':
      return { key: 'profile.problem.edge-space', params };
    case 'lookalike':
      return { key: 'profile.problem.lookalike', params: { ...params, plain: site(problem.plain) } };
  }
}
